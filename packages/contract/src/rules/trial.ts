/** Trial rules shared by the API (admin views) and the web (banner, badges); see docs/product-rules.md. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_TRIAL_DAYS = 7;
export const ADMIN_QUICK_TRIAL_DAYS = 3;
/**
 * A trial is 'expirando' only in its last days: the same two days the banner turns red on a 7-day trial
 * (days 6 and 7). A threshold as long as the trial itself would call every new trial 'expirando' on day 1.
 */
export const TRIAL_EXPIRING_THRESHOLD_DAYS = 2;

/** Whole days left until `endsAt`, rounded up; 0 or negative when past. */
export const trialDaysRemaining = (endsAt: Date | string | null | undefined, now = new Date()) => {
  if (!endsAt) return null;
  const end = new Date(endsAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.ceil((end - now.getTime()) / DAY_MS);
};

/**
 * The one definition of 'em trial' (docs/product-rules.md, States and transitions: Trial): an account
 * flagged `is_trial` whose end is still ahead. Once the end passes the trial is 'expired' (the flag
 * stays until an admin acts). The admin dashboard, the users filter, the badge, the banner and the
 * plan a trial grants all follow this; the API's SQL twin is `trialRunningSql` in the users module.
 */
export type TrialState = 'none' | 'running' | 'expired';

export const trialState = (
  isTrial: boolean,
  endsAt: Date | string | null | undefined,
  now = new Date(),
): TrialState => {
  if (!isTrial) return 'none';
  // The database refuses a trial without an end (users_trial_end_check); a missing one is unreadable
  // data, read as over so it never grants a plan by accident.
  const end = endsAt ? new Date(endsAt).getTime() : Number.NaN;
  return end > now.getTime() ? 'running' : 'expired';
};

export const isTrialRunning = (
  isTrial: boolean,
  endsAt: Date | string | null | undefined,
  now = new Date(),
) => trialState(isTrial, endsAt, now) === 'running';

/** Clocks of a browser and the server may differ a little; a start this close to now is "now". */
export const TRIAL_START_SKEW_MS = 5 * 60 * 1000;

export const TRIAL_MESSAGES = {
  startRequired: 'Data de início do trial é obrigatória',
  endRequired: 'Data de fim do trial é obrigatória',
  startInFuture: 'A data de início do trial não pode estar no futuro.',
  endBeforeStart: 'O fim do trial deve ser depois do início',
  endedBeforeStart: 'O trial não pode terminar antes de começar. Confira a data de início.',
} as const;

export interface TrialWindow {
  isTrial: boolean;
  startedAt: Date | null;
  endsAt: Date | null;
}

export interface TrialIssue {
  field: 'trial_started_at' | 'trial_ends_at';
  message: string;
}

/**
 * What is wrong with a trial as it would be stored, or null. A start in the future is refused:
 * nothing schedules a trial, and a future trial would grant Pro before it begins. A running trial
 * must end after it starts; a trial being turned off may end at its start but never before it.
 * `checkStart` is false when the start is not being changed (older rows keep what they have).
 */
export const trialWindowIssue = (w: TrialWindow, now = new Date(), checkStart = true): TrialIssue | null => {
  if (checkStart && w.startedAt && w.startedAt.getTime() > now.getTime() + TRIAL_START_SKEW_MS)
    return { field: 'trial_started_at', message: TRIAL_MESSAGES.startInFuture };
  if (w.isTrial && !w.startedAt) return { field: 'trial_started_at', message: TRIAL_MESSAGES.startRequired };
  if (w.isTrial && !w.endsAt) return { field: 'trial_ends_at', message: TRIAL_MESSAGES.endRequired };
  if (!w.startedAt || !w.endsAt) return null;
  const start = w.startedAt.getTime();
  const end = w.endsAt.getTime();
  if (w.isTrial && end <= start) return { field: 'trial_ends_at', message: TRIAL_MESSAGES.endBeforeStart };
  if (!w.isTrial && end < start) return { field: 'trial_ends_at', message: TRIAL_MESSAGES.endedBeforeStart };
  return null;
};

export type TrialStatus = 'expired' | 'expiring' | 'active';

export const trialStatus = (
  daysRemaining: number | null | undefined,
  endsAt?: Date | string | null,
  now = new Date(),
): TrialStatus => {
  const days = daysRemaining ?? trialDaysRemaining(endsAt, now);
  if (days === null || days === undefined) return 'active';
  if (days <= 0) return 'expired';
  if (days <= TRIAL_EXPIRING_THRESHOLD_DAYS) return 'expiring';
  return 'active';
};

export const TRIAL_STATUS_LABEL: Record<TrialStatus, string> = {
  active: 'Trial Ativo',
  expiring: 'Trial Expirando',
  expired: 'Trial Expirado',
};

export const trialRemainingText = (days: number | null) => {
  if (days === null) return '';
  if (days < 0) return `Expirado há ${Math.abs(days)} ${Math.abs(days) === 1 ? 'dia' : 'dias'}`;
  if (days === 0) return 'Expirado';
  if (days === 1) return 'Expira amanhã';
  return `${days} dias restantes`;
};

export type TrialColor = 'green' | 'yellow' | 'red';
export type TrialPhase = 'Início' | 'Meio' | 'Final';

export interface TrialBannerState {
  /** 1-based day of the trial, clamped to [1, totalDays]. */
  day: number;
  totalDays: number;
  color: TrialColor;
  phase: TrialPhase;
  isLastDay: boolean;
  expired: boolean;
  /** Time left on the last day as 'HH:MM', else null. */
  countdown: string | null;
  /** 0–100, how much of the trial has gone. */
  progress: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const trialBannerState = (
  startedAt: Date | string | null | undefined,
  endsAt: Date | string | null | undefined,
  now = new Date(),
): TrialBannerState => {
  const end = endsAt ? new Date(endsAt) : null;
  const start = startedAt
    ? new Date(startedAt)
    : end
      ? new Date(end.getTime() - DEFAULT_TRIAL_DAYS * DAY_MS)
      : now;
  const totalDays =
    end && end > start
      ? Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS))
      : DEFAULT_TRIAL_DAYS;
  const elapsed = Math.floor((now.getTime() - start.getTime()) / DAY_MS);
  const day = Math.min(totalDays, Math.max(1, elapsed + 1));
  const color: TrialColor = day <= 3 ? 'green' : day <= 5 ? 'yellow' : 'red';
  const third = totalDays / 3;
  const phase: TrialPhase = day <= third ? 'Início' : day <= 2 * third ? 'Meio' : 'Final';
  const msLeft = end ? end.getTime() - now.getTime() : (totalDays - day + 1) * DAY_MS;
  const expired = !isTrialRunning(true, endsAt, now);
  const isLastDay = !expired && msLeft <= DAY_MS;
  const minutesLeft = Math.max(0, Math.floor(msLeft / 60000));
  const countdown = isLastDay ? `${pad(Math.floor(minutesLeft / 60))}:${pad(minutesLeft % 60)}` : null;
  const progress = Math.min(100, Math.round((day / totalDays) * 100));
  return { day, totalDays, color, phase, isLastDay, expired, countdown, progress };
};

/** The admin users list's trial filter (also a `?trial=` value of /admin/usuarios). */
export const ADMIN_TRIAL_FILTERS = ['running', 'expired', 'none'] as const;
export type AdminTrialFilter = (typeof ADMIN_TRIAL_FILTERS)[number];
/** How the filter reads in /admin/usuarios; 'all' is no filter. */
export const ADMIN_TRIAL_FILTER_LABEL: Record<'all' | AdminTrialFilter, string> = {
  all: 'Todos os usuários',
  running: 'Apenas em trial',
  expired: 'Trial expirado',
  none: 'Sem trial',
};
