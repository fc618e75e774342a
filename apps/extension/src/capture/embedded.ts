/** Embedded JSON worth parsing: <script type="application/json"> blocks that mention ads. */
const SELECTOR = 'script[type="application/json"]';
const MAY_HOLD_ADS = /ad_archive_id|adArchiveID/;

/**
 * The first page of results comes inside the HTML (`data-sjs` blocks holding
 * ad_library_main.search_results_connection). Reads those present once the DOM is ready and
 * those added later; each block is read once.
 */
export const watchEmbeddedJson = (doc: Document, sink: (text: string) => void) => {
  const seen = new WeakSet<Element>();
  const read = (el: Element) => {
    if (seen.has(el)) return;
    seen.add(el);
    const text = el.textContent ?? '';
    if (MAY_HOLD_ADS.test(text)) sink(text);
  };
  const scan = (root: ParentNode) => {
    for (const el of root.querySelectorAll(SELECTOR)) read(el);
  };
  const start = () => {
    scan(doc);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(SELECTOR)) read(node);
          else if (node.firstElementChild) scan(node);
        }
    }).observe(doc.documentElement, { childList: true, subtree: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
};
