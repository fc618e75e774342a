import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { PROFILE_TABS } from '@/features/profile/model/profile-tabs';
import { ensureQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/perfil')({
  validateSearch: z.object({ tab: z.enum(PROFILE_TABS).optional().catch(undefined) }),
  staticData: { title: 'Meu Perfil' },
  // The profile tab reads it with suspense: a failure shows the route's error screen.
  loader: ({ context: { queryClient } }) => ensureQuery(queryClient, profileQueryOptions()),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      tab={tab ?? 'perfil'}
      notifications={<NotificationSettings />}
      onTabChange={(next) =>
        void navigate({ search: { tab: next === 'perfil' ? undefined : next }, replace: true })
      }
    />
  );
}
