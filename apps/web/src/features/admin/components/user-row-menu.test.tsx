import type { AdminUser } from '@sniperads/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { silenceFocusTrapWarning } from '@/test/focus-trap';
import { renderWithMantine } from '@/test/render';
import { UserRowMenu } from './user-row-menu';

// The menu's file arrives when the test lets it: a press can land before it has loaded.
const menuFile = vi.hoisted(() => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./user-row-menu-dropdown', async (original) => {
  await menuFile.arrived;
  return original();
});

const user = { id: 'u-1', name: 'Ana Admin', is_trial: false, plan: 'free' } as AdminUser;
const noop = () => undefined;

const renderMenu = (name = user.name) =>
  renderWithMantine(
    <UserRowMenu
      user={{ ...user, name }}
      isSelf={false}
      onActivateTrial={noop}
      onDeactivateTrial={noop}
      onMarkPaid={noop}
      onSetPlan={noop}
      onDelete={noop}
    />,
  );

/** Closes the open menu with Escape from one of its items, and checks the focus came back. */
const closeWithEscape = async (button: HTMLElement, label: string) => {
  // In the browser the menu takes the focus itself (e2e/admin-users.e2e.ts); the DOM here has no
  // layout (Mantine's focus trap, and the dropdown counts as hidden), so the test moves the focus
  // as the arrow keys would.
  const item = await screen.findByRole('menuitem', { name: 'Marcar como pago', hidden: true });
  item.focus();
  fireEvent.keyDown(item, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  await waitFor(() => expect(document.activeElement, label).toBe(button));
};

// Keyboard rule (product-rules.md): a menu opened from its button gives the focus back to that
// button when it closes with Escape, the first time too (its code arrives with the first press).
// The tests share the menu's file, which arrives once per file: the first one presses before it has
// arrived (so the tests are never shuffled), the others let it arrive first.
describe('a user row menu', { shuffle: false }, () => {
  beforeEach(silenceFocusTrapWarning);

  it('opens once its code arrives after a press, on the same button, and gives it the focus back', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Ações para Ana Admin' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.click(button);
    // Pressed, but the menu's code has not arrived: nothing drawn yet, the focus stays put.
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(button);

    menuFile.release();
    const menu = await screen.findByRole('menu', { hidden: true });
    // Labelled by the row's button, as Mantine's own target would be.
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    await closeWithEscape(button, 'first closing');
    // The same element as before the first press, not a copy drawn in its place.
    expect(screen.getByRole('button', { name: 'Ações para Ana Admin' })).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    fireEvent.click(button);
    await screen.findByRole('menu', { hidden: true });
    await closeWithEscape(button, 'second closing');
    expect(screen.getByRole('button', { name: 'Ações para Ana Admin' })).toBe(button);
  });

  it("opens another row's menu on the first press once the code has arrived", async () => {
    // Released here too, not only by the first test: run alone (-t), it waited out its timeout.
    menuFile.release();
    renderMenu('Bruno Básico');
    const button = screen.getByRole('button', { name: 'Ações para Bruno Básico' });
    // Only a row whose button was pressed draws a menu.
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('menu', { hidden: true });
    await closeWithEscape(button, 'closing');
    expect(screen.getByRole('button', { name: 'Ações para Bruno Básico' })).toBe(button);
  });

  it('closes on a second press of its button', async () => {
    menuFile.release();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Ações para Ana Admin' });
    fireEvent.click(button);
    await screen.findByRole('menu', { hidden: true });
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
