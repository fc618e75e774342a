type Attrs = Record<string, string | boolean | ((event: Event) => void) | undefined>;

/** A tiny element builder: the extension's pages are small enough to need no framework. */
export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.replace(/^on/, '').toLowerCase(), value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, value);
  }
  for (const child of children) if (child) el.append(child);
  return el;
};

export const setMessage = (el: HTMLElement, text: string, tone: 'ok' | 'error' | 'info' = 'info') => {
  el.textContent = text;
  el.dataset.tone = tone;
};

/**
 * Runs `action` only for a click the user made (mouse, touch, or Enter/Space on the button). A
 * page script can dispatch clicks, or call .click(), but those events are never trusted.
 */
export const onUserClick = (el: HTMLElement, action: (event: MouseEvent) => void) =>
  el.addEventListener('click', (event) => {
    if (event.isTrusted) action(event);
  });
