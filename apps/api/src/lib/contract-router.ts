import type { AppRoute, AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { requestValidationErrorHandler } from '../plugins/errors';
import { successSchemas } from './response-schemas';

export const s = initServer();

export interface ContractRouterOptions {
  /**
   * How answers are checked against the contract and written: 'zod' parses every answer with the
   * contract's schema, then JSON.stringify; 'schema' writes it with Fastify's compiled serializer
   * from JSON schemas derived from the same contract (lib/response-schemas.ts), several times
   * cheaper for big lists. Both write only what the contract declares.
   */
  serializer?: 'zod' | 'schema';
}

/**
 * Registers a router made with `s.router(contract, …)` as its own plugin (ts-rest's documented
 * `s.plugin`), so the error handler ts-rest sets stays in that plugin's scope. That handler answers
 * request validation failures in the envelope and passes every other error on to the app-wide
 * handler (plugins/errors.ts).
 */
export const registerContractRouter = <T extends AppRouter>(
  app: FastifyInstance,
  router: RouterImplementation<T>,
  { serializer = 'zod' }: ContractRouterOptions = {},
) => {
  const options = {
    logInitialization: false,
    jsonQuery: false,
    // Strips anything the contract does not declare (e.g. a password hash) from every answer.
    responseValidation: serializer === 'zod',
    requestValidationErrorHandler,
  };
  if (serializer === 'zod') {
    app.register(s.plugin(router), options);
    return;
  }
  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const appRoute = (route.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
      if (appRoute) route.schema = { ...route.schema, response: successSchemas(appRoute) };
    });
    await scope.register(s.plugin(router), options);
  });
};
