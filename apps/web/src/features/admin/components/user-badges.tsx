import { Badge } from '@mantine/core';
import {
  type AdminUser,
  PLAN_NAMES,
  TRIAL_STATUS_LABEL,
  trialRemainingText,
  trialState,
  trialStatus,
} from '@sniperads/contract';
import { rowClasses as classes, cx } from './user-cells';

const TRIAL_COLOR = { active: 'teal', expiring: 'yellow', expired: 'red' } as const;

export function RoleBadges({ user }: { user: AdminUser }) {
  return (
    <div className={cx(classes.line, classes.wrap)}>
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
      {trialState(user.is_trial, user.trial_ends_at) === 'running' && (
        <Badge size="xs" color="yellow" variant="light">
          Trial
        </Badge>
      )}
      <PlanBadge user={user} />
    </div>
  );
}

/** The plan in force: Pro or Max when paid, 'Pro (trial)' while a trial runs, Free otherwise. */
export function PlanBadge({ user }: { user: AdminUser }) {
  const name = PLAN_NAMES[user.effective_plan];
  return (
    <Badge size="xs" color={user.effective_plan === 'free' ? 'gray' : 'teal'} variant="light">
      {user.plan_source === 'trial' ? `${name} (trial)` : name}
    </Badge>
  );
}

/** Trial status badge (only for trial users) and the days-left text, from the shared rules. */
export function TrialStatusBadge({ user }: { user: AdminUser }) {
  if (!user.is_trial) {
    return <span className={cx(classes.sm, classes.dimmed)}>Sem trial</span>;
  }
  const status = trialStatus(user.trial_days_remaining, user.trial_ends_at);
  return (
    <div>
      <Badge size="sm" color={TRIAL_COLOR[status]} variant="light">
        {TRIAL_STATUS_LABEL[status]}
      </Badge>
      <span className={cx(classes.xs, classes.dimmed, classes.below)}>
        {trialRemainingText(user.trial_days_remaining)}
      </span>
    </div>
  );
}
