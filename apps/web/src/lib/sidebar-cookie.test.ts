import { describe, expect, it } from 'vitest';
import {
  loadSidebarExpanded,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  saveSidebarExpanded,
  serializeSidebarCookie,
} from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('starts expanded when the cookie was never set', () => {
    expect(readSidebarCookie('')).toBeNull();
    expect(loadSidebarExpanded({ cookie: 'theme=dark' })).toBe(true);
  });

  it('reads the stored state among other cookies', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('sidebar_state=garbage')).toBeNull();
  });

  it('writes sidebar_state for 7 days on the whole site', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(serializeSidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    const doc = { cookie: '' };
    saveSidebarExpanded(false, doc);
    expect(loadSidebarExpanded(doc)).toBe(false);
  });

  it('round-trips through the real document cookie', () => {
    saveSidebarExpanded(false);
    expect(loadSidebarExpanded()).toBe(false);
    saveSidebarExpanded(true);
    expect(loadSidebarExpanded()).toBe(true);
  });
});
