import { z } from 'zod';
import { ADMIN_NAME_RULES, AdminEmailSchema, AdminPasswordSchema } from './admin';
import { TRIAL_MESSAGES, TRIAL_START_SKEW_MS } from './rules/trial';

/**
 * The create-user dialog's own fields (confirmation, trial length and start day). The cross-field
 * rules sit in an intersection so they run even while other fields are still invalid.
 */
export const CreateUserFormSchema = z
  .object({
    name: ADMIN_NAME_RULES,
    email: AdminEmailSchema,
    password: AdminPasswordSchema,
    password_confirmation: z.string(),
    is_trial: z.boolean(),
    trial_days: z.unknown(),
    trial_start: z.unknown(),
  })
  .and(
    z
      .object({
        password: z.unknown(),
        password_confirmation: z.unknown(),
        is_trial: z.unknown(),
        trial_days: z.unknown(),
        trial_start: z.unknown(),
      })
      .superRefine((v, ctx) => {
        if (v.password_confirmation !== v.password) {
          ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Senhas não coincidem' });
        }
        if (v.is_trial !== true) return;
        const days = Number(v.trial_days);
        if (!(days > 0)) {
          ctx.addIssue({
            code: 'custom',
            path: ['trial_days'],
            message: 'Duração do trial deve ser maior que zero',
          });
        } else if (!Number.isInteger(days) || days > 365) {
          ctx.addIssue({ code: 'custom', path: ['trial_days'], message: 'Duração deve ser de 1 a 365 dias' });
        }
        if (
          typeof v.trial_start !== 'string' ||
          !v.trial_start ||
          Number.isNaN(new Date(v.trial_start).getTime())
        ) {
          ctx.addIssue({ code: 'custom', path: ['trial_start'], message: TRIAL_MESSAGES.startRequired });
        } else if (new Date(v.trial_start).getTime() > Date.now() + TRIAL_START_SKEW_MS) {
          ctx.addIssue({ code: 'custom', path: ['trial_start'], message: TRIAL_MESSAGES.startInFuture });
        }
      }),
  );
export type CreateUserFormValues = z.input<typeof CreateUserFormSchema>;
