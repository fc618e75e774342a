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

interface Props {
  user: AdminUser;
  isSelf: boolean;
  onActivateTrial: () => void;
  onDeactivateTrial: () => void;
  onMarkPaid: () => void;
  onSetPlan: (plan: PlanId) => void;
  onDelete: () => void;
}

export function UserRowMenu({
  user,
  isSelf,
  onActivateTrial,
  onDeactivateTrial,
  onMarkPaid,
  onSetPlan,
  onDelete,
}: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Ações para ${user.name}`}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
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
