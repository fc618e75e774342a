import { Card, Group, Skeleton, Stack } from '@mantine/core';
import type { PaginationMeta } from '@sniperads/contract';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Pagination } from '@/components/pagination/pagination';

/** What the card reads of the list's query. */
interface ListQuery {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  data: { meta: PaginationMeta } | undefined;
  refetch: () => unknown;
}

interface AdminListCardProps {
  /** The search box and the filters above the rows. */
  filters: ReactNode;
  list: ListQuery;
  errorTitle: string;
  errorFallback: string;
  /** Height of the placeholder rows while the first page loads. */
  rowHeight: number;
  onPage: (page: number) => void;
  /** The rows. */
  children: ReactNode;
}

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5'];

/** A paged admin list (users, audit): filters, the rows or their loading and error states, the pages. */
export function AdminListCard({
  filters,
  list,
  errorTitle,
  errorFallback,
  rowHeight,
  onPage,
  children,
}: AdminListCardProps) {
  return (
    <Card p="lg">
      <Group mb="md" align="flex-end">
        {filters}
      </Group>
      {list.isError && !list.data ? (
        <LoadErrorAlert
          title={errorTitle}
          error={list.error}
          fallback={errorFallback}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <Stack>
          {SKELETON_KEYS.map((k) => (
            <Skeleton key={k} h={rowHeight} />
          ))}
        </Stack>
      ) : (
        <>
          {children}
          {list.data && (
            <Pagination
              page={list.data.meta.current_page}
              lastPage={list.data.meta.last_page}
              onChange={onPage}
              withPageCount
              mt="md"
            />
          )}
        </>
      )}
    </Card>
  );
}
