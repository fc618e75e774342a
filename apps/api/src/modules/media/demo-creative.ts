import { type AdNiche, formatPrice, nicheLabel, nicheSlug } from '@sniperads/contract';

/**
 * The demo library's creatives: an SVG drawn from a headline, page, price and CTA in the niche's
 * colours, in one of five layouts picked by an id — a demo creative's (shared by the ads that
 * clone it, bootstrap/demo/ads/creatives.ts), or an ad's own for an ad drawn from its texts.
 * Deterministic (same ad, same picture), costs nothing at first start (drawn on request) and says
 * plainly that it is a local illustration, never a real advertiser's creative.
 */
export const DEMO_CREATIVE_PREFIX = '/api/media/demo/';
export const DEMO_CREATIVE_FILE = /^(7\d{14})\.svg$/;
export const demoCreativeUrl = (adArchiveId: string) => `${DEMO_CREATIVE_PREFIX}${adArchiveId}.svg`;
export const DEMO_CREATIVE_NOTE = 'Ilustração de demonstração';

export interface DemoCreativeInput {
  /** Picks the palette and layout: the ad's id, or the key of the creative its clones share. */
  adArchiveId: string;
  niche: string | null;
  pageName: string;
  title: string;
  cta: string | null;
  price: number | null;
  installments: number | null;
}

type Palette = { from: string; to: string; accent: string; ink: string; paper: string };

/** Three palettes per niche; the ad's id picks one. Ink on paper and white on `to` stay ≥ 4.5:1. */
const PALETTES: Record<AdNiche | 'none', Palette[]> = {
  saude: [
    { from: '#10B981', to: '#065F46', accent: '#FDE68A', ink: '#064E3B', paper: '#ECFDF5' },
    { from: '#14B8A6', to: '#115E59', accent: '#FFFFFF', ink: '#134E4A', paper: '#F0FDFA' },
    { from: '#22C55E', to: '#14532D', accent: '#FEF08A', ink: '#14532D', paper: '#F0FDF4' },
  ],
  emagrecimento: [
    { from: '#F97316', to: '#9A3412', accent: '#FEF3C7', ink: '#7C2D12', paper: '#FFF7ED' },
    { from: '#EC4899', to: '#9D174D', accent: '#FCE7F3', ink: '#831843', paper: '#FDF2F8' },
    { from: '#84CC16', to: '#3F6212', accent: '#FFFFFF', ink: '#365314', paper: '#F7FEE7' },
  ],
  automoveis: [
    { from: '#334155', to: '#0F172A', accent: '#F59E0B', ink: '#0F172A', paper: '#F1F5F9' },
    { from: '#DC2626', to: '#7F1D1D', accent: '#FFFFFF', ink: '#7F1D1D', paper: '#FEF2F2' },
    { from: '#2563EB', to: '#1E3A8A', accent: '#FACC15', ink: '#1E3A8A', paper: '#EFF6FF' },
  ],
  financas: [
    { from: '#059669', to: '#064E3B', accent: '#FACC15', ink: '#064E3B', paper: '#ECFDF5' },
    { from: '#1D4ED8', to: '#172554', accent: '#A7F3D0', ink: '#172554', paper: '#EFF6FF' },
    { from: '#7C3AED', to: '#3B0764', accent: '#FDE68A', ink: '#3B0764', paper: '#F5F3FF' },
  ],
  beleza: [
    { from: '#F472B6', to: '#9D174D', accent: '#FFF1F2', ink: '#831843', paper: '#FFF1F2' },
    { from: '#C084FC', to: '#6B21A8', accent: '#FAE8FF', ink: '#581C87', paper: '#FAF5FF' },
    { from: '#FB7185', to: '#9F1239', accent: '#FFE4E6', ink: '#881337', paper: '#FFF1F2' },
  ],
  educacao: [
    { from: '#3B82F6', to: '#1E3A8A', accent: '#FDE047', ink: '#1E3A8A', paper: '#EFF6FF' },
    { from: '#6366F1', to: '#312E81', accent: '#A5F3FC', ink: '#312E81', paper: '#EEF2FF' },
    { from: '#0EA5E9', to: '#0C4A6E', accent: '#FFFFFF', ink: '#0C4A6E', paper: '#F0F9FF' },
  ],
  relacionamento: [
    { from: '#E11D48', to: '#881337', accent: '#FFE4E6', ink: '#881337', paper: '#FFF1F2' },
    { from: '#DB2777', to: '#500724', accent: '#FBCFE8', ink: '#500724', paper: '#FDF2F8' },
    { from: '#F43F5E', to: '#4C0519', accent: '#FECDD3', ink: '#4C0519', paper: '#FFF1F2' },
  ],
  pets: [
    { from: '#F59E0B', to: '#78350F', accent: '#FFFFFF', ink: '#78350F', paper: '#FFFBEB' },
    { from: '#A16207', to: '#422006', accent: '#FEF9C3', ink: '#422006', paper: '#FEFCE8' },
    { from: '#0D9488', to: '#134E4A', accent: '#FDE68A', ink: '#134E4A', paper: '#F0FDFA' },
  ],
  casa: [
    { from: '#A8A29E', to: '#44403C', accent: '#FDE68A', ink: '#292524', paper: '#FAFAF9' },
    { from: '#0891B2', to: '#164E63', accent: '#FFFFFF', ink: '#164E63', paper: '#ECFEFF' },
    { from: '#EA580C', to: '#7C2D12', accent: '#FFEDD5', ink: '#7C2D12', paper: '#FFF7ED' },
  ],
  moda: [
    { from: '#18181B', to: '#000000', accent: '#F472B6', ink: '#18181B', paper: '#FAFAFA' },
    { from: '#BE185D', to: '#500724', accent: '#FFFFFF', ink: '#500724', paper: '#FDF2F8' },
    { from: '#A855F7', to: '#4C1D95', accent: '#FDE68A', ink: '#4C1D95', paper: '#FAF5FF' },
  ],
  tecnologia: [
    { from: '#6366F1', to: '#1E1B4B', accent: '#22D3EE', ink: '#1E1B4B', paper: '#EEF2FF' },
    { from: '#0F172A', to: '#020617', accent: '#38BDF8', ink: '#0F172A', paper: '#F8FAFC' },
    { from: '#2563EB', to: '#172554', accent: '#A3E635', ink: '#172554', paper: '#EFF6FF' },
  ],
  viagens: [
    { from: '#06B6D4', to: '#155E75', accent: '#FDE047', ink: '#164E63', paper: '#ECFEFF' },
    { from: '#F59E0B', to: '#9A3412', accent: '#FFFFFF', ink: '#7C2D12', paper: '#FFFBEB' },
    { from: '#0EA5E9', to: '#075985', accent: '#FEF3C7', ink: '#0C4A6E', paper: '#F0F9FF' },
  ],
  none: [{ from: '#64748B', to: '#1E293B', accent: '#F8FAFC', ink: '#1E293B', paper: '#F8FAFC' }],
};

const W = 1200;
const H = 628;
/**
 * The top band the app's cards draw their own badges over ('ATIVO', the niche, 'Studio', an
 * offer's level; up to ~105 units here, ~160 where a card crops the creative): no text of the
 * creative starts above it, so the badges never sit on a headline.
 */
export const DEMO_TEXT_TOP = 160;
const BAND = DEMO_TEXT_TOP;
const FONT = "font-family=\"'Inter','Segoe UI',system-ui,-apple-system,sans-serif\"";

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Greedy wrap by an average glyph width; the font shrinks until the text fits `maxLines`. */
const wrap = (text: string, width: number, size: number, maxLines: number) => {
  for (let s = size; ; s -= 4) {
    const perLine = Math.max(8, Math.floor(width / (s * 0.6)));
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines || s <= 36) {
      const kept = lines.slice(0, maxLines);
      if (lines.length > maxLines)
        kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:!?-]+$/, '')}…`;
      return { lines: kept, size: s };
    }
  }
};

const textBlock = (lines: string[], x: number, y: number, size: number, fill: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="800" fill="${fill}" text-anchor="${anchor}">${lines
    .map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.15)}">${esc(l)}</tspan>`)
    .join('')}</text>`;

const pill = (
  label: string,
  x: number,
  y: number,
  bg: string,
  fg: string,
  size = 30,
  anchor: 'start' | 'end' = 'start',
) => {
  const w = Math.round(label.length * size * 0.6 + size * 1.6);
  const left = anchor === 'end' ? x - w : x;
  return `<rect x="${left}" y="${y}" width="${w}" height="${Math.round(size * 2)}" rx="${size}" fill="${bg}"/><text x="${left + w / 2}" y="${y + size * 1.35}" ${FONT} font-size="${size}" font-weight="700" fill="${fg}" text-anchor="middle">${esc(label)}</text>`;
};

const note = (fill: string) =>
  `<text x="${W - 24}" y="${H - 20}" ${FONT} font-size="20" fill="${fill}" opacity=".85" text-anchor="end">${DEMO_CREATIVE_NOTE}</text>`;

type Layout = (
  c: DemoCreativeInput,
  p: Palette,
  r: number,
  extra: { niche: string; price: string | null },
) => string;

/** Where a layout's background ends: the backdrop's tiles go there. */
const BACKDROP = '<!--backdrop-->';
/** Over a light card under dark text: the same tiles, fainter, so the text keeps its contrast. */
const BACKDROP_SOFT = '<!--backdrop-soft-->';

const LAYOUTS: Layout[] = [
  // Gradient poster: headline centred, price and CTA pills under it.
  (c, p, r, { niche, price }) => {
    const t = wrap(c.title, 1000, 68, 3);
    // Below the niche line, centred in the room the three lines would take.
    const top = BAND + 50 + t.size * 0.8 + ((3 - t.lines.length) * t.size * 1.15) / 2;
    return `<rect width="${W}" height="${H}" fill="url(#g)"/>${BACKDROP}<circle cx="${1000 - r * 200}" cy="90" r="220" fill="#fff" opacity=".08"/><circle cx="140" cy="${560 - r * 80}" r="260" fill="#fff" opacity=".06"/>
<text x="600" y="${BAND + 26}" ${FONT} font-size="26" font-weight="700" fill="${p.accent}" text-anchor="middle" letter-spacing="3">${esc(niche.toUpperCase())}</text>
${textBlock(t.lines, 600, top, t.size, '#FFFFFF', 'middle')}
${price ? pill(price, 600 - 20, 480, p.accent, p.ink, 34, 'end') : ''}${pill(c.cta ?? 'Saiba mais', price ? 620 : 500, 480, 'rgba(255,255,255,.18)', '#FFFFFF', 30)}
<text x="48" y="${H - 20}" ${FONT} font-size="22" fill="#FFFFFF" opacity=".9">${esc(c.pageName)}</text>${note('#FFFFFF')}`;
  },
  // Split: colour panel with the headline, light panel with the price.
  (c, p, _r, { niche, price }) => {
    const t = wrap(c.title, 620, 60, 4);
    return `<rect width="${W}" height="${H}" fill="${p.paper}"/><rect width="720" height="${H}" fill="url(#g)"/>${BACKDROP}
<text x="56" y="${BAND + 24}" ${FONT} font-size="24" font-weight="700" fill="${p.accent}" letter-spacing="2">${esc(niche.toUpperCase())}</text>
${textBlock(t.lines, 56, BAND + 100, t.size, '#FFFFFF')}
<text x="56" y="${H - 60}" ${FONT} font-size="24" fill="#FFFFFF" opacity=".9">${esc(c.pageName)}</text>
<circle cx="960" cy="250" r="150" fill="${p.from}" opacity=".15"/>
${price ? `<text x="960" y="270" ${FONT} font-size="${price.length > 12 ? 44 : 56}" font-weight="800" fill="${p.ink}" text-anchor="middle">${esc(price)}</text>` : `<text x="960" y="290" ${FONT} font-size="140" font-weight="800" fill="${p.to}" opacity=".25" text-anchor="middle">${esc(niche.charAt(0))}</text>`}
${pill(c.cta ?? 'Saiba mais', 960 + 130, 430, p.to, '#FFFFFF', 28, 'end')}${note(p.ink)}`;
  },
  // Diagonal band across a light card.
  (c, p, r, { niche, price }) => {
    const t = wrap(c.title, 760, 62, 3);
    return `<rect width="${W}" height="${H}" fill="${p.paper}"/><path d="M${700 + r * 120} 0H${W}V${H}H${420 + r * 120}Z" fill="url(#g)"/>${BACKDROP}
<text x="56" y="${BAND + 24}" ${FONT} font-size="24" font-weight="700" fill="${p.to}" letter-spacing="2">${esc(c.pageName.toUpperCase())}</text>
${textBlock(t.lines, 56, BAND + 100, t.size, p.ink)}
<text x="56" y="${H - 60}" ${FONT} font-size="24" font-weight="600" fill="${p.to}">${esc(niche)}</text>
${price ? `<circle cx="1010" cy="240" r="130" fill="${p.accent}"/><text x="1010" y="258" ${FONT} font-size="${price.length > 12 ? 34 : 44}" font-weight="800" fill="${p.ink}" text-anchor="middle">${esc(price)}</text>` : ''}
${pill(c.cta ?? 'Saiba mais', 1140, 450, '#FFFFFF', p.ink, 28, 'end')}${note('#FFFFFF')}`;
  },
  // Framed: dark inside, coloured frame, headline bottom-left.
  (c, p, _r, { niche, price }) => {
    const t = wrap(c.title, 900, 60, 3);
    const bottom = 440 - (t.lines.length - 1) * t.size * 1.15;
    return `<rect width="${W}" height="${H}" fill="url(#g)"/><rect x="28" y="28" width="${W - 56}" height="${H - 56}" rx="28" fill="${p.to}" opacity=".92"/>${BACKDROP}
<rect x="64" y="${BAND}" width="${niche.length * 16 + 48}" height="44" rx="22" fill="${p.accent}"/><text x="${64 + (niche.length * 16 + 48) / 2}" y="${BAND + 30}" ${FONT} font-size="24" font-weight="700" fill="${p.ink}" text-anchor="middle">${esc(niche)}</text>
${textBlock(t.lines, 64, bottom, t.size, '#FFFFFF')}
${price ? `<text x="64" y="530" ${FONT} font-size="44" font-weight="800" fill="${p.accent}">${esc(price)}</text>` : `<text x="64" y="530" ${FONT} font-size="26" fill="#FFFFFF" opacity=".85">${esc(c.pageName)}</text>`}
${pill(c.cta ?? 'Saiba mais', W - 64, 480, p.accent, p.ink, 28, 'end')}${note('#FFFFFF')}`;
  },
  // Headline card over a tinted background with a corner price tag.
  (c, p, r, { niche, price }) => {
    const t = wrap(c.title, 820, 56, 3);
    return `<rect width="${W}" height="${H}" fill="url(#g)"/>${BACKDROP}<circle cx="${200 + r * 800}" cy="${H}" r="300" fill="#fff" opacity=".07"/>
<rect x="120" y="${BAND - 30}" width="960" height="360" rx="32" fill="${p.paper}"/>${BACKDROP_SOFT}
<text x="180" y="${BAND + 24}" ${FONT} font-size="24" font-weight="700" fill="${p.to}">${esc(c.pageName)} · ${esc(niche)}</text>
${textBlock(t.lines, 180, BAND + 100, t.size, p.ink)}
${price ? pill(price, 1040, BAND - 10, p.accent, p.ink, 30, 'end') : ''}${pill(c.cta ?? 'Saiba mais', 600 - 100, 520, '#FFFFFF', p.ink, 28)}${note('#FFFFFF')}`;
  },
];

/**
 * A faint mosaic of light and dark tiles under the texts, drawn by the id: two creatives of one
 * layout and palette then differ in their coarse light and dark areas, as two real pictures do,
 * so their perceptual hashes (a 9 × 8 grid, modules/media/thumbnail.image.ts) tell them apart
 * instead of sharing most of their bits.
 */
const backdrop = (h: number, strength: number) => {
  let seed = h;
  const next = () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    seed ^= seed >>> 13;
    return (seed >>> 0) / 4294967296;
  };
  const [cols, rows] = [9, 8];
  const [w, h2] = [W / cols, H / rows];
  const tiles: string[] = [];
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const light = next() < 0.5;
      tiles.push(
        `<rect x="${Math.round(x * w)}" y="${Math.round(y * h2)}" width="${Math.ceil(w)}" height="${Math.ceil(h2)}" fill="${light ? '#fff' : '#000'}" opacity="${((0.06 + next() * 0.22) * strength).toFixed(2)}"/>`,
      );
    }
  return tiles.join('');
};

/**
 * The gradient's direction, by the id: light to dark one way or another, so pictures of one layout
 * and palette do not share the same light-to-dark structure (which a perceptual hash mostly reads).
 */
const gradientAxis = (h: number) => {
  const angle = ((h >>> 4) % 360) * (Math.PI / 180);
  const [dx, dy] = [Math.cos(angle) / 2, Math.sin(angle) / 2];
  const at = (v: number) => (0.5 + v).toFixed(3);
  return `x1="${at(-dx)}" y1="${at(-dy)}" x2="${at(dx)}" y2="${at(dy)}"`;
};

export const renderDemoCreative = (c: DemoCreativeInput): string => {
  const h = hash(c.adArchiveId);
  const slug = nicheSlug(c.niche);
  const palettes = PALETTES[slug ?? 'none'];
  const palette = palettes[h % palettes.length]!;
  const layout = LAYOUTS[(h >>> 8) % LAYOUTS.length]!;
  const niche = nicheLabel(c.niche);
  const price = formatPrice(c.price, c.installments);
  // The tiles go where the layout marks them: over its background, under every text.
  const body = layout(c, palette, ((h >>> 16) % 100) / 100, { niche, price })
    .replace(BACKDROP, backdrop(h, 1))
    .replace(BACKDROP_SOFT, backdrop(h, 0.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(`${DEMO_CREATIVE_NOTE}: ${c.title}`)}"><title>${esc(`${DEMO_CREATIVE_NOTE}: ${c.title}`)}</title><defs><linearGradient id="g" ${gradientAxis(h)}><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>${body}</svg>`;
};
