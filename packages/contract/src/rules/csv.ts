/**
 * CSV as the product writes it (the interests export), safe to open in a spreadsheet: a text cell
 * that starts like a formula (= + - @, or a tab or carriage return that some spreadsheets skip
 * before reading one) gets a leading apostrophe and quotes, as OWASP's CSV injection guidance
 * says, so Excel, LibreOffice and Google Sheets show it as text instead of running it
 * (=HYPERLINK(…) sending the sheet's cells away, DDE commands). Numbers the product writes itself
 * stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet should show it: never a formula. */
export const neutralizeCsvCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** One field: neutralised, then quoted when it holds the separator, a quote or a line break. */
export const csvField = (value: unknown, separator = ';') => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const raw = String(value);
  const text = neutralizeCsvCell(raw);
  const quote = text !== raw || /["\r\n]/.test(text) || text.includes(separator);
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * CSV as Excel in pt-BR opens it: ';' between fields (the comma is the decimal mark), CRLF line
 * ends, and a BOM so accents survive.
 */
export const toCsv = (headers: readonly string[], rows: readonly (readonly unknown[])[], separator = ';') =>
  `\uFEFF${[headers, ...rows].map((row) => row.map((v) => csvField(v, separator)).join(separator)).join('\r\n')}\r\n`;
