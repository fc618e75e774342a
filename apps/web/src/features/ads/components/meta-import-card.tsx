import { Alert, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { MetaImportResult } from '@sniperads/contract';
import { IconAlertTriangle, IconBrandMeta } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useImportFromMeta } from '../api/import-from-meta';

/**
 * Admin search of Meta's ads_archive. The API only returns ads delivered to the EU/UK and
 * political/issue ads, so it complements what the extension sends from Brazil.
 */
export function MetaImportCard() {
  const [terms, setTerms] = useState('');
  const [countries, setCountries] = useState('DE, FR, PT');
  const [status, setStatus] = useState<'ALL' | 'ACTIVE' | 'INACTIVE'>('ACTIVE');
  const [pages, setPages] = useState<number>(5);
  const run = useImportFromMeta('inline');
  const codes = countries
    .split(/[,\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBrandMeta size={20} aria-hidden />
          <Text fw={700}>Buscar na Biblioteca de Anúncios da Meta</Text>
        </Group>
        <Text size="sm" c="dimmed">
          A API oficial (ads_archive) só devolve anúncios veiculados na União Europeia/Reino Unido e anúncios
          políticos. Os resultados são gravados na biblioteca.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Termos"
            placeholder="Ex.: suplemento"
            value={terms}
            onChange={(e) => setTerms(e.currentTarget.value)}
            style={{ flex: 2, minWidth: 180 }}
          />
          <TextInput
            label="Países (códigos)"
            value={countries}
            onChange={(e) => setCountries(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 140 }}
          />
          <Select
            label="Status"
            value={status}
            onChange={(v) => v && setStatus(v as typeof status)}
            data={[
              { value: 'ACTIVE', label: 'Ativos' },
              { value: 'INACTIVE', label: 'Inativos' },
              { value: 'ALL', label: 'Todos' },
            ]}
            allowDeselect={false}
            w={130}
          />
          <NumberInput
            label="Páginas"
            min={1}
            max={50}
            value={pages}
            onChange={(v) => setPages(typeof v === 'number' ? v : 1)}
            w={100}
          />
          <Button
            loading={run.isPending}
            disabled={codes.length === 0}
            onClick={() =>
              run.mutate({
                search_terms: terms.trim() || undefined,
                ad_reached_countries: codes,
                ad_active_status: status,
                max_pages: pages,
              })
            }
          >
            Buscar na Meta
          </Button>
        </Group>
        {run.isError && (
          <Alert color="red" title="Falha ao buscar anúncios">
            {errorMessage(run.error, 'Tente novamente em instantes.')}
          </Alert>
        )}
        {run.data && <MetaImportOutcome result={run.data.data} />}
      </Stack>
    </Card>
  );
}

/** A partial import saved real ads: say so next to the reason, never as a plain failure. */
function MetaImportOutcome({ result }: { result: MetaImportResult }) {
  const line = (
    <Text size="sm" aria-live="polite">
      {formatNumber(result.received)} recebidos em {result.pages} página(s) · {formatNumber(result.created)}{' '}
      novos · {formatNumber(result.updated)} atualizados · {formatNumber(result.rejected)} rejeitados
    </Text>
  );
  if (result.complete) return line;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle />} title="Importação parcial: o que chegou foi gravado">
      <Stack gap={4}>
        <Text size="sm">{result.error}</Text>
        {line}
      </Stack>
    </Alert>
  );
}
