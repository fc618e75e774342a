import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { PurgeDeletedAccount } from './purge-deleted-account';

const state = vi.hoisted(() => ({ purged: [] as string[] }));

vi.mock('../api/user-contributions', () => ({
  usePurgeUserContributions: () => ({
    isPending: false,
    mutate: (id: string) => state.purged.push(id),
  }),
}));

beforeEach(() => {
  state.purged = [];
});

describe('PurgeDeletedAccount', () => {
  it('purges a deleted account’s captures only after the admin confirms', async () => {
    renderWithMantine(<PurgeDeletedAccount userId="u-9" label="golpe@example.com" />);
    fireEvent.click(screen.getByRole('button', { name: 'Desconsiderar contribuições' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/golpe@example.com \(conta excluída\)/)).toBeTruthy();
    expect(state.purged).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desconsiderar contribuições' }));
    expect(state.purged).toEqual(['u-9']);
  });
});
