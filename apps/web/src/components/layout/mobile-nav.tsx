import { Drawer } from '@mantine/core';
import type { SessionUser } from '@sniperads/contract';
import classes from './app-layout.module.css';
import { Sidebar } from './sidebar';

interface MobileNavProps {
  user: SessionUser;
  adminArea: boolean;
  opened: boolean;
  onClose: () => void;
}

/** On a phone the navbar would sit off-screen: this drawer carries the menu there. */
export function MobileNav({ user, adminArea, opened, onClose }: MobileNavProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="18rem"
      withCloseButton={false}
      hiddenFrom="sm"
      // The title names the dialog for screen readers; its header row is not drawn.
      classNames={{ body: classes.drawerBody, header: classes.visuallyHidden }}
      title="Menu lateral"
    >
      <Sidebar user={user} collapsed={false} adminArea={adminArea} onNavigate={onClose} />
    </Drawer>
  );
}
