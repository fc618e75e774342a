import { createFileRoute } from '@tanstack/react-router';
import { OffersReview } from '@/features/offers/components/offers-review';

export const Route = createFileRoute('/_authenticated/_admin/admin/ofertas')({
  staticData: { title: 'Ofertas candidatas' },
  component: OffersReview,
});
