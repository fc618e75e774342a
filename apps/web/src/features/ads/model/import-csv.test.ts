import { describe, expect, it } from 'vitest';
import { CsvImportError, listCell, parseAdsCsv } from './import-csv';

describe('list cells', () => {
  it('reads a JSON array and keeps any other text as one value, never split', () => {
    expect(listCell('["a","b | c"]')).toEqual(['a', 'b | c']);
    expect(listCell('Compre já | Frete grátis | 50% off')).toEqual(['Compre já | Frete grátis | 50% off']);
    expect(listCell('[Promoção] Só hoje')).toEqual(['[Promoção] Só hoje']);
    expect(listCell('[não é json]')).toEqual(['[não é json]']);
    expect(listCell('[1, null, "x"]')).toEqual(['1', 'x']);
    expect(listCell('   ')).toEqual([]);
  });
});

describe('ads CSV', () => {
  it('keeps "|" inside texts and reads JSON list cells', () => {
    const csv =
      'id,page_name,ad_creative_bodies,ad_creative_link_titles,publisher_platforms\n' +
      '1,Loja | Oficial,"Kit 3 peças | Frete grátis","[""Título A"",""Título B""]","[""facebook"",""instagram""]"\n';
    expect(parseAdsCsv(csv)).toEqual([
      {
        id: '1',
        page_name: 'Loja | Oficial',
        ad_creative_bodies: ['Kit 3 peças | Frete grátis'],
        ad_creative_link_titles: ['Título A', 'Título B'],
        publisher_platforms: ['facebook', 'instagram'],
      },
    ]);
  });

  it('reads quoted multi-line cells with quotes and delimiters inside', () => {
    const csv = 'id,ad_creative_bodies\r\n7,"Linha 1, com vírgula\r\nLinha ""2""; com ponto e vírgula"\r\n';
    expect(parseAdsCsv(csv)).toEqual([
      { id: '7', ad_creative_bodies: ['Linha 1, com vírgula\r\nLinha "2"; com ponto e vírgula'] },
    ]);
  });

  it('guesses ";" from a pt-BR spreadsheet, strips the BOM and skips empty lines', () => {
    const csv =
      '\uFEFFid;page_name;ad_creative_bodies;languages\n\n' +
      '1;Café, Pão & Cia;Promoção, só hoje;["pt"]\n' +
      '   \n' +
      '2;Loja 2;"Texto; com ponto e vírgula";\n\n';
    expect(parseAdsCsv(csv)).toEqual([
      { id: '1', page_name: 'Café, Pão & Cia', ad_creative_bodies: ['Promoção, só hoje'], languages: ['pt'] },
      { id: '2', page_name: 'Loja 2', ad_creative_bodies: ['Texto; com ponto e vírgula'], languages: [] },
    ]);
  });

  it('guesses "," even when texts hold ";"', () => {
    const csv = 'id,ad_creative_bodies,page_name\n1,"a; b; c; d",P\n2,"e; f",Q\n';
    expect(parseAdsCsv(csv).map((ad) => ad.page_name)).toEqual(['P', 'Q']);
  });

  it('fills missing trailing cells as empty and ignores extra ones', () => {
    expect(parseAdsCsv('id,page_name,ad_reached_countries\n5\n6,P,"[""BR""]",sobra\n')).toEqual([
      { id: '5', ad_reached_countries: [] },
      { id: '6', page_name: 'P', ad_reached_countries: ['BR'] },
    ]);
  });

  it('refuses a file without an id column or with a quote never closed', () => {
    expect(() => parseAdsCsv('nome,pagina\nx,y\n')).toThrow(CsvImportError);
    expect(() => parseAdsCsv('id,page_name\n1,"aberta\n2,x\n')).toThrow('aspas sem fechamento');
    expect(parseAdsCsv('')).toEqual([]);
  });
});
