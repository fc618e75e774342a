import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Folder, FolderStatsSchema } from '@sniperads/contract';
import type { z } from 'zod';
import { formatDateTime } from '@/lib/format';
import { folderValue } from '../model/folder-value';

/** One figure of a folder summary; a placeholder while it loads. */
export function Stat({
  label,
  value,
  note = null,
  loading = false,
}: {
  label: string;
  value: string;
  note?: string | null;
  loading?: boolean;
}) {
  return (
    <Card withBorder p={{ base: 'xs', sm: 'md' }}>
      <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton height={26} width={80} mt={4} />
      ) : (
        <Text fw={700} fz={{ base: 'sm', sm: 'xl' }} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed" mt={2}>
          {note}
        </Text>
      )}
    </Card>
  );
}

/** Total folders, favorites filed in them, and the folder holding the most. */
export function FolderStats({ folders, loading }: { folders: Folder[]; loading: boolean }) {
  const filed = folders.reduce((sum, f) => sum + f.favorites_count, 0);
  const top = folders.reduce<Folder | null>(
    (best, f) => (!best || f.favorites_count > best.favorites_count ? f : best),
    null,
  );
  return (
    // One compact row on a phone too, so the folders start in the first screen.
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      <Stat label="Total de pastas" value={String(folders.length)} loading={loading} />
      <Stat label="Favoritos em pastas" value={String(filed)} loading={loading} />
      <Stat
        label="Pasta mais usada"
        value={top && top.favorites_count > 0 ? `${top.name} (${top.favorites_count})` : 'Nenhuma ainda'}
        loading={loading}
      />
    </SimpleGrid>
  );
}

/** One folder's items: how many, what they are worth, and when the last one came in. */
export function FolderItemStats({ stats }: { stats: z.infer<typeof FolderStatsSchema> }) {
  return (
    // One compact row on a phone too, so the items start in the first screen.
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      <Stat label="Total de itens" value={String(stats.total_items)} />
      <Stat label="Valor total" {...folderValue(stats)} />
      <Stat
        label="Último adicionado"
        value={stats.last_added_at ? formatDateTime(stats.last_added_at) : 'Nenhum item ainda'}
      />
    </SimpleGrid>
  );
}
