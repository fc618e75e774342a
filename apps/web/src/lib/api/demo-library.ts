import { demoLibraryContract } from '@sniperads/contract/demo-library';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const demoLibraryApi = initClient(c.router(demoLibraryContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
