/**
 * 64-bit fingerprints that let near-identical creatives be found without comparing every pair
 * (docs/product-rules.md, Creative clusters): a difference hash (dHash) of the creative's image and
 * a SimHash of its texts. Both are unsigned 64-bit values as bigint; PostgreSQL keeps them in a
 * signed bigint (toStoredHash / fromStoredHash).
 */

/** Width × height of the grayscale image dHash reads: 8 comparisons per row, 8 rows. */
export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;

/**
 * How much brighter (of 255) a pixel must be than its right neighbour to set its bit: flat areas,
 * common in designed creatives, then read as 0 instead of flipping with every re-encode's noise.
 */
export const DHASH_MIN_STEP = 8;

/** Bands a hash is split into for lookups: Hamming distance ≤ BANDS - 1 ⇒ one band is equal. */
export const HASH_BANDS = 4;
export const HASH_BAND_BITS = 16;

/**
 * Two creatives are near-identical when their images differ in at most this many dHash bits and
 * their texts in at most CLUSTER_TEXT_MAX_DISTANCE SimHash bits (tuned on the labelled set in
 * modules/ads/clusters/labelled-set.test.ts: re-encodes, resizes, crops and recolours stay within 5
 * image bits, a caption with a few words changed within 17 text bits; look-alikes of one template
 * usually exceed the first, other texts of a niche always the second).
 */
export const CLUSTER_IMAGE_MAX_DISTANCE = 6;
export const CLUSTER_TEXT_MAX_DISTANCE = 18;

const MASK64 = (1n << 64n) - 1n;

/**
 * dHash of a DHASH_WIDTH × DHASH_HEIGHT grayscale image (one byte per pixel, row by row): bit
 * y·8+x is set when a pixel is brighter than its right neighbour by more than DHASH_MIN_STEP.
 * Survives re-encoding, resizing and recolouring that keeps the light/dark structure.
 */
export const dHash64 = (gray: Uint8Array): bigint => {
  if (gray.length !== DHASH_WIDTH * DHASH_HEIGHT)
    throw new RangeError(`dHash64 needs ${DHASH_WIDTH * DHASH_HEIGHT} pixels, got ${gray.length}`);
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++)
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const i = y * DHASH_WIDTH + x;
      if (gray[i]! > gray[i + 1]! + DHASH_MIN_STEP) hash |= 1n << BigInt(y * (DHASH_WIDTH - 1) + x);
    }
  return hash;
};

/** Lower case, no accents, letters and digits only: what a reader sees as the same words. */
export const fingerprintWords = (texts: readonly string[]): string[] =>
  texts
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/** MurmurHash3 (x86, 32-bit) of a string's UTF-16 code units: fast, well mixed, no dependency. */
const murmur32 = (text: string, seed: number) => {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    let k = Math.imul(text.charCodeAt(i), 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= text.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/**
 * Words and word pairs: pairs keep the order, words keep a changed word from weighing more than
 * the few words around it (on the labelled set, pairs alone put a few-word edit as far as
 * another text of the niche).
 */
const shinglesOf = (words: readonly string[]) => [
  ...words,
  ...words.slice(1).map((w, i) => `${words[i]} ${w}`),
];

/**
 * SimHash of texts over word and word-pair shingles: texts sharing most of them differ in few
 * bits. null when the texts hold no word (nothing to compare).
 */
export const simHash64 = (texts: readonly string[]): bigint | null => {
  const shingles = shinglesOf(fingerprintWords(texts));
  if (shingles.length === 0) return null;
  const votes = new Int32Array(64);
  for (const shingle of shingles) {
    const halves = [murmur32(shingle, 0x9747b28c), murmur32(shingle, 0x5bd1e995)];
    for (let half = 0; half < 2; half++)
      for (let bit = 0; bit < 32; bit++) votes[half * 32 + bit]! += (halves[half]! >>> bit) & 1 ? 1 : -1;
  }
  let hash = 0n;
  for (let bit = 0; bit < 64; bit++) if (votes[bit]! > 0) hash |= 1n << BigInt(bit);
  return hash;
};

/** Bits that differ between two 64-bit hashes. */
export const hamming64 = (a: bigint, b: bigint): number => {
  let x = (a ^ b) & MASK64;
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
};

/** The HASH_BANDS 16-bit bands of a hash, lowest first (what the lookup indexes hold). */
export const hashBands = (hash: bigint): number[] =>
  Array.from({ length: HASH_BANDS }, (_, i) =>
    Number((hash >> BigInt(i * HASH_BAND_BITS)) & ((1n << BigInt(HASH_BAND_BITS)) - 1n)),
  );

/** Whether two hashes share a band: what an indexed lookup can find. */
export const shareBand = (a: bigint, b: bigint) => {
  const bandsOfB = hashBands(b);
  return hashBands(a).some((band, i) => band === bandsOfB[i]);
};

/** PostgreSQL's bigint is signed: the same 64 bits, read as a two's-complement number. */
export const toStoredHash = (hash: bigint) => BigInt.asIntN(64, hash);
export const fromStoredHash = (stored: bigint) => BigInt.asUintN(64, stored);

export interface CreativeFingerprint {
  image: bigint | null;
  text: bigint | null;
}

/**
 * Whether two ads show the same creative: images within CLUSTER_IMAGE_MAX_DISTANCE and texts
 * within CLUSTER_TEXT_MAX_DISTANCE (two ads without text agree on it), and found by the indexed
 * lookup, which needs one band of the image or of the text hash equal. Without an image nothing
 * is near-identical (only Meta's own grouping joins such ads).
 */
export const sameCreative = (a: CreativeFingerprint, b: CreativeFingerprint): boolean => {
  if (a.image === null || b.image === null) return false;
  if ((a.text === null) !== (b.text === null)) return false;
  if (hamming64(a.image, b.image) > CLUSTER_IMAGE_MAX_DISTANCE) return false;
  if (a.text === null || b.text === null) return shareBand(a.image, b.image);
  if (hamming64(a.text, b.text) > CLUSTER_TEXT_MAX_DISTANCE) return false;
  return shareBand(a.image, b.image) || shareBand(a.text, b.text);
};
