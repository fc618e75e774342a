/** How recent activity is described in the admin area (pt-BR), shared by API and web. */

import { once } from '../once';

/** A user counts as active when seen within this many days. */
export const ACTIVE_WINDOW_DAYS = 30;

const rtf = once(() => new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'há 3 dias', 'ontem', 'agora'; 'Nunca' when there is no date. */
export const humanizeSince = (value: Date | string | null | undefined, now = new Date()) => {
  if (!value) return 'Nunca';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Data inválida';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf().format(Math.trunc(seconds / size), unit);
  }
  return 'agora';
};

export const isActiveUser = (lastActivity: Date | string | null | undefined, now = new Date()) =>
  Boolean(lastActivity) &&
  now.getTime() - new Date(lastActivity as Date | string).getTime() <= ACTIVE_WINDOW_DAYS * 86_400_000;
