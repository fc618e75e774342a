import { useEffect, useRef } from 'react';

/** Login and sign-up show their success message for 1.5 s before redirecting (docs/product-rules.md). */
export const AUTH_REDIRECT_DELAY_MS = 1500;

/** A timeout that is cancelled if the screen unmounts first. */
export const useDelayedAction = () => {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (action: () => void, delayMs = AUTH_REDIRECT_DELAY_MS) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  };
};
