import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { ChangeListener } from '../db/change-feed';
import { ScopedCache } from '../lib/scoped-cache';

/** Kinds of change whose owner is an account (migration 0013's triggers name them). */
export const ACCOUNT_KINDS = ['user', 'session', 'favorites', 'interests'] as const;
/** `keywords` and `ads` are shared tables: their changes have no owner (migrations 0013, 0015). */
export const SHARED_KINDS = ['keywords', 'ads'] as const;
export type ChangeKind = (typeof ACCOUNT_KINDS)[number] | (typeof SHARED_KINDS)[number];

export interface CacheOptions<V> {
  maxEntries: number;
  /** A cap on the bytes the cache holds, as `sizeOf` weighs its values (0 turns it off). */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

export interface Changes {
  /** Whether this replica hears every committed write right now (caches are bypassed otherwise). */
  readonly live: boolean;
  /**
   * Applies a change in this process at once, besides the feed: a replica's own writes must not
   * wait for the notification to come back before its next request sees them.
   */
  apply(kind: ChangeKind, owner?: string): void;
  /** Calls `fn` with the owner of every change of `kind`, applied here or heard from the feed. */
  subscribe(kind: ChangeKind, fn: (owner: string) => void): void;
  /** Calls `fn` whenever the feed goes down or comes back. */
  onLiveChange(fn: (live: boolean) => void): void;
  /**
   * A cache bound to the feed: a change of one of `kinds` drops its owner's scope (or everything,
   * for a change without owner); the feed going down or coming back drops everything.
   */
  cache<V>(kinds: ChangeKind[], options: CacheOptions<V>): ScopedCache<V>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The change feed as the app sees it. Besides the database's notifications, every request that
 * may write (anything but GET/HEAD/OPTIONS) by a signed-in account drops that account's cached
 * reads before its answer leaves, so the next request sees the write whatever path made it.
 */
export const changeFeedPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const handlers = new Map<string, ((owner: string) => void)[]>();
    const resets: ((live: boolean) => void)[] = [];
    let live = false;
    const ttlMs = config.cache.ttlSeconds * 1000;

    const dispatch = (kind: string, owner: string) => {
      for (const handler of handlers.get(kind) ?? []) handler(owner);
    };

    const subscribe = (kind: string, fn: (owner: string) => void) => {
      const list = handlers.get(kind) ?? [];
      list.push(fn);
      handlers.set(kind, list);
    };

    const changes: Changes = {
      get live() {
        return live;
      },
      apply: (kind, owner = '') => dispatch(kind, owner),
      subscribe,
      onLiveChange: (fn) => resets.push(fn),
      cache: <V>(kinds: ChangeKind[], options: CacheOptions<V>) => {
        const cache = new ScopedCache<V>({ ...options, ttlMs, enabled: () => live });
        for (const kind of kinds)
          subscribe(kind, (owner) => (owner ? cache.invalidate(owner) : cache.clear()));
        resets.push(() => cache.clear());
        return cache;
      },
    };
    app.decorate('changes', changes);
    // A shared table written (here or, through the feed, by another process): replicas serve its
    // reads again once they have replayed the write, so no cache keeps what a lagging replica saw.
    const { replicas } = app.database;
    if (replicas) for (const kind of SHARED_KINDS) subscribe(kind, () => replicas.fence());

    app.addHook('onSend', (request, _reply, _payload, done) => {
      if (!READ_METHODS.has(request.method) && request.auth) {
        for (const kind of ACCOUNT_KINDS) dispatch(kind, request.auth.user.id);
      }
      done();
    });

    if (ttlMs <= 0) return;
    let listener: ChangeListener | null = null;
    app.addHook('onReady', async () => {
      listener = await app.database.listenChanges(
        {
          onChange: (payload) => {
            const at = payload.indexOf(':');
            if (at < 0) dispatch(payload, '');
            else dispatch(payload.slice(0, at), payload.slice(at + 1));
          },
          onLive: (next) => {
            live = next;
            for (const reset of resets) reset(next);
            if (!next && listener) app.log.warn('change feed down: caches bypassed until it is back');
            else if (next && listener) app.log.info('change feed back: caches in use again');
          },
        },
        { heartbeatMs: config.cache.heartbeatMs },
      );
      if (!live) app.log.warn('change feed not connected yet: caches bypassed until it is');
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: 'change-feed', dependencies: ['db'] },
);
