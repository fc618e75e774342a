import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

interface FormAlertsProps {
  /** Shown after a successful submit, while the page moves on. */
  success?: string | null;
  successDetail?: string;
  error?: string | null;
  onDismissError?: () => void;
}

/** The success and error banners every form shows above its fields. */
export function FormAlerts({
  success,
  successDetail = 'Redirecionando...',
  error,
  onDismissError,
}: FormAlertsProps) {
  return (
    <>
      {success && (
        <Alert color="teal" icon={<IconCircleCheck />} title={success} role="status">
          {successDetail}
        </Alert>
      )}
      {error && !success && (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          withCloseButton={Boolean(onDismissError)}
          onClose={onDismissError}
          role="alert"
        >
          {error}
        </Alert>
      )}
    </>
  );
}
