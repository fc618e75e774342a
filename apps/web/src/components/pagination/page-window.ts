/** Up to `size` consecutive page numbers centred on the current page (docs/product-rules.md, Constants and limits). */
export const pageWindow = (current: number, last: number, size = 5) => {
  if (last <= 0) return [];
  const count = Math.min(size, last);
  const start = Math.max(1, Math.min(current - Math.floor(count / 2), last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
};
