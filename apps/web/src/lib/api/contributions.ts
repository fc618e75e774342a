import { contributionsContract } from '@sniperads/contract/contributions';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const contributionsApi = initClient(c.router(contributionsContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
