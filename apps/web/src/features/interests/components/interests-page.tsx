import { Paper, Stack } from '@mantine/core';
import { PLAN_LIMIT_MESSAGES } from '@sniperads/contract';
import { PageHeader } from '@/components/page-header';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { usePlanUsage } from '@/lib/plan-usage';
import type { SearchChange } from '@/lib/search-params';
import { useFavoriteInterests } from '../api/favorite-interests';
import { useTrackedInterests } from '../api/tracked-interests';
import { type InterestsSearch, toTrackedQuery } from '../model/interests-search';
import { FavoriteInterests } from './favorite-interests';
import { InterestSearch } from './interest-search';
import { TrackedInterests } from './tracked-interests';

export function InterestsPage({
  params,
  onParams,
}: {
  params: InterestsSearch;
  onParams: SearchChange<InterestsSearch>;
}) {
  // Free has no hidden interests: the search gives way to the upgrade explanation, the lists stay.
  const allowed = usePlanUsage().data?.limits.hidden_interests ?? true;
  // The same queries the lists below make (shared cache): the notice speaks of saved interests
  // only when there are some, instead of pointing at an empty list.
  const tracked = useTrackedInterests(toTrackedQuery(params)).data?.length ?? 0;
  const favorites = useFavoriteInterests().data?.length ?? 0;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Interesses Oculto"
        description="Encontre interesses com menos concorrência, que reduzem o CPM, e acompanhe os que funcionam."
      />
      {allowed ? (
        <Paper withBorder p="md" radius="md">
          <InterestSearch params={params} onParams={onParams} />
        </Paper>
      ) : (
        <PlanLimitAlert
          title="Interesses ocultos fazem parte do plano Pro"
          message={
            tracked + favorites > 0
              ? `${PLAN_LIMIT_MESSAGES.hiddenInterests} Os interesses que você já salvou continuam abaixo.`
              : PLAN_LIMIT_MESSAGES.hiddenInterests
          }
        />
      )}
      <FavoriteInterests canAdd={allowed} />
      <TrackedInterests params={params} onParams={onParams} canAdd={allowed} />
    </Stack>
  );
}
