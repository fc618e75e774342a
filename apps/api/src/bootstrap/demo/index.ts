import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { adsSeeder } from './ads';
import { interestsDemoSeeder } from './interests';
import { keywordsSeeder } from './keywords';
import { offersSeeder } from './offers';
import { tutorialsSeeder } from './tutorials';

/**
 * Demo data loaded on start-up (when DEMO_DATA is on) so a fresh install has something real to
 * explore. Each feature contributes one seeder; a seeder must be idempotent: it checks whether
 * its data is already there and does nothing if so, so restarts never duplicate rows.
 */
export interface DemoSeeder {
  name: string;
  seed(ctx: { db: Db; config: Config; log: FastifyBaseLogger }): Promise<void>;
}

/** Features append their seeder here, in dependency order. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  adsSeeder,
  offersSeeder,
  keywordsSeeder,
  tutorialsSeeder,
  interestsDemoSeeder,
];

export const seedDemoData = async (db: Db, config: Config, log: FastifyBaseLogger) => {
  if (!config.demoData) return;
  for (const seeder of DEMO_SEEDERS) {
    await seeder.seed({ db, config, log });
  }
};
