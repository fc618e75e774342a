import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RegisterSchema } from '@sniperads/contract/auth';
import { IconMailCheck, IconPhone, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { PhoneInput } from '@/components/phone-input';
import { contractValidator } from '@/lib/form';
import { toastError } from '@/lib/toast';
import { useRegister } from '../api/register';
import { EmailField, NewPasswordFields } from './auth-fields';
import { useSubmitError } from './use-submit-error';

const INITIAL = { name: '', email: '', phone: '', password: '', password_confirmation: '' };

/**
 * Sign-up asks for the account; the emailed link makes it (/confirmar-email). The screen says the
 * same whatever the email, as the API does: it never tells whether an address is registered.
 */
export function RegisterForm() {
  const register = useRegister();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const form = useForm({ initialValues: INITIAL, validate: contractValidator(RegisterSchema) });
  const failure = useSubmitError(form.setErrors);

  const submit = form.onSubmit(
    (values) =>
      failure.run(async () => {
        const message = await register.mutateAsync(values);
        setSent({ message, email: values.email.trim().toLowerCase() });
      }, 'Erro no cadastro'),
    () => toastError('Corrija os campos destacados e tente novamente.', 'Erro na validação'),
  );

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck />} title="Confirme seu email" role="status">
          {sent.message}
        </Alert>
        <Text size="sm" c="dimmed">
          Enviamos para <b>{sent.email}</b>. O link vale por 24 horas. Não chegou? Confira a caixa de spam ou
          envie de novo.
        </Text>
        <Button variant="light" fullWidth onClick={() => setSent(null)}>
          Enviar de novo
        </Button>
        <Button component={Link} to="/login" variant="subtle">
          Ir para o login
        </Button>
      </Stack>
    );
  }

  const busy = register.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlerts error={failure.error} onDismissError={failure.clear} />
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
