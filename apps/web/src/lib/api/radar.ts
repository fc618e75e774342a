import { radarContract } from '@sniperads/contract/radar';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const radarApi = initClient(c.router(radarContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
