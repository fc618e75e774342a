import type { SessionUser } from '@sniperads/contract';
import type { AuthStore } from './auth';

/** Who may open the experimental screens (Studio, Pastas): test users and admins. */
export const isTester = (user: Pick<SessionUser, 'is_test' | 'is_admin'>) => user.is_test || user.is_admin;

/**
 * A screen the user's role does not open. Thrown by a route's `beforeLoad`, so nothing is fetched,
 * and shown by the route's error screen as an explanation instead of a silent redirect.
 */
export class RoleRefusedError extends Error {
  readonly role = 'tester' as const;
  constructor() {
    super('Recurso exclusivo para testadores');
    this.name = 'RoleRefusedError';
  }
}

/**
 * Test-user screens (the Studio): others are told why they cannot open them. The API refuses
 * them anyway (403); this spares them a screen full of errors.
 */
export const requireTester = ({ context }: { context: { auth: AuthStore } }) => {
  const user = context.auth.getSnapshot().user;
  if (user && !isTester(user)) throw new RoleRefusedError();
};
