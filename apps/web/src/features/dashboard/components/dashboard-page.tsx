import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DemoDataBanner } from '@/components/demo-data-banner';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { Later } from '@/components/progressive';
import { RefreshButton } from '@/components/refresh-button';
import { useSessionUser } from '@/lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { dashboardGreeting } from '../model/greeting';
import { ExtensionTutorial } from './extension-tutorial';
import { FavoritesOverview } from './favorites-charts';
import { InfoCards } from './info-cards';
import { StatCards } from './stat-cards';

export function DashboardPage() {
  const user = useSessionUser();
  const summary = useDashboard();
  const [showError, setShowError] = useState(true);

  // A new failure re-opens a banner the user had dismissed.
  useEffect(() => {
    if (summary.errorUpdatedAt) setShowError(true);
  }, [summary.errorUpdatedAt]);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={dashboardGreeting(user)}
        actions={<RefreshButton loading={summary.isFetching} onClick={() => void summary.refetch()} />}
      />
      <DemoDataBanner />

      {summary.isError && showError && (
        <LoadErrorAlert
          title="Falha ao carregar dados do dashboard"
          error={summary.error}
          fallback="Tente novamente em instantes."
          onClose={() => setShowError(false)}
        />
      )}

      {/* The greeting is the first view's main content; the sections under it follow, each in a
          task of its own, appended so nothing shown moves. */}
      <Later>
        <ExtensionTutorial />
      </Later>
      <Later>
        <StatCards
          stats={summary.data?.stats}
          loading={summary.isPending && summary.fetchStatus !== 'paused'}
          onRetry={() => void summary.refetch()}
        />
      </Later>
      {summary.data && (
        <Later>
          <FavoritesOverview
            byNiche={summary.data.favorites_by_niche}
            recent={summary.data.recent_favorites}
          />
        </Later>
      )}
      <Later>
        <InfoCards
          fetchedAt={summary.data?.meta.generated_at ?? null}
          userId={summary.data?.meta.user_id ?? user.id}
          loading={summary.isPending}
        />
      </Later>
    </Stack>
  );
}
