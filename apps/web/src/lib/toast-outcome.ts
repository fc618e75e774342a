import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error';

/**
 * Mutation callbacks that report the outcome in a toast: the server's message on success (or
 * `successFallback`), the server's error or `errorFallback` on failure. `onDone` runs on success.
 */
export const toastOutcome = (errorFallback: string, onDone?: () => void, successFallback = 'Pronto!') => ({
  onSuccess: (body: { message?: string | undefined }) => {
    notifications.show({ color: 'teal', message: body.message ?? successFallback });
    onDone?.();
  },
  onError: (err: unknown) => notifications.show({ color: 'red', message: errorMessage(err, errorFallback) }),
});
