import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '@/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export const Route = createFileRoute('/_guest/redefinir-senha')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  staticData: { title: 'Redefinir senha' },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout title="Redefinir senha" subtitle="Escolha uma nova senha para a sua conta.">
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
