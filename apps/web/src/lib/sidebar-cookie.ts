export const SIDEBAR_COOKIE = 'sidebar_state';
/** 7 days, in seconds (docs/product-rules.md, Constants and limits). */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** `true` expanded, `false` collapsed, `null` when never set. */
export const readSidebarCookie = (cookie: string): boolean | null => {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) {
      const value = rest.join('=');
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
};

export const serializeSidebarCookie = (expanded: boolean) =>
  `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;

export const loadSidebarExpanded = (doc: Pick<Document, 'cookie'> = document) =>
  readSidebarCookie(doc.cookie) ?? true;

export const saveSidebarExpanded = (expanded: boolean, doc: Pick<Document, 'cookie'> = document) => {
  doc.cookie = serializeSidebarCookie(expanded);
};
