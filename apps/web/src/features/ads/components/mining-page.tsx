import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Advertisement } from '@sniperads/contract/ads';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyAfterLoad } from '@/components/after-load';
import { DemoDataBanner } from '@/components/demo-data-banner';
import { FolderTargetChip } from '@/components/folder-target-chip';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { Later } from '@/components/progressive';
import { FollowButton } from '@/components/radar/follow-button';
import { errorMessage } from '@/lib/api-error';
import type { SearchChange } from '@/lib/search-params';
import { useOnceTrue } from '@/lib/use-once-true';
import { useSearchAdGroups } from '../api/search-ad-groups';
import { useSearchAds } from '../api/search-ads';
import {
  activeFilterCount,
  filtersOf,
  groupsByOffer,
  type MiningSearch,
  toApiQuery,
} from '../model/mining-search';
import { AdResults } from './ad-results';
import { MiningResultsBar } from './mining-results-bar';
import { MiningSearchBar } from './mining-search-bar';
import { OfferGroups } from './offer-groups';

// The details dialog (Mantine's Modal, the creative player) is not part of the first view: its
// code arrives once the page has settled, and the dialog mounts with the first 'Ver detalhes'.
const AdDetailsModal = lazyAfterLoad(() => import('./ad-details-modal').then((m) => m.AdDetailsModal));

/** Ad mining: term, filters, order, page size and page live in the URL; all but the page go back to page 1. */
export function MiningPage({
  params,
  onParams,
}: {
  params: MiningSearch;
  onParams: SearchChange<MiningSearch>;
}) {
  const [selected, setSelected] = useState<Advertisement | null>(null);
  const detailsMounted = useOnceTrue(selected !== null);
  const grouped = groupsByOffer(params);
  const adQuery = useSearchAds(toApiQuery(params), !grouped);
  const groupQuery = useSearchAdGroups(toApiQuery(params), grouped);
  const query = grouped ? groupQuery : adQuery;
  const meta = query.data?.meta;
  const hasQuery = Boolean(params.q) || activeFilterCount(params) > 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Mineração de Anúncios"
        description="Encontre anúncios por palavras em português, com ou sem acentos, e veja quais estão escalando."
      />

      <FolderTargetChip onClear={() => onParams({ pasta: undefined })} />

      <MiningSearchBar params={params} onParams={onParams} />
      <DemoDataBanner />

      {/* On a cold start the page comes in three short tasks instead of one long one, each appended
          under the last so nothing shown moves: the title and the search box, then the sort and
          page size, then the results (their first row; the other cards and the pagination follow). */}
      <Later>
        <MiningResultsBar
          meta={meta}
          grouped={grouped ? groupQuery.data?.meta : undefined}
          params={params}
          onParams={onParams}
          // A search is followed once it has a term or a filter, next to what it found: not in the
          // header, where on a phone it would take a line above the results.
          follow={
            hasQuery && (
              <FollowButton kind="search" size="xs" search={{ ...filtersOf(params), q: params.q }} />
            )
          }
        />
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

        {grouped ? (
          <OfferGroups
            stale={groupQuery.isPlaceholderData}
            loading={groupQuery.isPending}
            groups={groupQuery.data?.data ?? []}
            pageSize={params.per_page}
            hasQuery={hasQuery}
            failed={groupQuery.isError}
            onDetails={setSelected}
          />
        ) : (
          <AdResults
            stale={adQuery.isPlaceholderData}
            loading={adQuery.isPending}
            ads={adQuery.data?.data ?? []}
            pageSize={params.per_page}
            hasQuery={hasQuery}
            failed={adQuery.isError}
            onDetails={setSelected}
          />
        )}

        {meta && (
          // Under the cards: it follows them on a cold start.
          <Later>
            <Pagination
              page={meta.current_page}
              lastPage={meta.last_page}
              onChange={(page) => onParams({ page })}
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
