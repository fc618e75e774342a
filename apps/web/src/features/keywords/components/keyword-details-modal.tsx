import { Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Keyword, nicheLabel } from '@sniperads/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Field } from '@/components/field';
import { formatLongDateTime, formatNumber } from '@/lib/format';
import { DifficultyBadge, TagList } from './keyword-badges';
import { usesLabel } from './keyword-format';

interface KeywordDetailsModalProps {
  keyword: Keyword | null;
  onClose: () => void;
  /** The main action: copy (user screen) or edit (admin list). */
  action: ReactNode;
}

export function KeywordDetailsModal({ keyword, onClose, action }: KeywordDetailsModalProps) {
  return (
    <Modal opened={keyword !== null} onClose={onClose} title="Detalhes da Palavra-Chave" size="lg" centered>
      {keyword && (
        <Stack gap="md">
          <Field label="Palavra-chave">
            <Text fw={700} fz="xl">
              {keyword.keyword}
            </Text>
          </Field>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label="Nicho">
              <Badge variant="light" color="sniper">
                {nicheLabel(keyword.niche)}
              </Badge>
            </Field>
            <Field label="Dificuldade">
              <DifficultyBadge difficulty={keyword.difficulty} />
            </Field>
            <Field label="Volume de busca mensal">
              <Text size="md">{formatNumber(keyword.search_volume)}</Text>
            </Field>
            <Field label="Vezes usada">
              <Text size="md">{usesLabel(keyword.usage_count)}</Text>
            </Field>
          </SimpleGrid>
          <Field label="Descrição">
            <Text size="md">{keyword.description || 'Sem descrição.'}</Text>
          </Field>
          <Field label="Tags">
            {keyword.tags.length ? (
              <TagList tags={keyword.tags} max={keyword.tags.length} />
            ) : (
              <Text size="md">Sem tags.</Text>
            )}
          </Field>
          <Field label="Adicionada em">
            <Text size="md">{formatLongDateTime(keyword.created_at)}</Text>
          </Field>
          <Group justify="flex-end">{action}</Group>
        </Stack>
      )}
    </Modal>
  );
}

export function CopyKeywordButton({ copied, onCopy }: { copied: boolean; onCopy: () => void }) {
  return (
    <Button
      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      color={copied ? 'teal' : undefined}
      onClick={onCopy}
    >
      {copied ? 'Copiada!' : 'Copiar Palavra-Chave'}
    </Button>
  );
}
