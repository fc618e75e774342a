import {
  type CreateFollowSchema,
  type Follow,
  followUrl,
  OfferDomainParamSchema,
  PLAN_LIMIT_MESSAGES,
  RADAR_MESSAGES,
  type Radar,
  type SearchRule,
  searchFollowKey,
  searchFollowLabel,
} from '@sniperads/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { RadarAlertRow, RadarFollowRow, UserRow } from '../../db/schema';
import { iso } from '../../db/sql';
import { conflict, notFound, planLimit } from '../../lib/app-error';
import { loggableError } from '../../lib/loggable-error';
import { limitsOf, planOf } from '../users/plan';
import { type Deliver, noDelivery, toNotifyItems } from './radar.alerts';
import { evaluateStates, offerScale, type RadarDue, scanBatch } from './radar.detect';
import * as repo from './radar.repo';

/** Alerts a follow shows on the radar (the newest). */
const ALERTS_PER_FOLLOW = 5;

type FollowCounts = Pick<Follow, 'since_visit' | 'velocity' | 'alerts'>;

const EMPTY: FollowCounts = {
  since_visit: { new_ads: 0, stopped_ads: 0, new_pages: 0, new_creatives: 0 },
  velocity: { new_ads_7d: 0, active_ads: null, score: null, level: null },
  alerts: [],
};

const toFollow = (row: RadarFollowRow, counts: FollowCounts = EMPTY): Follow => {
  const search = row.kind === 'search' ? (row.search as SearchRule) : null;
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    label: row.label,
    url: followUrl(row.kind, row.key, search),
    search,
    min_new_ads: row.minNewAds,
    created_at: iso(row.createdAt),
    last_visited_at: iso(row.lastVisitedAt),
    ...counts,
  };
};

const toAlert = (row: RadarAlertRow, visitedAt: Date) => ({
  id: row.id,
  rule: row.rule,
  title: row.title,
  body: row.body,
  url: row.url,
  created_at: iso(row.createdAt),
  unseen: row.createdAt > visitedAt,
});

export const createRadarService = (opts: { db: Db; log: FastifyBaseLogger; deliver?: Deliver }) => {
  const { db, log } = opts;
  let deliver = opts.deliver ?? noDelivery;

  const raise = async (alerts: Awaited<ReturnType<typeof scanBatch>>) => {
    if (alerts.length === 0) return;
    try {
      const thumbnails = await repo.alertThumbnails(
        db,
        alerts.map((a) => a.followId),
      );
      await deliver(toNotifyItems(alerts, thumbnails));
    } catch (err) {
      log.error({ reason: loggableError(err).message, alerts: alerts.length }, 'radar alerts not delivered');
    }
  };

  /** Matches a batch now and delivers its alerts; answers them (tests, the bench). */
  const scan = async (due: RadarDue, now = new Date()) => {
    const alerts = await scanBatch(db, due, now);
    await raise(alerts);
    return alerts;
  };

  // Batches are matched one after another, after the ingest answered; a failure is logged, never thrown.
  let queue: Promise<void> = Promise.resolve();
  const kick = (due: RadarDue) => {
    if (due.created.length === 0 && due.stopped.length === 0) return;
    queue = queue
      .then(() => scan(due))
      .then(
        () => undefined,
        (err: unknown) => log.error({ reason: loggableError(err).message }, 'radar change detection failed'),
      );
  };

  /** The daily rollups: 'escalando' and 'parou' of every followed offer and advertiser, once per domain or page. */
  const rollups = async (now = new Date()) => {
    const alerts = await repo.insertAlerts(db, await evaluateStates(db, await repo.stateFollows(db), now));
    await raise(alerts);
    return alerts;
  };

  const list = async (user: UserRow): Promise<Radar> => {
    const rows = await repo.listFollows(db, user.id);
    const since = new Map((await repo.sinceVisit(db, user.id)).map((r) => [r.follow_id, r]));
    const offers = new Map(
      (
        await repo.offerStates(
          db,
          rows.filter((r) => r.kind === 'offer').map((r) => r.key),
        )
      ).map((s) => [s.landing_domain, s]),
    );
    const pages = new Map(
      (
        await repo.pageStates(
          db,
          rows.filter((r) => r.kind === 'advertiser').map((r) => r.key),
        )
      ).map((s) => [s.page_id, s]),
    );
    const alerts = new Map<string, RadarAlertRow[]>();
    for (const a of await repo.recentAlerts(db, user.id, rows.length * ALERTS_PER_FOLLOW)) {
      const list = alerts.get(a.followId) ?? [];
      if (list.length < ALERTS_PER_FOLLOW) alerts.set(a.followId, [...list, a]);
    }
    const follows = rows.map((row) => {
      const s = since.get(row.id);
      const offer = row.kind === 'offer' ? offers.get(row.key) : undefined;
      const page = row.kind === 'advertiser' ? pages.get(row.key) : undefined;
      const scale = offer ? offerScale(offer) : null;
      return toFollow(row, {
        since_visit: {
          new_ads: s?.new_ads ?? 0,
          stopped_ads: s?.stopped_ads ?? 0,
          new_pages: s?.new_pages ?? 0,
          new_creatives: s?.new_creatives ?? 0,
        },
        velocity: {
          new_ads_7d: Number(offer?.new_ads_7d ?? page?.new_ads_7d ?? s?.new_ads_7d ?? 0),
          active_ads: offer ? Number(offer.active_ads) : page ? Number(page.active_ads) : null,
          score: scale?.score ?? null,
          level: scale?.level ?? null,
        },
        alerts: (alerts.get(row.id) ?? []).map((a) => toAlert(a, row.lastVisitedAt)),
      });
    });
    return { follows, limit: limitsOf(user).follows, used: rows.length };
  };

  const follow = async (user: UserRow, input: z.output<typeof CreateFollowSchema>, now = new Date()) => {
    let key: string;
    let label: string;
    let search: SearchRule | null = null;
    if (input.kind === 'offer') {
      key = OfferDomainParamSchema.parse(input.target);
      if (!(await repo.domainExists(db, key))) throw notFound(RADAR_MESSAGES.offerNotFound);
      label = key;
    } else if (input.kind === 'advertiser') {
      key = input.target ?? '';
      const name = await repo.pageName(db, key);
      if (name === null) throw notFound(RADAR_MESSAGES.advertiserNotFound);
      label = name;
    } else {
      search = Object.fromEntries(
        Object.entries(input.search ?? {}).filter(([, v]) => v !== undefined),
      ) as SearchRule;
      key = searchFollowKey(search);
      label = searchFollowLabel(search);
    }
    const limit = limitsOf(user).follows;
    const row = await db.transaction(async (tx) => {
      await repo.lockFollowsOf(tx, user.id);
      if ((await repo.countFollows(tx, user.id)) >= limit)
        throw planLimit(PLAN_LIMIT_MESSAGES.follows(limit, planOf(user).plan));
      return repo.insertFollow(tx, {
        userId: user.id,
        kind: input.kind,
        key,
        label,
        search,
        minNewAds: input.min_new_ads,
        lastVisitedAt: now,
        createdAt: now,
      });
    });
    if (!row) throw conflict(RADAR_MESSAGES.duplicate);
    // The baseline: the offer's level and active ads now, so following never alerts on what exists.
    if (row.kind !== 'search')
      await evaluateStates(
        db,
        [
          {
            id: row.id,
            user_id: row.userId,
            kind: row.kind,
            key: row.key,
            label: row.label,
            search: null,
            min_new_ads: row.minNewAds,
            level: null,
            active_ads: null,
            created_at: row.createdAt,
          },
        ],
        now,
        { baseline: true },
      );
    return toFollow(row);
  };

  return {
    list,
    follow,
    async unfollow(userId: string, id: string) {
      if (!(await repo.deleteFollow(db, userId, id))) throw notFound(RADAR_MESSAGES.notFound);
    },
    async visit(userId: string, id: string, now = new Date()) {
      if (!(await repo.visitFollow(db, userId, id, now))) throw notFound(RADAR_MESSAGES.notFound);
    },
    scan,
    kick,
    rollups,
    /** Waits for the batches kicked so far (tests, shutdown). */
    idle: () => queue,
    /** Where new alerts go (the notifications module's notify, wired in app.ts). */
    setDeliver(next: Deliver) {
      deliver = next;
    },
  };
};
export type RadarService = ReturnType<typeof createRadarService>;
