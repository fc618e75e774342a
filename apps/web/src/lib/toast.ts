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
 * Mutation callbacks that report the outcome in a toast: the server's message on success (or
 * `successFallback`), the server's error or `errorFallback` on failure. `onDone` runs on success.
 */
export const toastOutcome = (errorFallback: string, onDone?: () => void, successFallback = 'Pronto!') => ({
  onSuccess: (body: { message?: string | undefined }) => {
    toastSuccess(body.message ?? successFallback);
    onDone?.();
  },
  onError: (err: unknown) => toastRequestError(err, errorFallback),
});

/**
 * toastOutcome as the admin screens word it: "Sucesso" over the server's message (or
 * `successFallback`); on failure `errorTitle` over the server's reason.
 */
export const toastAdminOutcome = (errorTitle: string, onDone?: () => void, successFallback = 'Pronto!') => ({
  onSuccess: (body: { message?: string | undefined }) => {
    toastSuccess(body.message ?? successFallback, 'Sucesso');
    onDone?.();
  },
  onError: (err: unknown) => toastRequestError(err, 'Tente novamente em instantes.', errorTitle),
});
