import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { SessionUser } from '@sniperads/contract';
import { IconChevronUp } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { initials } from '@/lib/format';
import { HoverHint } from '../hover-hint';
import classes from './app-layout.module.css';

type UserButtonProps = UnstyledButtonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof UnstyledButtonProps> & {
    user: SessionUser;
    collapsed: boolean;
  };

/** The sidebar's footer button (avatar, name, email) that opens the user's menu. */
export function UserButton({ user, collapsed, ...props }: UserButtonProps) {
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
    <UnstyledButton
      {...props}
      className={classes.userButton}
      // Expanded, the visible name and email are the button's name; collapsed, only initials show.
      aria-label={collapsed ? `${user.name}: menu do usuário` : undefined}
      px={collapsed ? 0 : undefined}
    >
      {collapsed ? (
        <HoverHint label={user.name} position="right">
          <Group justify="center">{avatar}</Group>
        </HoverHint>
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
  );
}
