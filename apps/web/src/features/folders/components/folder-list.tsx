import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Folder } from '@sniperads/contract';
import { EmptyState } from '@/components/empty-state';
import { toastNotice, toastSuccess } from '@/lib/toast';
import { FolderTile } from './folder-tile';
import type { FolderLayout } from './layout-toggle';

const shareUrl = (token: string) => `${window.location.origin}/compartilhado/${token}`;

const copyShareLink = (token: string) =>
  navigator.clipboard
    .writeText(shareUrl(token))
    .then(() => toastSuccess('Link público copiado!'))
    .catch(() => toastNotice(shareUrl(token)));

/** The folders the filter lets through, or why there is none (none yet, or none matching). */
export function FolderList({
  loading,
  visible,
  total,
  canCreate,
  layout,
  onEdit,
  onDelete,
}: {
  loading: boolean;
  visible: Folder[];
  /** How many folders the user has, filter aside. */
  total: number;
  canCreate: boolean;
  layout: FolderLayout;
  onEdit: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}) {
  if (loading)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} height={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (visible.length === 0)
    return (
      <EmptyState
        title={total === 0 ? 'Nenhuma pasta criada ainda' : 'Nenhuma pasta encontrada'}
        description={
          total > 0
            ? 'Tente outra busca.'
            : canCreate
              ? 'Crie uma pasta para organizar seus favoritos.'
              : 'Com o plano Pro você cria pastas para organizar seus favoritos.'
        }
      />
    );
  return (
    <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
      {visible.map((f) => (
        <FolderTile
          key={f.id}
          folder={f}
          layout={layout}
          onEdit={() => onEdit(f)}
          onDelete={() => onDelete(f)}
          onCopyLink={() => f.share_token && copyShareLink(f.share_token)}
        />
      ))}
    </SimpleGrid>
  );
}
