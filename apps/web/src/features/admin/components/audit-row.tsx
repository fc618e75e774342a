import { Badge, Code, Table, Text } from '@mantine/core';
import { AUDIT_ACTION_LABEL, type AuditAction, type AuditEntry } from '@sniperads/contract';
import { formatDateTime } from '@/lib/format';
import { PurgeDeletedAccount } from './purge-deleted-account';

const ACTION_COLOR: Record<AuditAction, string> = {
  'user.create': 'teal',
  'user.update': 'blue',
  'user.trial_on': 'yellow',
  'user.trial_off': 'orange',
  'user.mark_paid': 'green',
  'user.plan': 'cyan',
  'user.plan_paid': 'green',
  'user.plan_cancelled': 'gray',
  'user.password': 'grape',
  'user.delete': 'red',
  'user.purge_contributions': 'pink',
  'library.remove_demo': 'violet',
};

const FIELD_LABEL: Record<string, string> = {
  is_admin: 'admin',
  is_test: 'testador',
  is_trial: 'trial',
  trial_started_at: 'início do trial',
  trial_ends_at: 'fim do trial',
  plan: 'plano',
  plan_before: 'plano anterior',
  provider: 'provedor',
  event_id: 'evento',
  amount_cents: 'valor em centavos',
  name: 'nome',
  observations_removed: 'observações removidas',
  claims_purged: 'capturas desconsideradas',
  ads_removed: 'anúncios excluídos',
  ads_to_remove: 'anúncios a remover',
  ads_recomputed: 'anúncios recalculados',
  ads_changed: 'anúncios corrigidos',
  restarted: 'voltaram a veicular',
  stopped: 'voltaram a encerrados',
  takedowns_undone: 'remoções desfeitas',
  thumbnails_redone: 'miniaturas refeitas',
  texts_restored: 'textos restaurados',
  counts_corrected: 'contagens corrigidas',
  left_signals: 'saíram das ofertas escaladas',
};

/** The entry's details as an admin reads them; counts of nothing are left out. */
const describe = (details: AuditEntry['details']) =>
  Object.entries(details)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => {
      const value =
        typeof v === 'boolean'
          ? v
            ? 'sim'
            : 'não'
          : typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)
            ? formatDateTime(v)
            : String(v);
      return `${FIELD_LABEL[k] ?? k}: ${value}`;
    })
    .join(' · ');

/** One audit entry: when, who, what, to whom, and the details an admin reads. */
export function AuditRow({ entry: e }: { entry: AuditEntry }) {
  return (
    <Table.Tr key={e.id} data-testid="audit-row">
      <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
      <Table.Td>
        <Text size="sm">{e.actor_email}</Text>
        {e.ip && (
          <Text size="xs" c="dimmed">
            IP {e.ip}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={ACTION_COLOR[e.action]} variant="light">
          {AUDIT_ACTION_LABEL[e.action]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{e.target_label ?? 'N/A'}</Text>
        {e.action === 'user.delete' && e.target_id && (
          <PurgeDeletedAccount userId={e.target_id} label={e.target_label ?? e.target_id} />
        )}
      </Table.Td>
      <Table.Td>
        {Object.keys(e.details).length > 0 ? (
          <Code fz="xs">{describe(e.details)}</Code>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
