import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Public-only screens (login, sign-up, password recovery): signed-in users go home. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
