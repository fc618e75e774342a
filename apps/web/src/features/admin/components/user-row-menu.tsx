import { ActionIcon, Menu } from '@mantine/core';
import type { AdminUser } from '@sniperads/contract';
import { IconCash, IconDots, IconHourglassEmpty, IconHourglassHigh, IconTrash } from '@tabler/icons-react';

interface Props {
  user: AdminUser;
  isSelf: boolean;
  onActivateTrial: () => void;
  onDeactivateTrial: () => void;
  onMarkPaid: () => void;
  onDelete: () => void;
}

export function UserRowMenu({
  user,
  isSelf,
  onActivateTrial,
  onDeactivateTrial,
  onMarkPaid,
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
        <Menu.Item
          color="red"
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
