import { createFileRoute } from '@tanstack/react-router';
import { TutorialPage } from '@/features/tutorials/components/tutorial-page';

export const Route = createFileRoute('/_authenticated/tutorial')({
  staticData: { title: 'Tutoriais' },
  component: TutorialPage,
});
