import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { AdGroup, Advertisement } from '@sniperads/contract/ads';
import { IconChartLine, IconSearchOff, IconUser } from '@tabler/icons-react';
import { AdMedia } from '@/components/ad-media/ad-media';
import { toAdMedia } from '@/components/ad-media/ad-media-model';
import { AnchorLink, ButtonLink } from '@/components/router-links';
import { formatCount, formatOfferCounts } from '@/lib/format';
import { toAdCard } from '../model/ad-card';
import { GRID } from '../model/first-row';

const SKELETON_KEYS = Array.from({ length: 12 }, (_, i) => `group-skeleton-${i}`);

/** Meta's page ids are digits: only those open an advertiser page. */
const advertiserId = (g: AdGroup) => (g.page_id && /^\d+$/.test(g.page_id) ? g.page_id : null);

/** The search's results by offer: each a landing domain (or a page), its counts and its best creatives. */
export function OfferGroups({
  loading,
  stale,
  groups,
  pageSize,
  hasQuery,
  failed,
  onDetails,
}: {
  loading: boolean;
  stale: boolean;
  groups: AdGroup[];
  pageSize: number;
  hasQuery: boolean;
  failed: boolean;
  onDetails: (ad: Advertisement) => void;
}) {
  if (loading)
    return (
      <SimpleGrid cols={GRID} spacing="md" aria-busy="true" aria-label="Carregando ofertas">
        {SKELETON_KEYS.slice(0, pageSize).map((key) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Skeleton h={18} w="60%" />
            <Skeleton h={12} w="80%" mt="sm" />
            <Skeleton h={110} mt="md" />
            <Skeleton h={30} mt="md" />
          </Card>
        ))}
      </SimpleGrid>
    );
  if (failed && groups.length === 0) return null;
  if (groups.length === 0)
    return (
      <Stack align="center" gap="xs" py={60}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconSearchOff size={28} />
        </ThemeIcon>
        <Text fw={700}>Nenhuma oferta encontrada</Text>
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {hasQuery
            ? 'Tente outras palavras, remova alguns filtros ou escreva sem acentos para ampliar a busca.'
            : 'A biblioteca ainda não tem anúncios. Conecte a extensão do Chrome para enviar os anúncios que você vê.'}
        </Text>
      </Stack>
    );
  return (
    <SimpleGrid
      cols={GRID}
      spacing="md"
      aria-busy={stale}
      style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
    >
      {groups.map((g) => (
        <OfferGroupCard key={`${g.kind}:${g.landing_domain ?? g.page_id}`} group={g} onDetails={onDetails} />
      ))}
    </SimpleGrid>
  );
}

function OfferGroupCard({ group, onDetails }: { group: AdGroup; onDetails: (ad: Advertisement) => void }) {
  const title = group.landing_domain ?? group.page_name;
  const pageId = advertiserId(group);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Stack gap={6}>
        {group.landing_domain ? (
          <AnchorLink
            to="/ofertas/$dominio"
            params={{ dominio: group.landing_domain }}
            fw={700}
            c="inherit"
            truncate
          >
            {group.landing_domain}
          </AnchorLink>
        ) : (
          <Text fw={700} truncate>
            {group.page_name}
          </Text>
        )}
        <Text size="sm">{formatOfferCounts(group)}</Text>
        <Text size="xs" c="dimmed" truncate>
          {group.landing_domain ? `${group.page_name} · ` : 'Sem domínio de destino · '}
          {formatCount(group.matches, 'anúncio nesta busca', 'anúncios nesta busca')}
        </Text>
        <SimpleGrid cols={3} spacing={6}>
          {group.samples.map((ad) => {
            const card = toAdCard(ad);
            return (
              <UnstyledButton
                key={ad.id}
                onClick={() => onDetails(ad)}
                aria-label={`Ver detalhes do criativo: ${card.title}`}
                style={{ borderRadius: 6, overflow: 'hidden' }}
              >
                <AdMedia media={toAdMedia(ad)} alt={card.title} height={96} />
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Group gap="xs" mt={4}>
          {group.landing_domain ? (
            <ButtonLink
              to="/ofertas/$dominio"
              params={{ dominio: group.landing_domain }}
              variant="light"
              size="xs"
              leftSection={<IconChartLine size={16} />}
            >
              Ver oferta
            </ButtonLink>
          ) : (
            pageId && (
              <ButtonLink
                to="/anunciantes/$pageId"
                params={{ pageId }}
                variant="light"
                size="xs"
                leftSection={<IconUser size={16} />}
              >
                Ver anunciante
              </ButtonLink>
            )
          )}
        </Group>
      </Stack>
    </Card>
  );
}
