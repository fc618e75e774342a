import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Postgres started by testcontainers when a Docker engine answers; null otherwise. */
    containerDatabaseUrl: string | null;
  }
}

const DOCKER_PROBE_MS = 3000;

/**
 * Database for the integration tests, in order: TEST_DATABASE_URL / DATABASE_URL, a
 * testcontainers Postgres when a Docker engine is detected (never assumed), else embedded PGlite.
 */
export default async function setup(project: TestProject) {
  project.provide('containerDatabaseUrl', null);
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_NO_DOCKER) return;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('docker probe timed out')), DOCKER_PROBE_MS),
      ),
    ]);
  } catch {
    return; // no Docker engine: the tests use PGlite
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:15-alpine').start();
  project.provide('containerDatabaseUrl', container.getConnectionUri());
  return async () => {
    await container.stop();
  };
}
