import { defineContentScript } from 'wxt/utils/define-content-script';
import { startCapture } from '../capture/main-world';
import { AD_LIBRARY_MATCHES } from '../shared/matches';

export default defineContentScript({
  matches: AD_LIBRARY_MATCHES,
  world: 'MAIN',
  runAt: 'document_start',
  allFrames: false,
  main: () => startCapture(window),
});
