import { billingApi } from '@/lib/api/billing';
import { ok } from '@/lib/api-fetcher';
import { useAppMutation } from '@/lib/use-app-mutation';

/**
 * POST /api/billing/checkout, then the browser goes to the provider's page: the link is made for
 * this account (Stripe's client_reference_id, Mercado Pago's external_reference), so it is asked
 * for on click and never shown before.
 */
export const useCheckout = (go: (url: string) => void = (url) => window.location.assign(url)) =>
  useAppMutation({
    mutationFn: async (plan: 'pro' | 'max') => ok(billingApi.checkout({ body: { plan } })),
    onSuccess: (res) => go(res.data.url),
    failure: { fallback: 'Não foi possível abrir o pagamento. Tente novamente.' },
  });
