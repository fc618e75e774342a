// First: every schema below parses with pt-BR messages, in the API, the web and the extension.
import './zod-pt-br';
import { initContract } from '@ts-rest/core';
import { adminContract } from './admin';
import { adsContract } from './ads';
import { authContract } from './auth';
import { billingContract } from './billing';
import { API_PREFIX } from './common';
import { contributionsContract } from './contributions';
import { dashboardContract } from './dashboard';
import { demoLibraryContract } from './demo-library';
import { extensionContract } from './extension';
import { favoritesContract } from './favorites';
import { foldersContract } from './folders';
import { interestsContract } from './interests';
import { adminKeywordsContract, keywordsContract } from './keywords';
import { notificationsContract } from './notifications';
import { offersContract } from './offers';
import { profileContract } from './profile';
import { radarContract } from './radar';
import { studioContract } from './studio';
import { systemContract } from './system';
import { tokensContract } from './tokens';
import { tutorialsContract } from './tutorials';

const c = initContract();

export const contract = c.router(
  {
    system: systemContract,
    auth: authContract,
    keywords: keywordsContract,
    adminKeywords: adminKeywordsContract,
    tutorials: tutorialsContract,
    interests: interestsContract,
    favorites: favoritesContract,
    folders: foldersContract,
    studio: studioContract,
    dashboard: dashboardContract,
    profile: profileContract,
    tokens: tokensContract,
    extension: extensionContract,
    admin: adminContract,
    ads: adsContract,
    offers: offersContract,
    radar: radarContract,
    contributions: contributionsContract,
    billing: billingContract,
    demoLibrary: demoLibraryContract,
    notifications: notificationsContract,
  },
  { pathPrefix: API_PREFIX, strictStatusCodes: true },
);
export type Contract = typeof contract;

export * from './ad-search';
export * from './admin';
export * from './admin-forms';
export * from './ads';
export * from './auth';
export * from './billing';
export * from './common';
export * from './contributions';
export * from './dashboard';
export * from './demo-library';
export * from './error-codes';
export * from './extension';
export * from './favorites';
export * from './folders';
export * from './ingest';
export * from './interests';
export * from './keywords';
export * from './notifications';
export * from './offer-page';
export * from './offers';
export * from './profile';
export * from './radar';
export * from './rules/account-report';
export * from './rules/activity';
export * from './rules/ad-library-link';
export * from './rules/ads';
export * from './rules/ai-prompts';
export * from './rules/audit';
export * from './rules/creative';
export * from './rules/csv';
export * from './rules/escalation';
export * from './rules/favorites';
export * from './rules/fingerprint';
export * from './rules/folders';
export * from './rules/interests';
export * from './rules/interests-export';
export * from './rules/keywords';
export * from './rules/media-hosts';
export { inferNiche, NICHE_RULES_VERSION } from './rules/niche';
export * from './rules/password';
export * from './rules/plans';
export * from './rules/price';
export * from './rules/radar';
export * from './rules/trial';
export * from './rules/tutorials';
export * from './studio';
export * from './system';
export * from './tokens';
export * from './tutorials';
export { ptBrErrorMap } from './zod-pt-br';
