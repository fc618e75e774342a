import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MESSAGES, LoginSchema } from '@sniperads/contract';
import { IconAt, IconLock } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { ApiError, errorMessage } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { safeRedirect } from '@/lib/safe-redirect';
import { useLogin } from '../api/login';
import { useDelayedAction } from './redirect-delay';

export function LoginForm({ redirectTo }: { redirectTo?: string | undefined }) {
  const router = useRouter();
  const later = useDelayedAction();
  const login = useLogin();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: contractValidator(LoginSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const { session, message } = await login.mutateAsync(values);
      setSuccess(message || AUTH_MESSAGES.loginOk);
      const target = safeRedirect(redirectTo) ?? (session.user.is_admin ? '/admin' : '/');
      later(() => router.history.push(target));
    } catch (err) {
      setError(errorMessage(err, 'Erro no login'));
      if (err instanceof ApiError) form.setErrors(serverFieldErrors(err.errors));
    }
  });

  const busy = login.isPending || success !== null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlerts success={success} error={error} onDismissError={() => setError(null)} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          leftSection={<IconAt size={16} />}
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          placeholder="Sua senha"
          leftSection={<IconLock size={16} />}
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
