import { profileContract } from '@sniperads/contract/profile';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const profileApi = initClient(c.router(profileContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
