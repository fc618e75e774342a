import { Avatar, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@sniperads/contract';
import { IconChevronUp, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { initials } from '@/lib/format';
import { useLogout } from '@/lib/use-logout';
import classes from './app-layout.module.css';

export function UserMenu({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const { logout, pending } = useLogout();
  const avatar = (
    <Avatar
      src={user.avatar}
      color="sniper"
      variant="filled"
      radius="xl"
      size={collapsed ? 32 : 36}
      aria-hidden
    >
      {initials(user.name)}
    </Avatar>
  );

  return (
    <Menu position={collapsed ? 'right-end' : 'top'} width={240} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          // Expanded, the visible name and email are the button's name; collapsed, only initials show.
          aria-label={collapsed ? `${user.name}: menu do usuário` : undefined}
          px={collapsed ? 0 : undefined}
        >
          {collapsed ? (
            <Tooltip label={user.name} position="right">
              <Group justify="center">{avatar}</Group>
            </Tooltip>
          ) : (
            <Group gap="sm" wrap="nowrap">
              {avatar}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {user.name}
                </Text>
                <Text size="xs" c="ink.3" truncate="end">
                  {user.email}
                </Text>
              </div>
              <IconChevronUp size={16} aria-hidden />
            </Group>
          )}
        </UnstyledButton>
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
