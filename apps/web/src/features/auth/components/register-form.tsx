import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MESSAGES, RegisterSchema } from '@sniperads/contract/auth';
import { IconPhone, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { PhoneInput } from '@/components/phone-input';
import { contractValidator } from '@/lib/form';
import { toastError } from '@/lib/toast';
import { useRegister } from '../api/register';
import { EmailField, NewPasswordFields } from './auth-fields';
import { useDelayedAction } from './redirect-delay';
import { useSubmitError } from './use-submit-error';

const INITIAL = { name: '', email: '', phone: '', password: '', password_confirmation: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const register = useRegister();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm({ initialValues: INITIAL, validate: contractValidator(RegisterSchema) });
  const failure = useSubmitError(form.setErrors);

  const submit = form.onSubmit(
    (values) =>
      failure.run(async () => {
        const { message } = await register.mutateAsync(values);
        setSuccess(message || AUTH_MESSAGES.registerOk);
        later(() => void navigate({ to: '/' }));
      }, 'Erro no cadastro'),
    () => toastError('Corrija os campos destacados e tente novamente.', 'Erro na validação'),
  );

  const busy = register.isPending || success !== null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlerts success={success} error={failure.error} onDismissError={failure.clear} />
        <TextInput
          label="Nome"
          autoComplete="name"
          placeholder="Seu nome completo"
          leftSection={<IconUser size={16} />}
          disabled={busy}
          {...form.getInputProps('name')}
        />
        <EmailField disabled={busy} {...form.getInputProps('email')} />
        <PhoneInput
          label="Telefone"
          leftSection={<IconPhone size={16} />}
          disabled={busy}
          {...form.getInputProps('phone')}
        />
        <NewPasswordFields
          purpose="signup"
          disabled={busy}
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
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
