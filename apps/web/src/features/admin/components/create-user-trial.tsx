import { Alert, Group, NumberInput, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DAY_MS } from '@sniperads/contract';
import { formatDate } from '@/lib/format';

/** Start at the chosen local day (now when it is today), end N days later. */
export const trialWindow = (start: string, days: number, now = new Date()) => {
  const [y, m, d] = start.split('-').map(Number);
  const day = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const begin = day.toDateString() === now.toDateString() ? now : day;
  return { start: begin, end: new Date(begin.getTime() + days * DAY_MS) };
};

/** A new account's trial: how long and from when, with the dates it gives. */
export function CreateUserTrial({
  days,
  start,
  inputProps,
}: {
  days: number | string;
  start: string;
  inputProps: (field: 'trial_days' | 'trial_start') => GetInputPropsReturnType;
}) {
  const length = Number(days);
  const window = length > 0 && start ? trialWindow(start, length) : null;
  return (
    <>
      <Group grow align="flex-start">
        <NumberInput
          label="Duração (dias)"
          min={1}
          max={365}
          allowDecimal={false}
          {...inputProps('trial_days')}
        />
        <TextInput label="Data de início" type="date" {...inputProps('trial_start')} />
      </Group>
      {window && (
        <Alert color="blue" variant="light" data-testid="trial-summary">
          <Text size="sm">
            Trial de {length} {length === 1 ? 'dia' : 'dias'}: de {formatDate(window.start)} até{' '}
            {formatDate(window.end)}.
          </Text>
        </Alert>
      )}
    </>
  );
}
