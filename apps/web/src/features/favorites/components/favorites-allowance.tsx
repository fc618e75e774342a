import { Group, Progress, Stack, Text } from '@mantine/core';
import { PLAN_LIMIT_MESSAGES } from '@sniperads/contract';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { favoritesAllowance, usePlanUsage } from '@/lib/plan-usage';

/** '7 de 10 favoritos' on a limited plan, and the way up once it is full; nothing on Pro or Max. */
export function FavoritesAllowance() {
  const usage = usePlanUsage().data;
  const allowance = favoritesAllowance(usage);
  if (!usage || allowance.text === null || usage.limits.favorites === null) return null;
  if (allowance.full)
    return <PlanLimitAlert message={PLAN_LIMIT_MESSAGES.favorites(usage.limits.favorites)} />;
  return (
    <Stack gap={4} maw={360} data-testid="favorites-allowance">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {allowance.text}
        </Text>
        <Text size="xs" c="dimmed">
          Plano Free
        </Text>
      </Group>
      <Progress
        value={allowance.percent ?? 0}
        color={(allowance.percent ?? 0) >= 80 ? 'yellow' : 'teal'}
        aria-label={allowance.text}
      />
    </Stack>
  );
}
