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

/** Pulls pages from ads_archive and upserts each one into the library as it arrives. */
export const importFromMeta = async (
  db: Db,
  config: Config,
  input: MetaImportOptions,
  clientOptions: { sleep?: (ms: number) => Promise<void>; baseDelayMs?: number } = {},
) => {
  if (!config.meta.accessToken) {
    throw new AppError(
      503,
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
      );
      totals.pages += 1;
      totals.received += ads.length;
      totals.created += summary.created;
      totals.updated += summary.updated;
      totals.rejected += summary.rejected;
    }
  } catch (error) {
    if (error instanceof GraphError) throw graphErrorToAppError(error, META_IMPORT_MESSAGES);
    throw error;
  }
  return totals;
};
