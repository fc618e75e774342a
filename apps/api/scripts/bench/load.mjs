// One autocannon run, with latency percentiles read from every response (autocannon's summary has
// no p95).
import autocannon from 'autocannon';
import { cpuSeconds } from './processes.mjs';

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Drives `url` for `duration` seconds with `connections` connections. `path(i)` (optional) gives the
 * i-th request's path, so consecutive requests differ (autocannon's setupRequest). `pid`: the
 * server's process, whose CPU time is read before and after.
 */
export const drive = async ({ url, headers, path, connections, duration, amount, pid }) => {
  let i = 0;
  const times = [];
  const instance = autocannon({
    url,
    headers,
    connections,
    // `amount` (a number of requests) instead of a duration, e.g. one pass over a rotation.
    ...(amount ? { amount } : { duration }),
    ...(path ? { requests: [{ setupRequest: (request) => ({ ...request, path: path(i++) }) }] } : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const result = await new Promise((resolve, reject) => instance.once('done', resolve).once('error', reject));
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : Number.NaN;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    /** CPU time the server process spent per answered request, in µs (NaN without `pid`). */
    cpuUs: (cpu * 1e6) / Math.max(1, result.requests.total),
  };
};
