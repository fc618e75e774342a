import { describe, expect, it } from 'vitest';
import { opensScreen } from './preload-creatives';

describe('opensScreen', () => {
  it('is the start-up preload of the address being opened, or entering the screen', () => {
    expect(opensScreen('preload', '/mineracao', '/mineracao')).toBe(true);
    expect(opensScreen('enter', '/mineracao', '/')).toBe(true);
  });

  it('is not a hover on a link elsewhere, nor a change of page on the screen', () => {
    expect(opensScreen('preload', '/mineracao', '/favoritos')).toBe(false);
    expect(opensScreen('stay', '/mineracao', '/mineracao')).toBe(false);
  });
});
