import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { type EscalatedOffer, nicheLabel } from '@sniperads/contract';
import { IconChartLine } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AdMedia } from '@/components/ad-media/ad-media';
import { toAdMedia } from '@/components/ad-media/ad-media-model';
import { AnchorLink, ButtonLink } from '@/components/router-links';
import { formatCount, formatDate, formatNumber, formatOfferCounts } from '@/lib/format';
import { LevelBadge } from './level-badge';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/**
 * An offer and why it is scaling: every number comes from the ads in the library, its scale from
 * independent creatives and pages (the escalation score's measures), not from cloned ads.
 */
export function OfferCard({ offer, actions }: { offer: EscalatedOffer; actions?: ReactNode }) {
  const niche = nicheLabel(offer.niche);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={offer.title}>
      <Card.Section pos="relative">
        {/* 170 px: a feed creative's 1.91:1 at the card's width, so its top is not cropped under the badges. */}
        <AdMedia key={offer.landing_domain} media={toAdMedia(offer)} alt={offer.title} height={170} />
        <Group pos="absolute" top={8} left={8} gap={6}>
          <LevelBadge level={offer.level} />
          <Badge color="dark" variant="filled">
            {niche}
          </Badge>
        </Group>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <AnchorLink
          to="/ofertas/$dominio"
          params={{ dominio: offer.landing_domain }}
          fw={700}
          c="inherit"
          lineClamp={2}
        >
          {offer.title}
        </AnchorLink>
        <Text size="sm" c="dimmed" truncate>
          {offer.landing_domain} · {offer.top_page_name}
        </Text>
        {/* The offer page's own line: a creative cloned under many ads or pages counts once. */}
        <Text size="sm" fw={500}>
          {formatOfferCounts(offer.totals)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" w={110}>
            Escala {offer.score}/100
          </Text>
          <Progress
            value={offer.score}
            style={{ flex: 1 }}
            aria-label={`Pontuação de escala ${offer.score} de 100`}
          />
        </Group>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
          <Stat label="Criativos ativos" value={formatNumber(offer.stats.active_creatives)} />
          <Stat label="Páginas anunciando" value={formatNumber(offer.stats.distinct_pages)} />
          <Stat label="Mais antigo no ar" value={`${offer.stats.max_days_running} dias`} />
          <Stat label="Novos em 7 dias" value={formatNumber(offer.stats.new_ads_7d)} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {formatCount(offer.stats.active_ads, 'anúncio ativo', 'anúncios ativos')} · visto pela última vez em{' '}
          {formatDate(offer.stats.last_seen_at)}
        </Text>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <ButtonLink
            to="/ofertas/$dominio"
            params={{ dominio: offer.landing_domain }}
            variant="light"
            size="xs"
            leftSection={<IconChartLine size={16} />}
          >
            Ver oferta
          </ButtonLink>
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
