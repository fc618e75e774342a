import { interestsContract } from '@sniperads/contract/interests';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const interestsApi = initClient(c.router(interestsContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
