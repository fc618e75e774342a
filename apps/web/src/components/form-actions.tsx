import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  submitLabel: ReactNode;
  loading: boolean;
  onCancel: () => void;
  mt?: MantineSpacing;
}

/** The foot of a form in a modal: Cancelar on the left, the submit button on the right. */
export function FormActions({ submitLabel, loading, onCancel, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
