import type { MetaImportInput, MetaImportSchema } from '@sniperads/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createGraphClient, GraphError, graphErrorToAppError } from '../../lib/meta-graph';
import { adsArchivePages } from '../../lib/meta-graph/ads-archive';
import { ingestAds } from './ads.service';

const META_IMPORT_MESSAGES = {
  token: 'O token de acesso da Meta expirou ou é inválido. Gere um novo token e atualize META_ACCESS_TOKEN.',
  rateLimited: 'A Meta limitou as consultas à Biblioteca de Anúncios. Tente novamente em alguns minutos.',
  unavailable: 'A API da Meta não respondeu. Tente novamente em instantes.',
  rejected: 'A Meta recusou a consulta. Revise os filtros (países, datas, páginas) e tente de novo.',
};

export type MetaImportOptions = z.infer<typeof MetaImportSchema>;
export type { MetaImportInput };

/**
 * Pulls pages from ads_archive and upserts each one into the library as it arrives. A failure after
 * the first page ends the import early but still answers what was saved (`complete: false`).
 */
export const importFromMeta = async (
  db: Db,
  config: Config,
  input: MetaImportOptions,
  clientOptions: { sleep?: (ms: number) => Promise<void>; baseDelayMs?: number } = {},
  /** The admin who ran it (the observation's who) and what to do with ads whose thumbnail is due. */
  run: {
    userId?: string | null;
    onSaved?: (due: {
      thumbnails: string[];
      clusters: string[];
      radar: { created: string[]; stopped: string[] };
    }) => void;
  } = {},
) => {
  if (!config.meta.accessToken) {
    throw new AppError(
      'META_NOT_CONFIGURED',
      'A conexão com a Meta não está configurada (defina META_ACCESS_TOKEN).',
    );
  }
  const client = createGraphClient({
    accessToken: config.meta.accessToken,
    version: config.meta.graphVersion,
    baseUrl: config.meta.graphUrl,
    ...clientOptions,
  });
  const { max_pages, ...query } = input;
  const totals = { pages: 0, received: 0, created: 0, updated: 0, rejected: 0 };
  try {
    for await (const ads of adsArchivePages(client, query, max_pages)) {
      // Countries are a request parameter, not a field of each ad.
      const summary = await ingestAds(
        db,
        ads.map((ad) => ({ ...ad, ad_reached_countries: query.ad_reached_countries })),
        { source: 'meta', userId: run.userId ?? null, tokenId: null, trusted: true },
      );
      run.onSaved?.({
        thumbnails: summary.thumbnailsDue,
        clusters: summary.clustersDue,
        radar: summary.radarDue,
      });
      totals.pages += 1;
      totals.received += ads.length;
      totals.created += summary.created;
      // Seen again counts as refreshed: last_seen_at moved even when nothing else did.
      totals.updated += summary.updated + summary.unchanged;
      totals.rejected += summary.rejected;
    }
  } catch (error) {
    const failure = error instanceof GraphError ? graphErrorToAppError(error, META_IMPORT_MESSAGES) : error;
    // Nothing saved yet: the error is the whole answer. Otherwise the saved pages must be reported.
    if (!(failure instanceof AppError) || totals.pages === 0) throw failure;
    return { ...totals, complete: false, error: partialImportMessage(totals, failure.message) };
  }
  return { ...totals, complete: true, error: null };
};

export const partialImportMessage = (
  totals: { pages: number; created: number; updated: number },
  reason: string,
) =>
  `${(totals.created + totals.updated).toLocaleString('pt-BR')} anúncio(s) gravado(s) de ${totals.pages} página(s); ` +
  `a página ${totals.pages + 1} falhou: ${reason}`;
