/** A timer that fired later than this was held up by the event loop, not by the database. */
export const LATE_MS = 100;

/**
 * Calls `fn` once `ms` of the event loop's own time has passed; returns a cancel function. The
 * database's deadlines (query-deadline.ts, reachability.ts) use it so that time the loop spent
 * blocked (several of the largest ingest bodies parsed at once take seconds on a busy machine) is
 * not counted against PostgreSQL: a timer that fires more than LATE_MS late is re-armed for the
 * time it lost (at most `ms`), during which the loop reads what the database answered meanwhile.
 * Judged by the wall clock alone, an answer already in the socket lost the race to the timer (timers
 * run before I/O), the probe called the database gone and the pool dropped every connection:
 * 503s to every request in flight, and postgres.js 3.4 then crashed the process (a write scheduled
 * on a socket it had already let go). A database that is really gone is still found, later by
 * about the time the loop was blocked.
 */
export const afterLoopTime = (ms: number, fn: () => void, now = () => performance.now()): (() => void) => {
  let handle: NodeJS.Timeout | undefined;
  const arm = (wait: number) => {
    const due = now() + wait;
    handle = setTimeout(() => {
      const late = now() - due;
      if (late > LATE_MS) arm(Math.min(ms, late));
      else fn();
    }, wait);
  };
  arm(ms);
  return () => clearTimeout(handle);
};
