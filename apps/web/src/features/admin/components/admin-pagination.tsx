import { Button, Group, Text } from '@mantine/core';
import type { PaginationMeta } from '@sniperads/contract';

/** Up to 5 numbered pages centred on the current one (spec §9). */
export const pageWindow = (current: number, last: number, size = 5) => {
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), last - size + 1));
  return Array.from({ length: Math.min(size, last) }, (_, i) => start + i);
};

export function AdminPagination({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  if (meta.last_page <= 1) return null;
  const { current_page: current, last_page: last } = meta;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        Página {current} de {last}
      </Text>
      <Group gap={4}>
        <Button size="xs" variant="default" disabled={current <= 1} onClick={() => onPage(current - 1)}>
          Anterior
        </Button>
        {pageWindow(current, last).map((p) => (
          <Button
            key={p}
            size="xs"
            variant={p === current ? 'filled' : 'default'}
            aria-current={p === current ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ))}
        <Button size="xs" variant="default" disabled={current >= last} onClick={() => onPage(current + 1)}>
          Próxima
        </Button>
      </Group>
    </Group>
  );
}
