import {
  INTEREST_MESSAGES,
  type InterestLanguage,
  type InterestSearchParams,
  type InterestSearchResult,
  paginationMeta,
} from '@sniperads/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { type GraphClient, GraphError, graphErrorToAppError } from '../../lib/meta-graph';
import { TtlCache } from '../../lib/ttl-cache';
import { searchCatalogue, upsertInterests } from './catalogue.repo';
import { metaToRow, toInterest } from './interest-view';
import { searchTargeting } from './meta-targeting';

/** Interest answers are cached 5 minutes per (term, language) and swept every 5 minutes. */
export const INTEREST_CACHE_TTL_MS = 5 * 60 * 1000;

/** Every match for a (term, language), cached; a request pages through it. */
type FullResult = Omit<InterestSearchResult, 'meta'>;

export interface InterestSearchDeps {
  db: DbOrTx;
  /** Present when META_ACCESS_TOKEN is configured. */
  graph: GraphClient | null;
  log?: FastifyBaseLogger;
  now?: () => number;
}

const normaliseTerm = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

export const createInterestSearch = ({ db, graph, log, now }: InterestSearchDeps) => {
  const cache = new TtlCache<FullResult>({ ttlMs: INTEREST_CACHE_TTL_MS, now, maxEntries: 2000 });

  const fromCatalogue = async (term: string, language: InterestLanguage, notice: string | null) => {
    const matches = await searchCatalogue(db, term, language);
    const items = matches.map((m, i) =>
      toInterest(m.row, language, { term, rank: i + 1, viaSuggestion: m.via === 'path' }),
    );
    return result(term, language, 'catalogo', notice, items);
  };

  const fromMeta = async (client: GraphClient, term: string, language: InterestLanguage) => {
    const { direct, suggested } = await searchTargeting(client, term, language);
    const rows = [...direct, ...suggested].map((m) => metaToRow(m, language));
    await upsertInterests(db, rows);
    const items = rows.map((row, i) =>
      // Everything after the direct matches came from suggestion expansion.
      toInterest(row, language, { term, rank: i + 1, viaSuggestion: i >= direct.length }),
    );
    return result(term, language, 'meta', null, items);
  };

  // Identical searches arriving together share one Meta round trip.
  const inflight = new Map<string, Promise<FullResult>>();

  const lookup = (term: string, language: InterestLanguage): Promise<FullResult> => {
    const key = `${language}:${normaliseTerm(term)}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    const running = inflight.get(key);
    if (running) return running;
    const promise = fetchAnswer(key, term, language).finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  };

  const fetchAnswer = async (key: string, term: string, language: InterestLanguage): Promise<FullResult> => {
    let answer: FullResult;
    if (graph) {
      try {
        answer = await fromMeta(graph, term, language);
      } catch (error) {
        if (!(error instanceof GraphError)) throw error;
        log?.warn({ err: error, code: error.code, kind: error.kind }, 'meta targeting search failed');
        // A bad token or a query Meta refuses (code 100) is the answer: the catalogue would hide it.
        if (error.kind === 'token' || error.kind === 'invalid_parameter')
          throw graphErrorToAppError(error, messages);
        // Meta is busy or down: what the catalogue already knows beats an error; not cached, so
        // the next search tries Meta again.
        const fallback = await fromCatalogue(term, language, INTEREST_MESSAGES.metaFallback);
        if (fallback.total === 0) throw graphErrorToAppError(error, messages);
        return fallback;
      }
    } else {
      answer = await fromCatalogue(term, language, null);
    }
    cache.set(key, answer);
    return answer;
  };

  return {
    cache,
    /** One page of the answer (page 1 unless asked). */
    async search(
      query: Omit<InterestSearchParams, 'page'> & { page?: number },
    ): Promise<InterestSearchResult> {
      const page = query.page ?? 1;
      const full = await lookup(query.search, query.language);
      const pool = query.only_hidden ? full.items.filter((i) => i.hidden) : full.items;
      const start = (page - 1) * query.limit;
      return {
        ...full,
        items: pool.slice(start, start + query.limit),
        meta: paginationMeta(pool.length, page, query.limit),
      };
    },
    /** Called by the module's timer; returns how many expired answers were dropped. */
    sweep: () => cache.sweep(),
  };
};

const messages = {
  token: INTEREST_MESSAGES.metaToken,
  rateLimited: INTEREST_MESSAGES.metaRateLimited,
  unavailable: INTEREST_MESSAGES.metaUnavailable,
};

const result = (
  term: string,
  language: InterestLanguage,
  source: 'meta' | 'catalogo',
  notice: string | null,
  items: FullResult['items'],
): FullResult => ({
  term,
  language,
  source,
  notice,
  total: items.length,
  hidden_total: items.filter((i) => i.hidden).length,
  items,
});

export type InterestSearch = ReturnType<typeof createInterestSearch>;
