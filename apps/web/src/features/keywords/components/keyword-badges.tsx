import { Badge, Group, Text } from '@mantine/core';
import { DIFFICULTY_COLORS, DIFFICULTY_LABELS, type KeywordDifficulty } from '@sniperads/contract';

export function DifficultyBadge({ difficulty }: { difficulty: KeywordDifficulty | null | undefined }) {
  if (!difficulty) {
    return (
      <Badge variant="light" color="gray">
        Não definido
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={DIFFICULTY_COLORS[difficulty]}>
      {DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}

/** Up to `max` tags as '#tag', then '+N' for the rest (display limit 3, docs/product-rules.md). */
export function TagList({ tags, max = 3 }: { tags: string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <Group gap={6}>
      {shown.map((tag) => (
        <Badge key={tag} variant="outline" color="gray" tt="none" fw={500}>
          #{tag}
        </Badge>
      ))}
      {rest > 0 && (
        <Text size="xs" c="dimmed">
          +{rest}
        </Text>
      )}
    </Group>
  );
}
