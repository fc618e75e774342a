import {
  Alert,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADMIN_QUICK_TRIAL_DAYS, CreateUserFormSchema, DAY_MS } from '@sniperads/contract';
import { FormActions } from '@/components/form-actions';
import { ApiError } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { formatDate, toDateInputValue } from '@/lib/format';
import { toastSuccess } from '@/lib/toast';
import { useCreateUser } from '../api/admin-user-mutations';

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

/** Start at the chosen local day (now when it is today), end N days later. */
export const trialWindow = (start: string, days: number, now = new Date()) => {
  const [y, m, d] = start.split('-').map(Number);
  const day = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const begin = day.toDateString() === now.toDateString() ? now : day;
  return { start: begin, end: new Date(begin.getTime() + days * DAY_MS) };
};

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
  const v = form.values;
  const days = Number(v.trial_days);
  const window = v.is_trial && days > 0 && v.trial_start ? trialWindow(v.trial_start, days) : null;

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
          {v.is_trial && (
            <>
              <Group grow align="flex-start">
                <NumberInput
                  label="Duração (dias)"
                  min={1}
                  max={365}
                  allowDecimal={false}
                  {...form.getInputProps('trial_days')}
                />
                <TextInput label="Data de início" type="date" {...form.getInputProps('trial_start')} />
              </Group>
              {window && (
                <Alert color="blue" variant="light" data-testid="trial-summary">
                  <Text size="sm">
                    Trial de {days} {days === 1 ? 'dia' : 'dias'}: de {formatDate(window.start)} até{' '}
                    {formatDate(window.end)}.
                  </Text>
                </Alert>
              )}
            </>
          )}
          <FormActions submitLabel="Criar Usuário" loading={create.isPending} onCancel={close} mt="md" />
        </Stack>
      </form>
    </Modal>
  );
}
