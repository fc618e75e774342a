import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { forgetSessionEnd, readSessionEndMessage } from '@/lib/session-end';

/**
 * On /login after the server ended the session: 'Token expirado. Faça login novamente.' Said
 * once — read when the page opens, then forgotten, so a later visit to /login starts clean.
 */
export function SessionEndedNotice() {
  const [message] = useState(readSessionEndMessage);
  useEffect(() => {
    if (message) forgetSessionEnd();
  }, [message]);
  if (!message) return null;
  return (
    <Alert color="orange" icon={<IconClockExclamation />} title="Sua sessão terminou" role="alert" mb="md">
      {message}
    </Alert>
  );
}
