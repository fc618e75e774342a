import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

type InstallTriggerProps = ActionIconProps & ElementProps<'button'>;

/** The top bar's install button, the same before and after its menu has loaded. */
export function InstallTrigger(props: InstallTriggerProps) {
  return (
    <ActionIcon variant="light" size="lg" aria-label="Instalar app e opções" title="Instalar app" {...props}>
      <IconDownload size={20} />
    </ActionIcon>
  );
}
