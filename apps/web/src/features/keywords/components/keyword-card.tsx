import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { type Keyword, nicheLabel } from '@sniperads/contract';
import { IconCheck, IconCopy, IconEye, IconSearch, IconTrendingUp } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import { DifficultyBadge, TagList } from './keyword-badges';
import { usesLabel } from './keyword-format';

interface KeywordCardProps {
  keyword: Keyword;
  copied: boolean;
  onCopy: () => void;
  onDetails: () => void;
}

export function KeywordCard({ keyword, copied, onCopy, onDetails }: KeywordCardProps) {
  return (
    <Card p="lg" withBorder data-testid="keyword-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" lh={1.3}>
              {keyword.keyword}
            </Text>
            <Badge mt={6} variant="light" color="sniper">
              {nicheLabel(keyword.niche)}
            </Badge>
          </div>
          <Tooltip label={copied ? 'Copiada!' : 'Copiar palavra-chave'} withArrow>
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'gray'}
              size="lg"
              onClick={onCopy}
              aria-label={copied ? `Palavra-chave ${keyword.keyword} copiada` : `Copiar ${keyword.keyword}`}
            >
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {keyword.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {keyword.description}
          </Text>
        )}
        <Group gap="md">
          <Group gap={4}>
            <IconSearch size={14} />
            <Text size="sm">{formatNumber(keyword.search_volume)}</Text>
          </Group>
          <DifficultyBadge difficulty={keyword.difficulty} />
          <Group gap={4}>
            <IconTrendingUp size={14} />
            <Text size="sm">{usesLabel(keyword.usage_count)}</Text>
          </Group>
        </Group>
        <TagList tags={keyword.tags} />
        <Button variant="default" mt="auto" leftSection={<IconEye size={16} />} onClick={onDetails}>
          Ver Detalhes
        </Button>
      </Stack>
    </Card>
  );
}
