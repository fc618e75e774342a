import { Button, Group, type MantineSpacing, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageWindow } from './page-window';

interface PaginationProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** "Página 2 de 7" on the left (admin tables); without it the controls are centred. */
  withPageCount?: boolean;
  mt?: MantineSpacing;
}

/** "Página 2 de 7". */
export function PageCount({ page, lastPage }: { page: number; lastPage: number }) {
  return (
    <Text size="sm" c="dimmed">
      Página {page} de {lastPage}
    </Text>
  );
}

/** Previous, up to 5 numbered pages around the current one, next. Nothing when there is one page. */
export function Pagination({ page, lastPage, onChange, withPageCount, mt }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <Group justify={withPageCount ? 'space-between' : 'center'} mt={mt} gap="sm" wrap="wrap">
      {withPageCount && <PageCount page={page} lastPage={lastPage} />}
      <Group gap={4} component="nav" aria-label="Paginação" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          aria-label="Página anterior"
          leftSection={<IconChevronLeft size={14} />}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          {/* Phones keep only the chevrons so the row fits. */}
          <Text span inherit visibleFrom="xs">
            Anterior
          </Text>
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
          aria-label="Próxima página"
          rightSection={<IconChevronRight size={14} />}
          disabled={page >= lastPage}
          onClick={() => onChange(page + 1)}
        >
          <Text span inherit visibleFrom="xs">
            Próxima
          </Text>
        </Button>
      </Group>
    </Group>
  );
}
