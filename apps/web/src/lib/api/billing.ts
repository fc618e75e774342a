import { billingContract } from '@sniperads/contract/billing';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const billingApi = initClient(c.router(billingContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
