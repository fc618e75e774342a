import { type AdNiche, formatBRLAmount } from '@sniperads/contract';
import { CITIES, COPY } from './copy';

export const hashString = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** Each offer keeps one price of its niche's range, so its ads agree with each other. */
export const offerPrice = (niche: AdNiche, product: string) => {
  const prices = COPY[niche].prices;
  return prices[hashString(`price:${product}`) % prices.length]!;
};

const pick = <T>(items: readonly T[], r: number) => items[Math.floor(r * items.length)]!;

/** 'R$ 97' or 'R$ 97,00' as ads write it (whole amounts often without cents). */
const money = (value: number, r: number) =>
  Number.isInteger(value) && r < 0.5 ? `R$ ${value.toLocaleString('pt-BR')}` : formatBRLAmount(value);

/** Instalments as Brazilian checkouts offer them: more for dearer offers. */
const installmentsOf = (price: number) => (price >= 120 ? 12 : price >= 40 ? 6 : 3);

/**
 * Fills a template's slots for one ad. Every slot draws from the ad's own random source, so the
 * same ad always reads the same and neighbours of the same offer differ.
 */
const FEMININE: Record<string, string> = { o: 'a', O: 'A', do: 'da', no: 'na', pelo: 'pela', ao: 'à' };

/** The templates say 'o {p}': a product named by a feminine noun takes 'a {p}' (and 'garanta a sua'). */
const agreeWith = (feminine: boolean) => (template: string) =>
  feminine
    ? template
        .replace(
          /(^|\s)(o|O|do|no|pelo|ao) \{p\}/g,
          (_, space: string, article: string) => `${space}${FEMININE[article]} {p}`,
        )
        .replace(/([Gg]aranta) o seu\b/g, '$1 a sua')
    : template;

export const demoCopyFiller = (product: string, price: number, r: () => number, feminine = false) => {
  const n = 3 + Math.floor(r() * 87);
  const d = pick([7, 10, 14, 15, 21, 30], r());
  const pct = pick([10, 15, 20, 25, 30, 35, 40, 50], r());
  const kg = 2 + Math.floor(r() * 10);
  const city = pick(CITIES, r());
  const date = `${1 + Math.floor(r() * 28)}/${String(1 + Math.floor(r() * 12)).padStart(2, '0')}`;
  const i = installmentsOf(price);
  const inst = Math.ceil((price / i) * 100) / 100;
  const single = money(price, r());
  const priceText = r() < 0.3 ? `${i}x de ${formatBRLAmount(inst)}` : single;
  const old = Math.round(price * 2);
  const agree = agreeWith(feminine);
  return (template: string) =>
    agree(template)
      .replaceAll('{p}', product)
      .replaceAll('{price}', priceText)
      .replaceAll('{single}', single)
      .replaceAll('{old}', `R$ ${old.toLocaleString('pt-BR')}`)
      .replaceAll('{n}', String(n))
      .replaceAll('{d}', String(d))
      .replaceAll('{pct}', String(pct))
      .replaceAll('{kg}', String(kg))
      .replaceAll('{city}', city)
      .replaceAll('{date}', date);
};
