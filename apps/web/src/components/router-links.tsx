import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
  ref?: Ref<HTMLAnchorElement>;
};

/** Mantine's button and anchor as typed router links (`to` and `params` checked against the routes). */
export const ButtonLink = createLink((props: ButtonProps & AnchorAttributes) => (
  <Button component="a" {...props} />
));
export const AnchorLink = createLink((props: AnchorProps & AnchorAttributes) => <Anchor {...props} />);
