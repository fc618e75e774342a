import { createApiClient } from '../shared/api-client';
import { checkServerUrl, checkToken } from '../shared/server-url';
import { chromeLocalStore, readSettings, writeSettings } from '../shared/storage';
import { TEXTS } from '../shared/texts';
import { setMessage } from './dom';

type Form = {
  server: HTMLInputElement;
  token: HTMLInputElement;
  auto: HTMLInputElement;
  message: HTMLElement;
};

/** The form's values, checked; a pt-BR message for the first thing wrong. */
export const readForm = (form: Pick<Form, 'server' | 'token' | 'auto'>) => {
  const server = checkServerUrl(form.server.value);
  if (!server.ok) return { ok: false as const, message: server.message, field: form.server };
  const token = checkToken(form.token.value);
  if (!token.ok) return { ok: false as const, message: token.message, field: form.token };
  return {
    ok: true as const,
    settings: { serverUrl: server.url, token: token.token, autoCapture: form.auto.checked },
  };
};

/** Asks the server whose token this is; the account name, or the server's own pt-BR error. */
export const testConnection = async (serverUrl: string, token: string, doFetch?: typeof fetch) => {
  const res = await createApiClient(serverUrl, token, doFetch ? { fetch: doFetch } : {}).getSession();
  return res.ok
    ? { ok: true as const, message: TEXTS.connectedAs(res.data.user.name) }
    : { ok: false as const, message: res.message };
};

export const startOptionsPage = async (doc: Document) => {
  const get = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T;
  const form: Form = {
    server: get('server'),
    token: get('token'),
    auto: get('auto'),
    message: get('message'),
  };
  const store = chromeLocalStore();
  const current = await readSettings(store);
  form.server.value = current.serverUrl;
  form.token.value = current.token;
  form.auto.checked = current.autoCapture;
  get<HTMLFormElement>('options').dataset.ready = 'true';

  const validated = () => {
    const read = readForm(form);
    if (!read.ok) {
      setMessage(form.message, read.message, 'error');
      read.field.focus();
      return null;
    }
    return read.settings;
  };

  get<HTMLFormElement>('options').addEventListener('submit', async (event) => {
    event.preventDefault();
    const settings = validated();
    if (!settings) return;
    await writeSettings(store, settings);
    form.server.value = settings.serverUrl;
    setMessage(form.message, TEXTS.saved, 'ok');
  });

  const testButton = get<HTMLButtonElement>('test');
  testButton.addEventListener('click', async () => {
    const settings = validated();
    if (!settings) return;
    testButton.disabled = true;
    setMessage(form.message, 'Testando conexão…');
    const result = await testConnection(settings.serverUrl, settings.token);
    testButton.disabled = false;
    setMessage(form.message, result.message, result.ok ? 'ok' : 'error');
  });
};
