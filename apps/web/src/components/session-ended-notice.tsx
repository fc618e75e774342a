import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { forgetSessionEnd, readSessionEndMessage } from '@/lib/session-end';

/**
 * On /login after the server ended the session: 'Token expirado. Faça login novamente.' Said
 * once — read when the page opens, forgotten when the user leaves /login, so a later visit starts
 * clean. Not forgotten on opening: the session's end can reach the router twice (the start-up
 * check and a screen's refused call), and the second arrival at /login must still say it.
 */
export function SessionEndedNotice() {
  const [message] = useState(readSessionEndMessage);
  useEffect(
    () => () => {
      if (message) forgetSessionEnd();
    },
    [message],
  );
  if (!message) return null;
  return (
    <Alert color="orange" icon={<IconClockExclamation />} title="Sua sessão terminou" role="alert" mb="md">
      {message}
    </Alert>
  );
}
