const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** "23/11/2026, 09:45", or "nunca". */
export const formatDateTime = (ms: number | null): string => (ms === null ? 'nunca' : dateTime.format(ms));

export const formatCount = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** A short excerpt that never cuts a word in half when it can help it. */
export const excerpt = (text: string, max = 140): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
