import type { TestProject } from 'vitest/node';
import { writePgliteSnapshot } from './setup/pglite-snapshot';
import { ensureTemplate } from './setup/postgres-template';

/** Where each test file gets its own, already migrated, database from. */
export type TestDatabaseSource =
  | { kind: 'postgres'; serverUrl: string; template: string }
  | { kind: 'pglite'; snapshot: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

const DOCKER_PROBE_MS = 3000;

/** A testcontainers Postgres when a Docker engine answers (never assumed), else null. */
const startContainer = async () => {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('docker probe timed out')), DOCKER_PROBE_MS),
      ),
    ]);
  } catch {
    return null;
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  return new PostgreSqlContainer('postgres:15-alpine').start();
};

/**
 * Migrates once per run. The server, in order: TEST_DATABASE_URL / DATABASE_URL, a testcontainers
 * Postgres, else embedded PGlite (always PGlite with TEST_NO_DOCKER and no URL).
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const configured = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const container = configured || process.env.TEST_NO_DOCKER ? null : await startContainer();
  const serverUrl = configured || container?.getConnectionUri();
  if (!serverUrl) {
    const snapshot = await writePgliteSnapshot();
    project.provide('testDatabase', { kind: 'pglite', snapshot: snapshot.path });
    logSetup(started, 'PGlite snapshot');
    return () => snapshot.remove();
  }
  const template = await ensureTemplate(serverUrl);
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
  logSetup(started, 'Postgres template');
  return async () => {
    await container?.stop();
  };
}

/** TEST_SETUP_TIMING=1 prints how long the once-per-run migration took. */
const logSetup = (started: number, what: string) => {
  if (process.env.TEST_SETUP_TIMING) {
    console.info(`[global-setup] ${what} ready in ${Math.round(performance.now() - started)} ms`);
  }
};
