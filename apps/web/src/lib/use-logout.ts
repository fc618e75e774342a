import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { logout } from './session';

/** Sign out: POST /api/auth/logout, clear local state (even if the call fails), go to /login. */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      queryClient.clear();
      setPending(false);
      await navigate({ to: '/login', replace: true });
    }
  }, [navigate, queryClient]);
  return { logout: run, pending };
};
