/** Favorites list: page sizes and filters offered (shared by the API and the web app's URLs). */
export const FAVORITE_PAGE_SIZES = [4, 8, 12, 20] as const;
export const FAVORITE_FILTERS = ['all', 'studio', 'not_studio'] as const;
export type FavoriteFilter = (typeof FAVORITE_FILTERS)[number];
