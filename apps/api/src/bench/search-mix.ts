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

/** [term, its niche]: the niche filter is added one time in three. */
export const LOAD_TERMS: [string, string | null][] = [
  ['saúde', 'saude'],
  ['saude natural', 'saude'],
  ['sono', 'saude'],
  ['glicose', 'saude'],
  ['articulações', 'saude'],
  ['emagrecer', 'emagrecimento'],
  ['barriga', 'emagrecimento'],
  ['termogenico', 'emagrecimento'],
  ['detox', 'emagrecimento'],
  ['dieta', 'emagrecimento'],
  ['carro', 'automoveis'],
  ['seminovos', 'automoveis'],
  ['pneus', 'automoveis'],
  ['crédito', 'financas'],
  ['investimento', 'financas'],
  ['renda extra', 'financas'],
  ['pele', 'beleza'],
  ['cabelo', 'beleza'],
  ['maquiagem', 'beleza'],
  ['curso', 'educacao'],
  ['concurso', 'educacao'],
  ['ingles', 'educacao'],
  ['ração', 'pets'],
  ['cachorro', 'pets'],
  ['cozinha', 'casa'],
  ['vestido', 'moda'],
  ['tênis', 'moda'],
  ['celular', 'tecnologia'],
  ['fone', 'tecnologia'],
  ['viagem', 'viagens'],
  ['pousada', 'viagens'],
  ['cruzeiro natal', 'viagens'],
  ['frete grátis', null],
  ['garantia', null],
  ['promoção', null],
  ['depoimento', null],
];

const PLATFORMS = [null, 'instagram', 'facebook', null, 'messenger'];
const SORTS = ['relevance', 'newest', 'longest_running', 'relevance'];

/** The i-th request of the load: term i, its niche one time in three, status, platform and sort in turn. */
export const loadPath = (i: number) => {
  const [term, niche] = LOAD_TERMS[i % LOAD_TERMS.length]!;
  const round = Math.floor(i / LOAD_TERMS.length);
  const query = new URLSearchParams({ search: term, per_page: '20' });
  if (niche && (i + round) % 3 === 0) query.set('niche', niche);
  if ((i + round) % 2 === 0) query.set('status', 'active');
  const platform = PLATFORMS[(i + round) % PLATFORMS.length];
  if (platform) query.set('platform', platform);
  query.set('sort', SORTS[(i + round) % SORTS.length]!);
  return `/api/advertisements/?${query}`;
};
