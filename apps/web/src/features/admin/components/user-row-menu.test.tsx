import type { AdminUser } from '@sniperads/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { silenceFocusTrapWarning } from '@/test/focus-trap';
import { renderWithMantine } from '@/test/render';
import { UserRowMenu } from './user-row-menu';

const user = { id: 'u-1', name: 'Ana Admin', is_trial: false, plan: 'free' } as AdminUser;
const noop = () => undefined;

const renderMenu = () =>
  renderWithMantine(
    <UserRowMenu
      user={user}
      isSelf={false}
      onActivateTrial={noop}
      onDeactivateTrial={noop}
      onMarkPaid={noop}
      onSetPlan={noop}
      onDelete={noop}
    />,
  );

// Keyboard rule (product-rules.md): a menu opened from its button gives the focus back to that
// button when it closes with Escape, the first time too (its items are drawn on the first opening).
describe('a user row menu', () => {
  beforeEach(silenceFocusTrapWarning);

  it('keeps its button and gives it the focus back on Escape, from the first opening on', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Ações para Ana Admin' });
    for (const time of ['first', 'second']) {
      button.focus();
      fireEvent.click(button);
      await screen.findByRole('menu', { hidden: true });
      // In the browser the menu takes the focus itself (e2e/admin-users.e2e.ts); the DOM here
      // has no layout (Mantine's focus trap, and the dropdown counts as hidden), so the test
      // moves the focus as the arrow keys would.
      const item = await screen.findByRole('menuitem', { name: 'Marcar como pago', hidden: true });
      item.focus();
      fireEvent.keyDown(item, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
      // The same element as before the first click, not a copy drawn in its place.
      expect(screen.getByRole('button', { name: 'Ações para Ana Admin' })).toBe(button);
      await waitFor(() => expect(document.activeElement, `${time} closing`).toBe(button));
    }
  });
});
