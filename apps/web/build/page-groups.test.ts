import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSplitting } from './code-splitting';
import { groupOf, MEASURED_PAGES, unwantedGroups } from './page-groups';

describe('MEASURED_PAGES', () => {
  // A renamed route would leave the size script measuring a page without its screen's files.
  it("names route files that exist, each page's own", () => {
    const routes = join(import.meta.dirname, '..', 'src', 'routes');
    for (const page of MEASURED_PAGES) expect(existsSync(join(routes, page.routeFile)), page.path).toBe(true);
    expect(new Set(MEASURED_PAGES.map((p) => p.routeFile)).size).toBe(MEASURED_PAGES.length);
  });
});

describe('groupOf', () => {
  it('names the group of a build file, whatever its hash holds', () => {
    expect(groupOf('assets/home-Ab3_x9Zq.js')).toBe('home');
    expect(groupOf('assets/mining--5CdIk3s.js')).toBe('mining');
    expect(groupOf('assets/_admin-L7yheELP.js')).toBe('_admin');
    expect(groupOf('assets/admin-data-DqPK7Gb_.js')).toBe('admin-data');
  });
});

describe('unwantedGroups', () => {
  it("flags an admin screen that downloads the dashboard's, Mineração's or the update prompt's file", () => {
    const files = ['assets/index-AAAAAAAA.js', 'assets/home-BBBBBBBB.js', 'assets/updates-CCCCCCCC.js'];
    expect(unwantedGroups('/admin/usuarios', files)).toEqual(['home', 'updates']);
  });

  it("flags /admin/usuarios when it downloads its dialogs' or row menus' libraries first", () => {
    const files = ['assets/tables-AAAAAAAA.js', 'assets/overlays-BBBBBBBB.js', 'assets/floating-CCCCCCCC.js'];
    expect(unwantedGroups('/admin/usuarios', files)).toEqual(['overlays', 'floating']);
  });

  it('accepts a screen that downloads only its own and the shared files', () => {
    const files = ['assets/index-AAAAAAAA.js', 'assets/shell-BBBBBBBB.js', 'assets/list-CCCCCCCC.js'];
    expect(unwantedGroups('/admin/usuarios', files)).toEqual([]);
    expect(unwantedGroups('/mineracao', files)).toEqual([]);
  });
});

// The group whose own rule takes a module first (before what groups take as others' imports).
const ruleGroup = (id: string) =>
  [...codeSplitting.groups]
    .filter((group) =>
      !('tags' in group) && typeof group.test === 'function'
        ? group.test(id)
        : group.test instanceof RegExp && group.test.test(id),
    )
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))[0]?.name;

describe('the groups (build/code-splitting.ts)', () => {
  const web = '/repo/apps/web';
  const mantine = '/repo/node_modules/.pnpm/@mantine+core@9.7.3/node_modules/@mantine/core/esm/components';

  it("puts what the dashboard shares with other screens in the signed-in layout's file", () => {
    for (const module of ['page-header.tsx', 'refresh-button.tsx', 'load-error-alert.tsx'])
      expect(ruleGroup(`${web}/src/components/${module}`)).toBe('shell');
    expect(ruleGroup(`${mantine}/SimpleGrid/SimpleGrid.mjs`)).toBe('shell');
  });

  it("puts the list screens' search box and pagination apart from Mineração's own code", () => {
    expect(ruleGroup(`${web}/src/components/search-input.tsx`)).toBe('list');
    expect(ruleGroup(`${web}/src/components/pagination/pagination.tsx`)).toBe('list');
  });

  it('puts dialogs apart from the update prompt, which only comes after the load', () => {
    expect(ruleGroup(`${mantine}/Modal/Modal.mjs`)).toBe('overlays');
    expect(ruleGroup(`${web}/src/components/pwa/update-prompt.tsx`)).toBe('updates');
  });

  it("keeps Floating UI with the popovers it positions, out of the tables' scroll area", () => {
    expect(
      ruleGroup(
        '/repo/node_modules/.pnpm/@floating-ui+dom@1/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
      ),
    ).toBe('floating');
    expect(ruleGroup('/repo/node_modules/@floating-ui/react/dist/floating-ui.react.mjs')).toBe('floating');
  });

  it("puts the admin lists' table apart from dialogs and popovers, and popovers apart from `ui`", () => {
    expect(ruleGroup(`${mantine}/Table/Table.mjs`)).toBe('tables');
    expect(ruleGroup(`${mantine}/ScrollArea/ScrollArea.mjs`)).toBe('scroll-area');
    for (const module of ['data-table.tsx', 'data-table.module.css'])
      expect(ruleGroup(`${web}/src/components/${module}`)).toBe('tables');
    expect(ruleGroup(`${web}/src/features/admin/components/admin-list-card.tsx`)).toBe('tables');
    expect(ruleGroup(`${mantine}/Menu/Menu.mjs`)).toBe('floating');
    expect(ruleGroup(`${mantine}/Popover/Popover.mjs`)).toBe('floating');
    expect(ruleGroup('/repo/node_modules/@tabler/icons-react/dist/esm/icons/IconDots.mjs')).toBe('icons');
  });

  it("gives /admin/usuarios' components a file of their own, which its lazy dialogs share", () => {
    expect(ruleGroup(`${web}/src/routes/_authenticated/_admin/admin/usuarios.tsx?tsr-split=component`)).toBe(
      'admin-users',
    );
  });
});
