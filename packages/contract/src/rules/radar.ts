import { AD_FILTER_KEYS, type AdFilterValues } from '../ad-search';
import { ESCALATION_LEVELS, type EscalationLevel, LEVEL_LABEL } from './escalation';

/**
 * The radar (docs/product-rules.md, Radar): what a user follows, how a new ad of an ingest batch is
 * matched to a followed search, and how an alert reads. Pure, shared by the API and the web app.
 */
export const FOLLOW_KINDS = ['offer', 'advertiser', 'search'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const RADAR_ALERT_RULES = ['new_ads', 'scaling', 'stopped'] as const;
export type RadarAlertRule = (typeof RADAR_ALERT_RULES)[number];

export const RADAR_ALERT_LABEL: Record<RadarAlertRule, string> = {
  new_ads: 'Novos anúncios',
  scaling: 'Escalando',
  stopped: 'Parou',
};

/** 'novos anúncios': at least this many new ads within the window raise one alert (per follow). */
export const RADAR_DEFAULT_MIN_NEW_ADS = 4;
export const RADAR_MIN_NEW_ADS_MAX = 500;
/** The window of 'novos anúncios', in hours: one alert per follow and window at most. */
export const RADAR_NEW_ADS_WINDOW_HOURS = 24;
/** Velocity: ads started in this many days. */
export const RADAR_VELOCITY_DAYS = 7;

/** A followed search: the Mineração term (`q`) and filters. */
export type SearchRule = AdFilterValues & { q?: string | undefined };

/** The search's values without the empty ones, the term trimmed (its case kept for the label). */
const presentEntries = (rule: SearchRule) =>
  (['q', ...AD_FILTER_KEYS] as const)
    .map((key) => [key, rule[key]] as const)
    .filter(([, value]) => value !== undefined && value !== null && `${value}`.trim() !== '')
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const);

/** The same search written twice gives the same key: sorted names, the term in lower case. */
export const searchFollowKey = (rule: SearchRule) =>
  JSON.stringify(
    Object.fromEntries(
      presentEntries(rule).map(([key, value]) => [
        key,
        key === 'q' && typeof value === 'string' ? value.toLowerCase() : value,
      ]),
    ),
  );

export const isEmptySearchRule = (rule: SearchRule) => presentEntries(rule).length === 0;

/** 'emagrecer' + 2 filtros; 'Busca sem termo' + 1 filtro. */
export const searchFollowLabel = (rule: SearchRule) => {
  const entries = presentEntries(rule);
  const filters = entries.filter(([key]) => key !== 'q').length;
  const term = rule.q?.trim();
  const head = term ? `“${term}”` : 'Busca sem termo';
  return filters === 0 ? head : `${head} + ${filters} ${filters === 1 ? 'filtro' : 'filtros'}`;
};

/** Case and accents ignored: 'Saúde' matches 'saude'. */
export const plainText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** What a followed search is matched against: one new ad of an ingest batch. */
export interface MatchableAd {
  pageName: string;
  texts: string[];
  niche: string | null;
  publisherPlatforms: string[];
  mediaType: string;
  countries: string[];
  startTime: Date | null;
  stopTime: Date | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * Whether a new ad matches a followed search, as /mineracao's filters read (ads-search.repo.ts):
 * every word of the term appears in the ad's page name or texts (case and accents ignored; the
 * search's Portuguese stemming is not applied), and every filter holds.
 */
export const matchesSearchRule = (rule: SearchRule, ad: MatchableAd, now = new Date()): boolean =>
  matchesPrepared(rule, prepareAd(ad), now);

/** An ad with its texts folded once (case, accents), for matching many searches against it. */
export interface PreparedAd extends MatchableAd {
  plainAll: string;
  plainPageName: string;
}
export const prepareAd = (ad: MatchableAd): PreparedAd => ({
  ...ad,
  plainAll: plainText([ad.pageName, ...ad.texts].join(' \n ')),
  plainPageName: plainText(ad.pageName),
});

const termWords = (term: string) => plainText(term).split(/\s+/).filter(Boolean);

/** A followed search with its term folded and its dates parsed once, for matching a whole batch. */
export interface PreparedRule {
  words: string[];
  pageName: string | null;
  rule: SearchRule;
  startedFrom: number | null;
  startedTo: number | null;
}
export const prepareRule = (rule: SearchRule): PreparedRule => {
  const term = rule.q?.trim();
  return {
    words: term ? termWords(term) : [],
    pageName: rule.page_name ? plainText(rule.page_name) : null,
    rule,
    startedFrom: rule.started_from ? Date.parse(rule.started_from) : null,
    startedTo: rule.started_to
      ? Date.parse(rule.started_to) + (DATE_ONLY.test(rule.started_to) ? DAY_MS : 0)
      : null,
  };
};

/** A prepared search (prepareRule) against a prepared ad (prepareAd): a batch against many searches. */
export const matchesPreparedRule = (prepared: PreparedRule, ad: PreparedAd, now = new Date()): boolean => {
  const { rule } = prepared;
  if (!prepared.words.every((word) => ad.plainAll.includes(word))) return false;
  if (prepared.pageName !== null && !ad.plainPageName.includes(prepared.pageName)) return false;
  if (rule.niche && ad.niche !== rule.niche) return false;
  if (rule.platform && !ad.publisherPlatforms.includes(rule.platform)) return false;
  if (rule.media_type && ad.mediaType !== rule.media_type) return false;
  if (rule.status === 'active' && ad.stopTime !== null) return false;
  if (rule.status === 'inactive' && ad.stopTime === null) return false;
  if (rule.country && !ad.countries.includes(rule.country)) return false;
  const start = ad.startTime?.getTime() ?? null;
  if (prepared.startedFrom !== null && (start === null || start < prepared.startedFrom)) return false;
  if (prepared.startedTo !== null && (start === null || start >= prepared.startedTo)) return false;
  if (rule.min_days_running) {
    const span = rule.min_days_running * DAY_MS;
    if (start === null || start > now.getTime() - span) return false;
    if ((ad.stopTime?.getTime() ?? now.getTime()) - start < span) return false;
  }
  return true;
};

/**
 * Every (rule, ad) pair of a batch that matches: each distinct word of the rules is looked up in the
 * batch's ads once (searches share words), a rule's candidates are the ads holding its rarest word,
 * and only those are checked against the rest of the rule. Answers [rule index, ad index] pairs.
 */
export const matchBatch = (
  rules: PreparedRule[],
  ads: PreparedAd[],
  now = new Date(),
): [number, number][] => {
  const holders = new Map<string, number[]>();
  const adsWith = (word: string) => {
    let list = holders.get(word);
    if (!list) {
      list = [];
      for (let i = 0; i < ads.length; i += 1) if (ads[i]?.plainAll.includes(word)) list.push(i);
      holders.set(word, list);
    }
    return list;
  };
  const all = ads.map((_, i) => i);
  const pairs: [number, number][] = [];
  rules.forEach((rule, r) => {
    let candidates = all;
    for (const word of rule.words) {
      const list = adsWith(word);
      if (list.length < candidates.length) candidates = list;
      if (candidates.length === 0) return;
    }
    for (const i of candidates) {
      const ad = ads[i];
      if (ad && matchesPreparedRule(rule, ad, now)) pairs.push([r, i]);
    }
  });
  return pairs;
};

/** matchesSearchRule over an ad prepared once (prepareAd). */
export const matchesPrepared = (rule: SearchRule, ad: PreparedAd, now = new Date()): boolean =>
  matchesPreparedRule(prepareRule(rule), ad, now);

/** Levels in order: crossing upward into a level is 'escalando'. */
export const levelRank = (level: EscalationLevel | null) =>
  level ? ESCALATION_LEVELS.indexOf(level) + 1 : 0;

/** What an alert is about, to write its text. */
export interface AlertFacts {
  rule: RadarAlertRule;
  kind: FollowKind;
  label: string;
  /** new_ads: how many new ads in the window. */
  count?: number;
  windowHours?: number;
  /** scaling: the level reached and the score. */
  level?: EscalationLevel | null;
  score?: number;
}

const KIND_NOUN: Record<FollowKind, string> = {
  offer: 'A oferta',
  advertiser: 'O anunciante',
  search: 'A busca',
};

/** The pt-BR title and body of an alert: the radar's list, the push and the e-mail read the same. */
export const alertText = (a: AlertFacts): { title: string; body: string } => {
  if (a.rule === 'new_ads') {
    const n = a.count ?? 0;
    const hours = a.windowHours ?? RADAR_NEW_ADS_WINDOW_HOURS;
    return {
      title: `${a.label}: ${n} ${n === 1 ? 'anúncio novo' : 'anúncios novos'}`,
      body: `${KIND_NOUN[a.kind]} ${a.label} ganhou ${n} ${n === 1 ? 'anúncio novo' : 'anúncios novos'} nas últimas ${hours} h.`,
    };
  }
  if (a.rule === 'scaling') {
    const level = a.level ? LEVEL_LABEL[a.level] : '';
    return {
      title: `${a.label} está escalando`,
      body: `${KIND_NOUN[a.kind]} ${a.label} chegou ao nível ${level} (score ${a.score ?? 0} de 100).`,
    };
  }
  return {
    title: `${a.label} parou`,
    body: `${KIND_NOUN[a.kind]} ${a.label} não tem mais anúncios ativos.`,
  };
};

/** Where a follow opens in the app (an alert's link). */
export const followUrl = (kind: FollowKind, target: string, rule?: SearchRule | null) => {
  if (kind === 'offer') return `/ofertas/${encodeURIComponent(target)}`;
  if (kind === 'advertiser') return `/anunciantes/${encodeURIComponent(target)}`;
  const params = new URLSearchParams();
  for (const [key, value] of presentEntries(rule ?? {})) params.set(key, `${value}`);
  const query = params.toString();
  return query ? `/mineracao?${query}` : '/mineracao';
};
