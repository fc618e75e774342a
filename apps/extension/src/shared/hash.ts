import { mapAd } from '@sniperads/contract';

/** cyrb53: a fast 53-bit string hash; collisions only cost a skipped re-send, never data. */
export const hashText = (text: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

/** JSON with sorted keys, so the same content always hashes the same. */
export const stableStringify = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .sort()
    .filter((k) => obj[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${stableStringify(obj[k])}`)
    .join(',')}}`;
};

/**
 * What counts as "the ad changed". Media URLs are left out: Facebook signs them per page load
 * (`oe=`, `oh=`), so they differ every time although the creative does not.
 */
export const contentHash = (raw: unknown): string => {
  const mapped = mapAd(raw);
  if (!mapped.ok) return hashText(stableStringify(raw));
  const { creative_media_url: _m, thumbnail_source_url: _t, ad_snapshot_url: _s, ...content } = mapped.ad;
  return hashText(stableStringify(content));
};
