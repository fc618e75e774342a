import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconRadar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { useRadar } from '@/lib/radar-follows';
import { RadarItem } from './radar-item';

/**
 * /radar: what the user follows and what changed since each was last opened. `pushPrompt` is the
 * notifications feature's invitation to push on this device, composed by the route.
 */
export function RadarPage({ pushPrompt }: { pushPrompt?: ReactNode }) {
  const query = useRadar();
  const radar = query.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Radar"
        description={
          radar
            ? `Você segue ${radar.used} de ${radar.limit} itens. Os alertas contam a partir de quando você começou a seguir.`
            : 'Ofertas, anunciantes e buscas que você segue, e o que mudou desde a última visita.'
        }
      />
      {radar && radar.follows.length > 0 ? pushPrompt : null}
      {query.isError && !radar ? (
        <LoadErrorAlert
          title="Erro ao carregar o Radar"
          error={query.error}
          fallback="Tente novamente em instantes."
          onRetry={() => void query.refetch()}
        />
      ) : !radar ? (
        <Stack aria-busy>
          <Skeleton height={140} />
          <Skeleton height={140} />
        </Stack>
      ) : radar.follows.length === 0 ? (
        <Alert icon={<IconRadar />} title="Você ainda não segue nada">
          <Text size="sm">
            Use “Seguir” na página de uma oferta, de um anunciante ou numa busca da Mineração. O Radar mostra
            aqui os anúncios novos, os que pararam e quando uma oferta começa a escalar.
          </Text>
        </Alert>
      ) : (
        radar.follows.map((follow) => <RadarItem key={follow.id} follow={follow} />)
      )}
    </Stack>
  );
}
