import { ActionIcon } from '@mantine/core';
import type { AdminUser, PlanId } from '@sniperads/contract';
import { IconDots } from '@tabler/icons-react';
import { Suspense, useId, useRef, useState } from 'react';
import { lazyAfterLoad } from '@/components/after-load';
import { useOnceTrue } from '@/lib/use-once-true';

export interface UserRowMenuActions {
  user: AdminUser;
  isSelf: boolean;
  onActivateTrial: () => void;
  onDeactivateTrial: () => void;
  onMarkPaid: () => void;
  onSetPlan: (plan: PlanId) => void;
  onDelete: () => void;
}

// The menu (Mantine's Menu with its popover, Floating UI, portal, transition and focus trap) is
// not part of the table's first paint: its code arrives once the page has settled, or with the
// first press on a row's button, and only an opened row mounts it.
const UserRowMenuDropdown = lazyAfterLoad(() =>
  import('./user-row-menu-dropdown').then((m) => m.UserRowMenuDropdown),
);

/**
 * The row's actions. The button is drawn alone, and stays the same element once the menu has
 * arrived: replacing it on the first press lost the keyboard focus (Enter opened a menu whose
 * Escape had no button to return to). A press before the menu's code has arrived opens the menu
 * as soon as it does.
 */
export function UserRowMenu(props: UserRowMenuActions) {
  // The ids Mantine's Menu gives its target and dropdown (`id`, `${id}-dropdown`), set here on
  // the button so it is labelled the same before and after the menu arrives.
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // Only a row whose menu was opened once mounts it (and keeps it, for its closing transition).
  const armed = useOnceTrue(opened);
  return (
    <>
      <ActionIcon
        ref={button}
        id={id}
        variant="subtle"
        color="gray"
        aria-label={`Ações para ${props.user.name}`}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? `${id}-dropdown` : undefined}
        data-expanded={opened || undefined}
        onClick={(e) => {
          e.stopPropagation();
          setOpened((open) => !open);
        }}
      >
        <IconDots size={18} />
      </ActionIcon>
      {armed && (
        <Suspense fallback={null}>
          <UserRowMenuDropdown {...props} id={id} target={button} opened={opened} onChange={setOpened} />
        </Suspense>
      )}
    </>
  );
}
