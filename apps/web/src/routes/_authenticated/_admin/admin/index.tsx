import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

export const Route = createFileRoute('/_authenticated/_admin/admin/')({
  staticData: { title: 'Dashboard Administrativo' },
  component: AdminDashboard,
});
