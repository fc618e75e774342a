import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';

/**
 * fast-check arbitraries read off the contract's zod schemas: values that pass the schema (so
 * requests reach the handlers and the database) mixed with hostile ones (NUL, lone surrogates,
 * huge unicode, huge and negative numbers, wrong types, missing and extra fields). Schemas are
 * duck-typed by `_def.typeName`: the contract's zod may be another copy of the module.
 */

type Def = { typeName: string } & Record<string, unknown>;
type Check = { kind: string; value?: number; regex?: RegExp };

/** Ids that exist (a folder, a favorite, an ad…), so some requests act on real rows. */
export interface FuzzPools {
  ids: string[];
  shareTokens: string[];
}

/** Texts known to break things somewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  '\uDBFF\uDBFF',
  '\u202Eevil',
  '\uFEFF',
  'ｐáｇｉｎａ',
  '𝕊𝕟𝕚𝕡𝕖𝕣',
  '👩‍👩‍👧‍👦',
  "'; drop table users; --",
  '%00',
  '%',
  '../../etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack (log4shell).
  '${jndi:ldap://x/a}',
  '__proto__',
  'constructor',
  '1e20',
  '-1',
  'NaN',
  'Infinity',
  '0x10',
  'null',
  'true',
  '\\',
  '\r\n\r\n',
];

/** NUL and half surrogates, one UTF-16 unit each. */
const unstorableUnit = fc.oneof(
  fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'binary-ascii', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: fc.oneof(unstorableUnit, fc.string({ unit: 'grapheme', maxLength: 1 })), maxLength: 12 }),
  fc
    .tuple(fc.integer({ min: 200, max: 20_000 }), fc.constantFrom('a', 'ç', '𝕊', '\u0301'))
    .map(([n, c]) => c.repeat(n)),
);

/** Any JSON a client could send instead of what is asked. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, -0, 0.5, 1e20, -1e20, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308),
  fc.constantFrom([], {}, [null], [[]], { '': '' }, { __proto__: null }),
  fc.jsonValue({ maxDepth: 2 }),
);

const checksOf = (def: Def) => (def.checks as Check[] | undefined) ?? [];
const checkValue = (def: Def, kind: string) => checksOf(def).find((c) => c.kind === kind)?.value;

/** Field names that ask for a particular shape of text (as the contract's rules spell them). */
const TEXT_BY_NAME: [RegExp, fc.Arbitrary<string>][] = [
  [/email/i, fc.emailAddress()],
  [/phone|telefone/i, fc.stringMatching(/^\(?\d{2}\)? ?9?\d{4}-?\d{4}$/)],
  [/url|link|image|website|thumbnail/i, fc.webUrl({ withQueryParameters: true })],
  [
    /(_at|_time)$/i,
    fc
      .date({ min: new Date('2005-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  ],
  [
    /date/i,
    fc
      .date({ min: new Date('2005-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ],
  [/color|cor$/i, fc.constantFrom('#3B82F6', '#10B981', '#ff00aa')],
  [/password|senha/i, fc.constantFrom('Senha123', 'NovaSenha1', 'Abcdefg1')],
];

const validString = (def: Def, key: string, pools: FuzzPools): fc.Arbitrary<string> => {
  const kinds = new Set(checksOf(def).map((c) => c.kind));
  if (kinds.has('email')) return fc.emailAddress();
  if (kinds.has('url')) return fc.webUrl();
  if (kinds.has('uuid')) return fc.oneof(fc.constantFrom(...pools.ids), fc.uuid());
  if (kinds.has('datetime'))
    return fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2040-01-01') })
      .map((d) => d.toISOString());
  const regex = checksOf(def).find((c) => c.kind === 'regex')?.regex;
  if (regex) return fc.stringMatching(regex, { size: 'xsmall' });
  const byName = TEXT_BY_NAME.find(([re]) => re.test(key));
  if (byName) return byName[1];
  const min = checkValue(def, 'min') ?? 0;
  const max = checkValue(def, 'max') ?? 60;
  const length = { minLength: min, maxLength: Math.max(min, Math.min(max, 40)) };
  // Graphemes may take two UTF-16 units: those strings can exceed a max, which is a 400 too.
  return fc.oneof(
    fc.string({ unit: 'grapheme-ascii', ...length }),
    fc.string({ unit: 'grapheme', ...length }),
  );
};

const validNumber = (def: Def): fc.Arbitrary<number> => {
  const min = Math.max(checkValue(def, 'min') ?? -1_000_000, -1_000_000);
  const max = Math.min(checkValue(def, 'max') ?? 1_000_000, 1_000_000);
  if (checksOf(def).some((c) => c.kind === 'int'))
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** A value the schema accepts (most of the time: refinements are not read), all the way down. */
export const validFor = (schema: ZodTypeAny, key: string, pools: FuzzPools): fc.Arbitrary<unknown> => {
  const def = schema._def as Def;
  const inner = (s: unknown, k = key) => validFor(s as ZodTypeAny, k, pools);
  switch (def.typeName) {
    case 'ZodString':
      return validString(def, key, pools);
    case 'ZodNumber':
      return validNumber(def);
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodEnum':
      return fc.constantFrom(...(def.values as string[]));
    case 'ZodNativeEnum':
      return fc.constantFrom(...Object.values(def.values as Record<string, string>));
    case 'ZodLiteral':
      return fc.constant(def.value);
    case 'ZodArray': {
      const minLength = (def.minLength as { value: number } | null)?.value ?? 0;
      const maxLength = Math.max(
        minLength,
        Math.min((def.maxLength as { value: number } | null)?.value ?? 4, 4),
      );
      return fc.array(inner(def.type), { minLength, maxLength });
    }
    case 'ZodObject': {
      const shape = (schema as unknown as { shape: Record<string, ZodTypeAny> }).shape;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v, k)])));
    }
    case 'ZodOptional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'ZodNullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return fc.option(inner(def.innerType ?? def.type), { nil: undefined, freq: 4 });
    case 'ZodEffects':
      return inner(def.schema);
    case 'ZodPipeline':
      return inner(def.in);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return fc.oneof(...(def.options as ZodTypeAny[]).map((o) => inner(o)));
    case 'ZodIntersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'ZodRecord':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
    case 'ZodLazy':
      return inner((def.getter as () => ZodTypeAny)());
    default:
      // any, unknown: whatever JSON
      return fc.jsonValue({ maxDepth: 3 });
  }
};

type Path = (string | number)[];

/** Where the leaves of a JSON value are (empty objects and arrays count as leaves). */
const leafPaths = (value: unknown, path: Path = [], out: Path[] = []): Path[] => {
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [k, inner] of Object.entries(value))
      leafPaths(inner, [...path, Array.isArray(value) ? Number(k) : k], out);
  } else out.push(path);
  return out;
};

const replaceAt = (value: unknown, path: Path, leaf: unknown): unknown => {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, leaf);
  return copy;
};

/** Mostly texts nothing can store and numbers nothing can hold: what reaches SQL otherwise. */
const hostileLeaf = fc.oneof(
  {
    arbitrary: fc.string({
      unit: fc.oneof(unstorableUnit, fc.string({ unit: 'grapheme', maxLength: 1 })),
      minLength: 1,
      maxLength: 12,
    }),
    weight: 3,
  },
  { arbitrary: fc.constantFrom(1e20, -1, -1e20, 2 ** 31, 2 ** 53 + 2, 1e308, 0.5, -0), weight: 1 },
  { arbitrary: hostileValue, weight: 2 },
);

/**
 * A valid value with exactly one leaf made hostile, so the hostile part goes as deep as the
 * handler and the database; or extra fields, missing fields, or hostile throughout.
 */
export const arbitraryFor = (schema: ZodTypeAny, key: string, pools: FuzzPools): fc.Arbitrary<unknown> => {
  const valid = validFor(schema, key, pools);
  const oneLeaf = valid.chain((v) =>
    fc.tuple(fc.constantFrom(...leafPaths(v)), hostileLeaf).map(([path, leaf]) => replaceAt(v, path, leaf)),
  );
  const withExtras = fc
    .tuple(valid, fc.dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 3 }))
    .map(([v, extra]) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...extra, ...v } : v));
  const missing = valid.chain((v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0
      ? fc
          .subarray(Object.keys(v), { minLength: 1 })
          .map((drop) => Object.fromEntries(Object.entries(v).filter(([k]) => !drop.includes(k))))
      : fc.constant(v),
  );
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: oneLeaf, weight: 5 },
    { arbitrary: withExtras, weight: 1 },
    { arbitrary: missing, weight: 1 },
    { arbitrary: hostileValue, weight: 1 },
  );
};

/**
 * Percent-encodes like encodeURIComponent, but also lone surrogates (as their 3-byte CESU form,
 * which is no UTF-8 at all): exactly what a hostile client can put on the wire.
 */
export const encodeComponent = (text: string) => {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
};

/** Percent-sequences no decoder accepts, and other path tricks, already on the wire. */
const RAW_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%zz',
  '%C0%AF',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%ED%A0%80',
  'a'.repeat(150),
];

export const pathSegment = (name: string, pools: FuzzPools): fc.Arbitrary<string> => {
  const real =
    name === 'token'
      ? fc.constantFrom(...pools.shareTokens)
      : name === 'id'
        ? fc.constantFrom(...pools.ids)
        : fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 });
  return fc.oneof(
    { arbitrary: real.map(encodeComponent), weight: 3 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: hostileString.filter((s) => s !== '').map(encodeComponent), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
};

/** `?a=1&b=x`, values as a browser would send them, sometimes with junk appended raw. */
export const queryString = (query: unknown, junk: string) => {
  const pairs: string[] = [];
  if (query && typeof query === 'object' && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) {
        const text = v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
        pairs.push(`${encodeComponent(key)}=${encodeComponent(text)}`);
      }
    }
  }
  if (junk) pairs.push(junk);
  return pairs.length ? `?${pairs.join('&')}` : '';
};

export const QUERY_JUNK = fc.oneof(
  { arbitrary: fc.constant(''), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      '%',
      '%%%',
      '=&=&',
      'a[]=1&a[]=2',
      'page=1&page=2',
      '%00=%00',
      'limit=1e400',
      '&&&',
      'x=%ED%A0%80',
      '__proto__=1',
      'constructor[prototype]=1',
    ),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(hostileString, hostileString)
      .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`),
    weight: 2,
  },
);

/** Bodies no schema reads: malformed JSON, other media types, deep nesting, prototype keys. */
export const RAW_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: 'nul', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '"\\ud800"', contentType: 'application/json' },
  { payload: '{"name":"a\\u0000"}', contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: `{"ads":${'['.repeat(3000)}{}${']'.repeat(3000)}}`, contentType: 'application/json' },
  { payload: '{"__proto__":{"is_admin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
  { payload: '{"a":1e400}', contentType: 'application/json' },
  { payload: 'name=x&is_public=true', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'texto', contentType: 'text/plain' },
  { payload: '<x/>', contentType: 'application/xml' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nabc\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: 'lixo', contentType: 'multipart/form-data' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
];
