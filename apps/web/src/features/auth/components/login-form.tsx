import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { AUTH_MESSAGES, LoginSchema } from '@sniperads/contract/auth';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { contractValidator } from '@/lib/form';
import { safeRedirect } from '@/lib/safe-redirect';
import { useFormFields } from '@/lib/use-form-fields';
import { useLogin } from '../api/login';
import { EmailField, PasswordField } from './auth-fields';
import { useDelayedAction } from './redirect-delay';
import { useSubmitError } from './use-submit-error';

export function LoginForm({ redirectTo }: { redirectTo?: string | undefined }) {
  const router = useRouter();
  const later = useDelayedAction();
  const login = useLogin();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useFormFields({
    initialValues: { email: '', password: '' },
    validate: contractValidator(LoginSchema),
  });
  const failure = useSubmitError(form.setErrors);

  const submit = form.onSubmit((values) =>
    failure.run(async () => {
      const { session, message } = await login.mutateAsync(values);
      setSuccess(message || AUTH_MESSAGES.loginOk);
      const target = safeRedirect(redirectTo) ?? (session.user.is_admin ? '/admin' : '/');
      later(() => router.history.push(target));
    }, 'Erro no login'),
  );

  const busy = login.isPending || success !== null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlerts success={success} error={failure.error} onDismissError={failure.clear} />
        <EmailField disabled={busy} {...form.getInputProps('email')} />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          placeholder="Sua senha"
          disabled={busy}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/esqueci-senha" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy}>
          Entrar
        </Button>
        <Divider label="Ainda não tem conta?" labelPosition="center" />
        <Button component={Link} to="/cadastro" variant="light" size="md" fullWidth>
          Criar Conta Grátis
        </Button>
      </Stack>
    </form>
  );
}
