import { Menu } from '@mantine/core';
import { PLAN_IDS, PLAN_NAMES } from '@sniperads/contract';
import { IconCash, IconCheck, IconHourglassEmpty, IconHourglassHigh, IconTrash } from '@tabler/icons-react';
import { type Ref, type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import type { UserRowMenuActions } from './user-row-menu';

export interface UserRowMenuDropdownProps extends UserRowMenuActions {
  /** Mantine's id for the menu: the button carries it, the dropdown is `${id}-dropdown`. */
  id: string;
  /** The row's button, drawn by UserRowMenu before this code arrived. */
  target: RefObject<HTMLButtonElement | null>;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * Stands in Menu.Target for the row's existing button: it hands that element to the menu (its
 * position, and clicks on it not counting as outside) and draws nothing. The button keeps its own
 * click handler and ARIA attributes (UserRowMenu sets the same ones Mantine would).
 */
function ExistingTarget({
  ref,
  target,
}: {
  ref?: Ref<HTMLElement>;
  target: RefObject<HTMLButtonElement | null>;
}) {
  useLayoutEffect(() => {
    const node = target.current;
    if (typeof ref === 'function') {
      const cleanup = ref(node);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    if (ref) {
      ref.current = node;
      return () => {
        ref.current = null;
      };
    }
  }, [ref, target]);
  return null;
}

/** The row's menu itself (Mantine's Menu, Floating UI, a focus trap): loaded on the first press. */
export function UserRowMenuDropdown({
  id,
  target,
  opened,
  onChange,
  user,
  isSelf,
  onActivateTrial,
  onDeactivateTrial,
  onMarkPaid,
  onSetPlan,
  onDelete,
}: UserRowMenuDropdownProps) {
  // The menu first mounts closed, then opens: Mantine notes which element had the focus when its
  // dropdown opens (to return it on Escape), and a dropdown mounted already open notes none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Menu id={id} position="bottom-end" withinPortal opened={opened && mounted} onChange={onChange}>
      <Menu.Target>
        <ExistingTarget target={target} />
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
