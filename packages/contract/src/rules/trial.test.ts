import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  trialBannerState,
  trialDaysRemaining,
  trialRemainingText,
  trialState,
  trialStatus,
  trialWindowIssue,
} from './trial';

const start = new Date('2026-11-01T12:00:00Z');
const end = new Date(start.getTime() + 7 * DAY_MS);
const at = (days: number, hours = 0) => new Date(start.getTime() + days * DAY_MS + hours * 3_600_000);

describe('trial banner', () => {
  it('counts day N of the total from the start and end dates', () => {
    expect(trialBannerState(start, end, at(0, 1))).toMatchObject({ day: 1, totalDays: 7 });
    expect(trialBannerState(start, end, at(3, 2))).toMatchObject({ day: 4, totalDays: 7 });
    const tenDays = new Date(start.getTime() + 10 * DAY_MS);
    expect(trialBannerState(start, tenDays, at(9, 1)).totalDays).toBe(10);
  });

  it('is green up to day 3, yellow on days 4–5 and red after', () => {
    const colors = [0, 1, 2, 3, 4, 5, 6].map((d) => trialBannerState(start, end, at(d, 1)).color);
    expect(colors).toEqual(['green', 'green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('names the phase by thirds of the total', () => {
    const phases = [0, 1, 2, 3, 4, 5, 6].map((d) => trialBannerState(start, end, at(d, 1)).phase);
    expect(phases).toEqual(['Início', 'Início', 'Meio', 'Meio', 'Final', 'Final', 'Final']);
  });

  it('shows the last-day countdown in hours and minutes', () => {
    const s = trialBannerState(start, end, new Date(end.getTime() - (5 * 60 + 7) * 60_000));
    expect(s).toMatchObject({ isLastDay: true, countdown: '05:07', expired: false, day: 7 });
    expect(trialBannerState(start, end, at(5)).countdown).toBeNull();
  });

  it('reports an expired trial and defaults to 7 days without dates', () => {
    expect(trialBannerState(start, end, at(8)).expired).toBe(true);
    expect(trialBannerState(null, null, at(0)).totalDays).toBe(7);
  });
});

describe('trial status for admins', () => {
  it('classifies by days remaining, falling back to the end date', () => {
    expect(trialStatus(0)).toBe('expired');
    expect(trialStatus(-3)).toBe('expired');
    expect(trialStatus(1)).toBe('expiring');
    expect(trialStatus(2)).toBe('expiring');
    expect(trialStatus(3)).toBe('active');
    expect(trialStatus(8)).toBe('active');
    expect(trialStatus(null, null)).toBe('active');
    expect(trialStatus(undefined, end, at(6, 13))).toBe('expiring');
    expect(trialStatus(undefined, end, at(9))).toBe('expired');
  });

  it("reads a new 7-day trial as active, and 'expirando' only on the days the banner is red", () => {
    const days = [0, 1, 2, 3, 4, 5, 6].map((d) => trialStatus(undefined, end, at(d, 1)));
    expect(days).toEqual(['active', 'active', 'active', 'active', 'active', 'expiring', 'expiring']);
    const red = [0, 1, 2, 3, 4, 5, 6].map((d) => trialBannerState(start, end, at(d, 1)).color === 'red');
    expect(days.map((s) => s === 'expiring')).toEqual(red);
  });

  it('rounds the days remaining up', () => {
    expect(trialDaysRemaining(end, at(6, 13))).toBe(1);
    expect(trialDaysRemaining(end, at(0))).toBe(7);
    expect(trialDaysRemaining(null)).toBeNull();
  });

  it('writes the remaining-time texts', () => {
    expect(trialRemainingText(-2)).toBe('Expirado há 2 dias');
    expect(trialRemainingText(-1)).toBe('Expirado há 1 dia');
    expect(trialRemainingText(0)).toBe('Expirado');
    expect(trialRemainingText(1)).toBe('Expira amanhã');
    expect(trialRemainingText(5)).toBe('5 dias restantes');
  });
});

describe("one definition of 'em trial'", () => {
  it('is running until the end, expired from it, none without the flag', () => {
    expect(trialState(true, end, at(6, 23))).toBe('running');
    expect(trialState(true, end, end)).toBe('expired');
    expect(trialState(false, end, at(1))).toBe('none');
    expect(trialState(true, null, at(1))).toBe('expired');
  });

  it('agrees with the badge and the banner at every hour around the end', () => {
    for (let h = -30; h <= 30; h += 1) {
      const now = new Date(end.getTime() + h * 3_600_000);
      const state = trialState(true, end, now);
      expect(trialStatus(null, end, now) === 'expired', `badge at ${h}h`).toBe(state === 'expired');
      expect(trialBannerState(start, end, now).expired, `banner at ${h}h`).toBe(state === 'expired');
    }
  });
});

describe('trial windows an admin may store', () => {
  const now = at(2);
  it('refuses a start in the future, beyond a few minutes of clock skew', () => {
    expect(trialWindowIssue({ isTrial: true, startedAt: at(3), endsAt: at(6) }, now)).toEqual({
      field: 'trial_started_at',
      message: 'A data de início do trial não pode estar no futuro.',
    });
    expect(
      trialWindowIssue({ isTrial: true, startedAt: new Date(now.getTime() + 60_000), endsAt: at(6) }, now),
    ).toBeNull();
    expect(trialWindowIssue({ isTrial: true, startedAt: at(3), endsAt: at(6) }, now, false)).toBeNull();
  });

  it('needs both dates for a running trial, the end after the start', () => {
    expect(trialWindowIssue({ isTrial: true, startedAt: at(0), endsAt: null }, now)?.message).toBe(
      'Data de fim do trial é obrigatória',
    );
    expect(trialWindowIssue({ isTrial: true, startedAt: at(1), endsAt: at(1) }, now)?.message).toBe(
      'O fim do trial deve ser depois do início',
    );
  });

  it('refuses a deactivation that ends before the trial starts, allows one at its start', () => {
    expect(trialWindowIssue({ isTrial: false, startedAt: at(3), endsAt: now }, now, false)).toEqual({
      field: 'trial_ends_at',
      message: 'O trial não pode terminar antes de começar. Confira a data de início.',
    });
    expect(trialWindowIssue({ isTrial: false, startedAt: now, endsAt: now }, now)).toBeNull();
  });
});
