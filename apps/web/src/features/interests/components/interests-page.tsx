import { Paper, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import type { SearchChange } from '@/lib/search-params';
import type { InterestsSearch } from '../model/interests-search';
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
  return (
    <Stack gap="lg">
      <PageHeader
        title="Interesses Oculto"
        description="Encontre interesses com menos concorrência, que reduzem o CPM, e acompanhe os que funcionam."
      />
      <Paper withBorder p="md" radius="md">
        <InterestSearch params={params} onParams={onParams} />
      </Paper>
      <FavoriteInterests />
      <TrackedInterests params={params} onParams={onParams} />
    </Stack>
  );
}
