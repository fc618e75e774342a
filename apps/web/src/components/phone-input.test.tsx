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

/** What the user types, one step after the other, and what the box shows after each step. */
const CASES: [name: string, steps: [typed: string, shown: string][]][] = [
  [
    'formats a mobile number as the user types',
    [
      ['11', '(11'],
      ['(11) 9876', '(11) 9876'],
      ['(11) 98765', '(11) 9876-5'],
      ['11987654321', '(11) 98765-4321'],
    ],
  ],
  [
    'formats a landline, drops letters and stops at 11 digits',
    [
      ['1133334444', '(11) 3333-4444'],
      ['tel 11 98765-43219999', '(11) 98765-4321'],
    ],
  ],
];

describe('PhoneInput', () => {
  it.each(CASES)('%s', (_name, steps) => {
    renderWithMantine(<Harness />);
    const input = screen.getByLabelText('Telefone') as HTMLInputElement;
    for (const [typed, shown] of steps) {
      type(input, typed);
      expect(input.value).toBe(shown);
    }
  });
});
