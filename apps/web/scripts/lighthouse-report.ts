// What `pnpm lighthouse` prints: the median run of each page and whether its targets are met.
import type { Result } from 'lighthouse';

export interface PageTargets {
  path: string;
  performance: number;
  accessibility: number;
}

export interface PageReport {
  page: PageTargets;
  /** The run with the median performance score (Lighthouse's own advice for noisy machines). */
  median: Result;
  performance: number;
  accessibility: number;
  /** Every run's performance score, in run order. */
  scores: number[];
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Bytes over the wire: all of them, and the JavaScript part. */
  transfer: { total: number; script: number };
  /** Accessibility audits that failed in the median run. */
  accessibilityFailures: string[];
  /** Lighthouse's measure of the host's CPU speed at each run. */
  benchmarkIndexes: number[];
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const transfer = (lhr: Result) => {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const sum = (list: NetworkItem[]) => list.reduce((n, item) => n + (item.transferSize ?? 0), 0);
  return { total: sum(items), script: sum(items.filter((i) => i.resourceType === 'Script')) };
};

const failedAudits = (lhr: Result, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);

/** Runs sorted by performance; the middle one (the lower middle for an even count) stands for the page. */
export const summarize = (page: PageTargets, lhrs: Result[]): PageReport => {
  if (lhrs.length === 0) throw new Error(`no Lighthouse run for ${page.path}`);
  const sorted = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    page,
    median,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    scores: lhrs.map((lhr) => score(lhr, 'performance')),
    metrics: {
      fcp: numeric(median, 'first-contentful-paint'),
      lcp: numeric(median, 'largest-contentful-paint'),
      tbt: numeric(median, 'total-blocking-time'),
      cls: numeric(median, 'cumulative-layout-shift'),
      si: numeric(median, 'speed-index'),
    },
    transfer: transfer(median),
    accessibilityFailures: failedAudits(median, 'accessibility'),
    benchmarkIndexes: lhrs.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0)),
  };
};

export const targetsMet = (report: PageReport) =>
  report.performance >= report.page.performance && report.accessibility >= report.page.accessibility;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
const verdict = (value: number, target: number) =>
  `${value} (≥ ${target} ${value >= target ? 'met' : 'NOT met'})`;

/** Prints the table; true when every page meets its targets. */
export const printReport = (reports: PageReport[], run: { runs: number; ads: string; load: string }) => {
  console.log(
    `\nLighthouse 13, mobile defaults (simulated slow 4G, 4× CPU slowdown), median of ${run.runs} run(s), ${run.ads} demo ads`,
  );
  // The simulation scales the CPU time it observed: a busy machine inflates TBT and the scores.
  const benchmarks = reports.flatMap((r) => r.benchmarkIndexes);
  console.log(
    `machine: ${run.load}; Lighthouse's CPU benchmark index ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}\n`,
  );
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | transferred (JS) | runs |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of reports) {
    const m = r.metrics;
    console.log(
      `| ${r.page.path} | ${verdict(r.performance, r.page.performance)} | ${verdict(r.accessibility, r.page.accessibility)} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${kib(r.transfer.total)} (${kib(r.transfer.script)}) | ${r.scores.join(', ')} |`,
    );
  }
  for (const r of reports) {
    if (r.accessibilityFailures.length > 0) {
      console.log(`${r.page.path}: failed accessibility audits: ${r.accessibilityFailures.join(', ')}`);
    }
  }
  const met = reports.every(targetsMet);
  console.log(`\n${met ? 'All targets met.' : 'Some targets NOT met.'}`);
  return met;
};
