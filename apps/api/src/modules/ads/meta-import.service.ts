import type { MetaImportInput, MetaImportSchema } from '@sniperads/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { adsArchivePages } from '../../lib/meta-graph/ads-archive';
import {
  createGraphClient,
  GraphApiError,
  isRateLimit,
  MetaTokenError,
} from '../../lib/meta-graph/graph-client';
import { ingestAds } from './ads.service';

export type MetaImportOptions = z.infer<typeof MetaImportSchema>;
export type { MetaImportInput };

/** Pulls pages from ads_archive and upserts each one into the library as it arrives. */
export const importFromMeta = async (
  db: Db,
  config: Config,
  input: MetaImportOptions,
  clientOptions: { sleep?: (ms: number) => Promise<void>; backoffMs?: number } = {},
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
    if (error instanceof MetaTokenError) throw new AppError(503, 'META_TOKEN_INVALID', error.message);
    if (error instanceof GraphApiError) {
      if (isRateLimit(error.code)) throw new AppError(429, 'META_RATE_LIMITED', error.message);
      if (error.status === 0 || error.status >= 500)
        throw new AppError(503, 'META_UNAVAILABLE', error.message);
      throw new AppError(400, 'META_REJECTED', error.message);
    }
    throw error;
  }
  return totals;
};
