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
import { useEffect, useState } from 'react';

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
 * The row's actions. The menu's items are drawn only once it is first opened (a dropdown and a
 * portal per row held the table's first rows back), but the button is the same element from the
 * start: replacing it on the first click lost the keyboard focus (Enter opened a menu whose
 * Escape had no button to return to).
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
  const [openWhenMounted, setOpenWhenMounted] = useState(false);
  // The dropdown first mounts closed, then opens: Mantine notes which element had the focus when
  // its dropdown opens (to return it on Escape), and a dropdown mounted already open notes none.
  useEffect(() => {
    if (mounted && openWhenMounted) {
      setOpenWhenMounted(false);
      setOpened(true);
    }
  }, [mounted, openWhenMounted]);
  return (
    <Menu
      position="bottom-end"
      withinPortal
      opened={opened}
      onChange={(next) => {
        if (mounted) setOpened(next);
        else if (next) {
          setMounted(true);
          setOpenWhenMounted(true);
        }
      }}
    >
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
      {mounted && (
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
      )}
    </Menu>
  );
}
