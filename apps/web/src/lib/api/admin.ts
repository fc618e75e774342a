import { adminContract } from '@sniperads/contract/admin';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const adminApi = initClient(c.router(adminContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
