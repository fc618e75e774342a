import { describe, expect, it } from 'vitest';
import { favoritesAllowance } from './plan-usage';

const usage = (favorites: number, limit: number | null) => ({
  limits: { favorites: limit, folders: limit === null, hidden_interests: limit === null, media_bytes: null },
  usage: { favorites, folders: 0, favorite_interests: 0, tracked_interests: 0, media_bytes: 0 },
});

describe('favorites allowance', () => {
  it('shows "7 de 10 favoritos" on a limited plan', () => {
    expect(favoritesAllowance(usage(7, 10))).toEqual({ text: '7 de 10 favoritos', percent: 70, full: false });
  });

  it('is full at the limit and above it (a downgraded account keeps 14)', () => {
    expect(favoritesAllowance(usage(10, 10)).full).toBe(true);
    expect(favoritesAllowance(usage(14, 10))).toEqual({
      text: '14 de 10 favoritos',
      percent: 100,
      full: true,
    });
  });

  it('says nothing on an unlimited plan or before the answer arrives', () => {
    expect(favoritesAllowance(usage(70, null))).toEqual({ text: null, percent: null, full: false });
    expect(favoritesAllowance(undefined).text).toBeNull();
  });
});
