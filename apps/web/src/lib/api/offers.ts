import { offersContract } from '@sniperads/contract/offers';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const offersApi = initClient(c.router(offersContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
