import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PROFILE_TABS, ProfilePage } from '@/features/profile/components/profile-page';
import { useSessionUser } from '@/lib/auth';

export const Route = createFileRoute('/_authenticated/perfil')({
  validateSearch: z.object({ tab: z.enum(PROFILE_TABS).optional().catch(undefined) }),
  staticData: { title: 'Meu Perfil' },
  component: ProfileRoute,
});

function ProfileRoute() {
  const user = useSessionUser();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      user={user}
      tab={tab ?? 'perfil'}
      onTabChange={(next) =>
        void navigate({ search: { tab: next === 'perfil' ? undefined : next }, replace: true })
      }
    />
  );
}
