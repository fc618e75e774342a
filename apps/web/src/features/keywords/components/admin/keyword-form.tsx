import {
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DIFFICULTY_LABELS,
  type FieldErrors,
  KEYWORD_DIFFICULTIES,
  KEYWORD_MESSAGES,
  type Keyword,
  type KeywordFormValues,
  type KeywordPayload,
  keywordFormToPayload,
  nicheLabel,
  parseTags,
} from '@sniperads/contract';
import { Link } from '@tanstack/react-router';
import { CountInput } from '@/components/number-inputs';
import { serverFieldErrors } from '@/lib/form';
import { useKeywordNiches } from '../../api/get-keyword-niches';
import type { AdminKeywordsSearch } from '../../model/keywords-search';
import { DifficultyBadge } from '../keyword-badges';

const DIFFICULTY_OPTIONS = [
  { value: 'undefined', label: 'Não definido' },
  ...KEYWORD_DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] })),
];

export const formValuesOf = (k?: Keyword): KeywordFormValues => ({
  keyword: k?.keyword ?? '',
  niche: k?.niche ?? '',
  description: k?.description ?? '',
  search_volume: k?.search_volume ?? '',
  difficulty: k?.difficulty ?? 'undefined',
  tags: k?.tags.join(', ') ?? '',
});

interface KeywordFormProps {
  initial: KeywordFormValues;
  submitLabel: string;
  cancelLabel: string;
  /** The list's page and search, to return to them. */
  back: AdminKeywordsSearch;
  submitting: boolean;
  /** `showFieldErrors` puts the server's per-field messages under the inputs. */
  onSubmit: (payload: KeywordPayload, showFieldErrors: (errors: FieldErrors) => void) => void;
}

export function KeywordForm({
  initial,
  submitLabel,
  cancelLabel,
  back,
  submitting,
  onSubmit,
}: KeywordFormProps) {
  const niches = useKeywordNiches();
  const form = useForm<KeywordFormValues>({
    initialValues: initial,
    validate: {
      keyword: (v) => (v.trim() ? null : KEYWORD_MESSAGES.keywordRequired),
      niche: (v) => (v.trim() ? null : KEYWORD_MESSAGES.nicheRequired),
    },
  });
  const { values } = form;
  const tags = parseTags(values.tags);
  const difficulty = values.difficulty && values.difficulty !== 'undefined' ? values.difficulty : null;
  const incomplete = !values.keyword.trim() || !values.niche.trim();

  return (
    <form
      onSubmit={form.onSubmit((v) =>
        onSubmit(keywordFormToPayload(v), (errors) => form.setErrors(serverFieldErrors(errors))),
      )}
      noValidate
    >
      <Card withBorder p="lg">
        <Stack gap="md">
          {/* One line: Enter submits the form, as in every other form. */}
          <TextInput
            label="Palavra-chave"
            withAsterisk
            placeholder="Ex.: dieta low carb cardápio"
            {...form.getInputProps('keyword')}
          />
          <Autocomplete
            label="Nicho"
            withAsterisk
            placeholder="Ex.: Emagrecimento"
            data={[...new Set((niches.data ?? []).map((n) => nicheLabel(n.niche)))]}
            {...form.getInputProps('niche')}
          />
          <Textarea
            label="Descrição"
            autosize
            minRows={3}
            placeholder="Quando usar esta palavra-chave, intenção de busca, observações..."
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start">
            <CountInput
              label="Volume de busca mensal"
              placeholder="Ex.: 12000"
              {...form.getInputProps('search_volume')}
            />
            <div>
              <Select
                label="Dificuldade"
                data={DIFFICULTY_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('difficulty')}
              />
              <Group gap={6} mt={6}>
                <Text size="xs" c="dimmed">
                  Prévia:
                </Text>
                <DifficultyBadge difficulty={difficulty} />
              </Group>
            </div>
          </Group>
          <div>
            <Textarea
              label="Tags"
              description="Separe as tags por vírgula"
              autosize
              minRows={2}
              placeholder="dieta, low carb, receitas"
              {...form.getInputProps('tags')}
            />
            <Group gap={6} mt={6}>
              <Text size="xs" c="dimmed">
                {tags.length === 1 ? '1 tag' : `${tags.length} tags`}
              </Text>
              {tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" tt="none" fw={500}>
                  #{tag}
                </Badge>
              ))}
            </Group>
          </div>
          <Group justify="flex-end">
            <Button
              variant="default"
              renderRoot={(props) => <Link to="/admin/palavras-chave" search={back} {...props} />}
            >
              {cancelLabel}
            </Button>
            <Button type="submit" loading={submitting} disabled={incomplete}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
