import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@sniperads/contract/notifications';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useUnsubscribeEmail } from '../api/notifications';

/**
 * The landing of an alert e-mail's 'não receber mais' link: turns alert e-mails off on opening,
 * without a login, and says so. Push and the other settings stay as they were.
 */
export function UnsubscribeEmail({ token }: { token: string | undefined }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : NOTIFICATION_MESSAGES.badUnsubscribeLink);
  const unsubscribe = useUnsubscribeEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutateAsync(token).then(
      ({ message }) => setDone(message),
      (failure: unknown) =>
        setError(
          failure instanceof ApiError ? failure.message : 'Não foi possível cancelar agora. Tente novamente.',
        ),
    );
  }, [token, unsubscribe]);

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck />} title={done} role="status">
          Os alertas por push continuam como estavam. Você pode voltar a receber e-mails em Meu Perfil →
          Notificações.
        </Alert>
        <Button component="a" href="/perfil?tab=notificacoes" variant="light">
          Abrir minhas notificações
        </Button>
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {error}
      </Alert>
    );
  }
  return (
    <Stack align="center" gap="sm" py="md">
      <Loader />
      <Text size="sm" c="dimmed">
        Cancelando os alertas por e-mail...
      </Text>
    </Stack>
  );
}
