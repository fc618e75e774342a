import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { extensionPackageQueryOptions } from '@/features/tokens/api/get-extension-package';
import { tokenStatsQueryOptions, tokensQueryOptions } from '@/features/tokens/api/get-tokens';
import { ExtensionPage } from '@/features/tokens/components/extension-page';
import { EXTENSION_TABS } from '@/features/tokens/model/extension-tabs';
import { ensureQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/extensao')({
  validateSearch: z.object({ tab: z.enum(EXTENSION_TABS).optional().catch(undefined) }),
  staticData: { title: 'Extensão do Chrome' },
  // Both tabs read these with suspense, so switching tabs never waits.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      ensureQuery(queryClient, tokensQueryOptions()),
      ensureQuery(queryClient, tokenStatsQueryOptions()),
      ensureQuery(queryClient, extensionPackageQueryOptions()),
    ]);
  },
  component: ExtensionRoute,
});

function ExtensionRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExtensionPage
      tab={tab ?? 'extensao'}
      onTabChange={(next) =>
        void navigate({ search: { tab: next === 'extensao' ? undefined : next }, replace: true })
      }
    />
  );
}
