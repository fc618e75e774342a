import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/lib/api-error';

export const toastSuccess = (message: string) =>
  notifications.show({ color: 'teal', title: 'Sucesso', message });

/** Destructive toast: the server's message when there is one, else the screen's fallback. */
export const toastError = (title: string, error: unknown, fallback = 'Tente novamente em instantes.') =>
  notifications.show({ color: 'red', title, message: errorMessage(error, fallback) });
