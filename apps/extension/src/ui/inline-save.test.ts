// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findLibraryIds } from './inline-save';

describe('library id text on the cards', () => {
  it('finds the id lines in Portuguese and English, once each', () => {
    document.body.innerHTML = `
      <div><span>ID da biblioteca: 1234567890123</span></div>
      <div><span>Library ID: 9876543210987</span></div>
      <div><span>Outro texto 555555</span></div>`;
    const found = findLibraryIds(document.body);
    expect(found.map((f) => f.id)).toEqual(['1234567890123', '9876543210987']);
    for (const f of found) f.element.setAttribute('data-sniperads-inline-done', '');
    expect(findLibraryIds(document.body)).toEqual([]);
  });
});
