import { Alert, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CreateTrackedInterestSchema,
  TRACKED_STATUS_LABEL,
  TRACKED_STATUSES,
  type TrackedInterest,
  type TrackedStatus,
} from '@sniperads/contract';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { CountInput, MoneyInput } from '@/components/number-inputs';
import { ApiError, errorMessage } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { useCreateTrackedInterest, useUpdateTrackedInterest } from '../api/tracked-interests';

const STATUS_OPTIONS = TRACKED_STATUSES.map((value) => ({ value, label: TRACKED_STATUS_LABEL[value] }));

interface FormValues {
  nome: string;
  categoria: string;
  pais: string;
  cpmAtual: number | string;
  cpmAnterior: number | string;
  alcance: number | string;
  status: TrackedStatus;
  observacoes: string;
}

const num = (v: number | string) => (v === '' || v === null ? null : Number(v));

const toBody = (v: FormValues) => ({
  nome: v.nome,
  categoria: v.categoria,
  pais: v.pais,
  cpmAtual: num(v.cpmAtual),
  cpmAnterior: num(v.cpmAnterior),
  alcance: num(v.alcance),
  status: v.status,
  observacoes: v.observacoes,
});

/** Create or edit a tracked interest; on edit a new CPM atual moves the old one to anterior. */
export function TrackedInterestForm({
  editing,
  opened,
  onClose,
}: {
  editing: TrackedInterest | null;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateTrackedInterest('inline');
  const update = useUpdateTrackedInterest('inline');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: {
      nome: editing?.nome ?? '',
      categoria: editing?.categoria ?? '',
      pais: editing?.pais ?? 'Brasil',
      cpmAtual: editing?.cpmAtual ?? '',
      cpmAnterior: editing?.cpmAnterior ?? '',
      alcance: editing?.alcance ?? '',
      status: editing?.status ?? 'testando',
      observacoes: editing?.observacoes ?? '',
    },
    validate: (values) => contractValidator(CreateTrackedInterestSchema)(toBody(values)),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const body = toBody(values);
      if (editing) {
        // Leave CPM anterior to the server unless the buyer changed it by hand.
        const { cpmAnterior, ...rest } = body;
        await update.mutateAsync({
          id: editing.id,
          body: cpmAnterior === editing.cpmAnterior ? rest : body,
        });
      } else {
        await create.mutateAsync(body);
      }
      onClose();
    } catch (err) {
      setError(errorMessage(err, editing ? 'Erro ao atualizar interesse' : 'Erro ao adicionar interesse'));
      if (err instanceof ApiError) form.setErrors(serverFieldErrors(err.errors));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Editar interesse' : 'Novo interesse acompanhado'}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Nome" withAsterisk data-autofocus {...form.getInputProps('nome')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Categoria" placeholder="Outros" {...form.getInputProps('categoria')} />
            <TextInput label="País" {...form.getInputProps('pais')} />
            <MoneyInput label="CPM atual (R$)" {...form.getInputProps('cpmAtual')} />
            <MoneyInput label="CPM anterior (R$)" {...form.getInputProps('cpmAnterior')} />
            <CountInput label="Alcance" {...form.getInputProps('alcance')} />
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <Textarea
            label="Observações"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('observacoes')}
          />
          <FormActions
            submitLabel={editing ? 'Salvar alterações' : 'Adicionar'}
            loading={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
