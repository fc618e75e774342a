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
    <Card withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton height={26} width={80} mt={4} />
      ) : (
        <Text fw={700} fz="xl" truncate="end">
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
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Stat label="Total de itens" value={String(stats.total_items)} />
      <Stat label="Valor total" {...folderValue(stats)} />
      <Stat
        label="Último adicionado"
        value={stats.last_added_at ? formatDateTime(stats.last_added_at) : 'Nenhum item ainda'}
      />
    </SimpleGrid>
  );
}
