import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (the trial countdown ticks each minute). */
export const useNow = (intervalMs = 60_000) => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
};
