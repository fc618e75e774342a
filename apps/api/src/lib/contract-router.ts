import type { AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';

export const s = initServer();

/**
 * Registers a module's ts-rest router. ts-rest would install its own error handler in the
 * module's scope, answering validation failures in its own shape; that call is skipped so the
 * app-wide handler (plugins/errors.ts) answers every failure in the envelope.
 */
export const registerContractRouter = <T extends AppRouter>(
  app: FastifyInstance,
  contract: T,
  router: RouterImplementation<T>,
) => {
  const setErrorHandler = app.setErrorHandler;
  app.setErrorHandler = (() => app) as typeof app.setErrorHandler;
  try {
    s.registerRouter(contract, router, app, {
      logInitialization: false,
      jsonQuery: false,
      // Strips anything the contract does not declare (e.g. a password hash) from every answer.
      responseValidation: true,
      requestValidationErrorHandler: 'combined',
    });
  } finally {
    app.setErrorHandler = setErrorHandler;
  }
};
