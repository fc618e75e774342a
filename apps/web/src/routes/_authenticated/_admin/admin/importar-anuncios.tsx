import { createFileRoute } from '@tanstack/react-router';
import { AdsImport } from '@/features/ads/components/ads-import';

export const Route = createFileRoute('/_authenticated/_admin/admin/importar-anuncios')({
  staticData: { title: 'Importar anúncios' },
  component: AdsImport,
});
