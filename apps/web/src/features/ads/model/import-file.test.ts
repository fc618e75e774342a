import { describe, expect, it } from 'vitest';
import { batchesFor, chunk, ImportFileError, parseImportFile } from './import-file';

describe('import file parsing', () => {
  it('reads a JSON array and a saved Graph API page', () => {
    expect(parseImportFile('a.json', '[{"id":"1"},{"id":"2"}]')).toHaveLength(2);
    expect(parseImportFile('a.json', '{"data":[{"id":"1"}],"paging":{}}')).toEqual([{ id: '1' }]);
  });

  it('reads NDJSON, keeping broken lines as items the server will reject', () => {
    const items = parseImportFile('a.ndjson', '{"id":"1"}\n\n{quebrado\n{"id":"3"}\n');
    expect(items).toHaveLength(3);
    expect(items[1]).toEqual({ invalid_line: '{quebrado' });
  });

  it('reads CSV through the CSV parser, list columns as JSON arrays', () => {
    const csv =
      'id,page_name,ad_creative_bodies,publisher_platforms\n' +
      '10,"Loja, da Ana","[""Texto, com vírgula"",""Outro""]","[""facebook"",""instagram""]"\n';
    expect(parseImportFile('ads.csv', csv)).toEqual([
      {
        id: '10',
        page_name: 'Loja, da Ana',
        ad_creative_bodies: ['Texto, com vírgula', 'Outro'],
        publisher_platforms: ['facebook', 'instagram'],
      },
    ]);
  });

  it('explains what is wrong with an unusable file', () => {
    expect(() => parseImportFile('a.csv', 'nome,pagina\nx,y')).toThrow(ImportFileError);
    expect(() => parseImportFile('a.csv', 'id,page_name\n1,"sem fim\n')).toThrow('aspas sem fechamento');
    expect(() => parseImportFile('a.json', '   ')).toThrow('O arquivo está vazio.');
    expect(() => parseImportFile('a.json', '[{"id":')).toThrow('JSON inválido');
  });

  it('splits into batches', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesFor([1, 2, 3, 4, 5], 2).map((b) => b.length)).toEqual([2, 2, 1]);
    const long = { body: 'x'.repeat(300_000) };
    expect(batchesFor([long, long, long, 1], 500).map((b) => b.length)).toEqual([2, 2]);
  });
});
