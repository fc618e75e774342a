import { initContract } from '@ts-rest/core';
import { adminContract } from './admin';
import { authContract } from './auth';
import { profileContract } from './profile';
import { systemContract } from './system';
import { tokensContract } from './tokens';

const c = initContract();

export const API_PREFIX = '/api';
export const APP_VERSION = '2.0.0';

export const contract = c.router(
  {
    system: systemContract,
    auth: authContract,
    profile: profileContract,
    tokens: tokensContract,
    admin: adminContract,
  },
  { pathPrefix: API_PREFIX, strictStatusCodes: true },
);
export type Contract = typeof contract;

export * from './admin';
export * from './admin-forms';
export * from './auth';
export * from './common';
export * from './profile';
export * from './rules/activity';
export * from './rules/password';
export * from './rules/trial';
export * from './system';
export * from './tokens';
