import { notificationsContract } from '@sniperads/contract/notifications';
import { initClient } from '@ts-rest/core';
import { CLIENT_OPTIONS, c, ROUTER_OPTIONS } from './module-client';

export const notificationsApi = initClient(c.router(notificationsContract, ROUTER_OPTIONS), CLIENT_OPTIONS);
