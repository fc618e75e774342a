import { generateSchema } from '@anatine/zod-openapi';
import { type AppRoute, isZodType } from '@ts-rest/core';

/**
 * JSON schemas of a route's success answers, derived from the contract's zod schemas (their
 * output side), for Fastify's compiled serializer (fast-json-stringify). Like the zod parse they
 * replace, they write only what the contract declares, so nothing undeclared (a password hash, an
 * internal column) ever leaves; unlike it, they cost a string build instead of a deep copy.
 * Error answers keep the errors plugin's envelope.
 */
export const successSchemas = (route: AppRoute): Record<number, unknown> => {
  const schemas: Record<number, unknown> = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const code = Number(status);
    if (code >= 200 && code < 300 && isZodType(response)) schemas[code] = generateSchema(response, true);
  }
  return schemas;
};
