import { describe, expect, it } from 'vitest';
import { notificationOptions, notificationTarget, pickWindow } from './push-notification';

const ORIGIN = 'https://app.sniperads.test';

describe('push notifications (service worker)', () => {
  it('shows the pt-BR title, body, icon and the offer thumbnail, and keeps the url for the tap', () => {
    const shown = notificationOptions(
      JSON.stringify({
        title: 'Oferta escalando: emagrecer.com',
        body: '12 anúncios novos',
        url: '/ofertas/emagrecer.com',
        image: 'https://cdn.example.com/t.webp',
        tag: 'scale:1',
      }),
    );
    expect(shown.title).toBe('Oferta escalando: emagrecer.com');
    expect(shown.options).toMatchObject({
      body: '12 anúncios novos',
      icon: '/pwa-192x192.png',
      image: 'https://cdn.example.com/t.webp',
      tag: 'scale:1',
      data: { url: '/ofertas/emagrecer.com' },
    });
  });

  it('still shows something readable for an empty or broken push', () => {
    expect(notificationOptions(null)).toMatchObject({
      title: 'SniperAds',
      options: { body: 'Você tem um novo alerta.' },
    });
    expect(notificationOptions('texto solto').options.body).toBe('texto solto');
  });

  it("opens the alert's page of this app, never another site", () => {
    expect(notificationTarget({ url: '/ofertas/a.com' }, ORIGIN)).toBe(`${ORIGIN}/ofertas/a.com`);
    expect(notificationTarget({ url: `${ORIGIN}/radar` }, ORIGIN)).toBe(`${ORIGIN}/radar`);
    expect(notificationTarget({ url: 'https://evil.example/x' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget(null, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('reuses the focused window of the app, else any of its windows', () => {
    const a = { url: `${ORIGIN}/dashboard`, focused: false };
    const b = { url: `${ORIGIN}/perfil`, focused: true };
    const other = { url: 'https://other.test/', focused: true };
    expect(pickWindow([a, b, other], ORIGIN)).toBe(b);
    expect(pickWindow([a, other], ORIGIN)).toBe(a);
    expect(pickWindow([other], ORIGIN)).toBeUndefined();
  });
});
