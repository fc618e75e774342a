import { adminKeywordsContract, keywordsContract } from '@sniperads/contract/keywords';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const keywordsApi = initClient(c.router(keywordsContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
export const adminKeywordsApi = initClient(c.router(adminKeywordsContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
