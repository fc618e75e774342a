import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Who holds an embedded data directory: the pid, and on Linux when that process started. */
interface LockOwner {
  pid: number;
  /** /proc/<pid>/stat's start time, so a reused pid is not taken for the owner. */
  started: string | null;
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `O banco embutido em ${dataDir} já está em uso pelo processo ${pid}. Pare o servidor antes de rodar o seed.`,
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

const processStart = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; counted after the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
};

const isAlive = ({ pid, started }: LockOwner) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const now = processStart(pid);
  return !(started && now && now !== started);
};

const readOwner = (file: string): LockOwner | null => {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, started: owner.started ?? null } : null;
  } catch {
    return null;
  }
};

/** Directories this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it. The first to
 * open it writes `<dir>.lock` with its pid; another live process is refused; a lock whose owner
 * is gone (killed, machine restarted) is taken over. The file appears whole or not at all (it is
 * written aside and hard-linked into place).
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = join(dirname(dataDir), `${basename(dataDir)}.lock`);
  if (held.has(file)) throw new EmbeddedDatabaseBusyError(dataDir, process.pid);
  const me: LockOwner = { pid: process.pid, started: processStart(process.pid) };
  const draft = `${file}.${process.pid}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(draft, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && isAlive(owner)) {
        throw new EmbeddedDatabaseBusyError(dataDir, owner.pid);
      }
      // Stale (its process is gone, or it is our own pid from a previous life): take it over.
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  // Two processes taking over the same stale lock at once: only the last link stands.
  const owner = readOwner(file);
  if (owner?.pid !== process.pid) throw new EmbeddedDatabaseBusyError(dataDir, owner?.pid ?? 0);

  held.add(file);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(file)) return;
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  // A process that exits without closing the database (process.exit) leaves no lock behind.
  process.on('exit', release);
  return release;
};
