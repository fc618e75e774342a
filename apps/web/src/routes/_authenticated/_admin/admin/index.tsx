import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '@/features/admin/components/admin-home';

export const Route = createFileRoute('/_authenticated/_admin/admin/')({
  staticData: { title: 'Dashboard Administrativo' },
  component: AdminHome,
});
