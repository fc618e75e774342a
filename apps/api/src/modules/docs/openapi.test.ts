import { createConfig, lintFromString } from '@redocly/openapi-core';
import { contract, type RouteAccess } from '@sniperads/contract';
import { isZodType } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../../../test/helpers/routes';
import { buildOpenApi } from './openapi';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
};

const doc = buildOpenApi();
const paths = doc.paths as Record<string, Record<string, Operation>>;
/** The document's operation for a contract route (`/api/folders/:id/` → `/api/folders/{id}`). */
const operationOf = (method: string, path: string) =>
  paths[path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1')]?.[method.toLowerCase()];

/** Every field schema under `schema`, with its JSON pointer-ish path. */
const fieldsOf = (schema: Json, at: string): [string, Json][] => {
  const out: [string, Json][] = [];
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    out.push([`${at}.${name}`, field], ...fieldsOf(field, `${at}.${name}`));
  }
  if (schema.items) out.push([`${at}[]`, schema.items as Json], ...fieldsOf(schema.items as Json, `${at}[]`));
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of (schema[key] ?? []) as Json[]) out.push(...fieldsOf(part, at));
  }
  return out;
};

describe('the OpenAPI document (/api/docs/openapi.json)', () => {
  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });

  it('marks every request body required and gives every request field a schema', () => {
    const untyped: string[] = [];
    for (const [name, route] of contractRoutes(contract)) {
      const operation = operationOf(route.method, route.path);
      expect(operation, name).toBeDefined();
      if (!('body' in route) || !isZodType(route.body)) continue;
      expect(operation!.requestBody?.required, name).toBe(true);
      const schema = operation!.requestBody!.content['application/json']?.schema;
      if (!schema) continue;
      // passwordsMatch's second look at the passwords types nothing: they are typed beside it.
      for (const [field, fieldSchema] of fieldsOf(schema, name)) {
        const hasSchema = ['type', 'oneOf', 'anyOf', 'allOf', 'enum', '$ref', 'description'].some(
          (key) => key in fieldSchema,
        );
        if (!hasSchema && !/\.(password|password_confirmation)$/.test(field)) untyped.push(field);
      }
    }
    expect(untyped).toEqual([]);
  });

  it('names the credentials each route takes: none on public routes, a token only where it is let in', () => {
    for (const [name, route] of contractRoutes(contract)) {
      const access = (route.metadata as { access: RouteAccess }).access;
      const operation = operationOf(route.method, route.path)!;
      const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s)).sort();
      const expected =
        access.guard === 'public' ? [] : access.tokenAbility ? ['apiToken', 'session'] : ['session'];
      expect(schemes, name).toEqual(expected);
    }
    expect(Object.keys((doc.components as Json).securitySchemes as Json).sort()).toEqual([
      'apiToken',
      'session',
    ]);
  });
});
