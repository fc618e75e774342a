import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, okBody, pick } from './common';

const c = initContract();

/** The product's version (API and web ship together); here, not in the barrel, so a screen that shows it does not load every route's schemas. */
export const APP_VERSION = '2.0.0';

export const HealthSchema = z.object({ status: z.literal('ok'), uptime_s: z.number() });
export const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  version: z.string(),
  checks: z.object({ database: z.enum(['up', 'down']) }),
});

export const PublicConfigSchema = z.object({
  version: z.string(),
  /** Digits with country code, or null when not configured (every WhatsApp entry point is then hidden). */
  support_whatsapp: z.string().nullable(),
  /** Support address for a mailto link, or null. */
  support_email: z.string().nullable(),
  /**
   * Which paid plans can be bought online (POST /billing/checkout answers their payment page);
   * for the others the support contact stands.
   */
  checkout: z.object({ pro: z.boolean(), max: z.boolean() }),
  registration_open: z.boolean(),
  /** AI chat opened by the Studio actions; `{prompt}` is replaced by the URL-encoded prompt. */
  ai_chat_url_template: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const systemContract = c.router({
  health: {
    method: 'GET',
    path: '/health',
    summary: 'O processo está vivo',
    responses: { 200: HealthSchema },
    metadata: access('public'),
  },
  config: {
    method: 'GET',
    path: '/config',
    summary: 'Configuração pública do app (versão, suporte)',
    responses: { 200: okBody(PublicConfigSchema), ...pick(500) },
    metadata: access('public'),
  },
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'Pronto para atender (banco de dados acessível)',
    responses: { 200: ReadySchema, 503: ReadySchema, ...pick(500) },
    metadata: access('public'),
  },
});
