import {
  EXTENSION_DEFAULT_SERVER_URL,
  EXTENSION_SERVER_FILE,
  ExtensionServerFileSchema,
} from '@sniperads/contract';
import { checkServerUrl } from './server-url';
import { KEYS, type KeyValueStore, readSettings, writeSettings } from './storage';

/**
 * The address written into this package by the SniperAds server it was downloaded from
 * (`server.json` at the package root; the Chrome Web Store build has none). Only an address the
 * options page would accept counts: https://, or http:// on this machine.
 */
export const readPackagedServerUrl = async (
  doFetch: typeof fetch,
  fileUrl: string,
): Promise<string | null> => {
  try {
    const res = await doFetch(fileUrl);
    if (!res.ok) return null;
    const parsed = ExtensionServerFileSchema.safeParse(await res.json());
    if (!parsed.success) return null;
    const checked = checkServerUrl(parsed.data.serverUrl);
    return checked.ok ? checked.url : null;
  } catch {
    // No such file in the package: fetch of a missing extension resource fails outright.
    return null;
  }
};

/**
 * On install (or update), start from the packaged address unless the user already chose one:
 * nothing stored yet, or still the built-in default. Returns whether the settings changed.
 */
export const adoptPackagedServer = async (store: KeyValueStore, packaged: string | null) => {
  if (!packaged) return false;
  const stored = (await store.get([KEYS.settings]))[KEYS.settings] as { serverUrl?: unknown } | undefined;
  const chosen = typeof stored?.serverUrl === 'string' && stored.serverUrl !== EXTENSION_DEFAULT_SERVER_URL;
  if (chosen) return false;
  const settings = await readSettings(store);
  if (settings.serverUrl === packaged) return false;
  await writeSettings(store, { ...settings, serverUrl: packaged });
  return true;
};

export const packagedServerFileUrl = () => chrome.runtime.getURL(EXTENSION_SERVER_FILE);
