import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { logout } from './session';

/**
 * Sign out: POST /api/auth/logout, clear local state (even if the call fails), go to /login. The
 * cache and its offline copy go with the session (lib/offline-cache.ts).
 */
export const useLogout = () => {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
      await navigate({ to: '/login', replace: true });
    }
  }, [navigate]);
  return { logout: run, pending };
};
