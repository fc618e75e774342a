import type { UnreadSummary } from '../capture/extract';
import type { ActionResult, PageStatusView } from '../shared/messages';
import { TEXTS } from '../shared/texts';
import type { AdPreview } from './ad-preview';
import { h, onUserClick, setMessage } from './dom';
import { formatCount } from './format';
import { PANEL_CSS } from './panel-styles';

export type PanelActions = {
  saveFavorite(id: string, folderId: string | null): Promise<ActionResult>;
  captureSearch(): Promise<ActionResult>;
  openOptions(): void;
};

const statusLine = (status: PageStatusView | null): { text: string; tone: 'ok' | 'error' | 'info' } => {
  if (!status) return { text: 'Carregando…', tone: 'info' };
  if (!status.configured) return { text: TEXTS.notConfigured, tone: 'error' };
  if (status.authError) return { text: status.authError, tone: 'error' };
  if (status.accountName) return { text: TEXTS.connectedAs(status.accountName), tone: 'ok' };
  return { text: status.notice ?? 'Conectando…', tone: 'info' };
};

/**
 * The floating 'SniperAds' panel on the Ad Library page, inside a closed shadow root: page
 * scripts see the host element but get null for its shadowRoot, so they can neither read the
 * account and folder names nor reach the buttons. The root is returned to the caller only (the
 * content script's own world, and the tests).
 */
export const mountPanel = (doc: Document, actions: PanelActions) => {
  const host = h('div', { id: 'sniperads-panel-host' });
  const root = host.attachShadow({ mode: 'closed' });
  let status: PageStatusView | null = null;
  const cards = new Map<string, { li: HTMLLIElement; select: HTMLSelectElement }>();

  const statusEl = h('div', { class: 'status', role: 'status' });
  const countEl = h('div', { class: 'count' });
  const msgEl = h('div', { class: 'msg', 'aria-live': 'polite' });
  const unreadEl = h('div', { class: 'unread', role: 'status', hidden: true });
  const list = h('ul', { 'aria-label': 'Anúncios capturados nesta página' });
  const empty = h(
    'div',
    { class: 'empty' },
    'Nenhum anúncio capturado ainda. Faça uma busca na Biblioteca de Anúncios.',
  );
  const captureBtn = h('button', { class: 'primary', type: 'button' }, 'Capturar esta busca');
  onUserClick(captureBtn, async () => {
    captureBtn.disabled = true;
    const result = await actions.captureSearch();
    captureBtn.disabled = false;
    setMessage(msgEl, result.message, result.ok ? 'ok' : 'error');
  });
  const optionsBtn = h('button', { type: 'button' }, 'Opções');
  onUserClick(optionsBtn, () => actions.openOptions());
  const collapseBtn = h('button', { type: 'button', 'aria-label': 'Recolher painel' }, '▾');
  onUserClick(collapseBtn, () => panel.toggleAttribute('data-collapsed'));
  const panel = h(
    'section',
    { class: 'panel', 'aria-label': 'SniperAds' },
    h('header', {}, h('strong', {}, 'SniperAds'), optionsBtn, collapseBtn),
    h(
      'div',
      { class: 'body' },
      h('div', { class: 'summary' }, statusEl, countEl, unreadEl, captureBtn, msgEl),
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
    onUserClick(save, async () => {
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
    /** The closed root, for the content script's own use and the tests; never put on the page. */
    root,
    addAds(ads: AdPreview[]) {
      for (const ad of ads) {
        if (cards.has(ad.id)) continue;
        const c = card(ad);
        cards.set(ad.id, c);
        list.prepend(c.li);
      }
      renderCount();
    },
    /** The page's items the extension could not read, and why; hidden while there are none. */
    setUnread(summary: UnreadSummary) {
      unreadEl.hidden = summary.count === 0;
      unreadEl.replaceChildren(
        ...(summary.count === 0
          ? []
          : [
              h('div', {}, TEXTS.unread(summary.count)),
              h('ul', {}, ...summary.reasons.map((r) => h('li', {}, TEXTS.unreadReason(r.reason, r.count)))),
            ]),
      );
    },
    /** Something the page itself did: shown until the next action's message replaces it. */
    notice(text: string) {
      setMessage(msgEl, text, 'error');
    },
    setStatus(next: PageStatusView) {
      status = next;
      const l = statusLine(next);
      setMessage(statusEl, l.text, l.tone);
      for (const c of cards.values()) folderOptions(c.select);
    },
  };
};
export type Panel = ReturnType<typeof mountPanel>;
