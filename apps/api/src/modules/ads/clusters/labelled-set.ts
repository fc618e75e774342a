import sharp from 'sharp';

/**
 * A labelled set of creative pairs for measuring the clustering rule, generated deterministically
 * (a seeded generator, images drawn by sharp from SVG, texts from templates). Near-duplicates are
 * what resellers make of one creative: re-encoded, resized, slightly cropped, recoloured, with the
 * caption changed by a few words. Look-alikes are what a niche makes of one template: the same
 * layout and colours with another product and another text of the same niche. Headlines are drawn
 * as bars, not glyphs, so no font on the machine changes an image.
 */

export interface Creative {
  png: Buffer;
  texts: string[];
}
export interface LabelledPair {
  kind: string;
  same: boolean;
  a: Creative;
  b: Creative;
}

/** mulberry32: a small seeded generator, so every run draws the same set. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
type Rand = ReturnType<typeof seeded>;
const pick = <T>(rand: Rand, items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

const W = 400;
const H = 500;
const PALETTES = [
  ['#1b5e20', '#a5d6a7', '#ffeb3b'],
  ['#0d47a1', '#90caf9', '#ff7043'],
  ['#4a148c', '#ce93d8', '#ffffff'],
  ['#bf360c', '#ffcc80', '#263238'],
  ['#263238', '#80cbc4', '#ffd54f'],
  ['#880e4f', '#f8bbd0', '#1a237e'],
] as const;
const PRODUCT_COLOURS = [
  '#e53935',
  '#43a047',
  '#1e88e5',
  '#fdd835',
  '#8e24aa',
  '#fb8c00',
  '#6d4c41',
  '#00acc1',
];

interface Product {
  kind: 'bottle' | 'jar' | 'box' | 'pill' | 'phone';
  colour: string;
}
interface Layout {
  template: number;
  palette: readonly string[];
}

/** A product drawn in the box (x, y, w, h). */
const productSvg = (p: Product, x: number, y: number, w: number, h: number) => {
  const c = p.colour;
  switch (p.kind) {
    case 'bottle':
      return `<rect x="${x + w * 0.3}" y="${y}" width="${w * 0.4}" height="${h * 0.18}" fill="#333"/>
        <rect x="${x + w * 0.1}" y="${y + h * 0.18}" width="${w * 0.8}" height="${h * 0.82}" rx="${w * 0.2}" fill="${c}"/>
        <rect x="${x + w * 0.2}" y="${y + h * 0.45}" width="${w * 0.6}" height="${h * 0.25}" fill="#fff"/>`;
    case 'jar':
      return `<ellipse cx="${x + w / 2}" cy="${y + h * 0.12}" rx="${w * 0.45}" ry="${h * 0.1}" fill="#222"/>
        <rect x="${x + w * 0.05}" y="${y + h * 0.15}" width="${w * 0.9}" height="${h * 0.85}" rx="12" fill="${c}"/>`;
    case 'box':
      return `<rect x="${x}" y="${y + h * 0.1}" width="${w}" height="${h * 0.9}" fill="${c}"/>
        <rect x="${x}" y="${y + h * 0.45}" width="${w}" height="${h * 0.12}" fill="#fff"/>
        <polygon points="${x},${y + h * 0.1} ${x + w * 0.2},${y} ${x + w},${y} ${x + w},${y + h * 0.1}" fill="#000" opacity="0.3"/>`;
    case 'pill':
      return `<circle cx="${x + w * 0.35}" cy="${y + h * 0.4}" r="${w * 0.3}" fill="${c}"/>
        <circle cx="${x + w * 0.7}" cy="${y + h * 0.7}" r="${w * 0.25}" fill="#fff" stroke="${c}" stroke-width="8"/>`;
    case 'phone':
      return `<rect x="${x + w * 0.15}" y="${y}" width="${w * 0.7}" height="${h}" rx="20" fill="#111"/>
        <rect x="${x + w * 0.2}" y="${y + h * 0.06}" width="${w * 0.6}" height="${h * 0.82}" fill="${c}"/>`;
  }
};

/** A headline drawn as bars whose widths follow its words. */
const headlineSvg = (words: string[], x: number, y: number, maxW: number, colour: string) => {
  const bars: string[] = [];
  let line = 0;
  let cx = x;
  for (const word of words.slice(0, 12)) {
    const w = word.length * 11;
    if (cx + w > x + maxW) {
      line += 1;
      cx = x;
    }
    if (line > 3) break;
    bars.push(`<rect x="${cx}" y="${y + line * 34}" width="${w}" height="22" rx="4" fill="${colour}"/>`);
    cx += w + 10;
  }
  return bars.join('');
};

const drawSvg = (layout: Layout, product: Product, headline: string[], badge: string) => {
  const [bg, soft, accent] = layout.palette as [string, string, string];
  const body = (() => {
    switch (layout.template % 4) {
      case 0:
        return `<rect width="${W}" height="${H}" fill="${bg}"/>
          <rect x="0" y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="${soft}"/>
          ${productSvg(product, 20, 90, 170, 260)}
          ${headlineSvg(headline, 210, 100, 170, accent)}
          <circle cx="${W - 70}" cy="${H - 80}" r="55" fill="${accent}"/>
          ${headlineSvg([badge], W - 105, H - 90, 80, bg)}`;
      case 1:
        return `<rect width="${W}" height="${H}" fill="${soft}"/>
          <circle cx="${W / 2}" cy="170" r="150" fill="${bg}"/>
          ${productSvg(product, W / 2 - 80, 60, 160, 220)}
          ${headlineSvg(headline, 30, 350, 340, bg)}
          <rect x="30" y="${H - 50}" width="${W - 60}" height="34" rx="17" fill="${accent}"/>`;
      case 2:
        return `<rect width="${W}" height="${H}" fill="${soft}"/>
          <polygon points="0,0 ${W},0 0,${H}" fill="${bg}"/>
          ${headlineSvg(headline, 24, 40, 200, accent)}
          ${productSvg(product, 200, 220, 180, 260)}
          <rect x="24" y="${H - 70}" width="150" height="44" fill="${accent}"/>`;
      default:
        return `<rect width="${W}" height="${H}" fill="${bg}"/>
          ${productSvg(product, 30, 30, 150, 190)}
          ${productSvg({ ...product, colour: soft }, 220, 30, 150, 190)}
          ${productSvg({ ...product, colour: accent }, 30, 250, 150, 190)}
          ${headlineSvg(headline, 220, 270, 160, soft)}`;
    }
  })();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;
};

const NICHES = [
  {
    products: ['Detox Verde', 'Chá Seca Barriga', 'Slim Caps', 'Termo Burn', 'Fibra Max'],
    skeletons: [
      'Emagreça até {n} kg em 21 dias com o {p}, o método natural que desincha e acelera o metabolismo. {o}',
      'Cansada de dietas que não funcionam? O {p} já ajudou {n} mil mulheres a perder peso sem passar fome. {o}',
      'Médicos aprovam: {p} reduz a vontade de comer doce e queima gordura localizada. Resultados em {n} dias. {o}',
    ],
  },
  {
    products: [
      'Método Renda Extra',
      'Curso Trader Pro',
      'Planilha Milionária',
      'Invest Fácil',
      'Cripto do Zero',
    ],
    skeletons: [
      'Descubra como ganhar R$ {n} por dia trabalhando de casa com o {p}, mesmo sem experiência. {o}',
      'O {p} ensina passo a passo a investir seu dinheiro e viver de renda em {n} meses. {o}',
      'Pare de depender do salário: com o {p} você aprende a fazer seu dinheiro trabalhar por você. Turma com {n} vagas. {o}',
    ],
  },
  {
    products: ['Sérum Glow', 'Creme Lift 7', 'Óleo Capilar Ouro', 'Base Matte HD', 'Máscara Argila'],
    skeletons: [
      'Pele de bebê em {n} dias: o {p} hidrata, clareia manchas e reduz rugas de expressão. {o}',
      'O segredo das famosas para cabelos fortes e brilhantes agora é seu: {p}, com {n}% de ativos naturais. {o}',
      'Chega de maquiagem derretendo no calor! {p} dura {n} horas e não pesa na pele. {o}',
    ],
  },
  {
    products: [
      'Ração Premium Dog',
      'Petisco Natural',
      'Coleira Antipulgas',
      'Areia Gato Plus',
      'Vitamina Pet',
    ],
    skeletons: [
      'Seu cachorro mais saudável e feliz com a {p}: {n}% proteína de verdade, sem corantes. {o}',
      'Acabe com as pulgas em {n} horas: {p} protege seu pet por oito meses. {o}',
      'Veterinários recomendam {p} para gatos e cães de todas as idades. Mais de {n} mil tutores aprovam. {o}',
    ],
  },
  {
    products: [
      'Inglês em 90 Dias',
      'Curso de Excel',
      'Concurso Aprovado',
      'Violão Fácil',
      'Redação Nota Mil',
    ],
    skeletons: [
      'Fale inglês com confiança em {n} dias com o {p}, aulas curtas e práticas no celular. {o}',
      'Mais de {n} mil alunos já aprenderam com o {p}. Certificado reconhecido e acesso vitalício. {o}',
      'Você ainda vai perder oportunidades por não saber? {p}: do básico ao avançado em {n} módulos. {o}',
    ],
  },
] as const;
const OFFERS = [
  'Frete grátis para todo o Brasil, só hoje!',
  'Compre agora com 50% de desconto.',
  'Garantia de 30 dias ou seu dinheiro de volta.',
  'Últimas unidades com preço promocional.',
  'Clique em saiba mais e garanta o seu.',
];
const PRODUCTS: Product['kind'][] = ['bottle', 'jar', 'box', 'pill', 'phone'];

interface Spec {
  layout: Layout;
  product: Product;
  niche: number;
  skeleton: number;
  productName: string;
  n: number;
  offer: string;
}

const textOf = (s: Spec) => {
  const skeleton = NICHES[s.niche]!.skeletons[s.skeleton]!;
  return skeleton.replace('{p}', s.productName).replace('{n}', String(s.n)).replace('{o}', s.offer);
};
const headlineOf = (s: Spec) => `${s.productName} ${textOf(s).split(' ').slice(0, 6).join(' ')}`.split(' ');

const render = async (s: Spec) =>
  sharp(Buffer.from(drawSvg(s.layout, s.product, headlineOf(s), String(s.n))))
    .png()
    .toBuffer();

/** The same caption with a few words changed, as a reseller rewrites one. */
const editCaption = (text: string, rand: Rand) => {
  const edits: [RegExp, string][] = [
    [/só hoje!/, 'somente hoje!'],
    [/Compre agora/, 'Peça já'],
    [/ou seu dinheiro de volta/, 'ou devolvemos seu dinheiro'],
    [/Últimas unidades/, 'Poucas unidades'],
    [/Clique em saiba mais/, 'Toque em saiba mais'],
  ];
  let edited = text.replace(/\d+/, (d) => String(Number(d) + int(rand, 1, 9)));
  for (const [from, to] of edits) edited = edited.replace(from, to);
  return `🔥 ${edited} Aproveite!`;
};

type ImageEdit = { kind: string; apply: (png: Buffer) => Promise<Buffer> };
const IMAGE_EDITS: ImageEdit[] = [
  { kind: 're-encoded', apply: (png) => sharp(png).jpeg({ quality: 55 }).toBuffer() },
  { kind: 'resized', apply: (png) => sharp(png).resize({ width: 1080 }).webp({ quality: 80 }).toBuffer() },
  {
    kind: 'cropped',
    apply: (png) =>
      sharp(png)
        .extract({ left: 8, top: 10, width: W - 16, height: H - 20 })
        .png()
        .toBuffer(),
  },
  {
    kind: 'recoloured',
    apply: (png) => sharp(png).modulate({ hue: 25, saturation: 1.2, brightness: 1.08 }).png().toBuffer(),
  },
];

/**
 * `bases` creatives, each giving near-duplicate pairs (each image edit, half with the caption
 * edited too, plus the untouched image with only the caption edited) and look-alike pairs (same
 * template and palette, another product and another text of the niche: once with another
 * skeleton, once with the same skeleton filled differently; and one of another niche).
 */
export const labelledPairs = async (bases: number, seed = 27): Promise<LabelledPair[]> => {
  const rand = seeded(seed);
  const pairs: LabelledPair[] = [];
  for (let i = 0; i < bases; i++) {
    const niche = i % NICHES.length;
    const base: Spec = {
      layout: { template: i % 4, palette: PALETTES[i % PALETTES.length]! },
      product: { kind: pick(rand, PRODUCTS), colour: pick(rand, PRODUCT_COLOURS) },
      niche,
      skeleton: int(rand, 0, 2),
      productName: pick(rand, NICHES[niche]!.products),
      n: int(rand, 5, 90),
      offer: pick(rand, OFFERS),
    };
    const png = await render(base);
    const original: Creative = { png, texts: [textOf(base)] };
    for (const [k, edit] of IMAGE_EDITS.entries()) {
      const texts = k % 2 === 0 ? original.texts : [editCaption(original.texts[0]!, rand)];
      pairs.push({
        kind: `${edit.kind}${k % 2 ? ' + caption' : ''}`,
        same: true,
        a: original,
        b: { png: await edit.apply(png), texts },
      });
    }
    pairs.push({
      kind: 'caption edited',
      same: true,
      a: original,
      b: { png, texts: [editCaption(original.texts[0]!, rand)] },
    });

    const otherProduct = (): Pick<Spec, 'product' | 'productName' | 'n' | 'offer'> => ({
      product: {
        kind: PRODUCTS[(PRODUCTS.indexOf(base.product.kind) + int(rand, 1, 4)) % PRODUCTS.length]!,
        colour:
          PRODUCT_COLOURS[
            (PRODUCT_COLOURS.indexOf(base.product.colour) + int(rand, 1, 7)) % PRODUCT_COLOURS.length
          ]!,
      },
      productName:
        NICHES[niche]!.products[
          (NICHES[niche]!.products.indexOf(base.productName as never) + int(rand, 1, 4)) % 5
        ]!,
      n: int(rand, 5, 90),
      offer: pick(rand, OFFERS),
    });
    const lookAlikes: [string, Spec][] = [
      [
        'look-alike, other text',
        { ...base, ...otherProduct(), skeleton: (base.skeleton + int(rand, 1, 2)) % 3 },
      ],
      ['look-alike, same skeleton', { ...base, ...otherProduct() }],
      [
        'other niche, same template',
        {
          ...base,
          ...otherProduct(),
          niche: (niche + 1) % NICHES.length,
          productName: NICHES[(niche + 1) % NICHES.length]!.products[0],
        },
      ],
    ];
    for (const [kind, spec] of lookAlikes)
      pairs.push({ kind, same: false, a: original, b: { png: await render(spec), texts: [textOf(spec)] } });
  }
  return pairs;
};
