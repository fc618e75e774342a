import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Favorite } from '@sniperads/contract';
import { IconHeart } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { EmptyState } from '@/components/empty-state';
import { FavoriteCard } from './favorite-card';

const COLS = { base: 1, sm: 2, lg: 3, xl: 4 };

/** One page of favorites as cards, or why there is none (none yet, or none for this search). */
export function FavoriteGrid({
  loading,
  items,
  narrowed,
  isTester,
  folders,
  onDetails,
  onRemove,
  onAddToStudio,
  onMove,
}: {
  loading: boolean;
  items: Favorite[];
  /** A search or filter is applied: an empty page is about it. */
  narrowed: boolean;
  isTester: boolean;
  folders: ComponentProps<typeof FavoriteCard>['folders'];
  onDetails: (fav: Favorite) => void;
  onRemove: (fav: Favorite) => void;
  onAddToStudio: (fav: Favorite) => void;
  onMove: (fav: Favorite, folderId: string | null) => void;
}) {
  if (loading)
    return (
      <SimpleGrid cols={COLS}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
          <Skeleton key={i} height={360} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={<IconHeart size={40} color="var(--mantine-color-red-5)" />}
        title={narrowed ? 'Nenhum favorito encontrado' : 'Nenhum favorito ainda'}
        description={
          narrowed
            ? 'Tente outra busca ou outro filtro.'
            : 'Salve anúncios pela Mineração, pela extensão ou pelo botão "Adicionar favorito".'
        }
      />
    );
  return (
    <SimpleGrid cols={COLS}>
      {items.map((fav) => (
        <FavoriteCard
          key={fav.id}
          favorite={fav}
          isTester={isTester}
          folders={folders}
          onDetails={() => onDetails(fav)}
          onRemove={() => onRemove(fav)}
          onAddToStudio={() => onAddToStudio(fav)}
          onMove={(folderId) => onMove(fav, folderId)}
        />
      ))}
    </SimpleGrid>
  );
}
