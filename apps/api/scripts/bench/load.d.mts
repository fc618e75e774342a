// Types for load.mjs, which the plain-JS bench runs as is and the bundled bench:search imports.
export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per answered request, in µs (NaN without `pid`). */
  cpuUs: number;
}
export const drive: (options: {
  url: string;
  headers?: Record<string, string>;
  path?: (i: number) => string;
  connections: number;
  duration?: number;
  amount?: number;
  pid?: number;
}) => Promise<LoadResult>;
