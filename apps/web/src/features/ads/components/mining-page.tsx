import { Alert, Badge, Button, Collapse, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { AD_SORTS, type AdSort, type Advertisement, MINING_PAGE_SIZES } from '@sniperads/contract';
import { IconAdjustments, IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyAfterLoad } from '@/components/after-load';
import { PageHeader } from '@/components/page-header';
import { PageSizeSelect } from '@/components/pagination/page-size-select';
import { Pagination } from '@/components/pagination/pagination';
import { Later } from '@/components/progressive';
import { SearchForm } from '@/components/search-form';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { useOnceTrue } from '@/lib/use-once-true';
import { useSearchAds } from '../api/search-ads';
import {
  activeFilterCount,
  DEFAULT_PAGE_SIZE,
  FILTER_KEYS,
  type MiningFilters,
  type MiningSearch,
  toApiQuery,
} from '../model/mining-search';
import { AdResults } from './ad-results';

// The filter form (Mantine's selects and number inputs, ~40 kB before compression) is drawn when
// first opened: its code arrives once the page has settled, or with that first opening.
const AdFilters = lazyAfterLoad(() => import('./ad-filters').then((m) => m.AdFilters));

// The details dialog (Mantine's Modal, the creative player) is not part of the first view: its
// code arrives once the page has settled, and the dialog mounts with the first 'Ver detalhes'.
const AdDetailsModal = lazyAfterLoad(() => import('./ad-details-modal').then((m) => m.AdDetailsModal));

const SORT_LABEL: Record<AdSort, string> = {
  relevance: 'Mais relevantes',
  newest: 'Mais recentes',
  longest_running: 'Há mais tempo no ar',
};

/** Ad mining: search on Enter or "Pesquisar"; every change of term, filter or page size goes back to page 1. */
export function MiningPage({
  search,
  onSearchChange,
}: {
  search: MiningSearch;
  onSearchChange: (next: MiningSearch) => void;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The filter form (a dozen inputs) is drawn when first opened, then kept for the collapse.
  const filtersMounted = useOnceTrue(filtersOpen);
  const [selected, setSelected] = useState<Advertisement | null>(null);
  const detailsMounted = useOnceTrue(selected !== null);
  const query = useSearchAds(toApiQuery(search));
  const filterCount = activeFilterCount(search);

  const submit = (q: string) =>
    onSearchChange({ ...search, q: q || undefined, page: undefined, sort: q ? search.sort : undefined });
  const applyFilters = (filters: MiningFilters) => {
    const cleared = Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined]));
    const trimmedPageName = filters.page_name?.trim() || undefined;
    onSearchChange({ ...search, ...cleared, ...filters, page_name: trimmedPageName, page: undefined });
  };

  const meta = query.data?.meta;
  const sortOptions = AD_SORTS.filter((s) => s !== 'relevance' || search.q).map((s) => ({
    value: s,
    label: SORT_LABEL[s],
  }));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Mineração de Anúncios"
        description="Encontre anúncios por palavras em português, com ou sem acentos, e veja quais estão escalando."
      />

      <SearchForm
        label="Buscar anúncios"
        placeholder="Busque por produto, promessa, página… (ex.: emagrecer, saúde, renda extra)"
        value={search.q}
        onSearch={submit}
        submitLabel="Pesquisar"
        maxLength={200}
        align="flex-end"
        wrap="wrap"
      >
        <Button
          variant={filtersOpen ? 'filled' : 'default'}
          leftSection={<IconAdjustments size={16} />}
          onClick={() => setFiltersOpen((o) => !o)}
          aria-expanded={filtersOpen}
          rightSection={
            filterCount > 0 ? (
              <Badge size="sm" circle>
                {filterCount}
              </Badge>
            ) : null
          }
        >
          Filtros
        </Button>
      </SearchForm>

      <Collapse expanded={filtersOpen}>
        {/* Re-mounted on URL changes so the form shows what is applied. */}
        {filtersMounted && (
          <Suspense fallback={null}>
            <AdFilters
              key={FILTER_KEYS.map((k) => search[k] ?? '').join('|')}
              value={search}
              onApply={applyFilters}
            />
          </Suspense>
        )}
      </Collapse>

      {/* On a cold start the page comes in three short tasks instead of one long one, each appended
          under the last so nothing shown moves: the title and the search box, then the sort and
          page size, then the results (their first row; the other cards and the pagination follow). */}
      <Later>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {meta
              ? meta.total === 0
                ? 'Nenhum anúncio encontrado'
                : `${meta.total_capped ? 'Mais de ' : ''}${formatCount(meta.total, 'anúncio encontrado', 'anúncios encontrados')}${meta.search ? ` para “${meta.search}”` : ''}`
              : 'Buscando anúncios…'}
          </Text>
          <Group gap="sm">
            {/* The browser's select, as the page size's (see PageSizeSelect). */}
            <NativeSelect
              aria-label="Ordenar por"
              data={sortOptions}
              value={meta?.sort ?? search.sort ?? (search.q ? 'relevance' : 'newest')}
              onChange={(event) =>
                onSearchChange({ ...search, sort: event.currentTarget.value as AdSort, page: undefined })
              }
              w={200}
            />
            <PageSizeSelect
              label="Anúncios por página"
              value={search.per_page ?? DEFAULT_PAGE_SIZE}
              options={MINING_PAGE_SIZES}
              onChange={(size) =>
                onSearchChange({
                  ...search,
                  per_page: size === DEFAULT_PAGE_SIZE ? undefined : size,
                  page: undefined,
                })
              }
            />
          </Group>
        </Group>
      </Later>

      <Later>
        {query.isError && (
          <Alert color="red" icon={<IconAlertCircle />} title="Erro ao buscar anúncios">
            <Group justify="space-between">
              <Text size="sm">{errorMessage(query.error, 'Tente novamente em instantes.')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            </Group>
          </Alert>
        )}

        <AdResults
          stale={query.isPlaceholderData}
          loading={query.isPending}
          ads={query.data?.data ?? []}
          pageSize={search.per_page ?? DEFAULT_PAGE_SIZE}
          hasQuery={Boolean(search.q) || filterCount > 0}
          failed={query.isError}
          onDetails={setSelected}
        />

        {meta && (
          // Under the cards: it follows them on a cold start.
          <Later>
            <Pagination
              page={meta.current_page}
              lastPage={meta.last_page}
              onChange={(page) => onSearchChange({ ...search, page: page === 1 ? undefined : page })}
            />
          </Later>
        )}
      </Later>

      {detailsMounted && (
        <Suspense fallback={null}>
          <AdDetailsModal ad={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
