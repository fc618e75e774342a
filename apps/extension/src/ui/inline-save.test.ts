// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { websiteAd } from '../../test/ad-fixtures';
import { scriptClick, userClick } from '../../test/trusted';
import { findLibraryIds, mentionedLibraryIds, watchLibraryIds } from './inline-save';

const A = websiteAd(1).ad_archive_id;
const B = websiteAd(2).ad_archive_id;
const C = websiteAd(3).ad_archive_id;

describe('library id labels on the cards', () => {
  it('finds the label elements in both Portuguese wordings and in English, once each', () => {
    document.body.innerHTML = `
      <div><span>ID da biblioteca: ${A}</span></div>
      <div><span>Identificação da biblioteca: ${B}</span></div>
      <div><span>Library ID: ${C}</span></div>
      <div><span>Outro texto 555555</span></div>`;
    const found = findLibraryIds(document.body);
    expect(found.map((f) => f.id)).toEqual([A, B, C]);
    for (const f of found) f.element.setAttribute('data-sniperads-inline-done', '');
    expect(findLibraryIds(document.body)).toEqual([]);
  });

  it('reads the label as the Brazilian, English and Spanish sites write it', () => {
    const D = websiteAd(6).ad_archive_id;
    const E = websiteAd(7).ad_archive_id;
    // As React renders it: label and id in separate text nodes, a no-break space, combining accents.
    document.body.innerHTML = `
      <div><span>Identificação da biblioteca:<!-- --> <!-- -->${A}</span></div>
      <div><span>Identificador de la biblioteca: ${B}</span></div>
      <div><span>Library ID:\u00a0${C}</span></div>
      <div><span>${'Identificação da Biblioteca'.normalize('NFD')}: ${D}</span></div>
      <div><span>ID da biblioteca ${E}</span></div>`;
    expect(findLibraryIds(document.body).map((f) => f.id)).toEqual([A, B, C, D]);
    const ad = websiteAd(8, { body: `Identificador de la biblioteca: ${B}` });
    expect(mentionedLibraryIds(ad)).toEqual([B]);
  });

  it('does not take an id written inside an ad body for a label', () => {
    document.body.innerHTML = `<div class="card"><span>Identificação da biblioteca: ${A}</span>
      <div class="body">Compre já! ID da biblioteca: ${B} — oferta válida até domingo.</div></div>`;
    expect(findLibraryIds(document.body).map((f) => f.id)).toEqual([A]);
  });

  it("lists the ids an ad's own texts mention", () => {
    const ad = websiteAd(4, { body: `Veja também\nID da biblioteca: ${B}` });
    expect(mentionedLibraryIds(ad)).toEqual([B]);
    expect(mentionedLibraryIds(websiteAd(5))).toEqual([]);
  });
});

describe('inline "Salvar no SniperAds" button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const mount = (captured: Set<string>, mentioned = new Set<string>()) => {
    const saved: string[] = [];
    const inline = watchLibraryIds(document, {
      placeable: (id) => captured.has(id) && !mentioned.has(id),
      save: async (id) => {
        saved.push(id);
        return { ok: true, message: 'Anúncio salvo nos favoritos do SniperAds!' };
      },
    });
    return { inline, saved };
  };
  const buttons = () =>
    [...document.querySelectorAll('[data-sniperads-inline]')].map((el) =>
      el.getAttribute('data-sniperads-inline'),
    );

  it('goes only next to labels of captured ads, and appears when the ad is captured later', async () => {
    document.body.innerHTML = `<div><span>Identificação da biblioteca: ${A}</span></div>
      <div><span>ID da biblioteca: ${B}</span></div>`;
    const captured = new Set([A]);
    const { inline } = mount(captured);
    expect(buttons()).toEqual([A]);
    captured.add(B);
    inline.rescan();
    await vi.advanceTimersByTimeAsync(500);
    expect(buttons()).toEqual([A, B]);
  });

  it('gets no button from an ad whose text mentions another ad id', () => {
    // Ad C's body is just "ID da biblioteca: <A>", rendered in an element of its own.
    document.body.innerHTML = `<div class="card"><span>ID da biblioteca: ${C}</span>
      <div class="body"><span>ID da biblioteca: ${A}</span></div></div>`;
    const captured = new Set([A, C]);
    const mentioned = new Set(mentionedLibraryIds(websiteAd(3, { body: `ID da biblioteca: ${A}` })));
    mount(captured, mentioned);
    expect(buttons()).toEqual([C]);
  });

  it('lives in a closed root and saves on a user click only', async () => {
    document.body.innerHTML = `<div><span>ID da biblioteca: ${A}</span></div>`;
    const { inline, saved } = mount(new Set([A]));
    const host = document.querySelector('[data-sniperads-inline]')!;
    expect(host.shadowRoot).toBeNull();
    const button = inline.rootOf(A)!.querySelector('button')!;
    scriptClick(button);
    expect(saved).toEqual([]);
    userClick(button);
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([A]);
    expect(inline.rootOf(A)!.textContent).toContain('Anúncio salvo nos favoritos do SniperAds!');
  });
});
