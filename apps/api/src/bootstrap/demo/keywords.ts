import type { KeywordDifficulty } from '@sniperads/contract';
import type { NewKeywordRow } from '../../db/schema';
import { countKeywords, insertKeywords } from '../../modules/keywords/keywords.repo';
import type { DemoSeeder } from './index';
import { FAMILY_NOTES } from './keyword-families';
import { INTENT_ANGLES, type Modifier, NICHE_SEEDS } from './keywords-data';
import { seededRandom } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;

const roundVolume = (n: number) =>
  n >= 1000 ? Math.round(n / 100) * 100 : Math.max(10, Math.round(n / 10) * 10);

const difficultyFor = (intent: Modifier['intent'], r: number): KeywordDifficulty | null => {
  if (r < 0.06) return null;
  if (intent === 'principal') return r < 0.7 ? 'hard' : 'medium';
  if (intent === 'comercial' || intent === 'comparação')
    return r < 0.45 ? 'medium' : r < 0.8 ? 'hard' : 'easy';
  return r < 0.6 ? 'easy' : 'medium';
};

/** 'como {t}' on 'como conquistar…' would read 'como como…': such pairs are skipped. */
const phrase = (pattern: string, term: string) => {
  const first = pattern.split(' ')[0];
  if (pattern.startsWith('{t}') === false && term.startsWith(`${first} `)) return null;
  return pattern.replace('{t}', term);
};

/** The demo keyword bank: every core term plus a deterministic sample of its long-tail variants. */
export const buildDemoKeywords = (now = Date.now()): NewKeywordRow[] => {
  const random = seededRandom(20_251_121);
  const rows: NewKeywordRow[] = [];
  for (const seed of NICHE_SEEDS) {
    for (const term of seed.terms) {
      for (const modifier of seed.modifiers) {
        const head = modifier.intent === 'principal' && modifier.pattern === '{t}';
        if (!head && random() > 0.62) continue;
        const text = phrase(modifier.pattern, term);
        if (!text) continue;
        const scale = head ? 0.3 + random() * 1.3 : 0.03 + random() * 0.32;
        rows.push({
          keyword: text,
          niche: seed.niche,
          description: `${FAMILY_NOTES[term] ?? ''} ${INTENT_ANGLES[modifier.intent]}`.trim(),
          searchVolume: random() < 0.04 ? null : roundVolume(seed.baseVolume * scale),
          difficulty: difficultyFor(modifier.intent, random()),
          tags: [...seed.tags, term, modifier.intent],
          usageCount: 0,
          createdAt: new Date(now - Math.floor(random() * 120 * DAY_MS)),
        });
      }
    }
  }
  return rows;
};

export const keywordsSeeder: DemoSeeder = {
  name: 'keywords',
  async seed({ db, log }) {
    if ((await countKeywords(db)) > 0) return;
    const rows = buildDemoKeywords();
    for (let i = 0; i < rows.length; i += 200) await insertKeywords(db, rows.slice(i, i + 200));
    log.info({ count: rows.length }, 'demo keywords loaded');
  },
};
