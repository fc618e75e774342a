import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@sniperads/contract/auth';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useConfirmSignup } from '../api/confirm-signup';
import { useDelayedAction } from './redirect-delay';

/**
 * The landing of the sign-up mail's link: confirms it once on opening, which makes the account and
 * signs in; the success message shows for 1.5 s, then the dashboard (docs/product-rules.md).
 */
export function ConfirmSignup({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : AUTH_MESSAGES.confirmInvalid);
  const confirm = useConfirmSignup();
  // The link works once: a second run of the effect (React's strict mode) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutateAsync(token).then(
      ({ message }) => {
        setSuccess(message);
        later(() => void navigate({ to: '/', replace: true }));
      },
      (failure: unknown) =>
        setError(
          failure instanceof ApiError
            ? failure.message
            : 'Não foi possível confirmar agora. Tente novamente.',
        ),
    );
  }, [token, confirm, later, navigate]);

  if (success) {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} title={success} role="status">
        Redirecionando...
      </Alert>
    );
  }
  if (error) {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Ir para o login
        </Button>
        <Button component={Link} to="/cadastro" variant="subtle">
          Criar conta
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" py="md">
      <Loader />
      <Text size="sm" c="dimmed">
        Confirmando seu email...
      </Text>
    </Stack>
  );
}
