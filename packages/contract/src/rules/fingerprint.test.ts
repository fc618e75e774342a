import { describe, expect, it } from 'vitest';
import {
  CLUSTER_TEXT_MAX_DISTANCE,
  DHASH_MIN_STEP,
  dHash64,
  fingerprintWords,
  fromStoredHash,
  hamming64,
  hashBands,
  sameCreative,
  shareBand,
  simHash64,
  toStoredHash,
} from './fingerprint';

/** A 9 × 8 gray image from a function of (x, y). */
const image = (f: (x: number, y: number) => number) =>
  Uint8Array.from({ length: 72 }, (_, i) => f(i % 9, Math.floor(i / 9)));

const CAPTION =
  'Emagreça até 10 kg em 21 dias com o Detox Verde, o chá natural que desincha e acelera o metabolismo. Frete grátis para todo o Brasil, só hoje!';

describe('dHash64', () => {
  it('sets a bit where a pixel is brighter than its right neighbour', () => {
    expect(dHash64(image((x) => 255 - x * 20))).toBe((1n << 64n) - 1n);
    expect(dHash64(image((x) => x * 20))).toBe(0n);
    // Only row 0 falls from left to right.
    expect(dHash64(image((x, y) => (y === 0 ? 200 - x * 10 : x)))).toBe(0xffn);
  });

  it('reads a step within DHASH_MIN_STEP as flat, so noise on a plain background flips nothing', () => {
    expect(dHash64(image((x) => 128 + (x % 2 ? DHASH_MIN_STEP : 0)))).toBe(0n);
    expect(dHash64(image((x) => 128 + (x % 2 ? 0 : DHASH_MIN_STEP + 1)))).not.toBe(0n);
  });

  it('ignores brightness and contrast changes that keep the light/dark structure', () => {
    const base = image((x, y) => ((x * 37 + y * 91) % 113) + 40);
    const brighter = Uint8Array.from(base, (v) => Math.min(255, Math.round(v * 1.3 + 10)));
    expect(hamming64(dHash64(base), dHash64(brighter))).toBe(0);
  });

  it('refuses an image of the wrong size', () => {
    expect(() => dHash64(new Uint8Array(64))).toThrow(RangeError);
  });
});

describe('simHash64', () => {
  it('is the same for texts a reader sees as the same words', () => {
    expect(simHash64([CAPTION])).toBe(
      simHash64([CAPTION.toUpperCase().replace(/á/g, 'a').replace(/,/g, ' ,')]),
    );
    expect(fingerprintWords(['Saúde  É  TUDO!'])).toEqual(['saude', 'e', 'tudo']);
  });

  it('is near for a caption with a few words changed, far for another text of the niche', () => {
    const edited = CAPTION.replace('10 kg', '12 kg').replace('só hoje', 'somente hoje');
    const other =
      'Cansada de dietas que não funcionam? Conheça o método que já ajudou 50 mil mulheres a perder peso sem passar fome.';
    const near = hamming64(simHash64([CAPTION])!, simHash64([edited])!);
    const far = hamming64(simHash64([CAPTION])!, simHash64([other])!);
    expect(near).toBeLessThanOrEqual(CLUSTER_TEXT_MAX_DISTANCE);
    expect(far).toBeGreaterThan(CLUSTER_TEXT_MAX_DISTANCE);
  });

  it('is null without a word', () => {
    expect(simHash64([])).toBeNull();
    expect(simHash64([' — !! ', ''])).toBeNull();
    expect(simHash64(['Oi'])).not.toBeNull();
  });
});

describe('hamming64 and bands', () => {
  it('counts differing bits over all 64', () => {
    expect(hamming64(0n, 0n)).toBe(0);
    expect(hamming64(0n, (1n << 64n) - 1n)).toBe(64);
    expect(hamming64(0b1011n, 0b0110n)).toBe(3);
    expect(hamming64(1n << 63n, 0n)).toBe(1);
  });

  it('splits a hash into four 16-bit bands, lowest first', () => {
    expect(hashBands(0x0001_0002_0003_0004n)).toEqual([4, 3, 2, 1]);
    expect(hashBands((1n << 64n) - 1n)).toEqual([65535, 65535, 65535, 65535]);
  });

  it('finds every hash within 3 bits through a shared band (pigeonhole), not always beyond', () => {
    const h = 0x9e37_79b9_7f4a_7c15n;
    for (const bits of [
      [0, 16, 32],
      [5, 21, 63],
      [15, 31, 47],
    ]) {
      const near = bits.reduce((x, b) => x ^ (1n << BigInt(b)), h);
      expect(hamming64(h, near)).toBe(3);
      expect(shareBand(h, near)).toBe(true);
    }
    const fourBands = [1, 17, 33, 49].reduce((x, b) => x ^ (1n << BigInt(b)), h);
    expect(shareBand(h, fourBands)).toBe(false);
  });

  it('stores as a signed bigint and reads back the same bits', () => {
    for (const h of [0n, 1n, (1n << 63n) - 1n, 1n << 63n, (1n << 64n) - 1n]) {
      const stored = toStoredHash(h);
      expect(stored).toBeGreaterThanOrEqual(-(1n << 63n));
      expect(stored).toBeLessThan(1n << 63n);
      expect(fromStoredHash(stored)).toBe(h);
    }
    expect(toStoredHash((1n << 64n) - 1n)).toBe(-1n);
  });
});

describe('sameCreative', () => {
  const text = simHash64([CAPTION])!;
  const img = 0x0f0f_3c3c_5a5a_a5a5n;
  it('needs both the image and the text near', () => {
    expect(sameCreative({ image: img, text }, { image: img ^ 0b111n, text })).toBe(true);
    expect(sameCreative({ image: img, text }, { image: img ^ 0xffffn, text })).toBe(false);
    expect(sameCreative({ image: img, text }, { image: img, text: ~text & ((1n << 64n) - 1n) })).toBe(false);
  });
  it('joins nothing without an image, and text-less ads only to text-less ones', () => {
    expect(sameCreative({ image: null, text }, { image: null, text })).toBe(false);
    expect(sameCreative({ image: img, text: null }, { image: img, text: null })).toBe(true);
    expect(sameCreative({ image: img, text: null }, { image: img, text })).toBe(false);
  });
});
