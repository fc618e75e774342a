import { Badge, Group, Text } from '@mantine/core';
import { type AdminUser, TRIAL_STATUS_LABEL, trialRemainingText, trialStatus } from '@sniperads/contract';

const TRIAL_COLOR = { active: 'teal', expiring: 'yellow', expired: 'red' } as const;

export function RoleBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={4}>
      {user.is_admin && (
        <Badge size="xs" color="dark">
          Admin
        </Badge>
      )}
      {user.is_test && (
        <Badge size="xs" color="grape">
          Testador
        </Badge>
      )}
      {user.is_trial && (
        <Badge size="xs" color="yellow" variant="light">
          Trial
        </Badge>
      )}
      {user.plan !== 'free' && (
        <Badge size="xs" color="teal" variant="light">
          {user.plan === 'pro' ? 'Pro' : 'Max'}
        </Badge>
      )}
    </Group>
  );
}

/** Trial status badge (only for trial users) and the days-left text, from the shared rules. */
export function TrialStatusBadge({ user }: { user: AdminUser }) {
  if (!user.is_trial) {
    return (
      <Text size="sm" c="dimmed">
        Sem trial
      </Text>
    );
  }
  const status = trialStatus(user.trial_days_remaining, user.trial_ends_at);
  return (
    <div>
      <Badge size="sm" color={TRIAL_COLOR[status]} variant="light">
        {TRIAL_STATUS_LABEL[status]}
      </Badge>
      <Text size="xs" c="dimmed" mt={2}>
        {trialRemainingText(user.trial_days_remaining)}
      </Text>
    </div>
  );
}
