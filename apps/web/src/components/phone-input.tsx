import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone } from '@sniperads/contract';
import type { ChangeEvent } from 'react';

type PhoneInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** Brazilian phone field: formats as (XX) XXXXX-XXXX while the user types. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 98765-4321"
      {...props}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(formatPhone(event.currentTarget.value))}
    />
  );
}
