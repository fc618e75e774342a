import {
  type AlertFacts,
  alertText,
  type FollowKind,
  followUrl,
  RADAR_NEW_ADS_WINDOW_HOURS,
  type SearchRule,
} from '@sniperads/contract';
import { thumbnailUrl } from '../media/thumbnail-keys';
import type { NotificationItem } from '../notifications/notifications.service';
import type { NewAlert } from './radar.repo';

/** What the radar hands to delivery: the notifications module's item (push and e-mail per the user's settings). */
export type NotifyItem = NotificationItem;
export type Deliver = (items: NotifyItem[]) => Promise<void>;
export const noDelivery: Deliver = async () => {};

export interface AlertedFollow {
  id: string;
  userId: string;
  kind: FollowKind;
  key: string;
  label: string;
  /** A followed search's stored query (its link). */
  search: Record<string, unknown> | null;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const urlOf = (f: AlertedFollow) => followUrl(f.kind, f.key, f.search as SearchRule | null);

/**
 * An alert for a follow, with its pt-BR text, link and dedupe key: one 'novos anúncios' per follow
 * and window, one 'escalando' per follow, level and UTC day, one 'parou' per follow and UTC day.
 */
export const buildAlert = (
  f: AlertedFollow,
  facts: Omit<AlertFacts, 'kind' | 'label'>,
  now: Date,
): NewAlert => {
  const windowHours = facts.windowHours ?? RADAR_NEW_ADS_WINDOW_HOURS;
  const dedupeKey =
    facts.rule === 'new_ads'
      ? `new_ads:${f.id}:${Math.floor(now.getTime() / (windowHours * 3_600_000))}`
      : facts.rule === 'scaling'
        ? `scaling:${f.id}:${facts.level ?? ''}:${utcDay(now)}`
        : `stopped:${f.id}:${utcDay(now)}`;
  return {
    userId: f.userId,
    followId: f.id,
    rule: facts.rule,
    dedupeKey,
    ...alertText({ ...facts, windowHours, kind: f.kind, label: f.label }),
    url: urlOf(f),
  };
};

/**
 * The raised alerts as delivery takes them, each with its follow's archived thumbnail (a path on
 * this server: the service worker resolves it against the app's origin).
 */
export const toNotifyItems = (
  alerts: Pick<NewAlert, 'userId' | 'followId' | 'title' | 'body' | 'url' | 'dedupeKey'>[],
  thumbnails: ReadonlyMap<string, string> = new Map(),
) =>
  alerts.map((a): NotifyItem => {
    const key = thumbnails.get(a.followId);
    return {
      userId: a.userId,
      title: a.title,
      body: a.body,
      url: a.url,
      imageUrl: key ? thumbnailUrl(key) : null,
      dedupeKey: a.dedupeKey,
    };
  });
