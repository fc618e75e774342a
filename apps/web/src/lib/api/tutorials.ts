import { tutorialsContract } from '@sniperads/contract/tutorials';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const tutorialsApi = initClient(c.router(tutorialsContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
