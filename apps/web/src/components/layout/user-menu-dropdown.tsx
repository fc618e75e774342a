import { Menu } from '@mantine/core';
import type { SessionUser } from '@sniperads/contract';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { useLogout } from '@/lib/use-logout';
import { UserButton } from './user-button';

export interface UserMenuDropdownProps {
  user: SessionUser;
  collapsed: boolean;
  /** Opened on arrival: the user pressed the button before this code had loaded. */
  defaultOpened: boolean;
  /** The button it replaces had the focus: this one takes it. */
  takeFocus: boolean;
}

/** The user's menu (profile, sign out) around the same button UserMenu showed until it loaded. */
export function UserMenuDropdown({ user, collapsed, defaultOpened, takeFocus }: UserMenuDropdownProps) {
  const { logout, pending } = useLogout();
  const button = useRef<HTMLButtonElement>(null);
  // Before Mantine's focus handling records where focus was (passive effects run after this).
  useLayoutEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  return (
    <Menu
      position={collapsed ? 'right-end' : 'top'}
      width={240}
      withArrow
      shadow="md"
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <UserButton ref={button} user={user} collapsed={collapsed} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/perfil" leftSection={<IconUserCircle size={16} />}>
          Meu Perfil
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red.7"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          disabled={pending}
        >
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
