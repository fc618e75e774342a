import { contract } from '@sniperads/contract';
import type { AppRoute } from '@ts-rest/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { successSchemas } from '../src/lib/response-schemas';
import { ingestAds } from '../src/modules/ads/ads.service';
import { expectStatus, useSession, useTestApp } from './helpers/app';
import { createFavorite } from './helpers/factories';

/**
 * The hot routes write their answers with Fastify's compiled serializer from JSON schemas derived
 * from the contract (lib/contract-router.ts, serializer: 'schema') instead of parsing them with
 * zod. These prove it writes exactly what the contract's parse would: the same values, nothing
 * undeclared.
 */

const t = useTestApp();
const session = useSession(t, { role: 'admin' });

const successSchema = (route: AppRoute) => route.responses[200] as z.ZodTypeAny;

describe('answers written from the contract’s JSON schemas', () => {
  it('leave out what the contract does not declare, as the zod parse did', async () => {
    const app = Fastify({ logger: false });
    app.get('/me', { schema: { response: successSchemas(contract.auth.me) } }, async () => ({
      success: true,
      data: {
        id: 'u1',
        name: 'Ana',
        email: 'ana@example.com',
        phone: null,
        avatar: null,
        is_admin: false,
        is_test: false,
        is_trial: true,
        trial_started_at: '2026-11-20T00:00:00.000Z',
        trial_ends_at: '2026-11-27T00:00:00.000Z',
        trial_days_remaining: 1,
        plan: 'free',
        effective_plan: 'pro',
        plan_source: 'trial',
        created_at: '2026-11-20T00:00:00.000Z',
        password_hash: '$argon2id$secret',
        internal: { note: 'never sent' },
      },
      debug: 'never sent',
    }));
    const res = await app.inject({ method: 'GET', url: '/me' });
    await app.close();
    expect(res.body).not.toContain('argon2id');
    expect(res.body).not.toContain('never sent');
    expect(res.json()).toEqual(successSchema(contract.auth.me).parse(res.json()));
  });

  it('are what the contract’s parse of them gives, on every hot route', async () => {
    const { api, user } = session;
    for (let i = 0; i < 3; i++) {
      await createFavorite(t.database, user.id, {
        url: `https://serial.example/${i}`,
        niche: i === 0 ? null : 'Saúde',
        notes: i === 1 ? 'com "aspas" e \\ barra' : null,
        tags: ['a', 'b'],
      });
    }
    await api.adminKeywords.createKeyword({
      body: { keyword: 'chá verde', niche: 'Emagrecimento', search_volume: 1200, tags: ['chá'] },
    });
    await ingestAds(
      t.database.db,
      Array.from({ length: 6 }, (_, i) => ({
        id: `4400${i}`,
        page_id: '44',
        page_name: 'Loja "Serial"',
        ad_creative_bodies: [`Chá verde com desconto ${i}`, 'segunda \\ linha'],
        landing_url: 'https://serial.com.br/lp',
        ad_delivery_start_time: '2026-11-01T00:00:00Z',
        ...(i === 0 ? { ad_delivery_stop_time: '2026-11-10T00:00:00Z' } : {}),
      })),
    );
    await api.offers.decideOffer({ body: { landing_domain: 'serial.com.br', status: 'approved' } });
    const answers: [AppRoute, unknown][] = [
      [contract.auth.me, expectStatus(await api.auth.me(), 200)],
      [contract.favorites.getFavorites, expectStatus(await api.favorites.getFavorites(), 200)],
      [
        contract.keywords.getKeywords,
        expectStatus(await api.keywords.getKeywords({ query: { limit: 50 } }), 200),
      ],
      [contract.dashboard.getStats, expectStatus(await api.dashboard.getStats(), 200)],
      [contract.dashboard.getDashboard, expectStatus(await api.dashboard.getDashboard(), 200)],
      [contract.profile.getProfile, expectStatus(await api.profile.getProfile(), 200)],
      [
        contract.ads.searchAdvertisements,
        expectStatus(await api.ads.searchAdvertisements({ query: { search: 'chá verde' } }), 200),
      ],
      [
        contract.ads.getEscalatedAdvertisements,
        expectStatus(await api.ads.getEscalatedAdvertisements({ query: { domain: 'serial.com.br' } }), 200),
      ],
      [contract.offers.getOffers, expectStatus(await api.offers.getOffers(), 200)],
    ];
    for (const [route, body] of answers) expect(body).toEqual(successSchema(route).parse(body));
    const favorites = answers[1]![1] as { data: { notes: string | null; niche: string | null }[] };
    expect(favorites.data.map((f) => f.notes)).toContain('com "aspas" e \\ barra');
    expect(favorites.data.map((f) => f.niche)).toContain(null);
    const search = answers[6]![1] as { data: { page_name: string }[] };
    expect(search.data).toHaveLength(6);
    expect(search.data[0]?.page_name).toBe('Loja "Serial"');
    expect((answers[8]![1] as { data: unknown[] }).data).toHaveLength(1);
  });
});
