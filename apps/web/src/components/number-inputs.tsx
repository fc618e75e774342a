import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Typed numbers read the pt-BR way: "1.234,5". */
const PT_BR_SEPARATORS = { thousandSeparator: '.', decimalSeparator: ',' } as const;

/** An amount in reais: "R$ 1.234,56". */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} prefix="R$ " {...PT_BR_SEPARATORS} {...props} />;
}

/** A whole, non-negative count: "12.000". */
export function CountInput(props: NumberInputProps) {
  return <NumberInput min={0} allowDecimal={false} allowNegative={false} {...PT_BR_SEPARATORS} {...props} />;
}
