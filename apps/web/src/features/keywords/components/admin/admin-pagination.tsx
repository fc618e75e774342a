import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageWindow } from './page-window';

export function AdminPagination({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <Group gap={4} component="nav" aria-label="Paginação">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Anterior
      </Button>
      {pageWindow(page, lastPage).map((n) => (
        <Button
          key={n}
          size="xs"
          variant={n === page ? 'filled' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        Próxima
      </Button>
    </Group>
  );
}
