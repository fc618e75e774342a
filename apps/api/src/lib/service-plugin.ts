import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A plugin that builds one module's service from the instance and decorates it as `name`, so every
 * module reaches the same one (app.users, …) instead of that module's repository. `dependencies`
 * names the plugins whose decorations `build` reads: registering it too early fails at startup.
 */
export const servicePlugin = <K extends keyof FastifyInstance & string>(
  name: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  dependencies: string[] = ['db'],
) =>
  fp(
    async (app: FastifyInstance) => {
      // `build` is already typed against the declared decoration; Fastify's overloads cannot see that.
      const service: unknown = build(app);
      app.decorate(name as string, service);
    },
    { name, dependencies },
  );
