import { tokensContract } from '@sniperads/contract/tokens';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const tokensApi = initClient(c.router(tokensContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
