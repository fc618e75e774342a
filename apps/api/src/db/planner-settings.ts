/**
 * Planner settings of the API's own connections. PostgreSQL's default random_page_cost (4) prices a
 * page read at random as four in sequence, as on a spinning disk; the library's pages are in
 * memory or on SSD, where it is about the same. With the default, a term matching a tenth of a
 * 20,000-ad library is searched by testing all 20,000 ads in sequence (≈ 30 ms) instead of
 * reading its 2,000 matches through its index (≈ 5 ms).
 */
export const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;
