import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { PhoneInput } from './phone-input';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneInput label="Telefone" value={value} onChange={setValue} />;
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('PhoneInput', () => {
  it('formats a mobile number as the user types', () => {
    renderWithMantine(<Harness />);
    const input = screen.getByLabelText('Telefone') as HTMLInputElement;
    type(input, '11');
    expect(input.value).toBe('(11');
    type(input, '(11) 9876');
    expect(input.value).toBe('(11) 9876');
    type(input, '(11) 98765');
    expect(input.value).toBe('(11) 9876-5');
    type(input, '11987654321');
    expect(input.value).toBe('(11) 98765-4321');
  });

  it('formats a landline, drops letters and stops at 11 digits', () => {
    renderWithMantine(<Harness />);
    const input = screen.getByLabelText('Telefone') as HTMLInputElement;
    type(input, '1133334444');
    expect(input.value).toBe('(11) 3333-4444');
    type(input, 'tel 11 98765-43219999');
    expect(input.value).toBe('(11) 98765-4321');
  });
});
