import { Chip, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  type AdNiche,
  ESCALATION_LEVELS,
  isAdNiche,
  LEVEL_LABEL,
  nicheLabel,
  OFFER_FILTER_NICHES,
} from '@sniperads/contract';
import { DemoDataBanner } from '@/components/demo-data-banner';
import { FavoriteHeart } from '@/components/favorite-heart';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { SearchForm } from '@/components/search-form';
import { useAdFavoriteHearts } from '@/lib/ad-favorites';
import type { SearchChange } from '@/lib/search-params';
import { useOffers } from '../api/offers';
import { type EscalatedSearch, toOffersQuery } from '../model/escalated-search';
import { OfferCard } from './offer-card';
import { OffersSummaryCards } from './offers-summary';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Search, niche and page live in the URL; a new search or niche goes back to page 1. */
export function OffersPage({
  params,
  onParams,
}: {
  params: EscalatedSearch;
  onParams: SearchChange<EscalatedSearch>;
}) {
  const query = useOffers(toOffersQuery(params));
  const hearts = useAdFavoriteHearts();
  const summary = query.data?.summary;
  const meta = query.data?.meta;
  // The three fixed niches first, then any other product niche that has approved offers (only a
  // product niche can be filtered by: the URL and the API take one of the contract's).
  const niches = [...new Set([...OFFER_FILTER_NICHES, ...(summary?.niches ?? []).filter(isAdNiche)])];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Ofertas Escaladas"
        description="Ofertas que muitos anúncios estão empurrando agora, aprovadas pela equipe. A escala vem dos próprios anúncios: quantos criativos diferentes estão ativos (um criativo copiado por várias páginas conta uma vez), quantas páginas anunciam, há quanto tempo e quantos anúncios surgiram nos últimos 7 dias."
      />

      <OffersSummaryCards summary={summary} />
      <DemoDataBanner />

      <SearchForm
        label="Buscar ofertas"
        placeholder="Buscar por oferta, domínio ou página"
        value={params.q}
        onSearch={(q) => onParams({ q, page: 1 })}
        wrap="nowrap"
      />

      <Chip.Group
        value={params.niche ?? 'todos'}
        onChange={(v) => onParams({ niche: v === 'todos' ? undefined : (v as AdNiche), page: 1 })}
      >
        <Group gap="xs" aria-label="Filtrar por nicho">
          <Chip value="todos">Todos</Chip>
          {niches.map((n) => (
            <Chip key={n} value={n}>
              {nicheLabel(n)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      {query.isError && (
        <LoadErrorAlert
          title="Erro ao listar anúncios escalados"
          error={query.error}
          fallback="Tente novamente em instantes."
        />
      )}

      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SKELETONS.map((k) => (
            <Skeleton key={k} h={360} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.data && query.data.data.length === 0 ? (
        <Stack align="center" py={50} gap={4}>
          <Text fw={700}>Nenhuma oferta encontrada</Text>
          <Text size="sm" c="dimmed" ta="center">
            {params.q || params.niche
              ? 'Tente outro termo ou outro nicho.'
              : 'Ainda não há ofertas aprovadas. Elas aparecem aqui assim que a equipe aprovar as candidatas.'}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ opacity: query.isPlaceholderData ? 0.55 : 1 }}>
          {query.data?.data.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              actions={
                offer.sample_ad_id && (
                  <Group justify="flex-end">
                    <FavoriteHeart
                      favorited={hearts.isFavorited(offer.sample_ad_id)}
                      pending={hearts.isPending(offer.sample_ad_id)}
                      onToggle={() => offer.sample_ad_id && hearts.toggle(offer.sample_ad_id)}
                    />
                  </Group>
                )
              }
            />
          ))}
        </SimpleGrid>
      )}

      {meta && (
        <Pagination
          page={meta.current_page}
          lastPage={meta.last_page}
          onChange={(page) => onParams({ page })}
        />
      )}
      <Text size="xs" c="dimmed">
        Níveis: {ESCALATION_LEVELS.map((l) => LEVEL_LABEL[l]).join(' · ')} — pontuação de 0 a 100 (bronze a
        partir de 20, prata 40, ouro 60, diamante 80).
      </Text>
    </Stack>
  );
}
