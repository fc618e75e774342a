import { Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Advertisement } from '@sniperads/contract';
import { IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Later } from '@/components/progressive';
import { useAdFavoriteHearts } from '@/lib/ad-favorites';
import { matchesNow } from '@/lib/media-query';
import { toAdCard } from '../model/ad-card';
import { firstRowSize, GRID } from '../model/first-row';
import { AdCard } from './ad-card';

const SKELETON_KEYS = Array.from({ length: 12 }, (_, i) => `skeleton-${i}`);

export function AdResults({
  loading,
  stale,
  ads,
  pageSize,
  hasQuery,
  failed,
  onDetails,
}: {
  loading: boolean;
  /** The previous page, shown dimmed while the next one loads. */
  stale: boolean;
  ads: Advertisement[];
  pageSize: number;
  hasQuery: boolean;
  failed: boolean;
  onDetails: (ad: Advertisement) => void;
}) {
  if (loading) {
    return (
      <SimpleGrid cols={GRID} spacing="md" aria-busy="true" aria-label="Carregando anúncios">
        {SKELETON_KEYS.slice(0, pageSize).map((key) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Card.Section>
              <Skeleton h={180} radius={0} />
            </Card.Section>
            <Skeleton h={12} w="50%" mt="md" />
            <Skeleton h={18} mt="sm" />
            <Skeleton h={12} mt="sm" />
            <Skeleton h={12} w="80%" mt={6} />
            <Skeleton h={34} mt="md" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (failed && ads.length === 0) return null;
  if (ads.length === 0) {
    return (
      <Stack align="center" gap="xs" py={60}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconSearchOff size={28} />
        </ThemeIcon>
        <Text fw={700}>Nenhum anúncio encontrado</Text>
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {hasQuery
            ? 'Tente outras palavras, remova alguns filtros ou escreva sem acentos para ampliar a busca.'
            : 'A biblioteca ainda não tem anúncios. Conecte a extensão do Chrome para enviar os anúncios que você vê.'}
        </Text>
      </Stack>
    );
  }
  return <AdGrid ads={ads} stale={stale} onDetails={onDetails} />;
}

/** The result cards with their favorite hearts (POST/DELETE /advertisements/{id}/favorites). */
function AdGrid({
  ads,
  stale,
  onDetails,
}: {
  ads: Advertisement[];
  stale: boolean;
  onDetails: (ad: Advertisement) => void;
}) {
  const hearts = useAdFavoriteHearts();
  // Read once: the grid's columns on this screen when the results first arrive.
  const [firstRow] = useState(() => firstRowSize(matchesNow));
  return (
    <SimpleGrid
      cols={GRID}
      spacing="md"
      aria-busy={stale}
      style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
    >
      {ads.map((ad, index) => {
        const card = (
          <AdCard
            key={ad.id}
            card={toAdCard(ad)}
            onDetails={() => onDetails(ad)}
            favorited={hearts.isFavorited(ad.id)}
            favoritePending={hearts.isPending(ad.id)}
            onToggleFavorite={() => hearts.toggle(ad.id)}
            priority={index < firstRow}
          />
        );
        // On a cold start the first row comes with the page, its creatives requested together
        // (one after another, they waited for a task each); the cards under it follow, one per task.
        return index < firstRow ? card : <Later key={ad.id}>{card}</Later>;
      })}
    </SimpleGrid>
  );
}
