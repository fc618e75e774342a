import { API_PREFIX, APP_VERSION, contract, type RouteAccess } from '@sniperads/contract';
import { type AppRoute, isZodType } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { describePipes } from './request-schemas';

type Json = Record<string, unknown>;

const GUARD_LABEL: Record<RouteAccess['guard'], string> = {
  public: 'Público',
  user: 'Usuário autenticado',
  tester: 'Testador ou administrador',
  admin: 'Administrador',
};

export const accessDescription = (access: RouteAccess) =>
  access.tokenAbility
    ? `${GUARD_LABEL[access.guard]} ou token de API com \`${access.tokenAbility}\``
    : GUARD_LABEL[access.guard];

/** Both travel as `Authorization: Bearer …`; the document names them apart so each route says which it takes. */
const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token da sessão, recebido ao entrar (POST /api/auth).',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sa_…',
    description:
      'Token de API da extensão (`sa_…`), criado no perfil; vale só nas rotas que aceitam uma de suas permissões.',
  },
} as const;

/** Public routes say so with an empty list; the others take a session, and a token where it is let in. */
const securityOf = (access: RouteAccess | undefined): Record<string, string[]>[] => {
  if (!access || access.guard === 'public') return [];
  return access.tokenAbility ? [{ session: [] }, { apiToken: [] }] : [{ session: [] }];
};

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: on a schema without one (z.unknown(), a
 * record of anything) it is an error and adds nothing, since such a schema already admits null;
 * on a union, null becomes a branch of its own.
 * Beside an `enum` it must list null too, or null (which the API does answer, e.g. an offer's
 * `offer_status` before any decision) is a value the document forbids.
 */
const fixNullable = (node: unknown): void => {
  // Arrays too: their items are walked by Object.values below.
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && !('type' in schema)) {
    delete schema.nullable;
    // A nullable union (an optional URL or '') gains a branch that admits null alone.
    const branches = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
    if (branches) branches.push({ type: branches[0]?.type ?? 'string', nullable: true, enum: [null] });
  } else if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(schema)) fixNullable(value);
};

/**
 * The contract keeps its trailing slashes (`/api/auth/`: the web app and extension call them so,
 * and the API answers with or without one, app.ts ignoreTrailingSlash); the document names each
 * path without it, as OpenAPI tools expect.
 */
const withoutTrailingSlashes = (paths: Record<string, Json>) => {
  const out: Record<string, Json> = {};
  for (const [path, item] of Object.entries(paths)) {
    const key = path.length > 1 ? path.replace(/\/$/, '') : path;
    for (const method of Object.keys(item)) {
      if (out[key]?.[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${key} declared twice`);
    }
    out[key] = { ...out[key], ...item };
  }
  return out;
};

/** What the generator leaves out of an operation's request: see describePipes, and `required`. */
const completeRequestBody = <T extends { requestBody?: unknown }>(operation: T, route: AppRoute): T => {
  const requestBody = operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined;
  if (!requestBody || !('body' in route)) return operation;
  const json = requestBody.content?.['application/json']?.schema;
  if (json && isZodType(route.body)) describePipes(json, route.body);
  return { ...operation, requestBody: { ...requestBody, required: true } };
};

/** Generated from the contract: the document can never drift from what the API validates. */
export const buildOpenApi = () => {
  const doc = generateOpenApi(
    contract,
    {
      openapi: '3.0.3',
      info: {
        title: 'SniperAds API',
        version: APP_VERSION,
        description:
          'API do SniperAds. Autenticação: `Authorization: Bearer <token>` com o token de sessão ' +
          '(POST /api/auth) ou um token de API da extensão (`sa_…`), limitado às permissões do token.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, appRoute) => {
        const access = (appRoute.metadata as { access?: RouteAccess } | undefined)?.access;
        return {
          ...completeRequestBody(operation, appRoute),
          tags: [appRoute.path.slice(API_PREFIX.length + 1).split('/')[0] || 'api'],
          security: securityOf(access),
          'x-access': access ? accessDescription(access) : undefined,
        };
      },
    },
  );
  fixNullable(doc.paths);
  return { ...doc, paths: withoutTrailingSlashes(doc.paths as Record<string, Json>) };
};
