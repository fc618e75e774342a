import { SimpleGrid } from '@mantine/core';
import type { Favorite } from '@sniperads/contract';
import { EmptyState } from '@/components/empty-state';
import { FolderItem } from './folder-item';
import type { FolderLayout } from './layout-toggle';
import type { FolderItemRemoval } from './remove-folder-item-dialog';

/** One page of a folder's items, or why there is none: an empty folder, or a search that found nothing. */
export function FolderItemList({
  items,
  totalItems,
  layout,
  onDetails,
  onRemove,
}: {
  items: Favorite[];
  totalItems: number;
  layout: FolderLayout;
  onDetails: (item: Favorite) => void;
  onRemove: (removal: FolderItemRemoval) => void;
}) {
  if (items.length === 0)
    return (
      <EmptyState
        title={totalItems === 0 ? 'Pasta vazia' : 'Nenhum item encontrado'}
        description={
          totalItems === 0 ? 'Adicione favoritos a esta pasta pela tela de favoritos.' : 'Tente outra busca.'
        }
      />
    );
  return (
    <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
      {items.map((item) => (
        <FolderItem
          key={item.id}
          item={item}
          layout={layout}
          onDetails={() => onDetails(item)}
          onRemoveFromFolder={() => onRemove({ item, mode: 'folder' })}
          onRemoveFromFavorites={() => onRemove({ item, mode: 'favorites' })}
        />
      ))}
    </SimpleGrid>
  );
}
