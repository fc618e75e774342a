import { studioContract } from '@sniperads/contract/studio';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const studioApi = initClient(c.router(studioContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
