/** Only same-origin paths are followed after login ('/favoritos?x=1'), never '//evil.com' or URLs. */
export const safeRedirect = (target: string | undefined | null): string | null => {
  if (!target || typeof target !== 'string') return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target === '/login' || target.startsWith('/login?')) return null;
  return target;
};
