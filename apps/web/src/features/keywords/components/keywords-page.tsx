import { Card, Group, Stack, Title } from '@mantine/core';
import { KEYWORD_DIFFICULTIES, type Keyword } from '@sniperads/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PageCount, Pagination } from '@/components/pagination/pagination';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useKeywordNiches } from '../api/get-keyword-niches';
import { useKeywordStats } from '../api/get-keyword-stats';
import { useKeywords } from '../api/get-keywords';
import { type KeywordsSearch, toKeywordsQuery } from '../model/keywords-search';
import { CopyKeywordButton, KeywordDetailsModal } from './keyword-details-modal';
import { ALL, KeywordFilters, type KeywordFilterValues } from './keyword-filters';
import { countLabel } from './keyword-format';
import { KeywordGrid } from './keyword-grid';
import { KeywordStatsCards } from './keyword-stats-cards';
import { useCopyKeyword } from './use-copy-keyword';

const isDifficulty = (v: string): v is NonNullable<KeywordsSearch['difficulty']> =>
  (KEYWORD_DIFFICULTIES as readonly string[]).includes(v);

/** Search, niche, difficulty, page size and page live in the URL; a filter change goes back to page 1. */
export function KeywordsPage({
  params,
  onParams,
}: {
  params: KeywordsSearch;
  onParams: SearchChange<KeywordsSearch>;
}) {
  const [typed, setTyped] = useSearchText(params.q, (q) => onParams({ q, page: 1 }, { replace: true }));
  const [details, setDetails] = useState<Keyword | null>(null);
  const text = params.q;
  const filters: KeywordFilterValues = {
    text: typed,
    niche: params.niche || ALL,
    difficulty: params.difficulty ?? ALL,
    pageSize: params.per_page,
  };
  const setFilters = (next: Partial<KeywordFilterValues>) => {
    if (next.text !== undefined) setTyped(next.text);
    const { niche, difficulty, pageSize } = next;
    if (niche === undefined && difficulty === undefined && pageSize === undefined) return;
    onParams({
      ...(niche === undefined ? {} : { niche: niche === ALL ? '' : niche }),
      ...(difficulty === undefined ? {} : { difficulty: isDifficulty(difficulty) ? difficulty : undefined }),
      ...(pageSize === undefined ? {} : { per_page: pageSize }),
      page: 1,
    });
  };
  const setPage = (next: number) => onParams({ page: next });
  const list = useKeywords(toKeywordsQuery(params));
  const stats = useKeywordStats();
  const niches = useKeywordNiches();
  const { copy, copiedId } = useCopyKeyword();
  const meta = list.data?.meta;

  return (
    <Stack gap="lg">
      <PageHeader title="Palavras-Chave" description="Explore e copie palavras-chave para suas campanhas" />

      <KeywordStatsCards stats={stats.data} loading={stats.isPending} />

      <Card withBorder p="lg">
        <KeywordFilters
          values={filters}
          niches={niches.data ?? []}
          refreshing={list.isFetching && !list.isPending}
          onChange={setFilters}
          onRefresh={() => {
            void list.refetch();
            void stats.refetch();
            void niches.refetch();
          }}
        />
      </Card>

      <Group justify="space-between">
        <Title order={2} fz="lg">
          {meta && meta.total > 0 ? countLabel(meta.total) : 'Nenhuma palavra-chave disponível'}
        </Title>
        {meta && meta.total > 0 && <PageCount page={meta.current_page} lastPage={meta.last_page} />}
      </Group>

      <KeywordGrid
        items={list.data?.data ?? []}
        loading={list.isPending}
        error={list.isError ? list.error : null}
        filtersActive={Boolean(text) || filters.niche !== ALL || filters.difficulty !== ALL}
        copiedId={copiedId}
        onCopy={(keyword) => void copy(keyword)}
        onDetails={setDetails}
      />

      {meta && meta.last_page > 1 && !list.isError && (
        <Pagination
          page={meta.current_page}
          lastPage={meta.last_page}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}

      <KeywordDetailsModal
        keyword={details}
        onClose={() => setDetails(null)}
        action={
          details && <CopyKeywordButton copied={copiedId === details.id} onCopy={() => void copy(details)} />
        }
      />
    </Stack>
  );
}
