import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * docker/compose.cluster.yaml cannot be started here (no Docker engine): its topology is read
 * instead, as Compose reads it (merge keys), and checked against what the API expects.
 */
const DOCKER = resolve(import.meta.dirname, '../../../docker');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  entrypoint?: string[];
  ports?: string[];
}

const compose = parse(readFileSync(join(DOCKER, 'compose.cluster.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const hostOf = (url: string) => new URL(url.replace(/\$\{[^}]+\}/g, 'x')).hostname;
const mounted = (service: Service) =>
  (service.volumes ?? [])
    .filter((v) => v.startsWith('./'))
    .map((v) => v.split(':') as [string, string, ...string[]]);

describe('docker/compose.cluster.yaml', () => {
  const { services } = compose;

  it('runs a primary, two standbys, Redis, two API processes and HAProxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api1',
        'api2',
        'haproxy',
        'postgres-primary',
        'postgres-replica1',
        'postgres-replica2',
        'redis',
      ].sort(),
    );
    for (const name of ['postgres-primary', 'postgres-replica1', 'postgres-replica2'])
      expect(services[name]?.image).toBe('postgres:15-alpine');
  });

  it('builds each standby from the primary by pg_basebackup -R, after the primary is healthy', () => {
    for (const name of ['postgres-replica1', 'postgres-replica2']) {
      const replica = services[name] as Service;
      expect(replica.depends_on?.['postgres-primary']?.condition).toBe('service_healthy');
      expect(replica.environment?.PRIMARY_HOST).toBe('postgres-primary');
      const [, script] = replica.entrypoint ?? [];
      const source = mounted(replica).find(([, target]) => target === script);
      expect(source, `${name} mounts its entrypoint`).toBeDefined();
      expect(readFileSync(join(DOCKER, source?.[0] ?? ''), 'utf8')).toMatch(/pg_basebackup .*-R/);
    }
    const primaryCommand = (services['postgres-primary'] as Service & { command: string[] }).command.join(
      ' ',
    );
    expect(primaryCommand).toContain('wal_level=replica');
  });

  it('writes on the primary and reads shared data from both standbys, on every API process', () => {
    for (const name of ['api1', 'api2']) {
      const env = (services[name] as Service).environment ?? {};
      expect(hostOf(env.DATABASE_URL ?? '')).toBe('postgres-primary');
      expect((env.DATABASE_READ_URLS ?? '').split(',').map(hostOf)).toEqual([
        'postgres-replica1',
        'postgres-replica2',
      ]);
      expect(hostOf(env.REDIS_URL ?? '')).toBe('redis');
      expect(env.TRUST_PROXY).toBe('true');
    }
    expect(services.api2?.depends_on?.api1?.condition).toBe('service_healthy');
  });

  it('balances with HAProxy checking /api/ready on both processes', () => {
    const haproxy = services.haproxy as Service;
    expect(haproxy.ports).toEqual(['3000:3000']);
    const [source] = mounted(haproxy).find(([, target]) => target.endsWith('haproxy.cfg')) ?? [];
    const config = readFileSync(join(DOCKER, source ?? ''), 'utf8');
    expect(config).toContain('option httpchk GET /api/ready');
    expect(config).toMatch(/server api1 api1:3000 check/);
    expect(config).toMatch(/server api2 api2:3000 check/);
  });

  it('mounts only files that exist, and declares its volumes', () => {
    for (const service of Object.values(services)) {
      for (const [source] of mounted(service)) expect(existsSync(join(DOCKER, source)), source).toBe(true);
      for (const volume of service.volumes ?? []) {
        const name = volume.split(':')[0] ?? '';
        if (!name.startsWith('.')) expect(compose.volumes).toHaveProperty(name);
      }
    }
  });
});
