import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/lib/api-error';

export const toastSuccess = (message: string) =>
  notifications.show({ color: 'teal', title: 'Sucesso', message });

export const toastError = (title: string, error: unknown) =>
  notifications.show({ color: 'red', title, message: errorMessage(error, 'Tente novamente em instantes.') });
