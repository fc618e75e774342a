import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconMenu2,
} from '@tabler/icons-react';
import { useLogout } from '@/lib/use-logout';
import { InstallButton } from '../pwa/install-button';

interface TopBarProps {
  title: string;
  expanded: boolean;
  isMobile: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ title, expanded, isMobile, onToggleSidebar }: TopBarProps) {
  const { logout, pending } = useLogout();
  const ToggleIcon = isMobile
    ? IconMenu2
    : expanded
      ? IconLayoutSidebarLeftCollapse
      : IconLayoutSidebarLeftExpand;
  const toggleLabel = isMobile ? 'Abrir menu' : expanded ? 'Recolher menu lateral' : 'Expandir menu lateral';

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Tooltip label={`${toggleLabel} (Ctrl+B)`} disabled={isMobile}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleSidebar}
            aria-label={toggleLabel}
          >
            <ToggleIcon size={22} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} lineClamp={1}>
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <InstallButton />
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
        <Tooltip label="Sair">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => void logout()}
            aria-label="Sair"
            hiddenFrom="xs"
          >
            <IconLogout size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
