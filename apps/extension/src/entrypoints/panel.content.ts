import { defineContentScript } from 'wxt/utils/define-content-script';
import { AD_LIBRARY_MATCHES } from '../shared/matches';
import { startPageBridge } from '../ui/page-bridge';

export default defineContentScript({
  matches: AD_LIBRARY_MATCHES,
  // Listening from document_start: the page script may find ads before the DOM is ready.
  runAt: 'document_start',
  main: () => startPageBridge(window),
});
