import { type CreativeFingerprint, fromStoredHash, hamming64, sameCreative } from '@sniperads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeThumbnail } from '../../media/thumbnail.image';
import { type Creative, type LabelledPair, labelledPairs } from './labelled-set';
import { textHashOf } from './text-hash';

/** What production keeps of a creative: the dHash made at thumbnail time and the texts' SimHash. */
const fingerprintOf = async (c: Creative): Promise<CreativeFingerprint> => {
  const text = textHashOf({ adCreativeBodies: c.texts, adCreativeLinkTitles: [] });
  return { image: (await makeThumbnail(c.png)).imageHash, text: text === null ? null : fromStoredHash(text) };
};

let pairs: (LabelledPair & { fa: CreativeFingerprint; fb: CreativeFingerprint })[];
beforeAll(async () => {
  const generated = await labelledPairs(30);
  pairs = [];
  for (const p of generated) pairs.push({ ...p, fa: await fingerprintOf(p.a), fb: await fingerprintOf(p.b) });
}, 120_000);

describe('creative clusters on a labelled set', () => {
  it('has at least 200 pairs of both kinds', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(200);
    expect(pairs.filter((p) => p.same).length).toBeGreaterThanOrEqual(100);
    expect(pairs.filter((p) => !p.same).length).toBeGreaterThanOrEqual(80);
  });

  it('finds near-duplicates and keeps look-alikes apart (precision and recall)', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const byKind = new Map<string, { pairs: number; joined: number; image: number[]; text: number[] }>();
    for (const p of pairs) {
      const joined = sameCreative(p.fa, p.fb);
      if (joined && p.same) tp++;
      else if (joined) fp++;
      else if (p.same) fn++;
      const k = byKind.get(p.kind) ?? { pairs: 0, joined: 0, image: [], text: [] };
      k.pairs++;
      if (joined) k.joined++;
      k.image.push(hamming64(p.fa.image!, p.fb.image!));
      k.text.push(hamming64(p.fa.text!, p.fb.text!));
      byKind.set(p.kind, k);
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    const range = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;
    const lines = [...byKind].map(
      ([kind, k]) =>
        `  ${kind.padEnd(28)} ${String(k.joined).padStart(3)}/${k.pairs} joined · image bits ${range(k.image)} · text bits ${range(k.text)}`,
    );
    console.log(
      `creative clusters: ${pairs.length} pairs, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}\n${lines.join('\n')}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
