/**
 * What `pnpm bench:search` asks the API. The sequential scenarios cover each shape a search takes
 * (rare and common terms, filters, each sort, a deep page, browsing without a term) and the
 * scaled-offer stats; the load mix rotates pt-BR terms as people type them (with and without
 * accents) through filters and sorts, so consecutive requests differ.
 */
export interface Scenario {
  name: string;
  path: string;
  query: Record<string, string>;
}

const search = (name: string, query: Record<string, string>): Scenario => ({
  name,
  path: '/api/advertisements/',
  query: { per_page: '20', ...query },
});

export const SEARCH_SCENARIOS: Scenario[] = [
  search('rare term (`pousada florianópolis`), relevance', { search: 'pousada florianópolis' }),
  search('mid term (`pousada`), relevance', { search: 'pousada' }),
  search('common term (`garantia`), relevance', { search: 'garantia' }),
  search('common term (`garantia`), newest', { search: 'garantia', sort: 'newest' }),
  search('`garantia` + saúde + active + Instagram, newest', {
    search: 'garantia',
    niche: 'saude',
    status: 'active',
    platform: 'instagram',
    sort: 'newest',
  }),
  search('`emagrecer` + emagrecimento + active, relevance', {
    search: 'emagrecer',
    niche: 'emagrecimento',
    status: 'active',
    sort: 'relevance',
  }),
  search('`saude`, longest running', { search: 'saude', sort: 'longest_running' }),
  search('`garantia`, page 30 (offset 580)', { search: 'garantia', sort: 'newest', page: '30' }),
  search('`garantia`, page 60 (offset 1,180), relevance', { search: 'garantia', page: '60' }),
  search('no term, finanças + Facebook, newest', { niche: 'financas', platform: 'facebook' }),
];

export const OFFER_SCENARIOS: Scenario[] = [
  {
    name: 'scaled offers (`/advertisements/is-escalated`, every candidate)',
    path: '/api/advertisements/is-escalated',
    query: { per_page: '20' },
  },
  { name: 'approved offers with stats (`/offers/`)', path: '/api/offers/', query: {} },
];

// The load rotates the same 36 terms and filters as `pnpm bench` (one mix, one place).
export { searchPath as loadPath, TERMS as LOAD_TERMS } from '../../scripts/bench/search-mix.mjs';
