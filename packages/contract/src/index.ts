import { initContract } from '@ts-rest/core';
import { adsContract } from './ads';
import { authContract } from './auth';
import { offersContract } from './offers';
import { systemContract } from './system';

const c = initContract();

export const API_PREFIX = '/api';
export const APP_VERSION = '2.0.0';

export const contract = c.router(
  {
    system: systemContract,
    auth: authContract,
    ads: adsContract,
    offers: offersContract,
  },
  { pathPrefix: API_PREFIX, strictStatusCodes: true },
);
export type Contract = typeof contract;

export * from './ads';
export * from './auth';
export * from './common';
export * from './offers';
export * from './rules/ads';
export * from './rules/escalation';
export * from './rules/password';
export * from './rules/trial';
export * from './system';
