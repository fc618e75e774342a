/** Whether this screen matches a media query now (false where there is no window to ask). */
export const matchesNow = (query: string) =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;
