// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlAnswer, websiteAd } from '../../test/ad-fixtures';
import { openPageChannel } from '../capture/page-channel';
import type { RuntimeMessage } from '../shared/messages';
import { startPageBridge } from './page-bridge';

const win = window as unknown as Window & typeof globalThis;
const GRAPHQL = 'https://www.facebook.com/api/graphql/';
const answer = (ads: unknown[]) => `for (;;);${JSON.stringify(graphqlAnswer(ads))}`;

const sent: RuntimeMessage[] = [];
const capturedIds = () =>
  sent.flatMap((m) => (m.type === 'ads-captured' ? m.ads.map((a) => a.ad_archive_id) : []));

beforeEach(() => {
  sent.length = 0;
  vi.useFakeTimers();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    'https://www.facebook.com/ads/library/?q=oferta',
  );
  document.documentElement.innerHTML = '<head></head><body></body>';
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage: async (message: RuntimeMessage) => {
        sent.push(message);
        return message.type === 'get-page-status' ? null : { ok: true, message: '', count: 0 };
      },
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('content script on the Ad Library', () => {
  it('takes ads only from the page script it shares the private channel with, not from page messages', async () => {
    startPageBridge(win);
    const emit = openPageChannel(win);
    // A page script posting the capture message the extension used to trust, in its old format.
    const forged = websiteAd(666);
    window.postMessage({ source: 'sniperads:capture', version: 1, type: 'ads', items: [forged] }, '*');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'sniperads:capture', version: 1, type: 'ads', items: [forged] },
        origin: 'https://www.facebook.com',
        source: window,
      }),
    );
    document.dispatchEvent(
      new CustomEvent('sniperads:capture', { detail: `${GRAPHQL}\n${answer([forged])}` }),
    );
    emit(GRAPHQL, answer([websiteAd(1)]));
    // Answers from elsewhere than the Ad Library's own endpoints are not read either.
    emit('https://evil.example/api/graphql/', answer([websiteAd(2)]));
    await vi.advanceTimersByTimeAsync(1000);
    expect(capturedIds()).toEqual([websiteAd(1).ad_archive_id]);
  });

  it('asks the service worker for the page status, never for the full one', async () => {
    startPageBridge(win);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((m) => m.type)).toContain('get-page-status');
    expect(sent.map((m) => m.type)).not.toContain('get-status');
  });

  it('tells the service worker (for the popup) how many items of the page it could not read, and why', async () => {
    const { snapshot, ...rest } = websiteAd(6);
    const renamed = { ...rest, snapshot_v2: snapshot };
    const noPage = {
      ...websiteAd(8),
      page_name: null,
      snapshot: { ...websiteAd(8).snapshot, page_name: null },
    };
    startPageBridge(win);
    const emit = openPageChannel(win);
    emit(GRAPHQL, answer([websiteAd(5), renamed, noPage]));
    // The same page answer again (Facebook repeats items): counted once.
    emit(GRAPHQL, answer([renamed]));
    await vi.advanceTimersByTimeAsync(1000);
    expect(capturedIds()).toEqual([websiteAd(5).ad_archive_id, noPage.ad_archive_id]);
    const told = sent.filter((m) => m.type === 'page-unread').at(-1);
    expect(told).toEqual({
      type: 'page-unread',
      count: 2,
      reasons: [
        { reason: 'nome da página (page_name) ausente', count: 1 },
        { reason: 'resultado do site sem snapshot: o formato da Biblioteca pode ter mudado', count: 1 },
      ],
    });
  });
});
