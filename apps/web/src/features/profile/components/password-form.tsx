import { Button, Card, Group, PasswordInput, SimpleGrid, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangePasswordSchema, PROFILE_MESSAGES } from '@sniperads/contract';
import { IconLock } from '@tabler/icons-react';
import { ApiError } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { toastSuccess } from '@/lib/toast';
import { useChangePassword } from '../api/profile-mutations';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const change = useChangePassword({ title: 'Erro ao alterar senha', fallback: 'Tente novamente.' });
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidator(ChangePasswordSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const res = await change.mutateAsync(values);
      form.setValues(EMPTY);
      // The API says what ended (the other sessions, the extension token) and what to do next.
      toastSuccess(res.message || PROFILE_MESSAGES.passwordChanged, 'Senha alterada', 10_000);
    } catch (error) {
      // The toast is the write's own; the fields the server refused are marked here.
      if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.errors));
    }
  });
  return (
    <Card p="lg" component="form" onSubmit={submit} noValidate>
      <Title order={3} fz="lg">
        Alterar senha
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Mínimo de 8 caracteres, com letra maiúscula, minúscula e número.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PasswordInput
          label="Senha atual"
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordInput label="Nova senha" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirmar nova senha"
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button
          type="submit"
          variant="default"
          loading={change.isPending}
          leftSection={<IconLock size={16} />}
        >
          Alterar senha
        </Button>
      </Group>
    </Card>
  );
}
