import { List, ThemeIcon } from '@mantine/core';
import { StrongPasswordSchema } from '@sniperads/contract/rules/password';
import { IconCheck, IconX } from '@tabler/icons-react';

/** The contract's own password rules (minimum length, upper, lower, digit), as a checklist. */
const RULES = StrongPasswordSchema._def.checks
  .filter((check) => check.kind !== 'max')
  .map((check) => check.message ?? '')
  .filter(Boolean);

export function PasswordRequirements({ value }: { value: string }) {
  const result = StrongPasswordSchema.safeParse(value);
  const failing = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return (
    <List size="xs" spacing={2} mt={6} aria-label="Requisitos da senha">
      {RULES.map((rule) => {
        const met = value.length > 0 && !failing.has(rule);
        return (
          <List.Item
            key={rule}
            c={met ? 'teal.7' : 'dimmed'}
            icon={
              <ThemeIcon
                size={14}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
              >
                {met ? <IconCheck size={10} /> : <IconX size={10} />}
              </ThemeIcon>
            }
          >
            {rule.replace(/^Senha deve ter /, '')}
          </List.Item>
        );
      })}
    </List>
  );
}
