// The ad searches the bench rotates through: pt-BR terms as people type them (with and without
// accents), each with the niche it belongs to, and filters that change from one request to the next.

/** [term, niche] — the niche is applied to every third request of that term. */
export const TERMS = [
  ['saúde', 'saude'],
  ['natural', 'saude'],
  ['sono', 'saude'],
  ['glicose', 'saude'],
  ['articulações', 'saude'],
  ['emagrecer', 'emagrecimento'],
  ['barriga', 'emagrecimento'],
  ['termogênico', 'emagrecimento'],
  ['detox', 'emagrecimento'],
  ['dieta', 'emagrecimento'],
  ['carro', 'automoveis'],
  ['seminovos', 'automoveis'],
  ['financiamento', 'financas'],
  ['crédito', 'financas'],
  ['investimento', 'financas'],
  ['renda extra', 'financas'],
  ['pele', 'beleza'],
  ['cabelo', 'beleza'],
  ['maquiagem', 'beleza'],
  ['curso', 'educacao'],
  ['concurso', 'educacao'],
  ['inglês', 'educacao'],
  ['namoro', 'relacionamento'],
  ['cachorro', 'pets'],
  ['ração', 'pets'],
  ['decoração', 'casa'],
  ['cozinha', 'casa'],
  ['vestido', 'moda'],
  ['tênis', 'moda'],
  ['celular', 'tecnologia'],
  ['fone', 'tecnologia'],
  ['viagem', 'viagens'],
  ['pousada', 'viagens'],
  ['frete grátis', null],
  ['garantia', null],
  ['promoção', null],
];

const PLATFORMS = [null, 'instagram', 'facebook', null, 'messenger'];
const SORTS = ['relevance', 'newest', 'longest_running', 'relevance'];

/** The i-th search of the rotation: term i, its niche one time in three, status/platform/sort in turn. */
export const searchPath = (i) => {
  const [term, niche] = TERMS[i % TERMS.length];
  const round = Math.floor(i / TERMS.length);
  const query = new URLSearchParams({ search: term });
  if (niche && (i + round) % 3 === 0) query.set('niche', niche);
  if ((i + round) % 2 === 0) query.set('status', 'active');
  const platform = PLATFORMS[(i + round) % PLATFORMS.length];
  if (platform) query.set('platform', platform);
  query.set('sort', SORTS[(i + round) % SORTS.length]);
  query.set('per_page', '20');
  return `/api/advertisements/?${query}`;
};

/** Requests until `searchPath` repeats itself: the terms times the 60 combinations of filters. */
export const SEARCH_CYCLE = TERMS.length * 60;
