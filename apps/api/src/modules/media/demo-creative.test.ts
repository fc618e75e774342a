import { describe, expect, it } from 'vitest';
import { DEMO_CREATIVE_NOTE, DEMO_TEXT_TOP, renderDemoCreative } from './demo-creative';

const ad = (adArchiveId: string) => ({
  adArchiveId,
  niche: 'educacao',
  pageName: 'Prof. Marcos Store',
  title: 'Curso de Excel Completo com 25% de bolsa (25% OFF até o lote 5)',
  cta: 'Ver mais',
  price: 97,
  installments: null,
});

/** Where each line of text sits: its baseline, less the height of its capitals. */
const textTops = (svg: string) =>
  [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>(.*?)<\/text>/g)].map(
    ([, y, size, content]) => ({ top: Number(y) - Number(size) * 0.75, content: content ?? '' }),
  );

describe('demo creatives', () => {
  it('leave the top band free for the badges the cards draw over them, in every layout', () => {
    // Enough ids to meet every layout and palette.
    for (let i = 0; i < 60; i++) {
      const svg = renderDemoCreative(ad(`7${String(100000000000000 + i * 7919)}`.slice(0, 15)));
      for (const { top, content } of textTops(svg)) {
        if (content.includes(DEMO_CREATIVE_NOTE)) continue;
        expect(top, content).toBeGreaterThanOrEqual(DEMO_TEXT_TOP - 1);
      }
    }
  });
});
