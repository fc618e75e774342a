import { Badge, Table } from '@mantine/core';
import type { AdminUser } from '@sniperads/contract';
import { DataTable } from '@/components/data-table';
import { initials } from '@/lib/format';
import type { useUserActions } from './use-user-actions';
import { RoleBadges, TrialStatusBadge } from './user-badges';
import {
  rowClasses as classes,
  cx,
  EmailCell,
  NotificationsCell,
  StatsCell,
  TrialDatesCell,
} from './user-cells';
import { UserRowMenu } from './user-row-menu';

interface Props {
  users: AdminUser[];
  selfId: string;
  searching: boolean;
  actions: ReturnType<typeof useUserActions>;
  onOpen: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

// Status and notification flags share a column so the table fits a laptop without scrolling.
const COLUMNS = ['Usuário', 'Email & Atividade', 'Trial', 'Estatísticas', 'Status', 'Ações'];

export function UsersTable({ users, selfId, searching, actions, onOpen, onDelete }: Props) {
  return (
    <DataTable
      columns={COLUMNS}
      minWidth={900}
      highlightOnHover
      emptyMessage={
        users.length === 0 && (searching ? 'Nenhum usuário encontrado' : 'Nenhum usuário cadastrado')
      }
    >
      {users.map((user) => (
        <Table.Tr
          key={user.id}
          onClick={() => onOpen(user)}
          style={{ cursor: 'pointer' }}
          data-testid="user-row"
        >
          <Table.Td>
            <div className={classes.identity}>
              <span className={classes.avatar} aria-hidden="true">
                {initials(user.name)}
              </span>
              <div className={classes.stack}>
                <span className={cx(classes.sm, classes.strong)}>{user.name}</span>
                <RoleBadges user={user} />
                <span className={cx(classes.xs, classes.dimmed, classes.mono)}>ID: …{user.id.slice(-8)}</span>
              </div>
            </div>
          </Table.Td>
          <Table.Td>
            <EmailCell user={user} />
          </Table.Td>
          <Table.Td>
            <TrialStatusBadge user={user} />
            <TrialDatesCell user={user} />
          </Table.Td>
          <Table.Td>
            <StatsCell user={user} />
          </Table.Td>
          <Table.Td>
            <div className={cx(classes.stack, classes.roomy)}>
              <Badge color={user.activity.is_active ? 'teal' : 'gray'} variant="light">
                {user.activity.is_active ? 'Ativo' : 'Inativo'}
              </Badge>
              <NotificationsCell user={user} />
            </div>
          </Table.Td>
          <Table.Td>
            <UserRowMenu
              user={user}
              isSelf={user.id === selfId}
              onActivateTrial={() => actions.activateTrial(user)}
              onDeactivateTrial={() => actions.deactivateTrial(user)}
              onMarkPaid={() => actions.markPaid(user)}
              onSetPlan={(plan) => actions.setPlan(user, plan)}
              onDelete={() => onDelete(user)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
