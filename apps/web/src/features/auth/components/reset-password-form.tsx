import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MESSAGES, ResetPasswordSchema } from '@sniperads/contract/auth';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { contractValidator } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './auth-fields';
import { useDelayedAction } from './redirect-delay';
import { useSubmitError } from './use-submit-error';

/** Time to read the success message (it says what the reset ended) before going to /login. */
const RESET_REDIRECT_DELAY_MS = 6000;

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const reset = useResetPassword();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm({
    initialValues: { token: token ?? '', password: '', password_confirmation: '' },
    validate: contractValidator(ResetPasswordSchema),
  });
  const failure = useSubmitError(form.setErrors);

  const submit = form.onSubmit(
    (values) =>
      failure.run(async () => {
        setSuccess(await reset.mutateAsync(values));
        later(() => void navigate({ to: '/login' }), RESET_REDIRECT_DELAY_MS);
      }, 'Erro ao redefinir senha'),
    (errors) => {
      if (errors.token) failure.show(String(errors.token));
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
        <Alert color="teal" icon={<IconCircleCheck />} title="Senha redefinida" role="status">
          {success} Você será levado para o login em instantes.
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
        {failure.error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failure.error}
          </Alert>
        )}
        <NewPasswordFields
          purpose="reset"
          disabled={reset.isPending}
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
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
