import { favoritesContract } from '@sniperads/contract/favorites';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const favoritesApi = initClient(c.router(favoritesContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
