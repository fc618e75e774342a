import { createFileRoute } from '@tanstack/react-router';
import { AdminTutorialsPage } from '@/features/tutorials/components/admin/admin-tutorials-page';

export const Route = createFileRoute('/_authenticated/_admin/admin/tutoriais')({
  staticData: { title: 'Tutoriais' },
  component: AdminTutorialsPage,
});
