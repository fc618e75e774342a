/** Downloads in flight at once. */
const PARALLEL = 4;
/** Downloads in flight at once from one host (host:port): a slow host never takes every lane. */
const PER_HOST = 2;
/** Claimed rows kept waiting for a busy host; beyond it they go back to the queue for later. */
const WAITING_PER_HOST = 2 * PER_HOST;
/** The key of ads with no contributing account (Meta connector, demo data). */
export const SERVER = '';

/** What the scheduler needs of a claimed row. */
export interface SchedulableRow {
  id: string;
  source: string | null;
  /** The account whose observation created the ad, when the row came from a sweep. */
  contributor: string | null;
}

interface Task<R> {
  row: R;
  contributor: string;
  host: string;
  done: () => void;
}

const hostOf = (source: string | null) => {
  if (!source) return '';
  try {
    return new URL(source).host;
  } catch {
    return '';
  }
};

export interface FairScheduler<R extends SchedulableRow> {
  /** Queues kicked ids of `contributor` (SERVER when none); claimed a few at a time. */
  kick(ids: string[], contributor?: string | null): void;
  /**
   * Queues claimed rows and resolves when each has been tried. Kicked rows (`contributor` given)
   * whose host already has enough waiting are handed back instead, so one account's backlog on one
   * host is never pulled into memory; a sweep's batch is small and always waits its turn.
   */
  schedule(rows: R[], contributor?: string): Promise<void>;
  /** Forgets kicked ids and releases the rows claimed but not started (their lease runs out). */
  stop(): void;
}

/**
 * The thumbnail archiver's fair scheduler (issue 25): at most PARALLEL downloads at once and
 * PER_HOST per host, the next lane going to the contributor served longest ago, so one account's
 * backlog or slow image host never holds another account's thumbnails. Kicked ids are claimed
 * (`claim`) only while a lane is free and nothing claimed can start, so a backlog stays in the
 * database, leased a few rows at a time, rather than in this process.
 */
export const createFairScheduler = <R extends SchedulableRow>(deps: {
  /** Leases these ids if they are due; returns the rows leased. */
  claim(ids: string[]): Promise<R[]>;
  /** Tries one row; its own failures are its to settle. */
  work(row: R): Promise<void>;
  /** Hands a claimed row back for later: its host already has enough waiting. */
  handBack(row: R): Promise<unknown>;
  /** Keeps a background promise for the archiver's stop() to wait on. */
  track(p: Promise<unknown>): void;
  isStopped(): boolean;
  onError(err: unknown, what: string, adId?: string): void;
}): FairScheduler<R> => {
  /** Kicked ids per contributor, served round-robin. */
  const kicked = new Map<string, string[]>();
  /** Claimed rows not started yet (their host was busy, or every lane was). */
  const waiting: Task<R>[] = [];
  const activeByHost = new Map<string, number>();
  /** When each contributor was last served (a counter): the one served longest ago goes next. */
  const lastServed = new Map<string, number>();
  let served = 0;
  let running = 0;
  let pumping = false;

  const hostFree = (host: string) => (activeByHost.get(host) ?? 0) < PER_HOST;

  /** The waiting task to start now: a free host, and the contributor served longest ago. */
  const nextStartable = () => {
    let best = -1;
    let bestTurn = Number.POSITIVE_INFINITY;
    for (let i = 0; i < waiting.length; i++) {
      const task = waiting[i]!;
      if (!hostFree(task.host)) continue;
      const turn = lastServed.get(task.contributor) ?? -1;
      if (turn < bestTurn) {
        best = i;
        bestTurn = turn;
      }
    }
    return best;
  };

  const run = (task: Task<R>) => {
    running += 1;
    activeByHost.set(task.host, (activeByHost.get(task.host) ?? 0) + 1);
    lastServed.set(task.contributor, ++served);
    deps.track(
      // One row's database error must not stop the others (its lease expires).
      deps
        .work(task.row)
        .catch((err: unknown) => deps.onError(err, 'thumbnail crashed', task.row.id))
        .finally(() => {
          running -= 1;
          const left = (activeByHost.get(task.host) ?? 1) - 1;
          if (left > 0) activeByHost.set(task.host, left);
          else activeByHost.delete(task.host);
          task.done();
          startWaiting();
          pump();
        }),
    );
  };

  const startWaiting = () => {
    while (running < PARALLEL) {
      const i = nextStartable();
      if (i === -1) return;
      run(waiting.splice(i, 1)[0]!);
    }
  };

  const schedule = async (rows: R[], contributor?: string) => {
    const finished: Promise<void>[] = [];
    const handedBack: R[] = [];
    for (const row of rows) {
      const host = hostOf(row.source);
      const queuedForHost = waiting.filter((w) => w.host === host).length;
      if (contributor !== undefined && host && !hostFree(host) && queuedForHost >= WAITING_PER_HOST) {
        handedBack.push(row);
        continue;
      }
      finished.push(
        new Promise<void>((done) =>
          waiting.push({ row, contributor: contributor ?? row.contributor ?? SERVER, host, done }),
        ),
      );
    }
    startWaiting();
    await Promise.all([...finished, ...handedBack.map(deps.handBack)]);
  };

  /** Up to `count` kicked ids, one per contributor in turn, the one served longest ago first. */
  const takeKicked = (count: number) => {
    const order = [...kicked.keys()].sort((x, y) => (lastServed.get(x) ?? -1) - (lastServed.get(y) ?? -1));
    const taken: { contributor: string; id: string }[] = [];
    while (taken.length < count && kicked.size > 0) {
      for (const contributor of order) {
        const ids = kicked.get(contributor);
        if (!ids) continue;
        const id = ids.shift();
        if (id) taken.push({ contributor, id });
        if (ids.length === 0) kicked.delete(contributor);
        if (taken.length >= count) break;
      }
    }
    return taken;
  };

  /** Claims kicked ids while a lane is free and nothing claimed can start. */
  const pump = () => {
    if (pumping || deps.isStopped()) return;
    pumping = true;
    const loop = async () => {
      try {
        while (!deps.isStopped() && kicked.size > 0 && running < PARALLEL && nextStartable() === -1) {
          const taken = takeKicked(PARALLEL - running);
          const byContributor = new Map<string, string[]>();
          for (const { contributor, id } of taken) {
            byContributor.set(contributor, [...(byContributor.get(contributor) ?? []), id]);
          }
          for (const [contributor, ids] of byContributor) {
            const rows = await deps.claim(ids);
            void schedule(rows, contributor).catch((err: unknown) =>
              deps.onError(err, 'thumbnail hand-back failed'),
            );
          }
        }
      } finally {
        pumping = false;
      }
    };
    deps.track(loop().catch((err: unknown) => deps.onError(err, 'thumbnail run crashed')));
  };

  return {
    kick(ids, contributor) {
      const key = contributor ?? SERVER;
      kicked.set(key, [...(kicked.get(key) ?? []), ...ids]);
      pump();
    },
    schedule,
    stop() {
      kicked.clear();
      // Rows claimed but not started keep their lease and are taken again once it ends.
      for (const task of waiting.splice(0)) task.done();
    },
  };
};
