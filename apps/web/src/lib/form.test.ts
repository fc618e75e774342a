import { ADMIN_MESSAGES, ForgotPasswordSchema, LoginSchema, RegisterSchema } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { contractValidator, serverFieldErrors } from './form';

const validateRegister = contractValidator(RegisterSchema);
const valid = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  password: 'Segredo123',
  password_confirmation: 'Segredo123',
};

describe('sign-up validation (contract RegisterSchema through the form helper)', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('shows "required" messages on an empty form', () => {
    expect(
      validateRegister({ name: '', email: '', phone: '', password: '', password_confirmation: '' }),
    ).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      phone: 'Telefone é obrigatório',
      password: 'Senha deve ter pelo menos 8 caracteres',
      password_confirmation: 'Confirmação de senha é obrigatória',
    });
  });

  it('rejects a malformed email and a short phone', () => {
    const errors = validateRegister({ ...valid, email: 'maria@', phone: '(11) 9876' });
    expect(errors.email).toBe('Email deve ter um formato válido');
    expect(errors.phone).toBe('Telefone deve estar no formato (XX) XXXXX-XXXX');
  });

  it.each([
    ['segredo123', 'Senha deve ter pelo menos 1 letra maiúscula'],
    ['SEGREDO123', 'Senha deve ter pelo menos 1 letra minúscula'],
    ['SegredoSim', 'Senha deve ter pelo menos 1 número'],
    ['Se1', 'Senha deve ter pelo menos 8 caracteres'],
  ])('password %s -> %s', (password, message) => {
    expect(validateRegister({ ...valid, password, password_confirmation: password }).password).toBe(message);
  });

  it('requires the confirmation to match', () => {
    expect(validateRegister({ ...valid, password_confirmation: 'Segredo124' }).password_confirmation).toBe(
      'Senhas não coincidem',
    );
  });
});

describe('login and forgot-password validation', () => {
  it('login needs both fields and a valid email', () => {
    const validate = contractValidator(LoginSchema);
    expect(validate({ email: '', password: '' })).toEqual({
      email: 'Email e senha são obrigatórios',
      password: 'Email e senha são obrigatórios',
    });
    expect(validate({ email: 'nope', password: 'x' })).toEqual({ email: 'Formato de email inválido' });
  });

  it('forgot password checks the email', () => {
    const validate = contractValidator(ForgotPasswordSchema);
    expect(validate({ email: '' })).toEqual({ email: 'Email é obrigatório' });
    expect(validate({ email: 'a@b' })).toEqual({ email: 'Email deve ter um formato válido' });
  });
});

describe('server field errors', () => {
  it('keeps the first message of each field', () => {
    expect(serverFieldErrors({ email: [ADMIN_MESSAGES.emailTaken, 'outra'], name: [] })).toEqual({
      email: 'Este email já está cadastrado.',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
