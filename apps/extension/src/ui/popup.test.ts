// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StatusView } from '../shared/messages';
import { renderStatus } from './popup';

const POPUP_HTML = readFileSync(join(import.meta.dirname, '../entrypoints/popup/index.html'), 'utf8');

const status = (over: Partial<StatusView> = {}): StatusView => ({
  configured: true,
  serverUrl: 'https://app.sniperads.com.br',
  accountName: 'Ana Souza',
  authError: null,
  autoCapture: true,
  canUseFolders: false,
  folders: [],
  capturedCount: 12,
  queuedCount: 0,
  sentCount: 12,
  lastSyncAt: null,
  nextAttemptAt: null,
  errors: [],
  unread: null,
  ...over,
});

describe('popup', () => {
  it("shows the latest Ad Library page's unread items and why, and nothing once all were read", () => {
    // The page's markup without its stylesheet and script, which the test does not load.
    document.documentElement.innerHTML = POPUP_HTML.replace(
      /<!doctype html>|<link[^>]*>|<script[^>]*><\/script>/gi,
      '',
    );
    const section = document.getElementById('unread') as HTMLElement;
    const at = new Date(2026, 10, 21, 14, 5).getTime();
    renderStatus(
      document,
      status({
        unread: {
          at,
          count: 2,
          reasons: [
            { reason: 'resultado do site sem snapshot: o formato da Biblioteca pode ter mudado', count: 2 },
          ],
        },
      }),
    );
    expect(section.hidden).toBe(false);
    expect(section.textContent).toContain('Na última página da Biblioteca de Anúncios (');
    expect(section.textContent).toContain('2 itens não puderam ser lidos:');
    expect(section.querySelector('li')?.textContent).toBe(
      'resultado do site sem snapshot: o formato da Biblioteca pode ter mudado (2)',
    );
    renderStatus(document, status());
    expect(section.hidden).toBe(true);
  });
});
