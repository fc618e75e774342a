import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { AUTH_MESSAGES, RegisterSchema } from '@sniperads/contract';
import { IconAt, IconLock, IconPhone, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { PhoneInput } from '@/components/phone-input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { useRegister } from '../api/register';
import { PasswordRequirements } from './password-requirements';
import { useDelayedAction } from './redirect-delay';

const INITIAL = { name: '', email: '', phone: '', password: '', password_confirmation: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const register = useRegister();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: INITIAL, validate: contractValidator(RegisterSchema) });

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        const { message } = await register.mutateAsync(values);
        setSuccess(message || AUTH_MESSAGES.registerOk);
        later(() => void navigate({ to: '/' }));
      } catch (err) {
        setError(errorMessage(err, 'Erro no cadastro'));
        if (err instanceof ApiError) form.setErrors(serverFieldErrors(err.errors));
      }
    },
    () =>
      notifications.show({
        color: 'red',
        title: 'Erro na validação',
        message: 'Corrija os campos destacados e tente novamente.',
      }),
  );

  const busy = register.isPending || success !== null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlerts success={success} error={error} onDismissError={() => setError(null)} />
        <TextInput
          label="Nome"
          autoComplete="name"
          placeholder="Seu nome completo"
          leftSection={<IconUser size={16} />}
          disabled={busy}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          leftSection={<IconAt size={16} />}
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <PhoneInput
          label="Telefone"
          leftSection={<IconPhone size={16} />}
          disabled={busy}
          {...form.getInputProps('phone')}
        />
        <PasswordInput
          label="Senha"
          autoComplete="new-password"
          placeholder="Crie uma senha"
          leftSection={<IconLock size={16} />}
          disabled={busy}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirmar senha"
          autoComplete="new-password"
          placeholder="Repita a senha"
          leftSection={<IconLock size={16} />}
          disabled={busy}
          {...form.getInputProps('password_confirmation')}
        />
        <PasswordRequirements value={form.values.password} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          Criar Conta Grátis
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Já tem uma conta?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Entrar
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
