import { Group, NativeSelect, Text } from '@mantine/core';
import { AD_SORT_LABEL } from '@sniperads/contract/ad-search';
import type { AdSearchMeta } from '@sniperads/contract/ads';
import { AD_SORTS, type AdSort, MINING_PAGE_SIZES } from '@sniperads/contract/rules/ads';
import { PageSizeSelect } from '@/components/pagination/page-size-select';
import { formatCount } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import type { MiningSearch } from '../model/mining-search';

/** How many ads were found, the order and the page size; a new order or size goes back to page 1. */
export function MiningResultsBar({
  meta,
  params,
  onParams,
}: {
  meta: AdSearchMeta | undefined;
  params: MiningSearch;
  onParams: SearchChange<MiningSearch>;
}) {
  // Relevance only ranks a term.
  const sortOptions = AD_SORTS.filter((s) => s !== 'relevance' || params.q).map((s) => ({
    value: s,
    label: AD_SORT_LABEL[s],
  }));
  return (
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
          value={meta?.sort ?? params.sort ?? (params.q ? 'relevance' : 'newest')}
          onChange={(event) => onParams({ sort: event.currentTarget.value as AdSort, page: 1 })}
          w={200}
        />
        <PageSizeSelect
          label="Anúncios por página"
          value={params.per_page}
          options={MINING_PAGE_SIZES}
          onChange={(size) => onParams({ per_page: size, page: 1 })}
        />
      </Group>
    </Group>
  );
}
