import { contract } from '@sniperads/contract';
import { initClient } from '@ts-rest/core';
import { appFetcher } from './auth-api';

export { type ApiFetcherOptions, createApiFetcher, ok } from './api-fetcher';
export { expireSession, renewSession, setUnauthorizedHandler } from './auth-api';

/**
 * The client of every route. It carries every route's schemas, so the screens that load first
 * (sign-in, the session check) use auth-api.ts instead.
 */
export const api = initClient(contract, { baseUrl: '', api: appFetcher });
