import { schemaResolver } from '@mantine/form';
import type { FieldErrors } from '@sniperads/contract/common';
import type { ZodTypeAny } from 'zod';

/** First message per field, in the shape @mantine/form expects (`{ field: message }`). */
export type FormErrors = Record<string, string>;

/**
 * Synchronous validator for @mantine/form built from a contract schema: the messages shown are
 * exactly the contract's (no copy of a rule or a message lives in the web app).
 */
export const contractValidator = (schema: ZodTypeAny) =>
  schemaResolver(schema, { sync: true }) as (values: unknown) => FormErrors;

/** Server field errors (`errors: { email: ['...'] }`) -> form errors. */
export const serverFieldErrors = (errors: FieldErrors | undefined): FormErrors =>
  Object.fromEntries(
    Object.entries(errors ?? {})
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0] ?? '']),
  );
