import { describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { createAd, daysAgo, digitId } from '../../../test/helpers/factories';

/** A window of 3 instead of AD_GROUP_WINDOW (300): a handful of ads reaches the cap. */
const WINDOW = 3;
const t = useTestApp({ adGroupWindow: WINDOW });
const user = useSession(t);

const grouped = async (query: Record<string, string | number>) =>
  expectStatus(await user.api.ads.searchAdvertisementGroups({ query }), 200);

/** An ad of its own page whose text holds `word`, leading to `domain`, started `days` ago. */
const adWith = (word: string, domain: string, days: number) =>
  createAd(t.database, {
    adCreativeBodies: [`Oferta ${word} imperdível`],
    landingDomain: domain,
    pageId: digitId('4'),
    adDeliveryStartTime: daysAgo(days),
  });

describe('grouped ad search past its window', () => {
  it('groups only the first matches and says the search has more', async () => {
    const word = 'capivaraoferta';
    // Five offers, one ad each, the newest first: only the first three matches are grouped.
    for (let i = 0; i < 5; i++) await adWith(word, `janela-${i}.com.br`, i + 1);

    const capped = await grouped({ search: word, sort: 'newest' });
    expect(capped.data.map((g) => g.landing_domain)).toEqual([
      'janela-0.com.br',
      'janela-1.com.br',
      'janela-2.com.br',
    ]);
    expect(capped.meta).toMatchObject({ total: 3, grouped_ads: WINDOW, window_capped: true });

    // Exactly as many matches as the window: every one is grouped, nothing is left out.
    const exact = 'quatipagina';
    for (let i = 0; i < WINDOW; i++) await adWith(exact, `inteira-${i}.com.br`, i + 1);
    const whole = await grouped({ search: exact, sort: 'newest' });
    expect(whole.meta).toMatchObject({ total: WINDOW, grouped_ads: WINDOW, window_capped: false });
  });
});
