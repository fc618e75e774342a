/** Keyword rules shared by the API and the screens (docs/product-rules.md). */

export const KEYWORD_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type KeywordDifficulty = (typeof KEYWORD_DIFFICULTIES)[number];

export const DIFFICULTY_LABELS: Record<KeywordDifficulty, string> = {
  easy: 'Fácil',
  medium: 'Médio',
  hard: 'Difícil',
};

/** Mantine colour per difficulty, so every screen paints a level the same way. */
export const DIFFICULTY_COLORS: Record<KeywordDifficulty, string> = {
  easy: 'green',
  medium: 'yellow',
  hard: 'red',
};

export const KEYWORD_MESSAGES = {
  keywordRequired: 'A palavra-chave é obrigatória',
  nicheRequired: 'O nicho é obrigatório',
  notFound: 'Palavra-chave não encontrada',
  created: 'Palavra-chave criada com sucesso!',
  updated: 'Palavra-chave atualizada com sucesso!',
  deleted: 'Palavra-chave excluída com sucesso!',
  duplicated: 'Palavra-chave duplicada com sucesso!',
  missingId: 'ID da palavra-chave não encontrado',
  volumeInvalid: 'O volume de busca deve ser um número inteiro maior ou igual a zero',
  searchRequired: 'Digite um termo para buscar',
} as const;

/** A keyword is kept once per niche (case and surrounding spaces ignored). */
export const keywordExistsMessage = (keyword: string, niche: string) =>
  `A palavra-chave "${keyword}" já existe no nicho ${niche}.`;

export const DUPLICATE_SUFFIX = ' (cópia)';

/** 'a, b ,, c' -> ['a', 'b', 'c']: split by comma, trimmed, empties and repeats dropped. */
export const parseTags = (text: string) => {
  const seen = new Set<string>();
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) seen.add(tag);
  }
  return [...seen];
};

export interface KeywordFormValues {
  keyword: string;
  niche: string;
  description: string;
  search_volume: number | string | null;
  difficulty: KeywordDifficulty | 'undefined' | null;
  tags: string;
}

export interface KeywordPayload {
  keyword: string;
  niche: string;
  description?: string;
  search_volume?: number;
  difficulty?: KeywordDifficulty;
  tags?: string[];
}

/**
 * Form -> request body (docs/product-rules.md, Validation): required fields trimmed; each
 * optional field is sent only when set (description non-empty, volume a positive integer,
 * difficulty chosen, ≥ 1 tag).
 */
export const keywordFormToPayload = (values: KeywordFormValues): KeywordPayload => {
  const payload: KeywordPayload = { keyword: values.keyword.trim(), niche: values.niche.trim() };
  const description = values.description.trim();
  if (description) payload.description = description;
  const volume =
    typeof values.search_volume === 'string' ? Number(values.search_volume) : values.search_volume;
  if (typeof volume === 'number' && Number.isInteger(volume) && volume > 0) payload.search_volume = volume;
  if (values.difficulty && values.difficulty !== 'undefined') payload.difficulty = values.difficulty;
  const tags = parseTags(values.tags);
  if (tags.length > 0) payload.tags = tags;
  return payload;
};

/** A copy of a keyword with '(cópia)' appended; every other curated field carried over. */
export const duplicateKeywordPayload = (source: {
  keyword: string;
  niche: string;
  description: string | null;
  search_volume: number | null;
  difficulty: KeywordDifficulty | null;
  tags: string[];
}): KeywordPayload => ({
  keyword: `${source.keyword}${DUPLICATE_SUFFIX}`,
  niche: source.niche,
  ...(source.description ? { description: source.description } : {}),
  ...(source.search_volume !== null ? { search_volume: source.search_volume } : {}),
  ...(source.difficulty ? { difficulty: source.difficulty } : {}),
  ...(source.tags.length ? { tags: source.tags } : {}),
});

export const KEYWORD_PAGE_SIZES = [25, 50, 100] as const;
