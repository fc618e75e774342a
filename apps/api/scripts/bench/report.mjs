// The bench's verdicts (issue 14's targets) and its markdown table.

/** Targets per scenario kind: ratio to the ceiling, and the latency percentile that must stay under 50 ms. */
export const TARGETS = {
  list: { ratio: 0.25, percentile: 'p99', ms: 50 },
  search: { ratio: 0.03, percentile: 'p95', ms: 50 },
};
export const RSS_TARGET_MB = 200;

const fmt = (n) => Math.round(n).toLocaleString('en');
const ms = (n) => (n < 10 ? n.toFixed(1) : String(Math.round(n)));

/** Whether a row meets its target; null when it has none. */
export const verdict = (row) => {
  const target = row.target && TARGETS[row.target];
  if (!target) return null;
  const ratio = row.rps / row.ceilingRps;
  return ratio >= target.ratio && row[target.percentile] <= target.ms && row.errors === 0;
};

const targetText = (row) => {
  const target = row.target && TARGETS[row.target];
  return target ? `≥ ${target.ratio} · ${target.percentile} ≤ ${target.ms} ms` : '—';
};

/** Rows carry `ceilingRps`: the ceiling run paired with them. */
export const table = (rows) => {
  const lines = [
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | ceiling req/s (paired run) | ratio to ceiling | target | met | errors / non-2xx | CPU µs/req (ceiling run) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const met = verdict(row);
    lines.push(
      `| ${row.name} | ${fmt(row.rps)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${fmt(row.ceilingRps)} | ${(row.rps / row.ceilingRps).toFixed(3)} | ${targetText(row)} | ${met === null ? '—' : met ? 'met' : '**NOT met**'} | ${row.errors} | ${fmt(row.cpuUs)} (${fmt(row.ceilingCpuUs)}) |`,
    );
  }
  return lines.join('\n');
};
