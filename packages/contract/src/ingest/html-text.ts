/** Latin-1 names in code point order from U+00A0 (HTML 4's table, which HTML5 keeps). */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  euro: '€',
  trade: '™',
  ...Object.fromEntries(LATIN1.split(' ').map((name, i) => [name, String.fromCodePoint(0xa0 + i)])),
};

const codePoint = (n: number) =>
  // What HTML parsers do with NUL, surrogates and numbers past Unicode.
  n === 0 || (n >= 0xd800 && n <= 0xdfff) || n > 0x10ffff ? '\uFFFD' : String.fromCodePoint(n);

/**
 * Decodes HTML character references in one pass (`&gt;`, `&#039;`, `&#x27;`), so `&amp;gt;` becomes
 * the text `&gt;`, never `>`. Unknown names stay as they are.
 */
export const decodeHtmlEntities = (text: string) =>
  text.replace(
    /&(?:#(\d{1,8})|#[xX]([\da-fA-F]{1,7})|([A-Za-z][A-Za-z\d]{1,31}));/g,
    (whole, dec, hex, name) => {
      if (dec) return codePoint(Number.parseInt(dec, 10));
      if (hex) return codePoint(Number.parseInt(hex, 16));
      return NAMED[name as string] ?? whole;
    },
  );

/** The text an HTML fragment shows: line breaks kept, tags dropped, character references decoded. */
export const htmlToText = (html: string) =>
  decodeHtmlEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
