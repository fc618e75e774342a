import { notifications } from '@mantine/notifications';
import { ApiError, errorMessage } from './api-error';

/** Every toast of the app goes through here, so colours and wording stay consistent. */

/** Something worked (teal). `autoClose` shortens it for one-click actions (ms). */
export const toastSuccess = (message: string, title?: string, autoClose?: number) =>
  notifications.show({ color: 'teal', title, message, autoClose });

/**
 * Something failed, with a fixed text (red). The same failure shown while its toast is still up
 * keeps the one toast (Mantine ignores a repeated id) instead of stacking copies of it.
 */
export const toastError = (message: string, title?: string) =>
  notifications.show({ id: `error:${title ?? ''}:${message}`, color: 'red', title, message });

/** A refusal by the account's plan (403 PLAN_LIMIT); its message names the limit and the way up. */
export const isPlanLimit = (error: unknown) => error instanceof ApiError && error.code === 'PLAN_LIMIT';

/** A failed request: the server's message when it sent one, else `fallback`. */
export const toastRequestError = (error: unknown, fallback: string, title?: string) =>
  toastError(errorMessage(error, fallback), isPlanLimit(error) ? 'Limite do plano Free' : title);

/** A note in the brand colour, or gray (something undone) or yellow (a new favorite). */
export const toastNotice = (message: string, color?: 'gray' | 'yellow') =>
  notifications.show({ color, message });

/**
 * A write's success told in a toast: the server's message (or `fallback`), then `onDone`. Its
 * failure is told by the write itself (lib/use-app-mutation.ts).
 */
export const toastDone = (onDone?: () => void, fallback = 'Pronto!') => ({
  onSuccess: (body: { message?: string | undefined }) => {
    toastSuccess(body.message ?? fallback);
    onDone?.();
  },
});

/** toastDone as the admin screens word it: "Sucesso" over the server's message (or `fallback`). */
export const toastAdminDone = (onDone?: () => void, fallback = 'Pronto!') => ({
  onSuccess: (body: { message?: string | undefined }) => {
    toastSuccess(body.message ?? fallback, 'Sucesso');
    onDone?.();
  },
});

/** How the admin screens word a failed write (lib/use-app-mutation.ts): `title` over the server's reason. */
export const adminFailure = (title: string) => ({ title, fallback: 'Tente novamente em instantes.' });
