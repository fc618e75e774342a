import { describe, expect, it } from 'vitest';
import { FOLDER_COLOR_HEXES, FOLDER_IMPORT_INVALID, parseFolderImport, randomFolderColor } from './folders';

describe('folder rules', () => {
  it('picks a colour among the 8 named ones', () => {
    expect(randomFolderColor(() => 0)).toBe('#3B82F6');
    expect(randomFolderColor(() => 0.999)).toBe('#6B7280');
    for (let i = 0; i < 50; i++) expect(FOLDER_COLOR_HEXES).toContain(randomFolderColor());
  });

  it('accepts a JSON array of folders, in our form or the local pt-BR form', () => {
    const ours = parseFolderImport(JSON.stringify([{ name: 'Saúde', favorite_urls: ['https://a.com'] }]));
    expect(ours).toEqual({ ok: true, folders: [{ name: 'Saúde', favorite_urls: ['https://a.com'] }] });
    const local = parseFolderImport(JSON.stringify([{ nome: 'Pets', descricao: 'x', cor: '#10B981' }]));
    expect(local.ok && local.folders[0]).toMatchObject({ name: 'Pets', description: 'x', color: '#10B981' });
  });

  it.each([['{"name":"x"}'], ['not json'], ['[]'], ['[{"name":"  "}]'], ['[{"name":"a","color":"red"}]']])(
    'refuses %s with the spec message',
    (text) => {
      expect(parseFolderImport(text)).toEqual({ ok: false, message: FOLDER_IMPORT_INVALID });
    },
  );
});
