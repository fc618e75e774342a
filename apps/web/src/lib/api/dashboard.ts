import { dashboardContract } from '@sniperads/contract/dashboard';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const dashboardApi = initClient(c.router(dashboardContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
