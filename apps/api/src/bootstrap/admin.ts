import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { hashPassword } from '../lib/passwords';
import type { UsersService } from '../modules/users/users.service';

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD. An existing account is left as it is,
 * so restarting never resets a password an admin has changed.
 */
export const ensureAdmin = async (users: UsersService, config: Config, log: FastifyBaseLogger) => {
  const existing = await users.findByEmail(config.adminEmail);
  if (existing) return { created: false as const };
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await users.create({
    name: 'Administrador',
    email: config.adminEmail,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    isTest: true,
    plan: 'max',
  });
  log.info({ email: config.adminEmail }, 'admin account created');
  return { created: true as const, generatedPassword: config.adminPassword ? undefined : password };
};
