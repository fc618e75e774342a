import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AFTER, type Change, invalidateAfter } from './invalidation';
import {
  adKeys,
  dashboardKeys,
  favoriteKeys,
  folderKeys,
  keywordKeys,
  offerKeys,
  planKeys,
  studioKeys,
  tokenKeys,
  tutorialKeys,
} from './query-keys';

/** One cached answer per screen that the swipe file and its neighbours show. */
const SCREENS = {
  favorites: favoriteKeys.list({ search: '', filter: 'all', page: 1, perPage: 8 }),
  folders: folderKeys.list(),
  folderView: folderKeys.items('pasta-1', { sort: 'data', order: 'desc', page: 1, per_page: 6 }),
  studio: studioKeys.list(),
  dashboard: dashboardKeys.summary(),
  hearts: adKeys.favorited(),
  mining: adKeys.search({ page: 1 }),
  offers: offerKeys.list({ page: 1 }),
  keywords: keywordKeys.list({ page: 1 }),
  tutorials: tutorialKeys.categories(),
  tokens: tokenKeys.list(),
  planUsage: planKeys.usage(),
} satisfies Record<string, QueryKey>;
type Screen = keyof typeof SCREENS;

/** Which screens are stale after `change`. */
const staleAfter = async (change: Change) => {
  const client = new QueryClient();
  for (const key of Object.values(SCREENS)) client.setQueryData(key, { cached: true });
  await invalidateAfter(client, change);
  return (Object.keys(SCREENS) as Screen[]).filter((screen) =>
    client.getQueryCache().find({ queryKey: SCREENS[screen], exact: true })?.isStale(),
  );
};

const SWIPE_FILE: Screen[] = ['favorites', 'folders', 'folderView', 'studio', 'dashboard'];

describe('what changed → what to refresh', () => {
  it('removing from the Studio refreshes the folder view too', async () => {
    expect(await staleAfter('studio-removed')).toEqual(
      expect.arrayContaining(['studio', 'folderView', 'folders']),
    );
  });

  it('a favorite change refreshes every swipe-file screen and, added or removed, the hearts and the plan usage', async () => {
    const counted = [...SWIPE_FILE, 'hearts', 'planUsage'];
    expect((await staleAfter('favorite-removed')).sort()).toEqual(counted.sort());
    expect((await staleAfter('favorite-added')).sort()).toEqual(counted.sort());
    expect((await staleAfter('favorite-filed')).sort()).toEqual([...SWIPE_FILE].sort());
    expect((await staleAfter('studio-added')).sort()).toEqual([...SWIPE_FILE].sort());
    expect((await staleAfter('folders-changed')).sort()).toEqual([...SWIPE_FILE, 'planUsage'].sort());
  });

  it('leaves unrelated screens alone', async () => {
    expect(await staleAfter('keyword-used')).toEqual(['keywords']);
    expect(await staleAfter('tokens-changed')).toEqual(['tokens']);
    expect(await staleAfter('offer-decided')).toEqual(['offers']);
    expect((await staleAfter('ads-imported')).sort()).toEqual(['hearts', 'mining', 'offers'].sort());
  });

  it('names only keys of known features', () => {
    const roots = new Set(['favorites', 'folders', 'studio', 'dashboard', 'ads', 'offers', 'admin']);
    for (const name of ['keywords', 'interests', 'tutorials', 'tokens', 'plan', 'radar', 'notifications'])
      roots.add(name);
    for (const keys of Object.values(AFTER)) {
      for (const key of keys) expect(roots).toContain(key[0]);
    }
  });
});
