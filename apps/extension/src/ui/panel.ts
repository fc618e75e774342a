import type { ActionResult, StatusView } from '../shared/messages';
import { TEXTS } from '../shared/texts';
import type { AdPreview } from './ad-preview';
import { h, setMessage } from './dom';
import { formatCount } from './format';
import { PANEL_CSS } from './panel-styles';

export type PanelActions = {
  saveFavorite(id: string, folderId: string | null): Promise<ActionResult>;
  captureSearch(): Promise<ActionResult>;
  openOptions(): void;
};

const statusLine = (status: StatusView | null): { text: string; tone: 'ok' | 'error' | 'info' } => {
  if (!status) return { text: 'Carregando…', tone: 'info' };
  if (!status.configured) return { text: TEXTS.notConfigured, tone: 'error' };
  if (status.authError) return { text: status.authError, tone: 'error' };
  if (status.accountName) return { text: TEXTS.connectedAs(status.accountName), tone: 'ok' };
  return { text: status.errors[0]?.message ?? 'Conectando…', tone: 'info' };
};

/** The floating 'SniperAds' panel on the Ad Library page, inside its own shadow root. */
export const mountPanel = (doc: Document, actions: PanelActions) => {
  const host = h('div', { id: 'sniperads-panel-host' });
  const root = host.attachShadow({ mode: 'open' });
  let status: StatusView | null = null;
  const cards = new Map<string, { li: HTMLLIElement; select: HTMLSelectElement }>();

  const statusEl = h('div', { class: 'status', role: 'status' });
  const countEl = h('div', { class: 'count' });
  const msgEl = h('div', { class: 'msg', 'aria-live': 'polite' });
  const list = h('ul', { 'aria-label': 'Anúncios capturados nesta página' });
  const empty = h(
    'div',
    { class: 'empty' },
    'Nenhum anúncio capturado ainda. Faça uma busca na Biblioteca de Anúncios.',
  );
  const captureBtn = h('button', { class: 'primary', type: 'button' }, 'Capturar esta busca');
  captureBtn.addEventListener('click', async () => {
    captureBtn.disabled = true;
    const result = await actions.captureSearch();
    captureBtn.disabled = false;
    setMessage(msgEl, result.message, result.ok ? 'ok' : 'error');
  });
  const panel = h(
    'section',
    { class: 'panel', 'aria-label': 'SniperAds' },
    h(
      'header',
      {},
      h('strong', {}, 'SniperAds'),
      h('button', { type: 'button', onclick: () => actions.openOptions() }, 'Opções'),
      h(
        'button',
        {
          type: 'button',
          'aria-label': 'Recolher painel',
          onclick: () => panel.toggleAttribute('data-collapsed'),
        },
        '▾',
      ),
    ),
    h(
      'div',
      { class: 'body' },
      h('div', { class: 'summary' }, statusEl, countEl, captureBtn, msgEl),
      empty,
      list,
    ),
  );
  root.append(h('style', {}, PANEL_CSS), panel);
  doc.documentElement.append(host);

  const folderOptions = (select: HTMLSelectElement) => {
    const show = Boolean(status?.canUseFolders && status.folders.length);
    select.hidden = !show;
    if (!show || select.options.length === (status?.folders.length ?? 0) + 1) return;
    const chosen = select.value;
    select.replaceChildren(
      h('option', { value: '' }, 'Sem pasta'),
      ...(status?.folders ?? []).map((f) => h('option', { value: f.id }, f.name)),
    );
    select.value = chosen;
  };

  const card = (ad: AdPreview) => {
    const select = h('select', { 'aria-label': 'Pasta', hidden: true });
    const cardMsg = h('div', { class: 'msg', 'aria-live': 'polite' });
    const save = h('button', { class: 'secondary', type: 'button' }, 'Salvar no SniperAds');
    save.addEventListener('click', async () => {
      save.disabled = true;
      setMessage(cardMsg, 'Salvando…');
      const result = await actions.saveFavorite(ad.id, select.value || null);
      save.disabled = false;
      setMessage(cardMsg, result.message, result.ok ? 'ok' : 'error');
    });
    const thumb = ad.thumbnail
      ? h('img', { src: ad.thumbnail, alt: '', loading: 'lazy', referrerpolicy: 'no-referrer' })
      : h('div', { class: 'noimg' });
    // Signed media URLs expire: a broken image becomes the plain placeholder.
    thumb.addEventListener('error', () => thumb.replaceWith(h('div', { class: 'noimg' })), { once: true });
    const li = h(
      'li',
      { 'data-ad-id': ad.id },
      thumb,
      h(
        'div',
        {},
        h('div', { class: 'page' }, ad.pageName),
        ad.title ? h('div', { class: 'title' }, ad.title) : null,
        h('div', { class: 'text' }, ad.text),
        h('div', { class: 'actions' }, select, save),
        cardMsg,
      ),
    );
    folderOptions(select);
    return { li, select };
  };

  const renderCount = () => {
    countEl.textContent = `${formatCount(cards.size, 'anúncio capturado', 'anúncios capturados')} nesta página`;
    empty.hidden = cards.size > 0;
  };
  renderCount();
  const line = statusLine(null);
  setMessage(statusEl, line.text, line.tone);

  return {
    host,
    addAds(ads: AdPreview[]) {
      for (const ad of ads) {
        if (cards.has(ad.id)) continue;
        const c = card(ad);
        cards.set(ad.id, c);
        list.prepend(c.li);
      }
      renderCount();
    },
    /** Something the page itself did: shown until the next action's message replaces it. */
    notice(text: string) {
      setMessage(msgEl, text, 'error');
    },
    setStatus(next: StatusView) {
      status = next;
      const l = statusLine(next);
      setMessage(statusEl, l.text, l.tone);
      for (const c of cards.values()) folderOptions(c.select);
    },
  };
};
export type Panel = ReturnType<typeof mountPanel>;
