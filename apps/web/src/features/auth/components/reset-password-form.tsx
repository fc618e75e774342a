import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MESSAGES, ResetPasswordSchema } from '@sniperads/contract';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';
import { PasswordRequirements } from './password-requirements';
import { useDelayedAction } from './redirect-delay';

/** Time to read the success message before going to /login. */
const RESET_REDIRECT_DELAY_MS = 3000;

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const reset = useResetPassword();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { token: token ?? '', password: '', password_confirmation: '' },
    validate: contractValidator(ResetPasswordSchema),
  });

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        setSuccess(await reset.mutateAsync(values));
        later(() => void navigate({ to: '/login' }), RESET_REDIRECT_DELAY_MS);
      } catch (err) {
        setError(errorMessage(err, 'Erro ao redefinir senha'));
        if (err instanceof ApiError) form.setErrors(serverFieldErrors(err.errors));
      }
    },
    (errors) => {
      if (errors.token) setError(String(errors.token));
    },
  );

  if (!token) {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {AUTH_MESSAGES.resetInvalid}
        </Alert>
        <Button component={Link} to="/esqueci-senha" fullWidth>
          Solicitar novo link
        </Button>
        <Button component={Link} to="/login" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          Voltar para o login
        </Button>
      </Stack>
    );
  }

  if (success) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck />} title={success} role="status">
          Você será levado para o login em instantes.
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Ir para o login
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label="Nova senha"
          autoComplete="new-password"
          placeholder="Crie uma nova senha"
          leftSection={<IconLock size={16} />}
          disabled={reset.isPending}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirmar nova senha"
          autoComplete="new-password"
          placeholder="Repita a nova senha"
          leftSection={<IconLock size={16} />}
          disabled={reset.isPending}
          {...form.getInputProps('password_confirmation')}
        />
        <PasswordRequirements value={form.values.password} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Redefinir senha
        </Button>
        <Button component={Link} to="/esqueci-senha" variant="subtle" size="sm">
          Solicitar novo link
        </Button>
      </Stack>
    </form>
  );
}
