import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Favorite } from '@sniperads/contract';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useFolderItems } from '../api/get-folder-items';
import { type FolderSearch, toFolderItemsQuery } from '../model/folders-search';
import { FolderItemList } from './folder-item-list';
import { FolderItemsToolbar } from './folder-items-toolbar';
import { FolderItemStats } from './folder-stats';
import { type FolderItemRemoval, RemoveFolderItemDialog } from './remove-folder-item-dialog';

/**
 * Search, order, view and page live in the URL; a new search or order goes back to page 1. A
 * folder that is not the user's never gets here: the route's loader answers it with not-found.
 */
export function FolderDetailPage({
  id,
  params,
  onParams,
}: {
  id: string;
  params: FolderSearch;
  onParams: SearchChange<FolderSearch>;
}) {
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q, page: 1 }, { replace: true }));
  const [details, setDetails] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<FolderItemRemoval | null>(null);
  const query = useFolderItems(id, toFolderItemsQuery(params));

  const data = query.data;
  if (!data) {
    return (
      <Stack>
        <Skeleton height={40} width={260} />
        <Skeleton height={90} />
        {query.isError && (
          <Text c="red">{errorMessage(query.error, 'Erro ao listar anúncios da pasta')}</Text>
        )}
      </Stack>
    );
  }
  const { folder, stats, items, meta } = data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/pastas" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Minhas Pastas
        </Group>
      </Anchor>
      <PageHeader
        title={folder.name}
        accent={folder.color}
        description={`${formatCount(stats.total_items, 'item', 'itens')}${folder.description ? ` · ${folder.description}` : ''}`}
        actions={
          // New favorites come from mining the ad library; Mineração's hearts then save into this folder.
          <Button
            renderRoot={(props) => <Link to="/mineracao" search={{ pasta: folder.id }} {...props} />}
            leftSection={<IconPlus size={16} />}
          >
            Adicionar favoritos
          </Button>
        }
      />
      <FolderItemStats stats={stats} />
      <FolderItemsToolbar
        search={search}
        onSearch={setSearch}
        params={params}
        onSort={(sort) => onParams({ sort, page: 1 })}
        onOrder={(order) => onParams({ order, page: 1 })}
        onLayout={(layout) => onParams({ layout }, { replace: true })}
      />
      <FolderItemList
        items={items}
        totalItems={stats.total_items}
        layout={params.layout}
        onDetails={setDetails}
        onRemove={setRemoving}
      />
      <Pagination page={params.page} lastPage={meta.last_page} onChange={(page) => onParams({ page })} />

      <CreativeDetailsModal creative={details} onClose={() => setDetails(null)} />
      <RemoveFolderItemDialog removing={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
