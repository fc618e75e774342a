import { describe, expect, it } from 'vitest';
import { isOnPath } from './nav-config';

describe('isOnPath', () => {
  it("marks a screen's own path and its sub-paths, not a path that only starts alike", () => {
    expect(isOnPath('/pastas', '/pastas')).toBe(true);
    expect(isOnPath('/pastas/12', '/pastas')).toBe(true);
    expect(isOnPath('/pastas/', '/pastas')).toBe(true);
    expect(isOnPath('/pastasx', '/pastas')).toBe(false);
    expect(isOnPath('/admin/usuarios', '/admin')).toBe(true);
    expect(isOnPath('/admin/usuarios', '/admin/usuarios')).toBe(true);
    expect(isOnPath('/administrador', '/admin')).toBe(false);
  });

  it("keeps an exact item to its own path, and '/' to the dashboard alone", () => {
    expect(isOnPath('/', '/', true)).toBe(true);
    expect(isOnPath('/mineracao', '/', true)).toBe(false);
    expect(isOnPath('/mineracao', '/')).toBe(false);
    expect(isOnPath('/admin/usuarios', '/admin', true)).toBe(false);
  });
});
