import type { AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { requestValidationErrorHandler } from '../plugins/errors';

export const s = initServer();

/**
 * Registers a router made with `s.router(contract, …)` as its own plugin (ts-rest's documented
 * `s.plugin`), so the error handler ts-rest sets stays in that plugin's scope. That handler answers
 * request validation failures in the envelope and passes every other error on to the app-wide
 * handler (plugins/errors.ts).
 */
export const registerContractRouter = <T extends AppRouter>(
  app: FastifyInstance,
  router: RouterImplementation<T>,
) => {
  app.register(s.plugin(router), {
    logInitialization: false,
    jsonQuery: false,
    // Strips anything the contract does not declare (e.g. a password hash) from every answer.
    responseValidation: true,
    requestValidationErrorHandler,
  });
};
