import { Anchor, Badge, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Advertisement, COUNTRY_NAMES_PT, PLATFORM_LABEL } from '@sniperads/contract';
import { IconChartLine, IconExternalLink } from '@tabler/icons-react';
import { AdMedia } from '@/components/ad-media/ad-media';
import { ExternalButton } from '@/components/external-button';
import { FavoriteHeart } from '@/components/favorite-heart';
import { Field } from '@/components/field';
import { AnchorLink, ButtonLink } from '@/components/router-links';
import { useAdFavoriteHearts } from '@/lib/ad-favorites';
import { formatDate, formatNumber } from '@/lib/format';
import { collationText, TRUNCATED_NOTE, toAdCard } from '../model/ad-card';
import { TakenDownBadge } from './taken-down-badge';

export function AdDetailsModal({ ad, onClose }: { ad: Advertisement | null; onClose: () => void }) {
  const card = ad ? toAdCard(ad) : null;
  const collation = card ? collationText(card.collationCount) : null;
  const hearts = useAdFavoriteHearts();
  return (
    <Modal opened={ad !== null} onClose={onClose} title="Detalhes do anúncio" size="lg" centered radius="lg">
      {ad && card && (
        <Stack gap="md">
          <AdMedia key={ad.id} media={card.media} alt={card.title} height={280} playable />
          <Group gap="xs">
            <Badge color={card.isActive ? 'green' : 'gray'}>{card.isActive ? 'Ativo' : 'Inativo'}</Badge>
            {card.isTakenDown && <TakenDownBadge />}
            <Badge variant="light">{card.niche}</Badge>
            {ad.publisher_platforms.map((p) => (
              <Badge key={p} variant="outline">
                {PLATFORM_LABEL[p] ?? p}
              </Badge>
            ))}
          </Group>
          <div>
            <Text fw={700} size="lg">
              {ad.ad_creative_link_titles[0] ?? card.title}
            </Text>
            {ad.ad_creative_bodies.map((body) => (
              <Text key={body} size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
                {body}
              </Text>
            ))}
            {card.textsTruncated && (
              <Text size="xs" c="dimmed" fs="italic" mt={6}>
                {TRUNCATED_NOTE}
              </Text>
            )}
          </div>
          <Divider />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <Field label="Anunciante">
              {card.pageId ? (
                <AnchorLink to="/anunciantes/$pageId" params={{ pageId: card.pageId }} inherit>
                  {card.advertiser}
                </AnchorLink>
              ) : (
                card.advertiser
              )}
            </Field>
            <Field label="Início da veiculação">{formatDate(ad.ad_delivery_start_time)}</Field>
            <Field label="Fim da veiculação">
              {ad.ad_delivery_stop_time ? formatDate(ad.ad_delivery_stop_time) : 'Em veiculação'}
            </Field>
            <Field label="Dias em veiculação">{formatNumber(card.daysRunning)}</Field>
            <Field label="Variações">{formatNumber(card.variations)}</Field>
            {collation && <Field label="Mesmo criativo">{collation}</Field>}
            {card.price && <Field label="Preço no anúncio">{card.price}</Field>}
            <Field label="Chamada (CTA)">{ad.cta ?? '—'}</Field>
            <Field label="Site de destino">{ad.landing_domain ?? '—'}</Field>
            <Field label="Países">
              {ad.countries.length ? ad.countries.map((c) => COUNTRY_NAMES_PT[c] ?? c).join(', ') : '—'}
            </Field>
            <Field label="Visto pela última vez">{formatDate(ad.last_seen_at)}</Field>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            {ad.landing_url && (
              <Anchor href={ad.landing_url} target="_blank" rel="noopener noreferrer" size="sm">
                Abrir página de destino
              </Anchor>
            )}
            <ExternalButton href={ad.ad_snapshot_url} rightSection={<IconExternalLink size={16} />}>
              Ver na Biblioteca de Anúncios
            </ExternalButton>
            {ad.landing_domain && (
              <ButtonLink
                to="/ofertas/$dominio"
                params={{ dominio: ad.landing_domain }}
                variant="light"
                leftSection={<IconChartLine size={16} />}
              >
                Ver oferta
              </ButtonLink>
            )}
            <FavoriteHeart
              favorited={hearts.isFavorited(ad.id)}
              pending={hearts.isPending(ad.id)}
              onToggle={() => hearts.toggle(ad.id)}
            />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
