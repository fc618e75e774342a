import { adArchiveIdOf } from '@sniperads/contract';
import { createApiClient } from '../shared/api-client';
import { contentHash } from '../shared/hash';
import type { ActionResult } from '../shared/messages';
import { checkServerUrl } from '../shared/server-url';
import { readSettings, readStatus } from '../shared/storage';
import { TEXTS } from '../shared/texts';
import type { BackgroundDeps } from './deps';
import { blockSending, ingestWithFallback } from './sender';

export const ALREADY_FAVORITE = 'Este anúncio já está nos seus favoritos.';

/**
 * 'Salvar no SniperAds': the ad is ingested on its own (the answer carries the library's id of
 * it), then favorited, with a folder when the user picked one.
 */
export const saveFavorite = async (
  deps: BackgroundDeps,
  raw: unknown,
  folderId: string | null,
): Promise<ActionResult> => {
  const settings = await readSettings(deps.store);
  const server = checkServerUrl(settings.serverUrl);
  if (!settings.token || !server.ok) return { ok: false, message: TEXTS.notConfigured };
  const status = await readStatus(deps.store);
  if (status.authError) return { ok: false, message: status.authError };
  const client = createApiClient(server.url, settings.token, { fetch: deps.fetch, now: deps.now });

  const ingested = await ingestWithFallback(deps, client, [raw], status);
  if (!ingested.ok) {
    if (ingested.kind === 'unauthorized' || ingested.kind === 'forbidden') await blockSending(deps, ingested);
    return { ok: false, message: ingested.message };
  }
  const result = ingested.data.results[0];
  if (!result || result.status === 'rejected' || !result.id)
    return { ok: false, message: TEXTS.favoriteRejected(result?.reason ?? TEXTS.badAnswer) };
  const id = adArchiveIdOf(raw);
  if (id) {
    const hash = contentHash(raw);
    await deps.lock(() => deps.queue.settle([{ id, hash, sent: true }], deps.now()));
  }

  const favorite = await client.favorite(result.id, folderId);
  if (favorite.ok) return { ok: true, message: TEXTS.favoriteSaved };
  if (favorite.kind === 'conflict') return { ok: true, message: ALREADY_FAVORITE };
  // A token without write:favorites may still feed the library: only a 401 stops sending.
  if (favorite.kind === 'unauthorized') await blockSending(deps, favorite);
  return { ok: false, message: favorite.message };
};
