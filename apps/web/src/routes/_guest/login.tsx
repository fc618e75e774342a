import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '@/components/auth-layout';
import { SessionEndedNotice } from '@/components/session-ended-notice';
import { LoginForm } from '@/features/auth/components/login-form';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  staticData: { title: 'Entrar' },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return (
    <AuthLayout title="Entrar" subtitle="Acesse sua conta para continuar minerando anúncios.">
      <SessionEndedNotice />
      <LoginForm redirectTo={redirect} />
    </AuthLayout>
  );
}
