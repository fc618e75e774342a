import { describe, expect, it } from 'vitest';
import { dashboardGreeting } from './greeting';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('dashboardGreeting', () => {
  it('welcomes an account opened today, and welcomes back the others', () => {
    expect(dashboardGreeting({ name: 'Maria Silva', created_at: '2026-11-26T11:58:00Z' }, now)).toBe(
      'Olá, Maria! Boas-vindas ao SniperAds: comece pela Mineração de anúncios.',
    );
    expect(dashboardGreeting({ name: 'Maria Silva', created_at: '2026-11-20T11:58:00Z' }, now)).toBe(
      'Olá, Maria! Bem-vindo de volta ao SniperAds.',
    );
  });
});
