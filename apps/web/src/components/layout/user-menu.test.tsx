import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silenceFocusTrapWarning } from '@/test/focus-trap';
import { renderWithProviders } from '@/test/render';
import { sessionUser } from '@/test/session';
import { UserMenu } from './user-menu';

// No settling time: the test decides when the browser is idle (requestIdleCallback).
vi.mock('../after-load', async (original) => ({ ...(await original<object>()), SETTLE_MS: 0 }));

// The menu's file (Mantine's Menu) is transformed on its first import, which on a busy machine
// outlasts the queries' one-second wait: import it once up front, so each test waits only on
// the component's own steps (it still loads the file through its own dynamic import).
beforeAll(() => import('./user-menu-dropdown'));
beforeEach(silenceFocusTrapWarning);
afterEach(() => vi.unstubAllGlobals());

const user = sessionUser({ name: 'Maria Silva', email: 'maria@example.com' });

describe('UserMenu', () => {
  it('opens on the first press even before the menu’s code has arrived', async () => {
    // The page never settles in this test: only the press can bring the menu.
    vi.stubGlobal('requestIdleCallback', () => 1);
    renderWithProviders(<UserMenu user={user} collapsed={false} />);
    const button = await screen.findByRole('button', { name: /Maria Silva/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Meu Perfil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Maria Silva/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('brings the menu once the page has settled, and a focused button keeps the focus', async () => {
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    renderWithProviders(<UserMenu user={user} collapsed={false} />);
    const placeholder = await screen.findByRole('button', { name: /Maria Silva/ });
    placeholder.focus();
    await act(async () => idle());
    // testing-library's waitFor, not vi.waitFor: the latter gives up after its own 1 s, shorter than
    // the first draw of Mantine's Menu on a busy machine; this one waits up to setup.ts's ceiling.
    await waitFor(() => expect(screen.getByRole('button', { name: /Maria Silva/ })).not.toBe(placeholder));
    const menuButton = screen.getByRole('button', { name: /Maria Silva/ });
    expect(document.activeElement).toBe(menuButton);
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.click(menuButton);
    expect(await screen.findByRole('menuitem', { name: 'Meu Perfil' })).toBeTruthy();
  });
});
