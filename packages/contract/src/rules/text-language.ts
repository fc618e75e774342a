/**
 * Cheap language evidence for the niche rules, which are written in Brazilian Portuguese: once
 * accents are stripped, words of other languages look like Portuguese ones (Vietnamese 'cao',
 * "high", becomes the 'cão' of pet ads). Counts function words and letters each language has;
 * no dictionary, no model.
 */

// Function words Portuguese has and English, Spanish and Vietnamese do not write the same way
// (so no 'a', 'o', 'e', 'de', 'que', 'para', 'no', 'como', which they share).
const PORTUGUESE = new Set(
  (
    'da do das dos em na nas nos com não um uma uns umas é os ao aos à às pelo pela pelos pelas seu sua ' +
    'seus suas você vocês voce mais sem até já também muito muita isso esse essa este esta nosso nossa ' +
    'agora aqui hoje só meu minha tudo quem então ou são está estão tem têm foi ser até cada'
  ).split(' '),
);
const ENGLISH = new Set(
  (
    'the and of to for with your you is are on in this our get now from at by it be will all we can ' +
    'that what who how more free new today only best shop'
  ).split(' '),
);
const SPANISH = new Set(
  'el los las del y con una es en lo su sus muy pero hay también tu usted nuestro nuestra ahora aquí hoy'.split(
    ' ',
  ),
);
const VIETNAMESE = new Set(
  'và của có không được cho là một những các với này thì đã để trong người khi bạn mình rất chỉ'.split(' '),
);
/** Words Portuguese shares with Spanish or Vietnamese: evidence only where nothing else speaks. */
const SHARED = new Set('a o e de que para por no como'.split(' '));
/** Portuguese spellings: 'ração', 'coleções', 'mães', 'preço'. */
const PORTUGUESE_SPELLING = /ç|ã[oe]s?$|õ(es|e)$/;
/** Letters only Vietnamese writes (ă, đ, ơ, ư and the dotted/hooked vowels of U+1EA0–U+1EF9). */
const VIETNAMESE_LETTERS = /[ăđơư\u1ea0-\u1ef9]/;

export type LanguageEvidence = { pt: number; en: number; es: number; vi: number; shared: number };

export const languageEvidence = (text: string): LanguageEvidence => {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u);
  const found: LanguageEvidence = { pt: 0, en: 0, es: 0, vi: 0, shared: 0 };
  for (const word of words) {
    if (!word) continue;
    if (PORTUGUESE.has(word) || PORTUGUESE_SPELLING.test(word)) found.pt += 1;
    if (SHARED.has(word)) found.shared += 1;
    if (ENGLISH.has(word)) found.en += 1;
    if (SPANISH.has(word)) found.es += 1;
    if (VIETNAMESE.has(word) || VIETNAMESE_LETTERS.test(word)) found.vi += 1;
  }
  return found;
};

/**
 * The text shows itself as Portuguese: more of its words than of any other language's, or, when
 * no language has words of its own in it, words Portuguese shares with its neighbours.
 */
export const looksPortuguese = (text: string) => {
  const { pt, en, es, vi, shared } = languageEvidence(text);
  const other = Math.max(en, es, vi);
  return pt > other || (pt === 0 && other === 0 && shared > 0);
};
