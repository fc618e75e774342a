// Guards src/mantine-styles.ts, the list of Mantine's per-component style files the app imports:
// the build fails when a Mantine component is bundled without its file (it would render
// unstyled) or when the whole @mantine/core/styles.css comes back.
import type { Plugin } from 'vite';

const COMPONENT_CLASSES =
  /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;
const COMPONENT_STYLES = /@mantine[\\/]core[\\/]styles[\\/]([\w-]+)\.css$/;
const ALL_STYLES = /@mantine[\\/]core[\\/]styles(?:\.layer)?\.css$/;

/** The style file a bundled module needs ('Button' for …/Button/Button.module.mjs), if any. */
export const styleFileOf = (moduleId: string) => COMPONENT_CLASSES.exec(moduleId)?.[1];

/** What is wrong with a build that bundles these modules (ids with their rendered length). */
export const checkMantineStyles = (modules: Iterable<[id: string, renderedLength: number]>) => {
  const needed = new Set<string>();
  const imported = new Set<string>();
  let everything = false;
  for (const [id, length] of modules) {
    const needs = styleFileOf(id);
    if (needs && length > 0) needed.add(needs);
    const has = COMPONENT_STYLES.exec(id)?.[1];
    if (has) imported.add(has);
    if (ALL_STYLES.test(id)) everything = true;
  }
  const missing = [...needed].filter((name) => !imported.has(name)).sort();
  return { missing, everything };
};

export const mantineStyles = (): Plugin => ({
  name: 'sniperads:mantine-styles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const modules: [string, number][] = [];
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const [id, info] of Object.entries(output.modules)) modules.push([id, info.renderedLength]);
    }
    const { missing, everything } = checkMantineStyles(modules);
    if (everything)
      this.error('@mantine/core/styles.css is imported whole: list the files in src/mantine-styles.ts');
    if (missing.length > 0) {
      this.error(
        `Mantine components without their styles; add to src/mantine-styles.ts: ${missing
          .map((name) => `@mantine/core/styles/${name}.css`)
          .join(', ')}`,
      );
    }
  },
});
