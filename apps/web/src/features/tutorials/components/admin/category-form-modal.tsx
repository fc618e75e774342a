import { ColorInput, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TUTORIAL_MESSAGES, type TutorialCategory } from '@sniperads/contract';
import { FormActions } from '@/components/form-actions';
import { adminFailure, toastAdminDone } from '@/lib/toast';
import { useSaveTutorialCategory } from '../../api/manage-tutorials';

const SWATCHES = ['#3B82F6', '#10B981', '#8B5CF6', '#EC4899', '#F59E0B', '#EF4444', '#EAB308', '#6B7280'];

interface Props {
  /** null = closed; 'new' = create; a category = edit it. */
  target: TutorialCategory | 'new' | null;
  onClose: () => void;
}

export function CategoryFormModal({ target, onClose }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Nova categoria' : 'Editar categoria'}
      centered
    >
      {target !== null && (
        <CategoryForm key={target === 'new' ? 'new' : target.id} target={target} onDone={onClose} />
      )}
    </Modal>
  );
}

function CategoryForm({ target, onDone }: { target: TutorialCategory | 'new'; onDone: () => void }) {
  const editing = target === 'new' ? null : target;
  const save = useSaveTutorialCategory(
    adminFailure(editing ? 'Erro ao atualizar categoria' : 'Erro ao criar categoria'),
  );
  const form = useForm({
    initialValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      color: editing?.color ?? SWATCHES[0]!,
    },
    validate: {
      name: (v) => (v.trim() ? null : TUTORIAL_MESSAGES.categoryNameRequired),
      color: (v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? null : TUTORIAL_MESSAGES.colorInvalid),
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body: values },
      toastAdminDone(onDone, TUTORIAL_MESSAGES.categoryCreated),
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Nome" withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Descrição" autosize minRows={2} {...form.getInputProps('description')} />
        <ColorInput label="Cor" format="hex" swatches={SWATCHES} {...form.getInputProps('color')} />
        <FormActions
          submitLabel={editing ? 'Salvar Alterações' : 'Criar Categoria'}
          loading={save.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
