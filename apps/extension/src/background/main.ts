import { readRuntimeMessage } from '../shared/messages';
import { createMutex } from '../shared/mutex';
import { adoptPackagedServer, packagedServerFileUrl, readPackagedServerUrl } from '../shared/packaged-server';
import { chromeLocalStore, KEYS, restrictToExtension } from '../shared/storage';
import { type AlarmPort, type BackgroundDeps, FLUSH_ALARM } from './deps';
import { createQueue } from './queue';
import { createWorker } from './worker';

const chromeAlarms: AlarmPort = {
  schedule: async (at) => {
    await chrome.alarms.create(FLUSH_ALARM, { when: at });
  },
  clear: async () => {
    await chrome.alarms.clear(FLUSH_ALARM);
  },
};

/**
 * Wires the worker to chrome.*. Listeners are registered synchronously at start-up, as MV3
 * requires for events to wake a stopped service worker.
 */
export const startBackground = () => {
  restrictToExtension(chrome.storage.local).catch((error: unknown) => console.error('[SniperAds]', error));
  const store = chromeLocalStore();
  const deps: BackgroundDeps = {
    store,
    queue: createQueue(store),
    lock: createMutex(),
    alarms: chromeAlarms,
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
    random: Math.random,
    openOptions: () => chrome.runtime.openOptionsPage(),
  };
  const worker = createWorker(deps);

  chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const valid = readRuntimeMessage(message, sender, chrome.runtime.id);
    if (!valid) return false;
    worker
      .handleMessage(valid)
      .then(sendResponse)
      .catch((error: unknown) => {
        console.error('[SniperAds]', error);
        sendResponse({ ok: false, message: 'Algo deu errado na extensão. Tente de novo.' });
      });
    return true;
  });

  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FLUSH_ALARM) void worker.requestFlush();
  });

  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && changes[KEYS.settings]) void worker.onSettingsChanged();
  });

  // A package downloaded from a SniperAds server names that server: the options page opens with it
  // already filled in, so the user only pastes the token.
  chrome.runtime.onInstalled.addListener((details) => {
    if (details.reason !== 'install' && details.reason !== 'update') return;
    void readPackagedServerUrl(fetch, packagedServerFileUrl())
      .then((packaged) => adoptPackagedServer(store, packaged))
      .catch((error: unknown) => console.error('[SniperAds]', error))
      .finally(() => {
        if (details.reason === 'install') void chrome.runtime.openOptionsPage();
      });
  });

  // A worker woken for any reason picks up what an earlier one left queued.
  void worker.requestFlush();
};
