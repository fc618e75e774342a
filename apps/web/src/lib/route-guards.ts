import { redirect } from '@tanstack/react-router';
import type { AuthStore } from './auth';

/**
 * Test-user screens (Studio, Pastas): others are sent home. The API refuses them anyway (403);
 * this only spares them a screen full of errors.
 */
export const requireTester = ({ context }: { context: { auth: AuthStore } }) => {
  const user = context.auth.getSnapshot().user;
  if (user && !user.is_test && !user.is_admin) throw redirect({ to: '/', replace: true });
};
