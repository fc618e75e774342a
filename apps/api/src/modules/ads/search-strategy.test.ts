import { describe, expect, it } from 'vitest';
import { chooseStrategy, filtersLast } from './search-strategy';

const NEEDED = 1001;
const at1m = { table: 1_000_000, filters: 1_000_000, niche: null };

describe('chooseStrategy', () => {
  it('reads every match of a rare term and walks for a common one', () => {
    expect(chooseStrategy({ ...at1m, term: 148 }, NEEDED)).toBe('gather');
    expect(chooseStrategy({ ...at1m, term: 2_914 }, NEEDED)).toBe('gather');
    // Half the library: about 2,000 ads walked for 1,001 matches, instead of sorting 500,000.
    expect(chooseStrategy({ ...at1m, term: 498_377 }, NEEDED)).toEqual({ walk: 6026 });
  });

  it('walks a niche for a term of that niche the planner thinks is spread thin', () => {
    // 6 % of the library, all in a 76,000-ad niche: a walk meets a match every 1.3 ads.
    const within = { table: 1_000_000, term: 59_900, filters: 75_574, niche: 160_000 };
    expect(chooseStrategy(within, NEEDED)).toEqual({ walk: 8022 });
    // Without the niche the same filters' size leaves it to the matches' count.
    expect(chooseStrategy({ ...within, niche: null }, NEEDED)).toBe('gather');
  });

  it("reads only the newest ads' matches of a mid-frequency term once the library is large", () => {
    // 1 % of the library, in 'active' (half of it): 47,000 matches to read at 10,000,000 ads, but
    // 1,001 of them among the ~400,000 newest (marking those costs ~27,000 row reads).
    const at10m = { table: 10_000_000, term: 102_333, filters: 4_907_000, niche: null };
    expect(chooseStrategy(at10m, NEEDED)).toEqual({ newest: 398_688 });
    // At 1,000,000 ads the same share has 4,700 matches: reading them all is cheaper.
    const at1mShare = { table: 1_000_000, term: 10_233, filters: 490_700, niche: null };
    expect(chooseStrategy(at1mShare, NEEDED)).toBe('gather');
    // A term common enough to walk is walked, however large the library.
    expect(chooseStrategy({ ...at10m, term: 3_000_000 }, NEEDED)).toEqual({ walk: 10010 });
  });

  it("tests the filters on the rows read when marking the filters' ads would cost more", () => {
    const active = { table: 10_000_000, term: 102_333, filters: 4_907_000, niche: null };
    expect(filtersLast(active, 'gather')).toBe(true);
    expect(filtersLast(active, { newest: 398_688 })).toBe(true);
    // A filter that keeps few ads is ANDed through its index; a walk tests everything anyway.
    expect(filtersLast({ ...active, filters: 9_000 }, 'gather')).toBe(false);
    expect(filtersLast(active, { walk: 10010 })).toBe(false);
  });

  it('never walks further than the filters have ads', () => {
    const small = { table: 20_000, term: 9_982, filters: 300, niche: null };
    expect(chooseStrategy(small, NEEDED)).toBe('gather');
  });
});
