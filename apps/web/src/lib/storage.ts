/** localStorage that never throws (private mode, quota, SSR/tests without a window). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
};

export const safeStorage = (): KeyValueStorage => {
  try {
    const ls = globalThis.localStorage;
    if (!ls) return memoryStorage;
    return {
      getItem: (k) => {
        try {
          return ls.getItem(k);
        } catch {
          return null;
        }
      },
      setItem: (k, v) => {
        try {
          ls.setItem(k, v);
        } catch {
          // Quota or privacy mode: the value only lives for this page.
        }
      },
      removeItem: (k) => {
        try {
          ls.removeItem(k);
        } catch {
          // ignore
        }
      },
    };
  } catch {
    return memoryStorage;
  }
};
