import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { creativeAdvertiser, type Favorite, type FavoritesByNiche, nicheLabel } from '@sniperads/contract';
import { Link } from '@tanstack/react-router';
import { CreativeLine } from '@/components/creative/creative-line';
import { formatDateTime } from '@/lib/format';

const MAX_NICHES = 8;

/** Favorites by niche as horizontal bars, largest first. */
function NicheChart({ data }: { data: FavoritesByNiche[] }) {
  const top = data.slice(0, MAX_NICHES);
  const max = Math.max(1, ...top.map((n) => n.count));
  return (
    <Card withBorder p="lg">
      <Title order={2} fz="md" mb="md">
        Favoritos por nicho
      </Title>
      {top.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum favorito ainda.
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Favoritos por nicho"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {top.map((n) => (
            <li key={n.niche ?? '__none'}>
              <Group justify="space-between" mb={4}>
                <Text size="sm">{nicheLabel(n.niche)}</Text>
                <Text size="sm" fw={700}>
                  {n.count}
                </Text>
              </Group>
              <Progress
                value={(n.count / max) * 100}
                size="lg"
                radius="sm"
                aria-label={nicheLabel(n.niche)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RecentFavorites({ items }: { items: Favorite[] }) {
  return (
    <Card withBorder p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="md">
          Favoritos recentes
        </Title>
        <Anchor component={Link} to="/favoritos" size="sm">
          Ver todos
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Os anúncios que você salvar aparecem aqui.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="recent-favorites">
          {items.map((f) => (
            <CreativeLine
              key={f.id}
              creative={f}
              detail={`${creativeAdvertiser(f)} · ${formatDateTime(f.created_at)}`}
              thumb={{ width: 56, height: 42 }}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function FavoritesOverview({ byNiche, recent }: { byNiche: FavoritesByNiche[]; recent: Favorite[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <NicheChart data={byNiche} />
      <RecentFavorites items={recent} />
    </SimpleGrid>
  );
}
