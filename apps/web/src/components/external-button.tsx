import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEventHandler } from 'react';

interface ExternalButtonProps extends ButtonProps {
  href: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** A button that opens another site in a new tab, without giving that page a handle on ours. */
export function ExternalButton(props: ExternalButtonProps) {
  return <Button component="a" target="_blank" rel="noopener noreferrer" {...props} />;
}
