import type { Interest } from '@sniperads/contract';

// The CSV itself is the contract's (rules/interests-export.ts), with its formula neutralising.
export { INTEREST_CSV_HEADERS, interestsToCsv } from '@sniperads/contract';

/** Names as Ads Manager's detailed targeting box takes them when pasted: comma-separated. */
export const namesForAdsManager = (items: Pick<Interest, 'name'>[]) => items.map((i) => i.name).join(', ');

export const csvFileName = (term: string, now = new Date()) => {
  const slug = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `interesses-${slug || 'selecao'}-${now.toISOString().slice(0, 10)}.csv`;
};
