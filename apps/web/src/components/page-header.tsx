import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title; a string is shown dimmed, anything else as given. */
  description?: ReactNode;
  /** Buttons on the right; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Colour of a bar left of the title (a folder's colour). */
  accent?: string;
}

/** The title block at the top of every page; on a phone, a smaller title and a one-line subtitle. */
export function PageHeader({ title, description, actions, accent }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div style={{ minWidth: 0, maxWidth: '100%' }}>
        <Title
          order={1}
          fz={{ base: 22, sm: 30 }}
          style={accent ? { borderLeft: `6px solid ${accent}`, paddingLeft: 12 } : undefined}
        >
          {title}
        </Title>
        {typeof description === 'string' ? (
          <Text c="dimmed" className={classes.description} title={description}>
            {description}
          </Text>
        ) : (
          description
        )}
      </div>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
