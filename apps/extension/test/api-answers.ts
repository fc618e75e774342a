// What the SniperAds API answers the extension, for the unit tests' fake fetch and the browser
// tests' fake server alike.

/** A UUID for test records, ending in `n`. */
export const testUuid = (n: number | string) =>
  `0193a7e2-0000-7000-8000-${String(n).padStart(12, '0').slice(-12)}`;

export const DEFAULT_INGEST_LIMITS = { max_batch: 100, max_body_bytes: 1_048_576, ads_per_minute: 600 };

/** GET /api/tokens/current: the token's owner, one folder to save into, and the ingest limits. */
export const sessionData = (
  user: { name: string; email: string },
  ingest: typeof DEFAULT_INGEST_LIMITS = DEFAULT_INGEST_LIMITS,
) => ({
  user: { id: 'u1', ...user },
  token: null,
  can_use_folders: true,
  folders: [{ id: testUuid(1), name: 'Ideias', color: '#e8590c' }],
  ingest,
});

/** POST /api/advertisements/ingest when every ad is new; `idOf` names the library id of each. */
export const allCreatedReport = (
  ads: { ad_archive_id: string }[],
  idOf: (ad: { ad_archive_id: string }, index: number) => string,
) => ({
  created: ads.length,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  results: ads.map((ad, index) => ({
    index,
    ad_archive_id: ad.ad_archive_id,
    id: idOf(ad, index),
    shape: 'website',
    status: 'created',
  })),
});
