import { describe, expect, it } from 'vitest';
import { chooseStrategy } from './search-strategy';

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

  it('never walks further than the filters have ads', () => {
    const small = { table: 20_000, term: 9_982, filters: 300, niche: null };
    expect(chooseStrategy(small, NEEDED)).toBe('gather');
  });
});
