import { SimpleGrid } from '@mantine/core';
import { type AdminUser, trialState } from '@sniperads/contract';
import { IconAlertTriangle, IconHourglass, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { StatCard } from './stat-card';

/** The counts above the list: the total for the filters, and this page's trials and active users. */
export function UsersStats({
  rows,
  total,
  loading,
}: {
  rows: AdminUser[];
  total: number | undefined;
  loading: boolean;
}) {
  // 'Em trial' is one rule everywhere (rules/trial.ts): the filter, the dashboard and these cards.
  const stateOf = (u: AdminUser) => trialState(u.is_trial, u.trial_ends_at);
  const trials = rows.filter((u) => stateOf(u) === 'running');
  const expired = rows.filter((u) => stateOf(u) === 'expired');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard
        label="Total"
        value={total}
        loading={loading}
        icon={<IconUsers size={22} />}
        hint="Com os filtros atuais"
      />
      {[
        { label: 'Em trial', value: trials.length, icon: IconHourglass, color: 'yellow' },
        {
          label: 'Ativos',
          value: rows.filter((u) => u.activity.is_active).length,
          icon: IconUserCheck,
          color: 'teal',
        },
        { label: 'Trials expirados', value: expired.length, icon: IconAlertTriangle, color: 'red' },
      ].map((s) => (
        <StatCard
          key={s.label}
          label={s.label}
          value={s.value}
          loading={loading}
          icon={<s.icon size={22} />}
          color={s.color}
          hint="Nesta página"
        />
      ))}
    </SimpleGrid>
  );
}
