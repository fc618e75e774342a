import { type ZodErrorMap, ZodIssueCode, type ZodParsedType, z } from 'zod';

/**
 * zod's built-in messages are English ('Required', 'Expected string, received number'). This map
 * gives every issue a pt-BR message; messages written in a schema still win, because zod only
 * asks the global map for issues that carry none.
 */

const TYPE_NAMES: Partial<Record<ZodParsedType, string>> = {
  string: 'texto',
  number: 'número',
  nan: 'número válido',
  integer: 'número inteiro',
  float: 'número',
  boolean: 'verdadeiro ou falso',
  date: 'data',
  bigint: 'número inteiro',
  symbol: 'símbolo',
  function: 'função',
  undefined: 'vazio',
  null: 'nulo',
  array: 'lista',
  object: 'objeto',
  unknown: 'valor',
  promise: 'promessa',
  void: 'vazio',
  never: 'nada',
  map: 'mapa',
  set: 'conjunto',
};
const typeName = (t: ZodParsedType) => TYPE_NAMES[t] ?? 'valor';

const STRING_FORMATS: Record<string, string> = {
  email: 'E-mail inválido',
  url: 'Endereço (URL) inválido',
  emoji: 'Emoji inválido',
  uuid: 'Identificador inválido',
  nanoid: 'Identificador inválido',
  cuid: 'Identificador inválido',
  cuid2: 'Identificador inválido',
  ulid: 'Identificador inválido',
  regex: 'Formato inválido',
  datetime: 'Data e hora inválidas',
  date: 'Data inválida',
  time: 'Hora inválida',
  duration: 'Duração inválida',
  ip: 'Endereço IP inválido',
  cidr: 'Faixa de IP inválida',
  base64: 'Texto em base64 inválido',
  base64url: 'Texto em base64url inválido',
  jwt: 'Token inválido',
};

const count = (n: number | bigint, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 || n === 1n ? one : many}`;

const dateText = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** A few options are a help; a hundred are noise, so long lists are cut. */
const optionList = (options: readonly unknown[]) => {
  const shown = options.slice(0, 8).map((o) => (typeof o === 'string' ? `'${o}'` : String(o)));
  return options.length > shown.length ? `${shown.join(', ')}…` : shown.join(', ');
};

type SizeIssue = {
  type: 'array' | 'string' | 'number' | 'set' | 'date' | 'bigint';
  inclusive: boolean;
  exact?: boolean;
};

const sizeMessage = (issue: SizeIssue, limit: number | bigint, side: 'min' | 'max') => {
  const bound = issue.exact ? 'exatamente' : side === 'min' ? 'pelo menos' : 'no máximo';
  switch (issue.type) {
    case 'string':
      if (side === 'min' && !issue.exact && Number(limit) === 1) return 'Este campo não pode ficar vazio';
      return `Deve ter ${bound} ${count(limit, 'caractere', 'caracteres')}`;
    case 'array':
      if (side === 'min' && !issue.exact && Number(limit) === 1) return 'Informe pelo menos um item';
      return `Deve ter ${bound} ${count(limit, 'item', 'itens')}`;
    case 'set':
      return `Deve ter ${bound} ${count(limit, 'item', 'itens')}`;
    case 'date': {
      const when = dateText(new Date(Number(limit)));
      if (issue.exact) return `A data deve ser ${when}`;
      if (side === 'min')
        return issue.inclusive ? `A data deve ser ${when} ou depois` : `A data deve ser depois de ${when}`;
      return issue.inclusive ? `A data deve ser ${when} ou antes` : `A data deve ser antes de ${when}`;
    }
    default: {
      const value = limit.toLocaleString('pt-BR');
      if (issue.exact) return `Deve ser igual a ${value}`;
      if (side === 'min')
        return issue.inclusive ? `Deve ser maior ou igual a ${value}` : `Deve ser maior que ${value}`;
      return issue.inclusive ? `Deve ser menor ou igual a ${value}` : `Deve ser menor que ${value}`;
    }
  }
};

export const ptBrErrorMap: ZodErrorMap = (issue) => {
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === 'undefined') return { message: 'Campo obrigatório' };
      if (issue.received === 'null') return { message: 'Campo obrigatório: não pode ser nulo' };
      // z.coerce.number() of text that is no number ('NaN', 'abc'): the text was the mistake.
      if (issue.received === 'nan') return { message: 'Informe um número válido' };
      return {
        message: `Tipo errado: era esperado ${typeName(issue.expected)}, mas veio ${typeName(issue.received)}`,
      };
    case ZodIssueCode.invalid_literal:
      return { message: `Valor não aceito: use ${JSON.stringify(issue.expected) ?? 'o valor esperado'}` };
    case ZodIssueCode.unrecognized_keys:
      return {
        message: `${issue.keys.length === 1 ? 'Campo não permitido' : 'Campos não permitidos'}: ${issue.keys.join(', ')}`,
      };
    case ZodIssueCode.invalid_union:
      return { message: 'Valor não aceito em nenhum dos formatos esperados' };
    case ZodIssueCode.invalid_union_discriminator:
      return { message: `Tipo não aceito: use ${optionList(issue.options)}` };
    case ZodIssueCode.invalid_enum_value:
      return { message: `Opção não aceita: use ${optionList(issue.options)}` };
    case ZodIssueCode.invalid_arguments:
      return { message: 'Argumentos de função não aceitos' };
    case ZodIssueCode.invalid_return_type:
      return { message: 'Resultado de função não aceito' };
    case ZodIssueCode.invalid_date:
      return { message: 'Data inválida' };
    case ZodIssueCode.invalid_string: {
      const v = issue.validation;
      if (typeof v === 'object') {
        if ('includes' in v) return { message: `Deve conter "${v.includes}"` };
        if ('startsWith' in v) return { message: `Deve começar com "${v.startsWith}"` };
        return { message: `Deve terminar com "${v.endsWith}"` };
      }
      return { message: STRING_FORMATS[v] ?? 'Formato inválido' };
    }
    case ZodIssueCode.too_small:
      return { message: sizeMessage(issue, issue.minimum, 'min') };
    case ZodIssueCode.too_big:
      return { message: sizeMessage(issue, issue.maximum, 'max') };
    case ZodIssueCode.invalid_intersection_types:
      return { message: 'Valores incompatíveis entre si' };
    case ZodIssueCode.not_multiple_of:
      return { message: `Deve ser múltiplo de ${issue.multipleOf.toLocaleString('pt-BR')}` };
    case ZodIssueCode.not_finite:
      return { message: 'O número deve ser finito' };
    default:
      return { message: 'Valor inválido' };
  }
};

z.setErrorMap(ptBrErrorMap);
