import { API_PREFIX, contract } from '@sniperads/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { answerCache } from '../../lib/answer-cache';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { ingestAds, searchAds } from './ads.service';
import { searchAdGroups } from './ads-search-groups';
import {
  createIngestLimiter,
  createMemoryAdsWindowStore,
  createRedisAdsWindowStore,
} from './ingest/rate-limit';
import { importFromMeta } from './meta-import.service';

// GET /advertisements/escalated ranks offers, so the offers module serves it.
const { getEscalatedAdvertisements: _servedByOffers, ...libraryRoutes } = contract.ads;

export const adsModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  const memory = createMemoryAdsWindowStore();
  const limiter = createIngestLimiter(
    config.ingest.adsPerMinute,
    app.redis
      ? createRedisAdsWindowStore(app.redis.client, `${app.redis.keyPrefix}ingest:`, memory, app.log)
      : memory,
  );
  // 500 real website items weigh several MiB; every other route keeps the app-wide limit.
  app.addHook('onRoute', (route) => {
    if (route.url === `${API_PREFIX}/advertisements/ingest`) route.bodyLimit = config.ingest.bodyLimit;
  });
  // Search answers hold nothing of the account asking (the library is shared): each validated
  // query's answer is kept once per replica as the bytes sent, least recently used going first
  // past the byte cap, and all of them dropped by any write to the ads (migration 0015's feed).
  // Not compressed: gzip on every miss and gunzip on every hit for clients without it held ~80 MB
  // more RSS under the bench's search load than the plain bytes (zlib's native buffers).
  // The ad search keeps its whole budget (SEARCH_CACHE_MB): the bench's mix of answers (~29 MB)
  // must fit, or a cyclic walk through it misses every time once least recently used go first.
  // The grouped search gets a quarter of it on top.
  const searchBytes = config.cache.searchMaxBytes;
  const answers = answerCache(
    app,
    contract.ads.searchAdvertisements,
    app.changes.cache<Buffer>(['ads'], {
      maxEntries: 100_000,
      maxBytes: searchBytes,
      sizeOf: (bytes) => bytes.byteLength,
    }),
    { perAccount: false },
  );
  // The grouped search is kept the same way, under its own route.
  const groupAnswers = answerCache(
    app,
    contract.ads.searchAdvertisementGroups,
    app.changes.cache<Buffer>(['ads'], {
      maxEntries: 100_000,
      maxBytes: Math.round(searchBytes / 4),
      sizeOf: (bytes) => bytes.byteLength,
    }),
    { perAccount: false },
  );
  // This replica's own writes show on its next search without waiting for the feed.
  const adsWritten = () => app.changes.apply('ads');

  const router = s.router(libraryRoutes, {
    searchAdvertisements: async ({ query, request, reply }) => {
      type Answer = { success: true } & Awaited<ReturnType<typeof searchAds>>;
      const body = await answers.read<Answer>(request, reply, async () => ({
        success: true,
        ...(await searchAds(app.readDb, query)),
      }));
      return { status: 200, body };
    },
    searchAdvertisementGroups: async ({ query, request, reply }) => {
      type Answer = { success: true } & Awaited<ReturnType<typeof searchAdGroups>>;
      const body = await groupAnswers.read<Answer>(request, reply, async () => ({
        success: true,
        ...(await searchAdGroups(app.readDb, query, { window: config.adGroupWindow })),
      }));
      return { status: 200, body };
    },
    importFromMeta: async ({ body, request }) => {
      const totals = await importFromMeta(
        app.db,
        config,
        body,
        {},
        {
          userId: currentUser(request).id,
          onSaved: (due) => {
            adsWritten();
            app.thumbnails.kick(due.thumbnails);
            app.clusters.kick(due.clusters);
            app.radar.kick(due.radar);
          },
        },
      );
      return {
        status: 200,
        body: {
          success: true,
          data: totals,
          message:
            totals.error ?? `${totals.received} anúncio(s) recebido(s) da Meta em ${totals.pages} página(s)`,
        },
      };
    },
    ingestAdvertisements: async ({ body, request }) => {
      const user = currentUser(request);
      const tokenId = request.auth?.kind === 'token' ? request.auth.tokenId : null;
      // Per-account pacing protects the shared library from one runaway extension (admins' own
      // sessions, the admin import and the Meta connector run server-side and are not paced).
      if (request.auth?.kind === 'token' || !user.isAdmin) await limiter.take(user.id, body.ads);
      const { thumbnailsDue, clustersDue, radarDue, ...summary } = await ingestAds(app.db, body.ads, {
        source: tokenId ? 'extension' : 'admin',
        userId: user.id,
        tokenId,
        // The admin import screen (a session) is trusted; a capture from the extension is one user's
        // observation, whoever holds the token (an admin's included).
        trusted: !tokenId,
      });
      adsWritten();
      // Shared fairly between accounts: one account's slow image hosts never hold another's.
      app.thumbnails.kick(thumbnailsDue, user.id);
      app.clusters.kick(clustersDue);
      // Follows are matched after the answer, in the background (modules/radar).
      app.radar.kick(radarDue);
      return {
        status: 200,
        body: {
          success: true,
          data: summary,
          message: `${summary.created} criado(s), ${summary.updated} atualizado(s), ${summary.unchanged} sem mudança, ${summary.rejected} rejeitado(s)`,
        },
      };
    },
  });
  registerContractRouter(app, router, { serializer: 'schema' });
};
