import { Group, Loader, Stack, Text } from '@mantine/core';
import { type Folder, PLAN_LIMIT_MESSAGES } from '@sniperads/contract';
import { useState } from 'react';
import { ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { usePlanUsage } from '@/lib/plan-usage';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useFolders } from '../api/get-folders';
import type { FoldersSearch } from '../model/folders-search';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { FolderFormModal } from './folder-form-modal';
import { FolderList } from './folder-list';
import { FolderStats } from './folder-stats';
import { FoldersActions } from './folders-actions';
import { LayoutToggle } from './layout-toggle';

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
  // The list filters as the user types; the URL follows once they pause.
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q }, { replace: true }));
  const [editing, setEditing] = useState<Folder | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const all = folders.data ?? [];
  const term = search.trim().toLowerCase();
  const visible = term
    ? all.filter(
        (f) => f.name.toLowerCase().includes(term) || (f.description ?? '').toLowerCase().includes(term),
      )
    : all;
  const openForm = (folder: Folder | null) => {
    setEditing(folder);
    setFormOpen(true);
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
          <FoldersActions
            refreshing={folders.isFetching}
            onRefresh={() => void folders.refetch()}
            canCreate={canCreate}
            blockedNote={canCreate ? undefined : 'Disponível nos planos Pro e Max'}
            onCreate={() => openForm(null)}
          />
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
        <LayoutToggle value={params.layout} onChange={(layout) => onParams({ layout }, { replace: true })} />
      </ListToolbar>

      <FolderList
        loading={folders.isPending}
        visible={visible}
        total={all.length}
        canCreate={canCreate}
        layout={params.layout}
        onEdit={openForm}
        onDelete={setDeleting}
      />

      <FolderFormModal opened={formOpen} folder={editing} onClose={() => setFormOpen(false)} />
      <DeleteFolderDialog folder={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
