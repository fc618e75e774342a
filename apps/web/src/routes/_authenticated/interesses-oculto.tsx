import { createFileRoute } from '@tanstack/react-router';
import { InterestsPage } from '@/features/interests/components/interests-page';

export const Route = createFileRoute('/_authenticated/interesses-oculto')({
  staticData: { title: 'Interesses Oculto' },
  component: InterestsPage,
});
