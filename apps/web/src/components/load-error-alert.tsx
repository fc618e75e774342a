import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  /** Shown when the server sent no message of its own. */
  fallback: string;
  /** Adds "Tentar Novamente". */
  onRetry?: () => void;
  /** Makes the banner dismissible ("Fechar aviso"). */
  onClose?: () => void;
}

/** The red banner of data that failed to load. */
export function LoadErrorAlert({ title, error, fallback, onRetry, onClose }: LoadErrorAlertProps) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle />}
      title={title}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Fechar aviso"
      onClose={onClose}
    >
      {errorMessage(error, fallback)}
      {onRetry && (
        <Button mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
          Tentar Novamente
        </Button>
      )}
    </Alert>
  );
}
