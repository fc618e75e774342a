import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Follow } from '@sniperads/contract/radar';
import { LEVEL_LABEL } from '@sniperads/contract/rules/escalation';
import { RADAR_ALERT_LABEL, RADAR_VELOCITY_DAYS } from '@sniperads/contract/rules/radar';
import { useRouter } from '@tanstack/react-router';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useUnfollow, useVisitFollow } from '@/lib/radar-follows';

const KIND_LABEL: Record<Follow['kind'], string> = {
  offer: 'Oferta',
  advertiser: 'Anunciante',
  search: 'Busca',
};

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Stack gap={0}>
      <Text fw={700} fz="lg">
        {typeof value === 'number' ? formatNumber(value) : value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** One followed offer, advertiser or search: what changed since the last visit, velocity and alerts. */
export function RadarItem({ follow }: { follow: Follow }) {
  const router = useRouter();
  const visit = useVisitFollow();
  const unfollow = useUnfollow();
  const { since_visit: since, velocity } = follow;
  const unseen = follow.alerts.filter((a) => a.unseen).length;
  // Opening an item marks it seen, then shows its page.
  const open = (href: string) => {
    visit.mutate(follow.id);
    void router.navigate({ href });
  };

  return (
    <Card withBorder padding="md" data-testid="radar-item">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="light">{KIND_LABEL[follow.kind]}</Badge>
              {velocity.level && <Badge color="orange">{LEVEL_LABEL[velocity.level]}</Badge>}
              {unseen > 0 && (
                <Badge color="red">{unseen === 1 ? '1 alerta novo' : `${unseen} alertas novos`}</Badge>
              )}
            </Group>
            <Anchor
              href={follow.url}
              fw={600}
              onClick={(event) => {
                event.preventDefault();
                open(follow.url);
              }}
            >
              {follow.label}
            </Anchor>
            <Text size="xs" c="dimmed">
              Última visita: {formatDateTime(follow.last_visited_at)}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            loading={unfollow.isPending}
            onClick={() => unfollow.mutate(follow.id)}
          >
            Deixar de seguir
          </Button>
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Figure label="Anúncios novos" value={since.new_ads} />
          <Figure label="Anúncios parados" value={since.stopped_ads} />
          <Figure label="Páginas novas" value={since.new_pages} />
          <Figure label="Criativos novos" value={since.new_creatives} />
          <Figure label={`Novos em ${RADAR_VELOCITY_DAYS} dias`} value={velocity.new_ads_7d} />
          <Figure label="Ativos agora" value={velocity.active_ads ?? '—'} />
        </SimpleGrid>

        {follow.alerts.length > 0 && (
          <Stack gap={6}>
            {follow.alerts.map((alert) => (
              <Group key={alert.id} gap="xs" wrap="nowrap" align="flex-start">
                <Badge size="sm" variant={alert.unseen ? 'filled' : 'outline'} color="grape">
                  {RADAR_ALERT_LABEL[alert.rule]}
                </Badge>
                <Stack gap={0}>
                  <Text size="sm" fw={alert.unseen ? 600 : 400}>
                    {alert.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {alert.body} · {formatDateTime(alert.created_at)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
