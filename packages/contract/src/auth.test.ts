import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterSchema } from './auth';
import { formatPhone } from './rules/password';

const messages = (result: { success: boolean; error?: { flatten(): { fieldErrors: object } } }) =>
  result.success ? {} : result.error!.flatten().fieldErrors;

describe('login rules', () => {
  it('requires both fields with one message and checks the email format', () => {
    expect(messages(LoginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['Email e senha são obrigatórios'],
      password: ['Email e senha são obrigatórios'],
    });
    expect(messages(LoginSchema.safeParse({ email: 'a@b', password: 'x' }))).toEqual({
      email: ['Formato de email inválido'],
    });
    expect(LoginSchema.parse({ email: ' Ana@Example.COM ', password: 'x' }).email).toBe('ana@example.com');
  });
});

describe('sign-up rules', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    phone: '(21) 3456-7890',
    password: 'Segura123',
    password_confirmation: 'Segura123',
  };

  it('accepts 10- and 11-digit phones and stores digits only', () => {
    expect(RegisterSchema.parse(valid).phone).toBe('2134567890');
    expect(RegisterSchema.parse({ ...valid, phone: '21987654321' }).phone).toBe('21987654321');
  });

  it('gives the required messages for an empty form, including the confirmation', () => {
    const errors = messages(
      RegisterSchema.safeParse({ name: '', email: '', phone: '', password: '', password_confirmation: '' }),
    );
    expect(errors).toMatchObject({
      name: ['Nome é obrigatório'],
      email: ['Email é obrigatório'],
      phone: ['Telefone é obrigatório'],
      password_confirmation: ['Confirmação de senha é obrigatória'],
    });
  });

  it('names each missing password class and a mismatch', () => {
    const errors = messages(
      RegisterSchema.safeParse({ ...valid, password: 'abcdefgh', password_confirmation: 'outra' }),
    ) as Record<string, string[]>;
    expect(errors.password).toEqual([
      'Senha deve ter pelo menos 1 letra maiúscula',
      'Senha deve ter pelo menos 1 número',
    ]);
    expect(errors.password_confirmation).toEqual(['Senhas não coincidem']);
  });
});

describe('phone mask', () => {
  it('formats as the user types', () => {
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(11) 98765-43210000')).toBe('(11) 98765-4321');
  });
});
