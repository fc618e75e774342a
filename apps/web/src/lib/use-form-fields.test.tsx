import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormFields } from './use-form-fields';

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

const setup = () =>
  renderHook(() =>
    useFormFields({
      initialValues: { email: '', password: '' },
      validate: ({ email, password }) => ({
        ...(email ? {} : { email: 'E-mail é obrigatório' }),
        ...(password ? {} : { password: 'Senha é obrigatória' }),
      }),
    }),
  );

describe('useFormFields', () => {
  it('shows every field’s message on submit and sends nothing while one is wrong', () => {
    const { result } = setup();
    const handler = vi.fn();
    act(() => result.current.onSubmit(handler)());
    expect(result.current.getInputProps('email').error).toBe('E-mail é obrigatório');
    expect(result.current.getInputProps('password').error).toBe('Senha é obrigatória');
    expect(handler).not.toHaveBeenCalled();
  });

  it('clears a field’s message when that field changes, and only that one', () => {
    const { result } = setup();
    act(() => result.current.onSubmit(vi.fn())());
    act(() => result.current.getInputProps('email').onChange(typed('maria@exemplo.com')));
    expect(result.current.getInputProps('email')).toMatchObject({
      value: 'maria@exemplo.com',
      error: undefined,
    });
    expect(result.current.getInputProps('password').error).toBe('Senha é obrigatória');
  });

  it('submits the values typed once they pass, and shows the server’s messages by field', () => {
    const { result } = setup();
    const handler = vi.fn();
    act(() => result.current.getInputProps('email').onChange(typed('maria@exemplo.com')));
    act(() => result.current.getInputProps('password').onChange(typed('Senha123')));
    const preventDefault = vi.fn();
    act(() => result.current.onSubmit(handler)({ preventDefault } as never));
    expect(preventDefault).toHaveBeenCalled();
    expect(handler).toHaveBeenCalledWith({ email: 'maria@exemplo.com', password: 'Senha123' });
    act(() => result.current.setErrors({ email: 'Credenciais inválidas' }));
    expect(result.current.getInputProps('email').error).toBe('Credenciais inválidas');
  });
});
