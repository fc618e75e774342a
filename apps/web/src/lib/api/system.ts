import { systemContract } from '@sniperads/contract/system';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const systemApi = initClient(c.router(systemContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
