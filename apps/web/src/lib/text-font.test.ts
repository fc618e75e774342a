import { describe, expect, it } from 'vitest';
import { loadTextFont, TEXT_FONT_FAMILY } from './text-font';

const setUp = (cached: boolean) => {
  const added: { family: string; source: string; loaded: boolean }[] = [];
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  loadTextFont({
    fonts: { add: (face) => added.push(face as unknown as (typeof added)[number]) },
    createFace: (family, source) => {
      const face = {
        family,
        source,
        loaded: false,
        load() {
          face.loaded = true;
          return Promise.resolve(face);
        },
      };
      return face as unknown as FontFace;
    },
    cached,
    settled: () => settled,
  });
  const settleNow = async () => {
    settle();
    await settled;
  };
  return { added, settle: settleNow };
};

describe('loadTextFont', () => {
  it('on a first visit adds Inter only once the page has settled', async () => {
    const { added, settle } = setUp(false);
    expect(added).toEqual([]);
    await settle();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ family: TEXT_FONT_FAMILY, loaded: true });
    expect(added[0]?.source).toMatch(/^url\(".+\.woff2"\) format\("woff2"\)$/);
  });

  it('with the service worker holding the file, adds it at once', () => {
    const { added } = setUp(true);
    expect(added).toHaveLength(1);
    expect(added[0]?.loaded).toBe(true);
  });
});
