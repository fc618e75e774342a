import { ActionIcon, Box, Button, Group } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconMenu2,
} from '@tabler/icons-react';
import { useLogout } from '@/lib/use-logout';
import { HoverHint } from '../hover-hint';
import { Logo } from '../logo';
import { InstallButtonSlot } from '../pwa/install-button-slot';
import { WhatsappButton } from '../whatsapp-button';

interface TopBarProps {
  expanded: boolean;
  isMobile: boolean;
  onToggleSidebar: () => void;
}

/**
 * Sidebar toggle and the session's actions. The page's title is its own heading, not repeated
 * here; on phones, where the sidebar is hidden, the bar carries the brand instead.
 */
export function TopBar({ expanded, isMobile, onToggleSidebar }: TopBarProps) {
  const { logout, pending } = useLogout();
  const ToggleIcon = isMobile
    ? IconMenu2
    : expanded
      ? IconLayoutSidebarLeftCollapse
      : IconLayoutSidebarLeftExpand;
  const toggleLabel = isMobile ? 'Abrir menu' : expanded ? 'Recolher menu lateral' : 'Expandir menu lateral';
  const toggle = (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={onToggleSidebar} aria-label={toggleLabel}>
      <ToggleIcon size={22} stroke={1.7} />
    </ActionIcon>
  );

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {isMobile ? toggle : <HoverHint label={`${toggleLabel} (Ctrl+B)`}>{toggle}</HoverHint>}
        <Box hiddenFrom="sm">
          <Logo size={24} />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <InstallButtonSlot />
        <WhatsappButton placement="top-bar" />
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLogout size={18} />}
          onClick={() => void logout()}
          loading={pending}
          visibleFrom="xs"
        >
          Sair
        </Button>
        {/* Icon only where the labelled button does not fit; touch screens have no hover, so
            no Tooltip (a floating element and a portal mounted with every screen) for it. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => void logout()}
          aria-label="Sair"
          title="Sair"
          hiddenFrom="xs"
        >
          <IconLogout size={20} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
