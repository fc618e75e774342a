import { vi } from 'vitest';

/**
 * happy-dom draws nothing, so Mantine's focus trap finds no visible element in an open menu and
 * warns with the whole element tree (thousands of log lines per test). Only that warning is
 * dropped; any other still shows. Call it in `beforeEach` (spies are restored after each test).
 */
export const silenceFocusTrapWarning = () => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
    warn(...args);
  });
};
