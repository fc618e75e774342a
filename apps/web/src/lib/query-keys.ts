/**
 * Query-key factories, one per feature. Every key of a feature starts with its `all` prefix, so
 * lib/invalidation.ts can refresh a whole feature (or one branch of it) with a prefix. They live
 * here, not in the features, because that map crosses features (a favorite change moves folders,
 * the studio and the dashboard too) and shared code may not import features.
 */

export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (params: object) => [...favoriteKeys.lists(), params] as const,
};

export const folderKeys = {
  all: ['folders'] as const,
  list: () => [...folderKeys.all, 'list'] as const,
  items: (id: string, query: object) => [...folderKeys.all, 'items', id, query] as const,
  shared: (token: string) => [...folderKeys.all, 'shared', token] as const,
};

export const studioKeys = {
  all: ['studio'] as const,
  list: () => [...studioKeys.all, 'list'] as const,
  ai: (studioItemId: string) => [...studioKeys.all, 'ai', studioItemId] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

export const adKeys = {
  all: ['ads'] as const,
  search: (query: object) => [...adKeys.all, 'search', query] as const,
  /** The same search grouped by offer. */
  groups: (query: object) => [...adKeys.all, 'groups', query] as const,
  /** Ids of the library ads the user has favorited (the hearts on cards). */
  favorited: () => [...adKeys.all, 'favorited'] as const,
};

export const offerKeys = {
  all: ['offers'] as const,
  list: (query: object) => [...offerKeys.all, 'list', query] as const,
  candidates: (query: object) => [...offerKeys.all, 'candidates', query] as const,
};

export const keywordKeys = {
  all: ['keywords'] as const,
  list: (query: object) => [...keywordKeys.all, 'list', query] as const,
  stats: () => [...keywordKeys.all, 'stats'] as const,
  niches: () => [...keywordKeys.all, 'niches'] as const,
  one: (id: string) => [...keywordKeys.all, 'one', id] as const,
  admin: (query: object) => [...keywordKeys.all, 'admin', query] as const,
};

export const interestKeys = {
  all: ['interests'] as const,
  search: (params: object) => [...interestKeys.all, 'search', params] as const,
  favorites: () => [...interestKeys.all, 'favorites'] as const,
  trackedLists: () => [...interestKeys.all, 'tracked'] as const,
  tracked: (query: object) => [...interestKeys.trackedLists(), query] as const,
};

export const tutorialKeys = {
  all: ['tutorials'] as const,
  categories: () => [...tutorialKeys.all, 'categories'] as const,
  contentLists: () => [...tutorialKeys.all, 'contents'] as const,
  contents: (categoryId: string | null) => [...tutorialKeys.contentLists(), categoryId ?? 'all'] as const,
};

export const tokenKeys = {
  all: ['tokens'] as const,
  list: () => [...tokenKeys.all, 'list'] as const,
  stats: () => [...tokenKeys.all, 'stats'] as const,
};

/** The extension this server hands out: version, address, download (GET /extension). */
export const extensionKeys = {
  package: () => ['extension', 'package'] as const,
};

/** The plan in force, its limits and the account's use of them (GET /profile/plan). */
export const planKeys = {
  all: ['plan'] as const,
  usage: () => planKeys.all,
};

/** Notification settings and this account's push devices (/perfil, the radar). */
export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  devices: () => [...notificationKeys.all, 'devices'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  profile: () => profileKeys.all,
};

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  ready: () => [...adminKeys.all, 'ready'] as const,
  users: (params: object) => [...adminKeys.all, 'users', params] as const,
  audit: (params: object) => [...adminKeys.all, 'audit', params] as const,
  contributions: (userId: string) => [...adminKeys.all, 'contributions', userId] as const,
  contributionsPage: (userId: string, page: number) => [...adminKeys.contributions(userId), page] as const,
};

/** The radar: what the user follows, what changed and the alerts (GET /radar). */
export const radarKeys = {
  all: ['radar'] as const,
};
