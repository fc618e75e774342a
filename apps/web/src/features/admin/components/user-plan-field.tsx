import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type AdminUser, PLAN_IDS, PLAN_NAMES, type PlanId } from '@sniperads/contract';
import { formatDate } from '@/lib/format';
import { useUserActions } from './use-user-actions';
import { PlanBadge } from './user-badges';

/** The account's plan in the detail dialog: the plan in force, and the stored plan to change. */
export function UserPlanField({ user }: { user: AdminUser }) {
  const actions = useUserActions();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Plano em vigor
        </Text>
        <Group gap={6}>
          <PlanBadge user={user} />
          {user.plan_source === 'trial' && (
            <Text size="xs" c="dimmed">
              até {formatDate(user.trial_ends_at)}, depois Free
            </Text>
          )}
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" id={`plan-${user.id}`}>
          Definir plano
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={`plan-${user.id}`}
          value={user.plan}
          disabled={actions.busy}
          onChange={(value) => actions.setPlan(user, value as PlanId)}
          data={PLAN_IDS.map((id) => ({ value: id, label: PLAN_NAMES[id] }))}
        />
      </Group>
    </Stack>
  );
}
