// Modules every screen loads build no Intl formatter when imported (src/once.ts): building one
// loads locale data, and a screen that formats no price or relative time should not pay for it.
import { afterEach, describe, expect, it, vi } from 'vitest';

const built: string[] = [];
const count = <T extends new (...args: never[]) => object>(name: string, Original: T) =>
  new Proxy(Original, {
    construct(target, args, newTarget) {
      built.push(name);
      return Reflect.construct(target, args, newTarget);
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  built.length = 0;
});

describe('formatters built on first use', () => {
  it('imports the price and activity rules without building a formatter, then formats with one each', async () => {
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: count('NumberFormat', Intl.NumberFormat),
      RelativeTimeFormat: count('RelativeTimeFormat', Intl.RelativeTimeFormat),
    });
    vi.resetModules();
    const price = await import('./rules/price');
    const activity = await import('./rules/activity');
    expect(built).toEqual([]);

    expect(price.formatPrice(97)).toBe('R$ 97,00');
    expect(price.formatPrice(19.9, 12)).toBe('12x R$ 19,90');
    const now = new Date('2026-11-27T12:00:00Z');
    expect(activity.humanizeSince('2026-11-24T12:00:00Z', now)).toBe('há 3 dias');
    expect(activity.humanizeSince('2026-11-26T12:00:00Z', now)).toBe('ontem');
    expect(built).toEqual(['NumberFormat', 'RelativeTimeFormat']);
  });
});
