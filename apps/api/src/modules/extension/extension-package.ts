import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  EXTENSION_SERVER_FILE,
  EXTENSION_VERSION,
  type ExtensionServerFileSchema,
} from '@sniperads/contract';
import { zipSync } from 'fflate';
import type { z } from 'zod';

/** Zips kept, one per server address: a server is reached at few addresses, a forged Host adds one. */
const MAX_CACHED_ZIPS = 8;

interface BuiltExtension {
  version: string;
  files: Record<string, Uint8Array>;
}

const readTree = async (dir: string) => {
  const files: Record<string, Uint8Array> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split(sep).join('/')] = new Uint8Array(await readFile(path));
  }
  return files;
};

/**
 * The built extension (`apps/extension/dist/chrome-mv3`, EXTENSION_DIST) served as a zip with
 * `server.json` added, so the installed extension calls this server without the user typing its
 * address. The folder is read once; a missing build is looked for again on the next request
 * (a server started before `pnpm build` finishes picks it up).
 */
export const createExtensionPackage = (distDir: string) => {
  let built: Promise<BuiltExtension | null> | null = null;
  const zips = new Map<string, Uint8Array>();

  const load = async (): Promise<BuiltExtension | null> => {
    try {
      const files = await readTree(distDir);
      const manifest = files['manifest.json'];
      if (!manifest) return null;
      const { version } = JSON.parse(new TextDecoder().decode(manifest)) as { version?: unknown };
      return { version: typeof version === 'string' ? version : EXTENSION_VERSION, files };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  const extension = async () => {
    built ??= load();
    const found = await built;
    if (!found) built = null;
    return found;
  };

  return {
    /** The version inside the package, or null when this server has no build to hand out. */
    async version(): Promise<string | null> {
      return (await extension())?.version ?? null;
    },

    /** The zip set to `serverUrl`, or null when there is no build. */
    async zipFor(serverUrl: string): Promise<{ version: string; zip: Uint8Array } | null> {
      const found = await extension();
      if (!found) return null;
      let zip = zips.get(serverUrl);
      if (!zip) {
        const config: z.infer<typeof ExtensionServerFileSchema> = { serverUrl };
        zip = zipSync(
          {
            ...found.files,
            [EXTENSION_SERVER_FILE]: new TextEncoder().encode(`${JSON.stringify(config)}\n`),
          },
          { level: 9, mtime: new Date('2000-01-01T00:00:00Z') },
        );
        if (zips.size >= MAX_CACHED_ZIPS) zips.delete(zips.keys().next().value as string);
        zips.set(serverUrl, zip);
      }
      return { version: found.version, zip };
    },
  };
};
export type ExtensionPackage = ReturnType<typeof createExtensionPackage>;
