import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '@/components/auth-layout';
import { UnsubscribeEmail } from '@/features/notifications/components/unsubscribe-email';

/** The alert e-mails' unsubscribe link: works signed in or not, on any device. */
export const Route = createFileRoute('/cancelar-emails')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  staticData: { title: 'Cancelar alertas por e-mail' },
  component: CancelEmailsRoute,
});

function CancelEmailsRoute() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout title="Alertas por e-mail" subtitle="Cancelando o envio dos alertas para o seu e-mail.">
      <UnsubscribeEmail token={token} />
    </AuthLayout>
  );
}
