/**
 * Splits a list for statements that bind one parameter (or a row of them) per item: PostgreSQL
 * refuses a statement with more than 65,535 bind parameters, and a collated Ad Library node can
 * expand into thousands of ads.
 */
export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};
