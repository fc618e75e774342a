import { z } from 'zod';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-up and reset password strength (docs/product-rules.md, Validation). */
export const StrongPasswordSchema = z
  .string({ required_error: 'Senha é obrigatória' })
  .min(8, 'Senha deve ter pelo menos 8 caracteres')
  .max(128, 'Senha deve ter no máximo 128 caracteres')
  .regex(/[A-Z]/, 'Senha deve ter pelo menos 1 letra maiúscula')
  .regex(/[a-z]/, 'Senha deve ter pelo menos 1 letra minúscula')
  .regex(/[0-9]/, 'Senha deve ter pelo menos 1 número');

/** Digits only; 10 (landline) or 11 (mobile) digits with area code. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, 11);

/** (XX) XXXX-XXXX or (XX) XXXXX-XXXX while typing. */
export const formatPhone = (value: string) => {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
};

/**
 * 'Senhas não coincidem' on the confirmation field. Built as an intersection so the check runs
 * even when other fields fail (a refinement on the object itself would be skipped by zod then).
 */
export const passwordsMatch = z
  .object({ password: z.unknown(), password_confirmation: z.unknown() })
  .superRefine((v, ctx) => {
    if (
      typeof v.password_confirmation === 'string' &&
      v.password_confirmation &&
      v.password !== v.password_confirmation
    ) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['password_confirmation'],
        message: 'Senhas não coincidem',
      });
    }
  });
