/**
 * A click as the browser makes it for a real user. happy-dom has no isTrusted at all (every event
 * reads as untrusted), so the tests set it; in Chrome it is an unforgeable own property, which
 * the browser tests show.
 */
export const userClick = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  el.dispatchEvent(event);
};

/** A page script's click: .click() or dispatchEvent, untrusted in every browser. */
export const scriptClick = (el: Element) => {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  (el as HTMLElement).click();
};
