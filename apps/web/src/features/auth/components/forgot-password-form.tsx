import { Alert, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ForgotPasswordSchema } from '@sniperads/contract/auth';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { contractValidator } from '@/lib/form';
import { useForgotPassword } from '../api/forgot-password';
import { EmailField } from './auth-fields';
import { useSubmitError } from './use-submit-error';

export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: contractValidator(ForgotPasswordSchema) });
  const failure = useSubmitError(form.setErrors);

  const submit = form.onSubmit(({ email }) =>
    failure.run(async () => {
      const message = await send.mutateAsync(email.trim());
      setSent({ email: email.trim(), message });
    }, 'Erro no envio'),
  );

  const tryAnother = () => {
    form.reset();
    send.reset();
    setSent(null);
  };

  const back = (
    <Button component={Link} to="/login" variant="subtle" leftSection={<IconArrowLeft size={16} />} fullWidth>
      Voltar para o login
    </Button>
  );

  if (sent) {
    return (
      <Stack gap="md">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconMailCheck size={34} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            Verifique seu email
          </Text>
          <Text c="dimmed" size="sm">
            {sent.message}
          </Text>
          <Text fw={600} size="sm">
            {sent.email}
          </Text>
        </Stack>
        <Alert color="gray" variant="light" title="Próximos passos">
          <List size="sm" spacing={4}>
            <List.Item>Abra sua caixa de entrada e procure o email do SniperAds.</List.Item>
            <List.Item>Não encontrou? Confira também a pasta de spam ou lixo eletrônico.</List.Item>
            <List.Item>
              Clique no link do email para criar uma nova senha. O link é válido por 1 hora.
            </List.Item>
          </List>
        </Alert>
        <Button variant="light" onClick={tryAnother} fullWidth>
          Tentar outro email
        </Button>
        {back}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlerts error={failure.error} onDismissError={failure.clear} />
        <EmailField disabled={send.isPending} {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          Enviar link de redefinição
        </Button>
        {back}
      </Stack>
    </form>
  );
}
