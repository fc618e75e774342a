import type { SessionUser } from '@sniperads/contract';
import {
  IconBrandChrome,
  IconEyeSearch,
  IconFileImport,
  IconFolders,
  IconHeart,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconRadar,
  IconRocket,
  IconSchool,
  IconSearch,
  IconShieldLock,
  IconSparkles,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

/** Who sees an item: everyone signed in, test users (is_test or admin), or admins. */
export type NavAudience = 'user' | 'tester' | 'admin';
export type NavGroup = 'main' | 'organizacao' | 'admin';

export interface NavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: TablerIcon;
  group: NavGroup;
  audience: NavAudience;
  /** Active only on an exact path match ('/' would otherwise match everything). */
  exact?: boolean;
}

export const NAV_GROUP_LABEL: Record<NavGroup, string | null> = {
  main: null,
  organizacao: 'Organização',
  admin: 'Administração',
};

/**
 * The whole sidebar, in display order. A feature adds its entry here when its route exists
 * (links are typed against the route tree), e.g. `{ label: 'Favoritos', to: '/favoritos', … }`;
 * test-only entries use `audience: 'tester'`, the 'Organização' group uses `group: 'organizacao'`.
 */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: IconLayoutDashboard, group: 'main', audience: 'user', exact: true },
  { label: 'Mineração', to: '/mineracao', icon: IconSearch, group: 'main', audience: 'user' },
  { label: 'Ofertas Escaladas', to: '/ofertas-escaladas', icon: IconRocket, group: 'main', audience: 'user' },
  { label: 'Radar', to: '/radar', icon: IconRadar, group: 'main', audience: 'user' },
  {
    label: 'Interesses Oculto',
    to: '/interesses-oculto',
    icon: IconEyeSearch,
    group: 'main',
    audience: 'user',
  },
  { label: 'Favoritos', to: '/favoritos', icon: IconHeart, group: 'main', audience: 'user' },
  { label: 'Extensão', to: '/extensao', icon: IconBrandChrome, group: 'main', audience: 'user' },
  { label: 'Studio Criativa', to: '/studio', icon: IconSparkles, group: 'main', audience: 'tester' },
  { label: 'Palavras-Chave', to: '/palavras-chave', icon: IconKey, group: 'main', audience: 'user' },
  { label: 'Tutorial', to: '/tutorial', icon: IconSchool, group: 'main', audience: 'user' },
  { label: 'Minhas Pastas', to: '/pastas', icon: IconFolders, group: 'organizacao', audience: 'user' },
  { label: 'Admin', to: '/admin', icon: IconShieldLock, group: 'admin', audience: 'admin', exact: true },
];

/** The admin area's sidebar is one ungrouped list, for admins only. */
const adminItem = (label: string, to: NavItem['to'], icon: TablerIcon, exact?: true): NavItem => ({
  label,
  to,
  icon,
  group: 'main',
  audience: 'admin',
  ...(exact ? { exact } : {}),
});

/** Items of the admin area's sidebar. */
export const ADMIN_NAV_ITEMS: NavItem[] = [
  adminItem('Dashboard', '/admin', IconLayoutDashboard, true),
  adminItem('Usuários', '/admin/usuarios', IconUsers),
  adminItem('Palavras-chave', '/admin/palavras-chave', IconKey),
  adminItem('Tutoriais', '/admin/tutoriais', IconSchool),
  adminItem('Auditoria', '/admin/auditoria', IconHistory),
  adminItem('Ofertas candidatas', '/admin/ofertas', IconRocket),
  adminItem('Importar anúncios', '/admin/importar-anuncios', IconFileImport),
];

type Roles = Pick<SessionUser, 'is_admin' | 'is_test'>;

export const canSee = (audience: NavAudience, user: Roles) =>
  audience === 'user' || (audience === 'tester' && (user.is_test || user.is_admin)) || user.is_admin;

/** Visible items grouped in display order; empty groups are dropped. */
export const visibleNav = (items: NavItem[], user: Roles) => {
  const groups = new Map<NavGroup, NavItem[]>();
  for (const item of items) {
    if (!canSee(item.audience, user)) continue;
    groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  }
  return [...groups.entries()].map(([group, list]) => ({
    group,
    label: NAV_GROUP_LABEL[group],
    items: list,
  }));
};

/**
 * Whether `pathname` is on `to`'s screen: exactly, or (not `exact`) on one of its sub-paths
 * ('/pastas/12' is under 'Pastas'). The paths of the navigation are static.
 */
export const isOnPath = (pathname: string, to: string, exact = false) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === to) return true;
  return !exact && to !== '/' && path.startsWith(`${to}/`);
};
