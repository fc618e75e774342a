import { extensionContract } from '@sniperads/contract/extension';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const extensionApi = initClient(c.router(extensionContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
