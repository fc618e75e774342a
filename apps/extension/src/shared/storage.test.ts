import { describe, expect, it } from 'vitest';
import { restrictToExtension } from './storage';

describe('extension storage', () => {
  it('is closed to content scripts: only the worker and the extension pages may read it', async () => {
    const asked: unknown[] = [];
    await restrictToExtension({
      setAccessLevel: async (options: unknown) => {
        asked.push(options);
      },
    } as Parameters<typeof restrictToExtension>[0]);
    expect(asked).toEqual([{ accessLevel: 'TRUSTED_CONTEXTS' }]);
  });
});
