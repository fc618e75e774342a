import { foldersContract } from '@sniperads/contract/folders';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const foldersApi = initClient(c.router(foldersContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
