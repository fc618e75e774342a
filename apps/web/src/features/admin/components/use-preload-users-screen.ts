import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenIdleAfterLoad } from '@/components/after-load';

/**
 * Fetches the users screen (its code and its first page) once the admin dashboard is on screen
 * and the browser is idle: 'Usuários' is where an admin goes next, and the click then only has
 * the rows to draw. Without it the click waited for ~100 KB of code (the screen and the shared
 * files it needs) and the users request before drawing anything.
 */
export function usePreloadUsersScreen() {
  const router = useRouter();
  useEffect(() => {
    let active = true;
    void whenIdleAfterLoad().then(() => {
      if (active) void router.preloadRoute({ to: '/admin/usuarios' }).catch(() => undefined);
    });
    return () => {
      active = false;
    };
  }, [router]);
}
