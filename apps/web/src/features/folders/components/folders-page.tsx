import { Button, FileButton, Group, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type Folder, PLAN_LIMIT_MESSAGES, parseFolderImport } from '@sniperads/contract';
import { IconDownload, IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { RefreshButton } from '@/components/refresh-button';
import { usePlanUsage } from '@/lib/plan-usage';
import type { SearchChange } from '@/lib/search-params';
import { toastDone, toastError, toastNotice, toastRequestError, toastSuccess } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { exportFolders, useDeleteFolder, useImportFolders } from '../api/folder-mutations';
import { useFolders } from '../api/get-folders';
import type { FoldersSearch } from '../model/folders-search';
import { FolderFormModal } from './folder-form-modal';
import { FolderStats } from './folder-stats';
import { FolderTile } from './folder-tile';
import { LayoutToggle } from './layout-toggle';

const shareUrl = (token: string) => `${window.location.origin}/compartilhado/${token}`;

const download = (name: string, data: unknown) => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
};

/** The name filter and the view live in the URL. */
export function FoldersPage({
  params,
  onParams,
}: {
  params: FoldersSearch;
  onParams: SearchChange<FoldersSearch>;
}) {
  const folders = useFolders();
  // Creating and importing need a plan with folders; until the plan is known nothing is blocked
  // (the API decides anyway).
  const canCreate = usePlanUsage().data?.limits.folders ?? true;
  const noFoldersNote = canCreate ? undefined : 'Disponível nos planos Pro e Max';
  // The list filters as the user types; the URL follows once they pause.
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q }, { replace: true }));
  const layout = params.layout;
  const setLayout = (next: FoldersSearch['layout']) => onParams({ layout: next }, { replace: true });
  const [editing, setEditing] = useState<Folder | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const remove = useDeleteFolder({ fallback: 'Erro ao deletar pasta' });
  const importer = useImportFolders({ fallback: 'Erro ao importar pastas. Verifique o formato do arquivo.' });
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
    if (!parsed.ok) return toastError(parsed.message);
    importer.mutate(parsed.folders, toastDone());
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Minhas Pastas"
        description={
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
        }
        actions={
          <>
            <RefreshButton loading={folders.isFetching} onClick={() => void folders.refetch()} />
            <FileButton onChange={(f) => void onImport(f)} accept="application/json,.json">
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  loading={importer.isPending}
                  disabled={!canCreate}
                  title={noFoldersNote}
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
                  (err: unknown) => toastRequestError(err, 'Erro ao exportar pastas'),
                )
              }
            >
              Exportar
            </Button>
            <Button
              leftSection={<IconFolderPlus size={16} />}
              disabled={!canCreate}
              title={noFoldersNote}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              Nova Pasta
            </Button>
          </>
        }
      />

      {!canCreate && <PlanLimitAlert message={PLAN_LIMIT_MESSAGES.folders} />}
      {folders.isError && (
        <LoadErrorAlert
          title="Erro ao carregar pastas"
          error={folders.error}
          fallback="Erro ao carregar pastas. Tente novamente."
        />
      )}

      <FolderStats folders={all} loading={folders.isPending} />

      <ListToolbar
        search={{
          label: 'Buscar pastas',
          placeholder: 'Buscar por nome ou descrição...',
          value: search,
          onChange: setSearch,
        }}
      >
        <LayoutToggle value={layout} onChange={setLayout} />
      </ListToolbar>

      {folders.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} height={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <EmptyState
          title={all.length === 0 ? 'Nenhuma pasta criada ainda' : 'Nenhuma pasta encontrada'}
          description={
            all.length > 0
              ? 'Tente outra busca.'
              : canCreate
                ? 'Crie uma pasta para organizar seus favoritos.'
                : 'Com o plano Pro você cria pastas para organizar seus favoritos.'
          }
        />
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
                  .then(() => toastSuccess('Link público copiado!'))
                  .catch(() => toastNotice(shareUrl(f.share_token ?? '')))
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
            toastDone(() => setDeleting(null)),
          )
        }
      >
        {`Tem certeza que deseja excluir a pasta "${deleting?.name ?? ''}"? Os favoritos dela serão movidos para 'Sem Pasta'.`}
      </ConfirmDialog>
    </Stack>
  );
}
