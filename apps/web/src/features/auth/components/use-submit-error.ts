import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type FormErrors, serverFieldErrors } from '@/lib/form';

/**
 * The error banner of an auth form. `run` clears it, runs the submit and, when the server refuses,
 * shows its message (or `fallback`) and puts its per-field messages under the inputs.
 */
export const useSubmitError = (setFieldErrors: (errors: FormErrors) => void) => {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    show: setError,
    clear: () => setError(null),
    run: async (action: () => Promise<void>, fallback: string) => {
      setError(null);
      try {
        await action();
      } catch (err) {
        setError(errorMessage(err, fallback));
        if (err instanceof ApiError) setFieldErrors(serverFieldErrors(err.errors));
      }
    },
  };
};
