/** One CSV field: quoted when it holds the separator, a quote or a line break. */
const field = (value: unknown, separator: string) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * CSV as Excel in pt-BR opens it: ';' between fields (the comma is the decimal mark), CRLF line
 * ends, and a BOM so accents survive.
 */
export const toCsv = (headers: string[], rows: unknown[][], separator = ';') =>
  `\uFEFF${[headers, ...rows].map((row) => row.map((v) => field(v, separator)).join(separator)).join('\r\n')}\r\n`;

/** Saves text as a file through a temporary link (works in every browser without a library). */
export const downloadText = (filename: string, content: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
