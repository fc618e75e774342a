import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconCopy, IconEye, IconFlame } from '@tabler/icons-react';
import { AdMedia } from '@/components/ad-media/ad-media';
import { FavoriteHeart } from '@/components/favorite-heart';
import { HoverHint } from '@/components/hover-hint';
import { AnchorLink } from '@/components/router-links';
import { formatCount, formatDate } from '@/lib/format';
import type { AdCardModel } from '../model/ad-card';
import { TakenDownBadge } from './taken-down-badge';

interface AdCardProps {
  card: AdCardModel;
  onDetails: () => void;
  favorited: boolean;
  favoritePending: boolean;
  onToggleFavorite: () => void;
  /** In the first view: its creative is fetched at once instead of when scrolled near. */
  priority?: boolean;
}

export function AdCard({
  card,
  onDetails,
  favorited,
  favoritePending,
  onToggleFavorite,
  priority = false,
}: AdCardProps) {
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-label={card.title}>
      <Card.Section pos="relative" m={0}>
        <AdMedia media={card.media} alt={card.title} height={180} priority={priority} />
        <Group pos="absolute" top={8} left={8} gap={6}>
          <Badge color={card.isActive ? 'green' : 'gray'} variant="filled">
            {card.isActive ? 'Ativo' : 'Inativo'}
          </Badge>
          {card.isTakenDown && <TakenDownBadge />}
        </Group>
        {card.media.kind === 'video' && (
          <Badge pos="absolute" top={8} right={8} color="dark" variant="filled">
            Vídeo
          </Badge>
        )}
      </Card.Section>
      <Stack gap={8} p="md" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" fw={600} truncate>
          {card.pageId ? (
            <AnchorLink to="/anunciantes/$pageId" params={{ pageId: card.pageId }} inherit c="dimmed">
              {card.advertiser}
            </AnchorLink>
          ) : (
            card.advertiser
          )}{' '}
          · {card.niche}
        </Text>
        <Text fw={700} lh={1.3} lineClamp={2}>
          {card.title}
        </Text>
        {card.price && (
          <Text fw={700} c="teal.8" size="sm" data-testid="ad-price">
            {card.price}
          </Text>
        )}
        {/* On a phone the card is compact, so two results fit the first screen: the body and the
            platform tags are in 'Ver detalhes'. */}
        <Text size="sm" c="dimmed" lineClamp={3} visibleFrom="sm">
          {card.description}
        </Text>
        <Group gap={6} visibleFrom="sm">
          {card.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light">
              {tag}
            </Badge>
          ))}
          {card.extraTags > 0 && (
            <Badge size="sm" variant="outline">
              +{card.extraTags}
            </Badge>
          )}
        </Group>
        <Group gap="md" mt="auto">
          <HoverHint label="Dias em veiculação">
            <Group gap={4}>
              <IconFlame size={16} aria-hidden />
              <Text size="sm">{formatCount(card.daysRunning, 'dia', 'dias')}</Text>
            </Group>
          </HoverHint>
          <HoverHint label="Anúncios da mesma página para o mesmo site">
            <Group gap={4}>
              <IconCopy size={16} aria-hidden />
              {card.domain ? (
                <AnchorLink to="/ofertas/$dominio" params={{ dominio: card.domain }} size="sm">
                  {formatCount(card.variations, 'variação', 'variações')}
                </AnchorLink>
              ) : (
                <Text size="sm">{formatCount(card.variations, 'variação', 'variações')}</Text>
              )}
            </Group>
          </HoverHint>
          <Group gap={4}>
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{formatDate(card.publishedAt)}</Text>
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="light" leftSection={<IconEye size={16} />} onClick={onDetails} fullWidth>
            Ver detalhes
          </Button>
          <FavoriteHeart favorited={favorited} pending={favoritePending} onToggle={onToggleFavorite} />
        </Group>
      </Stack>
    </Card>
  );
}
