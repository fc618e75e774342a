import { adsContract } from '@sniperads/contract/ads';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const adsApi = initClient(c.router(adsContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
