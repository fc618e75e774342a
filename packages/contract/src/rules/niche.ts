import { type AdNiche, NICHE_NONE_LABEL } from './ads';
import { NICHE_LEXICON } from './niche-lexicon';
import { looksPortuguese } from './text-language';

// Defined with the niche labels (rules/ads.ts), which must not carry the classifier's lexicon: the
// web's first download reads those labels.
export { NICHE_NONE_LABEL };

/**
 * The version of what inferNiche answers (this file, niche-lexicon.ts, text-language.ts). Bump it
 * when a change would file some stored ad differently: the API re-derives the stored niches once
 * per version, in the background (apps/api/src/modules/ads/niche-rederivation.ts).
 * 2: the language-aware rule (a text that does not read as Portuguese gets no niche).
 */
export const NICHE_RULES_VERSION = 2;

const STRONG_WEIGHT = 3;
const WEAK_WEIGHT = 1;

/** pt-BR normalisation: accents stripped, lower case, split into runs of letters and digits. */
export const nicheTokens = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type WordPattern = { word: string; stem: boolean };
type CompiledTerm = { words: WordPattern[]; weight: number; strong: boolean };

/** A term's words must already be normal tokens; a trailing `*` marks a stem. */
const compileTerm = (term: string, strong: boolean): CompiledTerm => ({
  words: term.split(' ').map((raw) => {
    const stem = raw.endsWith('*');
    const word = stem ? raw.slice(0, -1) : raw;
    if (nicheTokens(word).join(' ') !== word) throw new Error(`niche term not normalised: ${term}`);
    return { word, stem };
  }),
  weight: strong ? STRONG_WEIGHT : WEAK_WEIGHT,
  strong,
});

const LEXICON = (Object.keys(NICHE_LEXICON) as AdNiche[]).map((niche) => ({
  niche,
  terms: [
    ...NICHE_LEXICON[niche].strong.map((t) => compileTerm(t, true)),
    ...NICHE_LEXICON[niche].weak.map((t) => compileTerm(t, false)),
  ],
}));

const wordMatches = (pattern: WordPattern, token: string | undefined) =>
  token !== undefined && (pattern.stem ? token.startsWith(pattern.word) : token === pattern.word);

/** Where each distinct token occurs, so a term is only tried where its first word is. */
type TokenIndex = { tokens: string[]; positions: Map<string, number[]> };

const indexTokens = (tokens: string[]): TokenIndex => {
  const positions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const list = positions.get(token);
    if (list) list.push(i);
    else positions.set(token, [i]);
  });
  return { tokens, positions };
};

const startsOf = (first: WordPattern, { positions }: TokenIndex): number[] => {
  if (!first.stem) return positions.get(first.word) ?? [];
  const starts: number[] = [];
  for (const [token, at] of positions) if (token.startsWith(first.word)) starts.push(...at);
  return starts;
};

const occursIn = (term: CompiledTerm, index: TokenIndex) => {
  const [first, ...rest] = term.words;
  if (!first) return false;
  return startsOf(first, index).some((start) =>
    rest.every((pattern, i) => wordMatches(pattern, index.tokens[start + 1 + i])),
  );
};

export type NicheScore = { niche: AdNiche; score: number; strong: boolean };

/** Each term counts once however often it repeats, so one word shouted ten times is not evidence. */
export const nicheScores = (text: string): NicheScore[] => {
  const index = indexTokens(nicheTokens(text));
  return LEXICON.map(({ niche, terms }) => {
    const found = terms.filter((term) => occursIn(term, index));
    return {
      niche,
      score: found.reduce((sum, term) => sum + term.weight, 0),
      strong: found.some((term) => term.strong),
    };
  }).sort((a, b) => b.score - a.score);
};

/**
 * Best-effort niche of an ad sent without one. Null ('Sem nicho') unless the text reads as
 * Portuguese (the lexicon's language: see text-language.ts) and the leading niche has at least
 * one strong term and strictly more weight than any other: a wrong niche hides an ad from the
 * people filtering for it, an empty one only leaves it unfiled.
 */
export const inferNiche = (text: string): AdNiche | null => {
  if (!looksPortuguese(text)) return null;
  const [first, second] = nicheScores(text);
  if (!first?.strong) return null;
  if (second && second.score === first.score) return null;
  return first.niche;
};
