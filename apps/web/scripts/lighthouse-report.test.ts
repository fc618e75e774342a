import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { summarize, targetsMet } from './lighthouse-report';

const run = (performance: number, accessibility = 0.97) =>
  ({
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: { score: accessibility, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    },
    environment: { benchmarkIndex: 1500.4 },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: 1200 },
      'total-blocking-time': { numericValue: 40 },
      'cumulative-layout-shift': { numericValue: 0 },
      'speed-index': { numericValue: 1000 },
      'color-contrast': { score: accessibility < 1 ? 0 : 1 },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 1500 },
            { resourceType: 'Script', transferSize: 140_000 },
          ],
        },
      },
    },
  }) as unknown as Result;

const login = { path: '/login', performance: 95, accessibility: 95 };

describe('summarize', () => {
  it('stands for the page with the median run and keeps every score', () => {
    const report = summarize(login, [run(0.91), run(0.97), run(0.95)]);
    expect(report.performance).toBe(95);
    expect(report.scores).toEqual([91, 97, 95]);
    expect(report.transfer).toEqual({ total: 141_500, script: 140_000 });
    expect(report.accessibilityFailures).toEqual(['color-contrast']);
    expect(report.benchmarkIndexes).toEqual([1500, 1500, 1500]);
  });

  it('takes the lower middle run of an even count', () => {
    expect(summarize(login, [run(0.99), run(0.9)]).performance).toBe(90);
  });
});

describe('targetsMet', () => {
  it('needs both scores at their targets', () => {
    expect(targetsMet(summarize(login, [run(0.95, 0.95)]))).toBe(true);
    expect(targetsMet(summarize(login, [run(0.94, 0.99)]))).toBe(false);
    expect(targetsMet(summarize(login, [run(0.99, 0.94)]))).toBe(false);
  });
});
