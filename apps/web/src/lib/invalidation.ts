import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  adKeys,
  adminKeys,
  dashboardKeys,
  favoriteKeys,
  folderKeys,
  interestKeys,
  keywordKeys,
  notificationKeys,
  offerKeys,
  planKeys,
  radarKeys,
  studioKeys,
  tokenKeys,
  tutorialKeys,
} from './query-keys';

/**
 * The swipe file is one set of records seen from four screens: a favorite shows its folder and
 * whether it is in the studio, folders and the studio list favorites, the dashboard counts them
 * all. Any change to one of them refreshes the four.
 */
const SWIPE_FILE = [favoriteKeys.all, folderKeys.all, studioKeys.all, dashboardKeys.all] as const;

/**
 * What changed → which queries (by key prefix) are refetched. Every write names its change here
 * (`invalidates` of lib/use-app-mutation.ts).
 */
export const AFTER = {
  /** Saved from the favorites screen, the extension, or a heart on an ad or offer card. */
  'favorite-added': [...SWIPE_FILE, adKeys.favorited(), planKeys.all],
  /** Deleted from the favorites screen, a folder, or a heart. */
  'favorite-removed': [...SWIPE_FILE, adKeys.favorited(), planKeys.all],
  /** Filed into a folder or back to 'Sem Pasta'. */
  'favorite-filed': SWIPE_FILE,
  'studio-added': SWIPE_FILE,
  'studio-removed': SWIPE_FILE,
  /** Created, renamed, deleted or imported. */
  'folders-changed': [...SWIPE_FILE, planKeys.all],
  /** New or updated library ads (CSV import, Meta import, extension ingest); offers are computed from them. */
  'ads-imported': [adKeys.all, offerKeys.all],
  'offer-decided': [offerKeys.all],
  /** The demo's removal started: its progress (and the audit) is asked again; the ads follow when it ends. */
  'demo-removal-started': [adminKeys.all],
  /** A user's contributed ads leave the library, and with them their offers. */
  'contributions-purged': [adminKeys.all, adKeys.all, offerKeys.all],
  /** An admin may change their own plan or trial too. */
  'admin-user-changed': [adminKeys.all, planKeys.all],
  'keyword-changed': [keywordKeys.all],
  /** A copy counts as a use: counters and "most used" move. */
  'keyword-used': [keywordKeys.all],
  'tutorials-changed': [tutorialKeys.all],
  /** Only on failure: success writes the new count in place. */
  'tutorial-view-failed': [tutorialKeys.contentLists()],
  'tokens-changed': [tokenKeys.all],
  'tracked-interests-changed': [interestKeys.trackedLists(), planKeys.all],
  /** The dashboard counts favorite interests too. */
  'favorite-interests-changed': [interestKeys.favorites(), dashboardKeys.all, planKeys.all],
  /** Followed, unfollowed or opened (seen) on the radar. */
  'radar-changed': [radarKeys.all],
  /** A switch, the e-mail mode, or a push device added or removed (subscribing turns push on). */
  'notifications-changed': [notificationKeys.all],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof AFTER;

/** Marks everything `change` can have moved as stale and refetches what is on screen. */
export const invalidateAfter = async (queryClient: QueryClient, change: Change) => {
  await Promise.all(AFTER[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
