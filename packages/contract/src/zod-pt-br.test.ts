import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from './index';

const ENGLISH =
  /\b(required|expected|invalid|must|received|string|number|should|characters?|contain|least|most)\b/i;

const messagesOf = (schema: z.ZodTypeAny, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

type Route = { method: string; path: string; body?: unknown; query?: unknown };
const isRoute = (v: unknown): v is Route =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'responses' in v;

const routesOf = (router: object): Route[] =>
  Object.values(router).flatMap((v) => (isRoute(v) ? [v] : typeof v === 'object' && v ? routesOf(v) : []));

/** Object shape under effects, optionals and defaults, so each field can be fed a wrong value. */
const shapeOf = (schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | null => {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodEffects) return shapeOf(schema.innerType());
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return shapeOf(schema.unwrap());
  if (schema instanceof z.ZodDefault) return shapeOf(schema.removeDefault());
  return null;
};

const BAD_VALUES: unknown[] = [
  12345,
  -1,
  'x',
  'a'.repeat(100_000),
  true,
  [],
  [1],
  [{}],
  {},
  null,
  'não-é-data',
];

const badInputs = (schema: z.ZodTypeAny): unknown[] => {
  const keys = Object.keys(shapeOf(schema) ?? {});
  const perField = BAD_VALUES.map((bad) => Object.fromEntries(keys.map((k) => [k, bad])));
  return [{}, null, 42, 'texto', [], { campo_extra: 1 }, ...perField];
};

describe('pt-BR zod messages', () => {
  it('never lets an English message out of the contract’s body and query schemas', () => {
    const schemas = routesOf(contract).flatMap((r) =>
      [r.body, r.query].filter((s): s is z.ZodTypeAny => s instanceof z.ZodType),
    );
    expect(schemas.length).toBeGreaterThan(30);
    const messages = new Set(schemas.flatMap((s) => badInputs(s).flatMap((input) => messagesOf(s, input))));
    expect(messages.size).toBeGreaterThan(30);
    expect([...messages].filter((m) => ENGLISH.test(m))).toEqual([]);
  });

  it('says every issue code in pt-BR', () => {
    const cases: [z.ZodTypeAny, unknown, string | RegExp][] = [
      [z.object({ a: z.string() }), {}, 'Campo obrigatório'],
      [z.string(), null, /nulo/],
      [z.string(), 3, 'Tipo errado: era esperado texto, mas veio número'],
      [z.number(), 'x', 'Tipo errado: era esperado número, mas veio texto'],
      [z.number().int(), 1.5, /número inteiro/],
      [z.string().min(1), '', 'Este campo não pode ficar vazio'],
      [z.string().min(3), 'a', 'Deve ter pelo menos 3 caracteres'],
      [z.string().max(2), 'abc', 'Deve ter no máximo 2 caracteres'],
      [z.string().length(4), 'abc', 'Deve ter exatamente 4 caracteres'],
      [z.array(z.string()).min(1), [], 'Informe pelo menos um item'],
      [z.array(z.string()).max(1), ['a', 'b'], 'Deve ter no máximo 1 item'],
      [z.number().min(1), 0, 'Deve ser maior ou igual a 1'],
      [z.number().gt(1), 1, 'Deve ser maior que 1'],
      [z.number().max(1000), 1001, 'Deve ser menor ou igual a 1.000'],
      [z.number().multipleOf(5), 7, 'Deve ser múltiplo de 5'],
      [
        z.date().min(new Date('2026-01-02T00:00:00Z')),
        new Date('2026-01-01'),
        'A data deve ser 02/01/2026 ou depois',
      ],
      [z.date(), new Date('x'), 'Data inválida'],
      [z.string().email(), 'a@', 'E-mail inválido'],
      [z.string().url(), 'nada', 'Endereço (URL) inválido'],
      [z.string().uuid(), '1', 'Identificador inválido'],
      [z.string().regex(/^\d+$/), 'a', 'Formato inválido'],
      [z.string().datetime(), 'ontem', 'Data e hora inválidas'],
      [z.string().startsWith('https://'), 'http://x', 'Deve começar com "https://"'],
      [z.enum(['a', 'b']), 'c', "Opção não aceita: use 'a', 'b'"],
      [z.nativeEnum({ A: 'a' }), 'c', "Opção não aceita: use 'a'"],
      [z.literal('sim'), 'não', 'Valor não aceito: use "sim"'],
      [z.object({ a: z.string() }).strict(), { a: 'x', b: 1, c: 2 }, 'Campos não permitidos: b, c'],
      [z.union([z.string(), z.number()]), true, /Tipo errado|nenhum dos formatos/],
      [
        z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b') })]),
        { k: 'c' },
        "Tipo não aceito: use 'a', 'b'",
      ],
      [z.string().refine((s) => s.length > 3), 'ab', 'Valor inválido'],
      [z.number().finite(), Number.POSITIVE_INFINITY, /finito|Tipo errado/],
      [z.set(z.string()).min(2), new Set(['a']), 'Deve ter pelo menos 2 itens'],
    ];
    for (const [schema, input, expected] of cases) {
      const [message] = messagesOf(schema, input);
      expect(message, `${JSON.stringify(input)}`).toMatch(expected);
      expect(message).not.toMatch(ENGLISH);
    }
  });

  it('keeps the messages written in the schemas', () => {
    expect(messagesOf(z.string().min(8, 'A senha deve ter pelo menos 8 caracteres'), 'a')).toEqual([
      'A senha deve ter pelo menos 8 caracteres',
    ]);
    expect(messagesOf(z.object({ n: z.string({ required_error: 'O nome é obrigatório' }) }), {})).toEqual([
      'O nome é obrigatório',
    ]);
    expect(messagesOf(z.string().email({ message: 'E-mail do usuário inválido' }), 'x')).toEqual([
      'E-mail do usuário inválido',
    ]);
  });
});
