import type { SessionUser } from '@sniperads/contract';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { SETTLE_MS, whenIdleAfterLoad } from '../after-load';
import { UserButton } from './user-button';
import type { UserMenuDropdownProps } from './user-menu-dropdown';

// Mantine's Menu (a popover, Floating UI, a focus trap) is not part of the first screen: the button
// is drawn alone, and the menu around it arrives once the page has settled, or with the first press.
let loading: Promise<ComponentType<UserMenuDropdownProps>> | undefined;
const loadMenu = () => {
  loading ??= import('./user-menu-dropdown').then((m) => m.UserMenuDropdown);
  return loading;
};

/** The sidebar's user button and its menu (Meu Perfil, Sair). */
export function UserMenu({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const [menu, setMenu] = useState<{ Dropdown: ComponentType<UserMenuDropdownProps>; takeFocus: boolean }>();
  const [pressed, setPressed] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const mounted = useRef(false);

  const show = useCallback(
    () =>
      void loadMenu().then((Dropdown) => {
        if (!mounted.current) return;
        // The menu's button replaces this one in one commit; a focused button hands the focus on.
        setMenu((shown) => shown ?? { Dropdown, takeFocus: document.activeElement === placeholder.current });
      }),
    [],
  );

  useEffect(() => {
    mounted.current = true;
    void whenIdleAfterLoad(SETTLE_MS).then(show);
    return () => {
      mounted.current = false;
    };
  }, [show]);

  if (menu) {
    return (
      <menu.Dropdown user={user} collapsed={collapsed} defaultOpened={pressed} takeFocus={menu.takeFocus} />
    );
  }
  return (
    <UserButton
      ref={placeholder}
      user={user}
      collapsed={collapsed}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setPressed(true);
        show();
      }}
    />
  );
}
