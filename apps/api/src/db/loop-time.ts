/** A timer that fired later than this was held up by the event loop, not by the database. */
export const LATE_MS = 100;
/**
 * A deadline advances in steps of at most this long, so that a block anywhere in its window shows
 * as a late step (and is given back), not only a block that delays its last timer.
 */
export const STEP_MS = 50;

/**
 * Calls `fn` once `ms` of the event loop's own time has passed; returns a cancel function. The
 * database's deadlines (query-deadline.ts, reachability.ts, pg-client.ts's connect deadline, and
 * through `answersWithin` the change feed's heartbeat) use it so that time the loop spent blocked (several of the largest ingest
 * bodies parsed at once take seconds on a busy machine) is not counted against PostgreSQL: the
 * window is walked in steps of STEP_MS, and a step that fires more than LATE_MS late counts for its
 * own length only, wherever the block fell (a block early in the window delays when the request is
 * written or its answer is read as much as one at its end). And `fn` runs after the loop has
 * polled for I/O once more, because timers run before I/O: an answer already in the socket is read
 * first. Judged by the wall clock, the probe called the database gone and the pool dropped every
 * connection (503s to every request in flight), and the feed's heartbeat called the feed dead. A
 * database that is really gone is still found, later by about the time the loop was blocked.
 */
export const afterLoopTime = (ms: number, fn: () => void, now = () => performance.now()): (() => void) => {
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  let cancelled = false;
  let remaining = ms;
  const step = () => {
    const wait = Math.min(STEP_MS, remaining);
    const armedAt = now();
    timer = setTimeout(() => {
      const elapsed = now() - armedAt;
      remaining -= elapsed - wait > LATE_MS ? wait : elapsed;
      if (remaining > 0) return step();
      immediate = setImmediate(() => {
        if (!cancelled) fn();
      });
    }, wait);
  };
  step();
  return () => {
    cancelled = true;
    clearTimeout(timer);
    clearImmediate(immediate);
  };
};
