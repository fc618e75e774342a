import type { AdIngestSummary } from '@sniperads/contract';
import { type ApiClient, type ApiFailure, type ApiResult, createApiClient } from '../shared/api-client';
import { checkServerUrl } from '../shared/server-url';
import { readSettings, readStatus, type Status, updateStatus, withError } from '../shared/storage';
import { TEXTS } from '../shared/texts';
import { retryDelay } from './backoff';
import type { BackgroundDeps } from './deps';
import { paceBudget, recordPace } from './pace';
import type { QueuedAd } from './queue';
import { ensureSession, sessionKey } from './session';

export type FlushResult = 'not-configured' | 'blocked' | 'waiting' | 'idle' | 'sent' | 'retry';
type BatchOutcome = 'sent' | 'retry' | 'blocked';

/** Batches per flush; what is left goes on the next alarm, so one flush never runs for long. */
export const MAX_BATCHES_PER_FLUSH = 20;
export const NEXT_ROUND_DELAY_MS = 30_000;

const bodyBytes = (ads: QueuedAd[]) =>
  new TextEncoder().encode(JSON.stringify({ ads: ads.map((a) => a.raw) })).length;

/** Cuts a batch into requests that fit the server's body limit; lone items too big come apart. */
export const splitBySize = (ads: QueuedAd[], maxBytes: number) => {
  const fits: QueuedAd[][] = [];
  const tooBig: QueuedAd[] = [];
  const visit = (part: QueuedAd[]) => {
    if (part.length === 0) return;
    if (bodyBytes(part) <= maxBytes) fits.push(part);
    else if (part.length === 1) tooBig.push(part[0]!);
    else {
      const half = Math.ceil(part.length / 2);
      visit(part.slice(0, half));
      visit(part.slice(half));
    }
  };
  visit(ads);
  return { fits, tooBig };
};

/** Authentication and permission failures stop all sending until the options change. */
export const blockSending = async (deps: BackgroundDeps, failure: ApiFailure) => {
  await deps.lock(() =>
    updateStatus(deps.store, (s) => ({
      authError: failure.message,
      nextAttemptAt: null,
      ...withError(s, failure.message, deps.now()),
    })),
  );
  await deps.alarms.clear();
};

const scheduleRetry = async (deps: BackgroundDeps, failure: ApiFailure) => {
  const status = await deps.lock(() =>
    updateStatus(deps.store, (s) => {
      const attempt = s.attempt + 1;
      const nextAttemptAt = deps.now() + retryDelay(attempt, failure.retryAfterMs, deps.random);
      const repeated = s.errors[0]?.message === failure.message;
      return { attempt, nextAttemptAt, ...(repeated ? {} : withError(s, failure.message, deps.now())) };
    }),
  );
  if (status.nextAttemptAt) await deps.alarms.schedule(status.nextAttemptAt);
};

const GZIP_SUSPECTS = new Set<ApiFailure['kind']>(['unsupported-encoding', 'bad-request', 'network']);

/**
 * Sends with gzip. A server that refuses it (415), reads the compressed bytes as broken JSON
 * (400), or whose CORS preflight does not allow Content-Encoding (a network error in the
 * browser) gets the same batch as plain JSON; when that works, plain JSON it is from then on.
 */
export const ingestWithFallback = async (
  deps: BackgroundDeps,
  client: ApiClient,
  raws: unknown[],
  status: Pick<Status, 'plainBodies'>,
): Promise<ApiResult<AdIngestSummary>> => {
  if (status.plainBodies) return client.ingest(raws, false);
  const res = await client.ingest(raws, true);
  if (res.ok || !GZIP_SUSPECTS.has(res.kind)) return res;
  const plain = await client.ingest(raws, false);
  if (plain.ok || !GZIP_SUSPECTS.has(plain.kind)) {
    status.plainBodies = true;
    await deps.lock(() => updateStatus(deps.store, () => ({ plainBodies: true })));
  }
  return plain;
};

const applyResults = async (deps: BackgroundDeps, ads: QueuedAd[], summary: AdIngestSummary) => {
  const byIndex = new Map(summary.results.map((r) => [r.index, r]));
  const rejected = ads.flatMap((ad, i) => {
    const r = byIndex.get(i);
    return r?.status === 'rejected' ? [TEXTS.rejected(r.ad_archive_id ?? ad.id, r.reason ?? '')] : [];
  });
  const now = deps.now();
  await deps.lock(async () => {
    await deps.queue.settle(
      ads.map((ad, i) => ({ id: ad.id, hash: ad.hash, sent: byIndex.get(i)?.status !== 'rejected' })),
      now,
    );
    await updateStatus(deps.store, (s) => {
      let next: Partial<Status> = {};
      for (const message of rejected) next = withError({ ...s, ...next }, message, now);
      return {
        ...next,
        ...recordPace(s, ads.length, now),
        attempt: 0,
        nextAttemptAt: null,
        lastSyncAt: now,
        sentCount: s.sentCount + ads.length - rejected.length,
      };
    });
  });
};

const dropAsRejected = async (deps: BackgroundDeps, ads: QueuedAd[], reason: string) => {
  const now = deps.now();
  await deps.lock(async () => {
    await deps.queue.settle(
      ads.map((a) => ({ id: a.id, hash: a.hash, sent: false })),
      now,
    );
    await updateStatus(deps.store, (s) => {
      let next: Partial<Status> = {};
      for (const ad of ads) next = withError({ ...s, ...next }, TEXTS.rejected(ad.id, reason), now);
      return next;
    });
  });
};

const sendPart = async (
  deps: BackgroundDeps,
  client: ApiClient,
  ads: QueuedAd[],
  status: Status,
): Promise<BatchOutcome> => {
  const res = await ingestWithFallback(
    deps,
    client,
    ads.map((a) => a.raw),
    status,
  );
  if (res.ok) {
    await applyResults(deps, ads, res.data);
    return 'sent';
  }
  switch (res.kind) {
    case 'unauthorized':
    case 'forbidden':
      await blockSending(deps, res);
      return 'blocked';
    case 'too-large':
    case 'bad-request':
    case 'conflict':
    case 'unsupported-encoding': {
      // The server refused this body as a whole: halve until the culprit stands alone.
      if (ads.length === 1) {
        await dropAsRejected(deps, ads, res.message);
        return 'sent';
      }
      const half = Math.ceil(ads.length / 2);
      const first = await sendPart(deps, client, ads.slice(0, half), status);
      if (first !== 'sent') return first;
      return sendPart(deps, client, ads.slice(half), status);
    }
    default:
      await scheduleRetry(deps, res);
      return 'retry';
  }
};

/**
 * Sends what is queued, in batches the session allows. Failures that may pass (offline, 5xx,
 * 429) leave the queue as it is and set an alarm; 401/403 stop everything until the options change.
 */
export const flushQueue = async (deps: BackgroundDeps, force = false): Promise<FlushResult> => {
  const settings = await readSettings(deps.store);
  const server = checkServerUrl(settings.serverUrl);
  if (!settings.token || !server.ok) return 'not-configured';
  const status = await readStatus(deps.store);
  if (status.authError) return 'blocked';
  if (!force && status.nextAttemptAt !== null && status.nextAttemptAt > deps.now()) return 'waiting';
  if ((await deps.queue.size()) === 0) return 'idle';

  const client = createApiClient(server.url, settings.token, { fetch: deps.fetch, now: deps.now });
  const session = await ensureSession(deps.store, client, sessionKey(server.url, settings.token), deps.now());
  if (!session.ok) {
    if (session.kind === 'unauthorized' || session.kind === 'forbidden') {
      await blockSending(deps, session);
      return 'blocked';
    }
    await scheduleRetry(deps, session);
    return 'retry';
  }
  const { maxBatch, maxBodyBytes, adsPerMinute } = session.session;
  for (let round = 0; round < MAX_BATCHES_PER_FLUSH; round++) {
    const pace = paceBudget(adsPerMinute, await readStatus(deps.store), deps.now());
    if (pace.budget <= 0) {
      await deps.alarms.schedule(pace.reopensAt);
      return 'waiting';
    }
    const batch = await deps.lock(() => deps.queue.peek(Math.min(maxBatch, pace.budget)));
    if (batch.length === 0) return 'sent';
    const { fits, tooBig } = splitBySize(batch, maxBodyBytes);
    if (tooBig.length) await dropAsRejected(deps, tooBig, TEXTS.tooLarge);
    for (const part of fits) {
      const outcome = await sendPart(deps, client, part, status);
      if (outcome !== 'sent') return outcome;
    }
  }
  if ((await deps.queue.size()) > 0) await deps.alarms.schedule(deps.now() + NEXT_ROUND_DELAY_MS);
  return 'sent';
};
