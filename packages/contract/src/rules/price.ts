/**
 * Prices read from an ad's own texts (docs/product-rules.md, Entities: detected price). Only an
 * amount the ad asks the buyer to pay counts; income claims, discounts, credit limits, free-shipping
 * thresholds and struck-through old prices do not. When nothing qualifies the price is unknown and
 * the screens show nothing.
 */
import { once } from '../once';

export interface DetectedPrice {
  /** In reais: the single payment, or one instalment when `installments` is set. */
  amount: number;
  /** '12x de R$ 19,90' -> 12; null for a single payment. */
  installments: number | null;
}

/** Above this an amount is a claim ('R$ 5.000.000 em vendas'), not something a buyer pays. */
export const PRICE_MAX = 1_000_000;
export const INSTALLMENTS_MAX = 48;

const strip = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// 'R$ 1.297,00', 'R$97', 'R$ 19,9', 'R$ 97.90' (a dot with two digits is a decimal point).
const MONEY = /r\s?\$\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?(?!\d)/g;
// '47 reais' counts only after a price cue ('por apenas 47 reais'): '5.000 reais por mês' is a claim.
const REAIS =
  /\b(?:por apenas|por somente|por so|apenas|somente|so|por|custa|por menos de)\s+(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\s+reais\b/g;

/** The amount is a quantity of money someone earns, saves, borrows or must spend to qualify. */
const CLAIM_BEFORE =
  /\b(ganh\w*|fatur\w*|lucr\w*|renda|receb\w*|salario|economi\w*|desconto|cashback|bonus|premio\w*|acima de|mais de|ate|credito|emprestimo|limite|financiamento|saque|saldo|vale|pix de|sorteio|parcelas?|entrada|frete|taxa)\s*(de\s*)?(ate\s*)?$/;
const CLAIM_AFTER =
  /^\s*(mil\b|milhao|milhoes|bi\b|bilhao|bilhoes|k\b|mi\b|em vendas|de faturamento|em faturamento|faturad|de lucro|de renda|de desconto|off\b|de cashback|de bonus|de credito|em premios|de economia|de volta|na conta|por dia)/;
/** 'De R$ 297 por R$ 97': the first amount is the old price. */
const OLD_PRICE_AFTER = /^\s*[,.]?\s*(por|agora|so|apenas)\b/;
const OLD_PRICE_BEFORE = /(\bde|era|antes)\s*$/;
const INSTALLMENTS_BEFORE = /(\d+)\s*(?:x|vezes)\s*(?:sem juros\s*)?(?:de\s*)?$/;
/** A single payment the ad stresses: 'por apenas R$ 47', 'R$ 197 à vista'. */
const CUE_BEFORE =
  /\b(por|apenas|somente|so|custa|preco|valor|investimento|pague|a partir de|pagamento unico)\s*(de\s*)?$/;
const CUE_AFTER = /^\s*(a vista|no pix|no boleto|pagamento unico)/;

type Candidate = DetectedPrice & { cued: boolean };

const parseAmount = (int: string, dec: string | undefined) =>
  Number(int.replaceAll('.', '')) + (dec ? Number(dec.padEnd(2, '0')) / 100 : 0);

const candidatesIn = (text: string): Candidate[] => {
  const t = strip(text);
  const found: { index: number; end: number; amount: number; reais: boolean }[] = [];
  for (const m of t.matchAll(MONEY)) {
    found.push({
      index: m.index,
      end: m.index + m[0].length,
      amount: parseAmount(m[1]!, m[2]),
      reais: false,
    });
  }
  for (const m of t.matchAll(REAIS)) {
    const at = m.index + m[0].search(/\d/);
    found.push({ index: at, end: m.index + m[0].length, amount: parseAmount(m[1]!, m[2]), reais: true });
  }
  const out: Candidate[] = [];
  for (const f of found.sort((a, b) => a.index - b.index)) {
    const before = t.slice(Math.max(0, f.index - 40), f.index);
    const after = t.slice(f.end, f.end + 30);
    if (!(f.amount > 0) || f.amount > PRICE_MAX) continue;
    if (CLAIM_AFTER.test(after)) continue;
    const inst = INSTALLMENTS_BEFORE.exec(before);
    if (inst) {
      const n = Number(inst[1]);
      if (n >= 2 && n <= INSTALLMENTS_MAX) out.push({ amount: f.amount, installments: n, cued: false });
      continue;
    }
    if (CLAIM_BEFORE.test(before)) continue;
    if (OLD_PRICE_AFTER.test(after) && OLD_PRICE_BEFORE.test(before)) continue;
    out.push({
      amount: f.amount,
      installments: null,
      cued: f.reais || CUE_BEFORE.test(before) || CUE_AFTER.test(after),
    });
  }
  return out;
};

/**
 * The price an ad asks for, from its texts in reading order (titles, bodies, captions,
 * descriptions). A stressed single payment ('por R$ 97', 'R$ 197 à vista') wins; else the first
 * instalment offer; else the first plain amount. Null when none qualifies.
 */
export const detectPrice = (texts: readonly (string | null | undefined)[]): DetectedPrice | null => {
  const all = texts.flatMap((text) => (text ? candidatesIn(text) : []));
  const pick =
    all.find((c) => c.installments === null && c.cued) ??
    all.find((c) => c.installments !== null) ??
    all.find((c) => c.installments === null);
  return pick ? { amount: Math.round(pick.amount * 100) / 100, installments: pick.installments } : null;
};

const brl = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
/** 'R$ 97,00' (with a plain space, so texts and tests read the same). */
export const formatBRLAmount = (value: number) => brl().format(value).replace(/\s/g, ' ');

/** 'R$ 97,00' or '12x R$ 19,90'; null when the price is unknown (screens then show nothing). */
export const formatPrice = (amount: number | null | undefined, installments?: number | null) => {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return installments && installments > 1
    ? `${installments}x ${formatBRLAmount(amount)}`
    : formatBRLAmount(amount);
};

/** What an item adds to a folder's 'Valor total': the full price (instalments times their amount). */
export const priceTotal = (amount: number | null | undefined, installments?: number | null) =>
  amount === null || amount === undefined ? null : Math.round(amount * (installments ?? 1) * 100) / 100;
