/** Up to `size` consecutive page numbers centred on the current page (admin lists, spec §9). */
export const pageWindow = (current: number, last: number, size = 5) => {
  if (last <= 0) return [];
  const count = Math.min(size, last);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
};
