import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EXTENSION_TABS, ExtensionPage } from '@/features/tokens/components/extension-page';

export const Route = createFileRoute('/_authenticated/extensao')({
  validateSearch: z.object({ tab: z.enum(EXTENSION_TABS).optional().catch(undefined) }),
  staticData: { title: 'Extensão do Chrome' },
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
