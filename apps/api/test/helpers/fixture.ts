import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file sets up once (an app, a session, a fake server): made in a beforeAll and
 * torn down in an afterAll, but named once at the top level through a stand-in that forwards to
 * it. Reading the stand-in before the hook ran (or after the teardown) throws, saying why. Hooks run
 * in the order they are registered (afterAll in reverse), so a fixture may use earlier ones.
 */
export const useFixture = <T extends object>(
  what: string,
  setUp: () => Promise<T>,
  tearDown?: (value: T) => Promise<void>,
): T => {
  let value: T | undefined;
  beforeAll(async () => {
    value = await setUp();
  });
  if (tearDown) {
    afterAll(async () => {
      if (value !== undefined) await tearDown(value);
      value = undefined;
    });
  }
  const current = () => {
    if (value === undefined) throw new Error(`${what} is set up in beforeAll: use it in a hook or a test`);
    return value;
  };
  return new Proxy({} as T, {
    // Methods run on the real value (its private fields are not reachable through a proxy).
    get: (_, key) => {
      const target = current();
      const member = Reflect.get(target, key);
      return typeof member === 'function' ? member.bind(target) : member;
    },
    set: (_, key, next) => Reflect.set(current(), key, next),
  });
};
