import {
  CheckIcon,
  ColorSwatch,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  FOLDER_COLORS,
  FOLDER_ICONS,
  FOLDER_MESSAGES,
  type Folder,
  randomFolderColor,
} from '@sniperads/contract';
import { useEffect, useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';
import { useCreateFolder, useUpdateFolder } from '../api/folder-mutations';
import { FOLDER_ICON_COMPONENTS } from './folder-icon';

interface Props {
  opened: boolean;
  folder: Folder | null;
  onClose: () => void;
}

/** New folder / edit folder: nome, descrição, cor (8), ícone, pública. */
export function FolderFormModal({ opened, folder, onClose }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string>(FOLDER_COLORS[0].hex);
  const [icon, setIcon] = useState<string>('folder');
  const [isPublic, setIsPublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFolder('inline');
  const update = useUpdateFolder('inline');

  useEffect(() => {
    if (!opened) return;
    setName(folder?.name ?? '');
    setDescription(folder?.description ?? '');
    setColor(folder?.color ?? randomFolderColor());
    setIcon(folder?.icon ?? 'folder');
    setIsPublic(folder?.is_public ?? false);
    setError(null);
  }, [opened, folder]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(FOLDER_MESSAGES.nameRequired);
    const body = {
      name: name.trim(),
      description: description.trim() || null,
      color,
      icon: icon as Folder['icon'] as (typeof FOLDER_ICONS)[number],
      is_public: isPublic,
    };
    const handlers = {
      onSuccess: (res: { message?: string | undefined }) => {
        toastSuccess(res.message ?? FOLDER_MESSAGES.created);
        onClose();
      },
      onError: (err: unknown) =>
        setError(
          err instanceof ApiError && err.errors.name?.[0]
            ? err.errors.name[0]
            : errorMessage(err, folder ? 'Erro ao atualizar pasta' : 'Erro ao criar pasta'),
        ),
    };
    if (folder) update.mutate({ id: folder.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={folder ? 'Editar pasta' : 'Nova pasta'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Nome"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            data-autofocus
          />
          <Textarea
            label="Descrição"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <div>
            <Text size="sm" fw={500} mb={6}>
              Cor
            </Text>
            <Group gap={8} role="radiogroup" aria-label="Cor">
              {FOLDER_COLORS.map((c) => (
                <Tooltip key={c.hex} label={c.name}>
                  <ColorSwatch
                    component="button"
                    type="button"
                    color={c.hex}
                    role="radio"
                    aria-checked={color === c.hex}
                    aria-label={c.name}
                    onClick={() => setColor(c.hex)}
                    style={{ color: '#fff', cursor: 'pointer' }}
                  >
                    {color === c.hex && <CheckIcon size={12} />}
                  </ColorSwatch>
                </Tooltip>
              ))}
            </Group>
          </div>
          <Select
            label="Ícone"
            data={FOLDER_ICONS.map((value) => ({ value, label: FOLDER_ICON_COMPONENTS[value].label }))}
            value={icon}
            onChange={(v) => v && setIcon(v)}
            allowDeselect={false}
          />
          <Switch
            label="Pasta pública (qualquer pessoa com o link pode ver, sem login)"
            checked={isPublic}
            onChange={(e) => setIsPublic(e.currentTarget.checked)}
          />
          <FormActions
            submitLabel={folder ? 'Salvar' : 'Criar pasta'}
            loading={create.isPending || update.isPending}
            onCancel={onClose}
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
