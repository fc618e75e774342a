// Where the session lives in localStorage. Imports nothing: index.html's boot script, written by
// the build (build/boot-preload.ts), reads the same keys before any module runs.
export const AUTH_STORAGE_KEYS = {
  token: 'auth_token',
  user: 'user_data',
  expiresAt: 'auth_expires_at',
} as const;
