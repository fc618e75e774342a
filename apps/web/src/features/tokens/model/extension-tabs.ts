/** The tabs of /extensao, as `?tab=` names (kept apart from the page so the route stays light). */
export const EXTENSION_TABS = ['extensao', 'tokens', 'tutorial'] as const;
export type ExtensionTabName = (typeof EXTENSION_TABS)[number];
