import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '@/components/auth-layout';
import { ConfirmSignup } from '@/features/auth/components/confirm-signup';

/**
 * The sign-up mail's link. Outside the guest-only screens: opened on a device where another
 * account is signed in, it still confirms (and that account's data leaves with the sign-in).
 */
export const Route = createFileRoute('/confirmar-email')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  staticData: { title: 'Confirmar email' },
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout title="Confirmar email" subtitle="Ativando sua conta e seu teste grátis de 7 dias.">
      <ConfirmSignup token={token} />
    </AuthLayout>
  );
}
