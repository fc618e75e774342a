import { Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatDuration,
  parseTags,
  TUTORIAL_LEVEL_LABELS,
  TUTORIAL_LEVELS,
  TUTORIAL_MESSAGES,
  type TutorialCategory,
  type TutorialContent,
  type TutorialLevel,
  videoIdFromUrl,
} from '@sniperads/contract';
import { FormActions } from '@/components/form-actions';
import { adminFailure, toastAdminDone } from '@/lib/toast';
import { useSaveTutorialContent } from '../../api/manage-tutorials';

interface Props {
  target: TutorialContent | 'new' | null;
  categories: TutorialCategory[];
  defaultCategoryId: string | null;
  onClose: () => void;
}

export function ContentFormModal({ target, categories, defaultCategoryId, onClose }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Novo tutorial' : 'Editar tutorial'}
      size="lg"
      centered
    >
      {target !== null && (
        <ContentForm
          key={target === 'new' ? 'new' : target.id}
          target={target}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ContentForm({
  target,
  categories,
  defaultCategoryId,
  onDone,
}: Omit<Props, 'onClose' | 'target'> & { target: TutorialContent | 'new'; onDone: () => void }) {
  const editing = target === 'new' ? null : target;
  const save = useSaveTutorialContent(
    adminFailure(editing ? 'Erro ao atualizar tutorial' : 'Erro ao criar tutorial'),
  );
  const form = useForm({
    initialValues: {
      category_id: editing?.category_id ?? defaultCategoryId ?? '',
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      external_url: editing?.external_url ?? '',
      minutes: editing ? Math.floor(editing.duration / 60) : 0,
      seconds: editing ? editing.duration % 60 : 0,
      difficulty_level: (editing?.difficulty_level ?? 'beginner') as TutorialLevel,
      tags: editing?.tags.join(', ') ?? '',
    },
    validate: {
      category_id: (v) => (v ? null : TUTORIAL_MESSAGES.categoryRequired),
      title: (v) => (v.trim() ? null : TUTORIAL_MESSAGES.titleRequired),
      external_url: (v) => (videoIdFromUrl(v.trim()) ? null : TUTORIAL_MESSAGES.urlInvalid),
    },
  });
  const { minutes, seconds } = form.values;
  const duration = (Number(minutes) || 0) * 60 + (Number(seconds) || 0);
  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        body: {
          category_id: v.category_id,
          title: v.title.trim(),
          description: v.description.trim(),
          external_url: v.external_url.trim(),
          duration,
          difficulty_level: v.difficulty_level,
          type: editing?.type ?? 'video',
          tags: parseTags(v.tags),
        },
      },
      toastAdminDone(onDone, TUTORIAL_MESSAGES.contentCreated),
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label="Categoria"
          withAsterisk
          data={categories.map((c) => ({ value: c.id, label: c.name }))}
          allowDeselect={false}
          {...form.getInputProps('category_id')}
        />
        <TextInput label="Título" withAsterisk {...form.getInputProps('title')} />
        <Textarea label="Descrição" autosize minRows={2} {...form.getInputProps('description')} />
        <TextInput
          label="Link do vídeo"
          withAsterisk
          placeholder="https://www.youtube.com/watch?v=..."
          description="A miniatura vem do parâmetro v= do link."
          {...form.getInputProps('external_url')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Minutos"
            min={0}
            max={1440}
            allowDecimal={false}
            {...form.getInputProps('minutes')}
          />
          <NumberInput
            label="Segundos"
            min={0}
            max={59}
            allowDecimal={false}
            description={`Duração: ${formatDuration(duration)}`}
            {...form.getInputProps('seconds')}
          />
          <Select
            label="Nível"
            data={TUTORIAL_LEVELS.map((l) => ({ value: l, label: TUTORIAL_LEVEL_LABELS[l] }))}
            allowDeselect={false}
            {...form.getInputProps('difficulty_level')}
          />
        </Group>
        <TextInput label="Tags" description="Separe as tags por vírgula" {...form.getInputProps('tags')} />
        <FormActions
          submitLabel={editing ? 'Salvar Alterações' : 'Criar Tutorial'}
          loading={save.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
