import { ActionIcon, Menu } from '@mantine/core';
import { type AdminUser, PLAN_IDS, PLAN_NAMES, type PlanId } from '@sniperads/contract';
import {
  IconCash,
  IconCheck,
  IconDots,
  IconHourglassEmpty,
  IconHourglassHigh,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';

interface Props {
  user: AdminUser;
  isSelf: boolean;
  onActivateTrial: () => void;
  onDeactivateTrial: () => void;
  onMarkPaid: () => void;
  onSetPlan: (plan: PlanId) => void;
  onDelete: () => void;
}

/**
 * The row's actions. Until first opened only its button is drawn: a Mantine Menu per row (a
 * floating dropdown and a portal each) held the table's first rows back.
 */
export function UserRowMenu({
  user,
  isSelf,
  onActivateTrial,
  onDeactivateTrial,
  onMarkPaid,
  onSetPlan,
  onDelete,
}: Props) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Ações para ${user.name}`}
      aria-haspopup="menu"
      onClick={(e) => {
        e.stopPropagation();
        if (!mounted) {
          setMounted(true);
          setOpened(true);
        }
      }}
    >
      <IconDots size={18} />
    </ActionIcon>
  );
  if (!mounted) return trigger;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Item leftSection={<IconHourglassHigh size={16} />} onClick={onActivateTrial}>
          Ativar trial (3 dias)
        </Menu.Item>
        <Menu.Item
          leftSection={<IconHourglassEmpty size={16} />}
          onClick={onDeactivateTrial}
          disabled={!user.is_trial}
        >
          Desativar trial
        </Menu.Item>
        <Menu.Item leftSection={<IconCash size={16} />} onClick={onMarkPaid}>
          Marcar como pago
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Plano</Menu.Label>
        {PLAN_IDS.map((plan) => (
          <Menu.Item
            key={plan}
            leftSection={user.plan === plan ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
            onClick={() => user.plan !== plan && onSetPlan(plan)}
            aria-current={user.plan === plan ? 'true' : undefined}
          >
            {`Plano ${PLAN_NAMES[plan]}`}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red.7"
          leftSection={<IconTrash size={16} />}
          onClick={onDelete}
          disabled={isSelf}
          title={isSelf ? 'Você não pode excluir a sua própria conta.' : undefined}
        >
          Excluir usuário
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
