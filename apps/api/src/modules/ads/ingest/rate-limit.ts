import { AppError } from '../../../lib/app-error';

const WINDOW_MS = 60_000;

/**
 * Ads per token per minute (a fixed window counted in ads, not requests, since a batch holds 1 to
 * 500). Kept in this process: with several replicas each one paces its share.
 */
export const createIngestLimiter = (adsPerMinute: number, clock = () => Date.now()) => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string, ads: number) {
      const now = clock();
      let w = windows.get(key);
      if (!w || now - w.start >= WINDOW_MS) {
        if (windows.size > 10_000) windows.clear();
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      if (w.count + ads > adsPerMinute) {
        const retryAfter = Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000));
        throw new AppError(
          'INGEST_RATE_LIMITED',
          `Limite de envio atingido: no máximo ${adsPerMinute} anúncios por minuto por token. Tente novamente em ${retryAfter} s.`,
          { retryAfter },
        );
      }
      w.count += ads;
    },
  };
};
