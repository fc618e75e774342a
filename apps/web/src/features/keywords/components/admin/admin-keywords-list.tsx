import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { Keyword, PaginationMeta } from '@sniperads/contract';
import { DataTable } from '@/components/data-table';
import { PageCount, Pagination } from '@/components/pagination/pagination';
import { formatNumber, formatShowing } from '@/lib/format';
import { AdminKeywordRow } from './admin-keyword-row';

/** One page of keywords with its count and pages, or why there is none. */
export function AdminKeywordsList({
  rows,
  meta,
  loading,
  failed,
  onRetry,
  searching,
  onPage,
  onDetails,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  rows: Keyword[];
  meta: PaginationMeta | undefined;
  loading: boolean;
  /** The list failed and there is nothing to show. */
  failed: boolean;
  onRetry: () => void;
  /** A search is applied: an empty answer is about it. */
  searching: boolean;
  onPage: (page: number) => void;
  onDetails: (keyword: Keyword) => void;
  onEdit: (keyword: Keyword) => void;
  onDuplicate: (keyword: Keyword) => void;
  onDelete: (keyword: Keyword) => void;
}) {
  return (
    <>
      <Group justify="space-between">
        <Text fw={600}>
          {meta ? (meta.total === 1 ? '1 palavra-chave' : `${formatNumber(meta.total)} palavras-chave`) : '—'}
        </Text>
        {meta && meta.total > 0 && <PageCount page={meta.current_page} lastPage={meta.last_page} />}
      </Group>
      <DataTable
        columns={['Palavra-chave', 'Nicho e dificuldade', 'Métricas', 'Tags', 'Data', '']}
        minWidth={860}
        highlightOnHover
      >
        {rows.map((k) => (
          <AdminKeywordRow
            key={k.id}
            keyword={k}
            onDetails={() => onDetails(k)}
            onEdit={() => onEdit(k)}
            onDuplicate={() => onDuplicate(k)}
            onDelete={() => onDelete(k)}
          />
        ))}
      </DataTable>
      {loading && (
        <Center py="lg">
          <Loader />
        </Center>
      )}
      {failed && (
        <Center py="lg">
          <Button variant="default" onClick={onRetry}>
            Tentar novamente
          </Button>
        </Center>
      )}
      {meta && meta.total === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {searching
            ? 'Nenhuma palavra-chave encontrada para esta pesquisa.'
            : 'Nenhuma palavra-chave cadastrada.'}
        </Text>
      )}
      {meta && meta.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {formatShowing(meta.from ?? 0, meta.to ?? 0, meta.total)}
          </Text>
          <Pagination page={meta.current_page} lastPage={meta.last_page} onChange={onPage} />
        </Group>
      )}
    </>
  );
}
