import { Badge, Button, Collapse } from '@mantine/core';
import { AD_FILTER_KEYS } from '@sniperads/contract/ad-search';
import { IconAdjustments } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyAfterLoad } from '@/components/after-load';
import { SearchForm } from '@/components/search-form';
import type { SearchChange } from '@/lib/search-params';
import { useOnceTrue } from '@/lib/use-once-true';
import { activeFilterCount, appliedFilters, filtersOf, type MiningSearch } from '../model/mining-search';

// The filter form (Mantine's selects and number inputs, ~40 kB before compression) is drawn when
// first opened: its code arrives once the page has settled, or with that first opening.
const AdFilters = lazyAfterLoad(() => import('./ad-filters').then((m) => m.AdFilters));

/** The term (searched on Enter or "Pesquisar") and the filters panel; either goes back to page 1. */
export function MiningSearchBar({
  params,
  onParams,
}: {
  params: MiningSearch;
  onParams: SearchChange<MiningSearch>;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The filter form (a dozen inputs) is drawn when first opened, then kept for the collapse.
  const filtersMounted = useOnceTrue(filtersOpen);
  const filterCount = activeFilterCount(params);

  // A new term drops an order chosen for the last one (the API picks relevance or newest).
  const submit = (q: string) => onParams({ q, page: 1, sort: q ? params.sort : undefined });
  // Every filter is replaced: one left empty in the form is cleared from the URL.
  const applyFilters = (draft: Partial<Record<string, unknown>>) =>
    onParams({ ...appliedFilters(draft), page: 1 });

  return (
    <>
      <SearchForm
        label="Buscar anúncios"
        placeholder="Busque por produto, promessa, página… (ex.: emagrecer, saúde, renda extra)"
        value={params.q}
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
              key={AD_FILTER_KEYS.map((k) => params[k] ?? '').join('|')}
              value={filtersOf(params)}
              onApply={applyFilters}
            />
          </Suspense>
        )}
      </Collapse>
    </>
  );
}
