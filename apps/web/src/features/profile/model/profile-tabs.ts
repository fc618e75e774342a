/** The tabs of /perfil, as `?tab=` names (kept apart from the page so the route stays light). */
export const PROFILE_TABS = ['perfil', 'notificacoes', 'planos'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
