import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OfferCreative } from '@sniperads/contract/offer-page';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ExternalButton } from '@/components/external-button';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { FollowButton } from '@/components/radar/follow-button';
import { AnchorLink } from '@/components/router-links';
import { formatCount } from '@/lib/format';
import { useAdvertiserPage } from '../api/get-advertiser-page';
import { OfferCreativeGrid } from './offer-creative-grid';
import { OfferCreativeModal } from './offer-creative-modal';

/** An advertiser: the offers its page pushes and its newest ads. */
export function AdvertiserPage({ pageId }: { pageId: string }) {
  const query = useAdvertiserPage(pageId);
  const [selected, setSelected] = useState<OfferCreative | null>(null);
  const advertiser = query.data?.data;

  if (query.isError && !advertiser)
    return (
      <Stack>
        <PageHeader title="Anunciante" />
        <LoadErrorAlert
          title="Erro ao carregar o anunciante"
          error={query.error}
          fallback="Tente novamente em instantes."
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  if (!advertiser)
    return (
      <Stack aria-busy>
        <Skeleton height={48} />
        <Skeleton height={320} />
      </Stack>
    );

  const { stats } = advertiser;
  return (
    <Stack gap="lg">
      <PageHeader
        title={advertiser.page_name}
        description={`${formatCount(stats.total_ads, 'anúncio', 'anúncios')} · ${formatCount(stats.active_ads, 'ativo', 'ativos')} · ${formatCount(stats.offers, 'oferta', 'ofertas')}`}
        actions={
          <>
            <FollowButton kind="advertiser" target={advertiser.page_id} />
            <ExternalButton href={advertiser.library_url} rightSection={<IconExternalLink size={16} />}>
              Ver na Biblioteca de Anúncios
            </ExternalButton>
          </>
        }
      />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Ofertas
        </Title>
        {advertiser.offers.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhum anúncio desta página leva a um site.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {advertiser.offers.map((o) => (
              <Group key={o.landing_domain} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <AnchorLink to="/ofertas/$dominio" params={{ dominio: o.landing_domain }} size="sm" truncate>
                  {o.landing_domain}
                </AnchorLink>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatCount(o.ads, 'anúncio', 'anúncios')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Anúncios mais recentes
        </Title>
        <OfferCreativeGrid creatives={advertiser.ads} onOpen={setSelected} />
      </Stack>
      <OfferCreativeModal creative={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
