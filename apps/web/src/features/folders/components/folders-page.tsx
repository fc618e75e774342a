import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Folder, parseFolderImport } from '@sniperads/contract';
import {
  IconAlertCircle,
  IconDownload,
  IconFolderPlus,
  IconRefresh,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OfflineNotice } from '@/components/offline-notice';
import { errorMessage } from '@/lib/api-error';
import { toastOutcome } from '@/lib/toast-outcome';
import { exportFolders, useDeleteFolder, useImportFolders } from '../api/folder-mutations';
import { useFolders } from '../api/get-folders';
import { FolderFormModal } from './folder-form-modal';
import { FolderStats } from './folder-stats';
import { FolderTile } from './folder-tile';

const shareUrl = (token: string) => `${window.location.origin}/compartilhado/${token}`;

const download = (name: string, data: unknown) => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
};

export function FoldersPage() {
  const folders = useFolders();
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [editing, setEditing] = useState<Folder | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const remove = useDeleteFolder();
  const importer = useImportFolders();
  const all = folders.data ?? [];
  const term = search.trim().toLowerCase();
  const visible = term
    ? all.filter(
        (f) => f.name.toLowerCase().includes(term) || (f.description ?? '').toLowerCase().includes(term),
      )
    : all;

  const onImport = async (file: File | null) => {
    if (!file) return;
    const parsed = parseFolderImport(await file.text());
    if (!parsed.ok) return notifications.show({ color: 'red', message: parsed.message });
    importer.mutate(parsed.folders, {
      onSuccess: (body) => notifications.show({ color: 'teal', message: body.message }),
      onError: (err) =>
        notifications.show({
          color: 'red',
          message: errorMessage(err, 'Erro ao importar pastas. Verifique o formato do arquivo.'),
        }),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Minhas Pastas
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{all.length} pasta(s) criada(s)</Text>
            {folders.isFetching && !folders.isPending && (
              <Group gap={4}>
                <Loader size={12} />
                <Text size="sm" c="dimmed">
                  Sincronizando...
                </Text>
              </Group>
            )}
          </Group>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void folders.refetch()}
            loading={folders.isFetching}
          >
            Atualizar
          </Button>
          <FileButton onChange={(f) => void onImport(f)} accept="application/json,.json">
            {(props) => (
              <Button
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={importer.isPending}
                {...props}
              >
                Importar
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              exportFolders().then(
                (data) => download('sniperads-pastas.json', data),
                (err: unknown) =>
                  notifications.show({ color: 'red', message: errorMessage(err, 'Erro ao exportar pastas') }),
              )
            }
          >
            Exportar
          </Button>
          <Button
            leftSection={<IconFolderPlus size={16} />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            Nova Pasta
          </Button>
        </Group>
      </Group>

      <OfflineNotice syncedAt={folders.dataUpdatedAt} />
      {folders.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar pastas">
          {errorMessage(folders.error, 'Erro ao carregar pastas. Tente novamente.')}
        </Alert>
      )}

      <FolderStats folders={all} loading={folders.isPending} />

      <Group gap="sm">
        <TextInput
          placeholder="Buscar por nome ou descrição..."
          aria-label="Buscar pastas"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <SegmentedControl
          value={layout}
          onChange={(v) => setLayout(v as 'grid' | 'list')}
          data={[
            { value: 'grid', label: 'Grade' },
            { value: 'list', label: 'Lista' },
          ]}
          aria-label="Visualização"
        />
      </Group>

      {folders.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} height={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <Card withBorder p="xl">
          <Text ta="center" fw={700}>
            {all.length === 0 ? 'Nenhuma pasta criada ainda' : 'Nenhuma pasta encontrada'}
          </Text>
          <Text ta="center" size="sm" c="dimmed">
            {all.length === 0 ? 'Crie uma pasta para organizar seus favoritos.' : 'Tente outra busca.'}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
          {visible.map((f) => (
            <FolderTile
              key={f.id}
              folder={f}
              layout={layout}
              onEdit={() => {
                setEditing(f);
                setFormOpen(true);
              }}
              onDelete={() => setDeleting(f)}
              onCopyLink={() =>
                f.share_token &&
                navigator.clipboard
                  .writeText(shareUrl(f.share_token))
                  .then(() => notifications.show({ color: 'teal', message: 'Link público copiado!' }))
                  .catch(() => notifications.show({ message: shareUrl(f.share_token ?? '') }))
              }
            />
          ))}
        </SimpleGrid>
      )}

      <FolderFormModal opened={formOpen} folder={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Excluir pasta"
        confirmLabel="Excluir"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.id,
            toastOutcome('Erro ao deletar pasta', () => setDeleting(null)),
          )
        }
      >
        {`Tem certeza que deseja excluir a pasta "${deleting?.name ?? ''}"? Os favoritos dela serão movidos para 'Sem Pasta'.`}
      </ConfirmDialog>
    </Stack>
  );
}
