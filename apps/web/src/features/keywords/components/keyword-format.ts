const numbers = new Intl.NumberFormat('pt-BR');
const longDateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

/** 12000 -> '12.000'; missing -> 'N/A'. */
export const formatVolume = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : numbers.format(value);

export const formatCount = (value: number) => numbers.format(value);

/** '21 de novembro de 2026 às 14:05'; 'Data inválida' for an unreadable value. */
export const formatLongDateTime = (value: string | null | undefined) => {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Data inválida' : longDateTime.format(date);
};

/** '1 palavra-chave encontrada' / '12 palavras-chave encontradas'. */
export const countLabel = (total: number) =>
  total === 1 ? '1 palavra-chave encontrada' : `${formatCount(total)} palavras-chave encontradas`;

export const usesLabel = (count: number) => (count === 1 ? '1 uso' : `${formatCount(count)} usos`);
