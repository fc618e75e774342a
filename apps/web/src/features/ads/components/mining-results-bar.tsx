import { Button, Group, NativeSelect, Text } from '@mantine/core';
import {
  AD_GROUPING_LABEL,
  AD_GROUPINGS,
  AD_SORT_LABEL,
  type AdGrouping,
} from '@sniperads/contract/ad-search';
import type { AdGroupsMeta, AdSearchMeta } from '@sniperads/contract/ads';
import { AD_SORTS, type AdSort, MINING_PAGE_SIZES } from '@sniperads/contract/rules/ads';
import type { ReactNode } from 'react';
import { PageSizeSelect } from '@/components/pagination/page-size-select';
import { formatCount } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import type { MiningSearch } from '../model/mining-search';

/**
 * How many offers a grouped search found, and among how many of its first matches; when the
 * search had more than it grouped (`window_capped`), that other offers may lie past them.
 */
const groupedSummary = (meta: AdGroupsMeta) => {
  if (meta.total === 0) return 'Nenhuma oferta encontrada';
  const found = `${formatCount(meta.total, 'oferta', 'ofertas')} ${meta.window_capped ? 'nos primeiros' : 'em'} ${formatCount(meta.grouped_ads, 'anúncio', 'anúncios')}${meta.search ? ` para “${meta.search}”` : ''}`;
  return meta.window_capped
    ? `${found}. A busca tem mais anúncios: refine os termos ou os filtros para ver outras ofertas.`
    : found;
};

const summary = (meta: AdSearchMeta | undefined, grouped: AdGroupsMeta | undefined) => {
  if (grouped) return groupedSummary(grouped);
  if (!meta) return 'Buscando anúncios…';
  if (meta.total === 0) return 'Nenhum anúncio encontrado';
  return `${meta.total_capped ? 'Mais de ' : ''}${formatCount(meta.total, 'anúncio encontrado', 'anúncios encontrados')}${meta.search ? ` para “${meta.search}”` : ''}`;
};

/**
 * How many ads (or offers) were found, by ad or by offer, the order and the page size; a new
 * grouping, order or size goes back to page 1.
 */
export function MiningResultsBar({
  meta,
  grouped,
  params,
  onParams,
  follow,
}: {
  meta: AdSearchMeta | undefined;
  /** The grouped search's answer, when the results are shown by offer. */
  grouped?: AdGroupsMeta | undefined;
  params: MiningSearch;
  onParams: SearchChange<MiningSearch>;
  /** 'Seguir' for this search, beside the summary. */
  follow?: ReactNode;
}) {
  // Relevance only ranks a term.
  const sortOptions = AD_SORTS.filter((s) => s !== 'relevance' || params.q).map((s) => ({
    value: s,
    label: AD_SORT_LABEL[s],
  }));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary(meta, grouped)}
        </Text>
        {follow}
      </Group>
      <Group gap="sm">
        {/* Two plain buttons, not a segmented control: the admin screens use that component, and
            this file's group must stay out of their first download (build/page-groups.ts). */}
        <Group gap={4} role="group" aria-label="Mostrar resultados">
          {AD_GROUPINGS.map((g) => (
            <Button
              key={g}
              size="xs"
              variant={params.group_by === g ? 'filled' : 'default'}
              aria-pressed={params.group_by === g}
              onClick={() => onParams({ group_by: g as AdGrouping, page: 1 })}
            >
              {AD_GROUPING_LABEL[g]}
            </Button>
          ))}
        </Group>
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
