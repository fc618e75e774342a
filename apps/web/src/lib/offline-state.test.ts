import { describe, expect, it } from 'vitest';
import { type ObservedQuery, screenOfflineState } from './offline-state';

const query = (
  data: unknown,
  dataUpdatedAt: number,
  { active = true, supporting = false } = {},
): ObservedQuery => ({
  isActive: () => active,
  meta: supporting ? { supporting: true } : undefined,
  state: { data, dataUpdatedAt },
});

const SYNC_A = Date.UTC(2026, 10, 26, 14, 3);
const SYNC_B = Date.UTC(2026, 10, 26, 16, 40);

describe('what a screen shows offline', () => {
  it('shows the stored copy with the time of its oldest answer', () => {
    expect(screenOfflineState([query({ items: [] }, SYNC_B), query({ total: 3 }, SYNC_A)])).toEqual({
      kind: 'cached',
      syncedAt: SYNC_A,
    });
  });

  it('cannot show a screen when anything it reads never reached the device', () => {
    expect(screenOfflineState([query({ total: 3 }, SYNC_A), query(undefined, 0)])).toEqual({
      kind: 'unavailable',
    });
  });

  it('ignores queries of screens that are gone, disabled ones and supporting ones', () => {
    const state = screenOfflineState([
      query(undefined, 0, { active: false }),
      query(undefined, 0, { supporting: true }),
      query({ total: 1 }, SYNC_B),
    ]);
    expect(state).toEqual({ kind: 'cached', syncedAt: SYNC_B });
  });

  it('calls a screen that reads nothing static', () => {
    expect(screenOfflineState([])).toEqual({ kind: 'static' });
    expect(screenOfflineState([query(undefined, 0, { supporting: true })])).toEqual({ kind: 'static' });
  });
});
