import type { ActionResult, RuntimeMessage, StatusView } from '../shared/messages';
import { TEXTS } from '../shared/texts';
import { h, setMessage } from './dom';
import { formatDateTime } from './format';

const ask = <T>(message: RuntimeMessage) => chrome.runtime.sendMessage(message) as Promise<T>;

/** Fills the popup from a status snapshot. */
export const renderStatus = (doc: Document, s: StatusView) => {
  const byId = (id: string) => doc.getElementById(id) as HTMLElement;
  const connection = byId('connection');
  if (!s.configured) setMessage(connection, TEXTS.notConfigured, 'error');
  else if (s.authError) setMessage(connection, s.authError, 'error');
  else if (s.accountName) setMessage(connection, TEXTS.connectedAs(s.accountName), 'ok');
  else setMessage(connection, s.errors[0]?.message ?? 'Conectando…');
  byId('captured').textContent = s.capturedCount.toLocaleString('pt-BR');
  byId('queued').textContent = s.queuedCount.toLocaleString('pt-BR');
  byId('sent').textContent = s.sentCount.toLocaleString('pt-BR');
  byId('last-sync').textContent = formatDateTime(s.lastSyncAt);
  byId('next').textContent =
    s.nextAttemptAt && s.queuedCount > 0
      ? `Nova tentativa de envio em ${formatDateTime(s.nextAttemptAt)}.`
      : '';
  byId('unread').hidden = !s.unread;
  byId('unread-summary').textContent = s.unread
    ? TEXTS.unreadLast(s.unread.count, formatDateTime(s.unread.at))
    : '';
  byId('unread-reasons').replaceChildren(
    ...(s.unread?.reasons ?? []).map((r) => h('li', {}, TEXTS.unreadReason(r.reason, r.count))),
  );
  byId('errors').replaceChildren(
    ...(s.errors.length
      ? s.errors.map((e) => h('li', {}, h('time', {}, formatDateTime(e.at)), ' ', e.message))
      : [h('li', { class: 'note' }, 'Nenhum erro.')]),
  );
  (byId('product') as HTMLAnchorElement).href = s.serverUrl;
};

export const startPopup = async (doc: Document) => {
  const refresh = async () => renderStatus(doc, await ask<StatusView>({ type: 'get-status' }));
  const flush = doc.getElementById('flush') as HTMLButtonElement;
  const message = doc.getElementById('message') as HTMLElement;
  flush.addEventListener('click', async () => {
    flush.disabled = true;
    const result = await ask<ActionResult>({ type: 'flush-now' });
    flush.disabled = false;
    setMessage(message, result.message, result.ok ? 'ok' : 'error');
    await refresh();
  });
  doc.getElementById('options')?.addEventListener('click', () => void chrome.runtime.openOptionsPage());
  await refresh();
};
