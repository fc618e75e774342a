import { Checkbox, Modal, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADMIN_QUICK_TRIAL_DAYS, CreateUserFormSchema } from '@sniperads/contract';
import { FormActions } from '@/components/form-actions';
import { ApiError } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { toDateInputValue } from '@/lib/format';
import { toastSuccess } from '@/lib/toast';
import { useCreateUser } from '../api/admin-user-mutations';
import { CreateUserTrial, trialWindow } from './create-user-trial';

const initialValues = () => ({
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  is_admin: false,
  is_test: false,
  is_trial: false,
  trial_days: ADMIN_QUICK_TRIAL_DAYS as number | string,
  trial_start: toDateInputValue(new Date()),
});

export function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser({
    title: 'Erro ao criar usuário',
    fallback: 'Ocorreu um erro ao criar o usuário. Tente novamente.',
  });
  const form = useForm({
    initialValues: initialValues(),
    validate: contractValidator(CreateUserFormSchema),
    clearInputErrorOnChange: true,
  });

  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const trial = values.is_trial ? trialWindow(values.trial_start, Number(values.trial_days)) : null;
    try {
      const res = await create.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
        is_admin: values.is_admin,
        is_test: values.is_test,
        is_trial: values.is_trial,
        trial_started_at: trial ? trial.start.toISOString() : null,
        trial_ends_at: trial ? trial.end.toISOString() : null,
      });
      const extras = [
        values.is_test && 'como testador',
        values.is_trial && `com trial ativo de ${values.trial_days} dias`,
      ].filter(Boolean);
      toastSuccess(
        `${res.data.name} foi criado${extras.length ? ` ${extras.join(' e ')}` : ''}.`,
        'Usuário criado com sucesso!',
      );
      close();
    } catch (error) {
      // The toast is the write's own; the fields the server refused are marked here.
      if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.errors));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Title order={3} fz="lg">
          Criar Usuário
        </Title>
      }
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Nome" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <PasswordInput
            label="Senha"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirmar senha"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
          <Checkbox label="Administrador" {...form.getInputProps('is_admin', { type: 'checkbox' })} />
          <Checkbox
            label="Testador"
            description="Acesso a features experimentais"
            {...form.getInputProps('is_test', { type: 'checkbox' })}
          />
          <Checkbox label="Ativar trial" {...form.getInputProps('is_trial', { type: 'checkbox' })} />
          {form.values.is_trial && (
            <CreateUserTrial
              days={form.values.trial_days}
              start={form.values.trial_start}
              inputProps={(field) => form.getInputProps(field)}
            />
          )}
          <FormActions submitLabel="Criar Usuário" loading={create.isPending} onCancel={close} mt="md" />
        </Stack>
      </form>
    </Modal>
  );
}
