import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DashboardStats } from '@sniperads/contract';
import { IconAd2, IconHeart, IconRefresh, IconTargetArrow, type TablerIcon } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';

const CARDS: { key: keyof DashboardStats; label: string; hint: string; icon: TablerIcon; color: string }[] = [
  {
    key: 'favorites_count',
    label: 'Total de Favoritos',
    hint: 'Anúncios que você salvou',
    icon: IconHeart,
    color: 'red',
  },
  {
    key: 'favorite_interests_count',
    label: 'Interesses Favoritos',
    hint: 'Interesses ocultos salvos',
    icon: IconTargetArrow,
    color: 'grape',
  },
  {
    key: 'total_ads_saved',
    label: 'Anúncios Salvos',
    hint: 'Vindos da Mineração ou da extensão',
    icon: IconAd2,
    color: 'blue',
  },
];

interface Props {
  stats: DashboardStats | undefined;
  loading: boolean;
  onRetry: () => void;
}

/**
 * The three counters; skeletons while loading, 'Tentar Novamente' when there are none. On a phone they
 * are one compact row (no icon, no hint), not three screen-wide cards.
 */
export function StatCards({ stats, loading, onRetry }: Props) {
  if (!stats && !loading) {
    return (
      <Card withBorder p="lg">
        <Stack align="center" gap="xs">
          <Text c="dimmed">Não foi possível carregar as estatísticas.</Text>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            Tentar Novamente
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {CARDS.map((card) => (
        <Card key={card.key} withBorder p={{ base: 'xs', sm: 'lg' }} data-testid={`stat-${card.key}`}>
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color={card.color} visibleFrom="sm">
              <card.icon size={24} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
                {card.label}
              </Text>
              {stats ? (
                <Text fw={800} fz={{ base: 22, sm: 28 }} lh={1.2} aria-label={card.label}>
                  {formatNumber(stats[card.key])}
                </Text>
              ) : (
                <Skeleton height={30} width={60} mt={4} />
              )}
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {card.hint}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
