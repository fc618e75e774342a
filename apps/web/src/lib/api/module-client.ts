import { API_PREFIX } from '@sniperads/contract/common';
import { initContract } from '@ts-rest/core';
import { appFetcher } from '../auth-api';

// Each file here is the client of one contract module, under the whole contract's prefix and
// options. A screen imports the modules it calls, so it loads (and evaluates) only their schemas
// instead of every route's: the whole contract's zod schemas were a good part of the signed-in
// screens' start-up.

export const c = initContract();

export const ROUTER_OPTIONS = { pathPrefix: API_PREFIX, strictStatusCodes: true } as const;

export const CLIENT_OPTIONS = { baseUrl: '', api: appFetcher };
