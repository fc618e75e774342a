import {
  Badge,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { OfferCreative, OfferVelocityDays } from '@sniperads/contract/offer-page';
import { nicheLabel } from '@sniperads/contract/rules/ads';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ExternalButton } from '@/components/external-button';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { FollowButton } from '@/components/radar/follow-button';
import { formatCount, formatDate, formatOfferCounts } from '@/lib/format';
import { useOfferPage } from '../api/get-offer-page';
import { OfferCreativeGrid } from './offer-creative-grid';
import { OfferCreativeModal } from './offer-creative-modal';
import { OfferPagesList } from './offer-pages-list';
import { VelocityChart } from './velocity-chart';

interface OfferPageProps {
  domain: string;
  days: OfferVelocityDays;
  onDays: (days: OfferVelocityDays) => void;
}

/** One offer: how big it is, how fast it grows and which creatives and pages carry it. */
export function OfferPage({ domain, days, onDays }: OfferPageProps) {
  const query = useOfferPage(domain, days);
  const [selected, setSelected] = useState<OfferCreative | null>(null);
  const offer = query.data?.data;

  if (query.isError && !offer)
    return (
      <Stack>
        <PageHeader title={domain} />
        <LoadErrorAlert
          title="Erro ao carregar a oferta"
          error={query.error}
          fallback="Tente novamente em instantes."
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  if (!offer)
    return (
      <Stack aria-busy>
        <Skeleton height={48} />
        <Skeleton height={220} />
        <Skeleton height={320} />
      </Stack>
    );

  const { stats } = offer;
  return (
    <Stack gap="lg">
      <PageHeader
        title={offer.landing_domain}
        description={
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="light">{nicheLabel(offer.niche)}</Badge>
              <Text c="dimmed" size="sm">
                {formatOfferCounts({ ads: stats.total_ads, creatives: stats.creatives, pages: stats.pages })}
              </Text>
            </Group>
            <Text c="dimmed" size="sm">
              {formatCount(stats.active_ads, 'anúncio ativo', 'anúncios ativos')} · visto pela primeira vez em{' '}
              {formatDate(stats.first_seen_at)} · pela última vez em {formatDate(stats.last_seen_at)}
            </Text>
          </Stack>
        }
        actions={
          <>
            <FollowButton kind="offer" target={offer.landing_domain} />
            <ExternalButton
              href={offer.landing_url}
              variant="light"
              rightSection={<IconExternalLink size={16} />}
            >
              Abrir página de destino
            </ExternalButton>
            <ExternalButton href={offer.library_url} rightSection={<IconExternalLink size={16} />}>
              Ver na Biblioteca de Anúncios
            </ExternalButton>
          </>
        }
      />

      <Card withBorder radius="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} fz="lg">
            Velocidade
          </Title>
          <SegmentedControl
            size="xs"
            value={String(days)}
            onChange={(v) => onDays(Number(v) as OfferVelocityDays)}
            data={[
              { value: '30', label: '30 dias' },
              { value: '90', label: '90 dias' },
            ]}
            aria-label="Período do gráfico"
          />
        </Group>
        <VelocityChart series={offer.velocity.series} />
      </Card>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap="sm" style={{ gridColumn: 'span 2' }}>
          <Title order={2} fz="lg">
            Criativos
          </Title>
          <OfferCreativeGrid creatives={offer.creatives} onOpen={setSelected} />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Páginas
          </Title>
          <OfferPagesList pages={offer.pages} />
        </Stack>
      </SimpleGrid>
      <OfferCreativeModal creative={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
