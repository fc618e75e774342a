import { Badge, Box, Button, Group, NavLink, Stack } from '@mantine/core';
import type { SessionUser } from '@sniperads/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { HoverHint } from '../hover-hint';
import { Logo, LogoMark } from '../logo';
import classes from './app-layout.module.css';
import { ADMIN_NAV_ITEMS, isOnPath, NAV_ITEMS, type NavItem, visibleNav } from './nav-config';
import { UserMenu } from './user-menu';

interface SidebarProps {
  user: SessionUser;
  collapsed: boolean;
  adminArea: boolean;
  onNavigate?: () => void;
}

function SidebarLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  // Each link follows only whether it is active, not every step of the router's state (a cold
  // start went through several, each drawing the whole sidebar again).
  const active = useRouterState({
    select: (state) =>
      isOnPath(state.location.pathname, item.to, item.exact) ||
      (item.to === '/' && isOnPath(state.location.pathname, '/dashboard', true)),
  });
  const Icon = item.icon;
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      // Keeps the router's aria-current (which Mantine styles as active) in step with `active`.
      activeOptions={{ exact: Boolean(item.exact) }}
      onClick={onNavigate}
      active={active}
      aria-label={collapsed ? item.label : undefined}
      label={collapsed ? null : item.label}
      leftSection={<Icon size={20} stroke={1.7} className={classes.linkIcon} />}
      className={`${classes.link} ${collapsed ? classes.collapsedLink : ''}`}
      px={collapsed ? 0 : 'sm'}
      py={8}
      styles={collapsed ? { section: { marginInlineEnd: 0 } } : undefined}
    />
  );
  return collapsed ? (
    <HoverHint label={item.label} position="right" withArrow>
      {link}
    </HoverHint>
  ) : (
    link
  );
}

export function Sidebar({ user, collapsed, adminArea, onNavigate }: SidebarProps) {
  const groups = visibleNav(adminArea ? ADMIN_NAV_ITEMS : NAV_ITEMS, user);

  return (
    <Stack gap={0} h="100%">
      <Group
        className={classes.brand}
        px={collapsed ? 0 : 'md'}
        justify={collapsed ? 'center' : 'space-between'}
      >
        {collapsed ? (
          <Stack gap={4} align="center">
            <LogoMark size={adminArea ? 24 : 28} />
            {adminArea && (
              <Badge color="sniper" variant="filled" size="xs" px={3} radius="sm">
                ADMIN
              </Badge>
            )}
          </Stack>
        ) : (
          <>
            <Logo size={28} color="white" />
            {adminArea && (
              <Badge color="sniper" variant="filled" size="sm">
                ADMIN
              </Badge>
            )}
          </>
        )}
      </Group>

      {/* Scrolls without a visible scrollbar, as Mantine's ScrollArea type="never" did; the plain
          element keeps ScrollArea (and the Floating UI it imports) out of the first download. */}
      <Box className={classes.navScroll} px={collapsed ? 6 : 'sm'} py="sm">
        <nav aria-label="Menu principal">
          {groups.map((group) => (
            <Box key={group.group} mb="xs">
              {group.label && !collapsed && <div className={classes.groupLabel}>{group.label}</div>}
              {group.items.map((item) => (
                <SidebarLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
              ))}
            </Box>
          ))}
        </nav>
      </Box>

      <Box className={classes.footer} p={collapsed ? 6 : 'sm'}>
        {adminArea && (
          <HoverHint label="Voltar ao Site" position="right" disabled={!collapsed}>
            <Button
              component={Link}
              to="/"
              onClick={onNavigate}
              variant="light"
              color="gray"
              fullWidth
              mb="xs"
              px={collapsed ? 0 : undefined}
              aria-label="Voltar ao Site"
              leftSection={collapsed ? undefined : <IconArrowLeft size={16} />}
            >
              {collapsed ? <IconArrowLeft size={16} /> : 'Voltar ao Site'}
            </Button>
          </HoverHint>
        )}
        <UserMenu user={user} collapsed={collapsed} />
      </Box>
    </Stack>
  );
}
