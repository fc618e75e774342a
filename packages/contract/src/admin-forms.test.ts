import { describe, expect, it } from 'vitest';
import { CreateUserFormSchema } from './admin-forms';

const base = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  password: '123456',
  password_confirmation: '123456',
  is_trial: false,
  trial_days: 3,
  trial_start: '',
};
const messages = (values: object) => {
  const r = CreateUserFormSchema.safeParse({ ...base, ...values });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('create-user dialog rules', () => {
  it('accepts a valid user without trial', () => {
    expect(messages({})).toEqual({});
  });
  it('names every problem with the spec messages', () => {
    expect(messages({ name: ' ', email: '', password: '', password_confirmation: 'x' })).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      password: 'Senha é obrigatória',
      password_confirmation: 'Senhas não coincidem',
    });
    expect(messages({ name: 'A', email: 'a@b', password: '12345', password_confirmation: '12345' })).toEqual({
      name: 'Nome deve ter pelo menos 2 caracteres',
      email: 'Formato de email inválido',
      password: 'Senha deve ter pelo menos 6 caracteres',
    });
  });
  it('requires a positive duration up to 365 days and a start date when the trial is on', () => {
    expect(messages({ is_trial: true, trial_days: 0 })).toEqual({
      trial_days: 'Duração do trial deve ser maior que zero',
      trial_start: 'Data de início do trial é obrigatória',
    });
    expect(messages({ is_trial: true, trial_days: 366, trial_start: '2026-11-20' }).trial_days).toBe(
      'Duração deve ser de 1 a 365 dias',
    );
    expect(messages({ is_trial: true, trial_days: 365, trial_start: '2026-11-20' })).toEqual({});
  });
});
