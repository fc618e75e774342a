import { Group, type MantineSpacing, Stack, Text, ThemeIcon } from '@mantine/core';

export interface Step {
  title: string;
  text: string;
}

/** An ordered how-to: a numbered circle, the step's title and a line of detail. */
export function NumberedSteps({
  steps,
  gap,
  mt,
}: {
  steps: Step[];
  gap: MantineSpacing;
  mt?: MantineSpacing;
}) {
  return (
    <Stack gap={gap} mt={mt} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {steps.map((step, index) => (
        <Group key={step.title} component="li" gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={32} radius="xl" style={{ flexShrink: 0 }}>
            <Text fw={700} size="sm" c="white">
              {index + 1}
            </Text>
          </ThemeIcon>
          <div>
            <Text fw={600}>{step.title}</Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
