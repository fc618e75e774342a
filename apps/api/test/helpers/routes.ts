import { contract } from '@sniperads/contract';
import { type AppRoute, isAppRoute } from '@ts-rest/core';

export type NamedRoute = [name: string, route: AppRoute];

/** Every route of the contract (or of one of its routers), named by its path in it: 'auth.login'. */
export const contractRoutes = (node: object = contract, path: string[] = []): NamedRoute[] =>
  Object.entries(node).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[[...path, key].join('.'), value] as NamedRoute]
      : contractRoutes(value, [...path, key]),
  );

// These end the caller's tokens or session, which would turn every later answer into a 401.
const CREDENTIAL_ENDERS = ['tokens.revokeAllTokens', 'auth.logout', 'auth.refreshToken'];

/** Every route of the contract, those that end the caller's credentials last (in that order). */
export const routesEndingCredentialsLast = () =>
  contractRoutes().sort(([a], [b]) => CREDENTIAL_ENDERS.indexOf(a) - CREDENTIAL_ENDERS.indexOf(b));
