import { Alert, Anchor, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { demoLibraryApi } from '@/lib/api/demo-library';
import { ok } from '@/lib/api-fetcher';
import { adKeys } from '@/lib/query-keys';
import { DEMO_BANNER } from '@/theme';

/** Under the ads' keys, so whatever refetches the library (a purge, the demo's removal) refetches this. */
export const demoLibraryKey = [...adKeys.all, 'demo-library'] as const;

/**
 * On the library screens while the library holds only the demo ads a fresh install loads: says
 * so, and where real ads come from. Gone with the first real capture or the admin's removal.
 */
export function DemoDataBanner() {
  const status = useQuery({
    queryKey: demoLibraryKey,
    queryFn: async () => (await ok(demoLibraryApi.getDemoLibraryStatus())).data,
    staleTime: 5 * 60 * 1000,
    meta: { supporting: true },
  });
  if (!status.data?.demo_only) return null;
  return (
    <Alert
      color={DEMO_BANNER.color}
      variant="light"
      icon={<IconFlask size={18} />}
      title="Dados de demonstração"
    >
      <Text size="sm">
        Estes anúncios são exemplos gerados para você conhecer o SniperAds: anunciantes, textos e números são
        fictícios.{' '}
        <Anchor
          component={Link}
          to="/extensao"
          size="sm"
          fw={600}
          underline="always"
          c={`${DEMO_BANNER.link.color}.${DEMO_BANNER.link.shade}`}
        >
          Instale a extensão
        </Anchor>{' '}
        para capturar anúncios reais da Biblioteca de Anúncios da Meta.
      </Text>
    </Alert>
  );
}
