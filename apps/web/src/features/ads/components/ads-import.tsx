import { Alert, Button, Card, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { AdIngestSummary } from '@sniperads/contract';
import { IconAlertCircle, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useIngestAds } from '../api/ingest-ads';
import { batchesFor, ImportFileError, parseImportFile } from '../model/import-file';
import { MetaImportCard } from './meta-import-card';

const BATCH = 500;
type Rejected = AdIngestSummary['results'][number] & { line: number };

/** Admin import: the file is read in the browser and sent in batches of 500, with progress. */
export function AdsImport() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; name: string } | null>(null);
  const [totals, setTotals] = useState({ created: 0, updated: 0, rejected: 0 });
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const ingest = useIngestAds('inline');

  /** A new file starts a new import: nothing from the previous one may stay on screen. */
  const reset = () => {
    setError(null);
    setRejected([]);
    setTotals({ created: 0, updated: 0, rejected: 0 });
    setProgress(null);
  };

  const chooseFile = (next: File | null) => {
    setFile(next);
    reset();
  };

  const run = async () => {
    if (!file) return;
    reset();
    let items: unknown[];
    try {
      items = parseImportFile(file.name, await file.text());
    } catch (e) {
      setError(e instanceof ImportFileError ? e.message : 'Não foi possível ler o arquivo.');
      return;
    }
    if (items.length === 0) {
      setError('Nenhum anúncio encontrado no arquivo.');
      return;
    }
    setRunning(true);
    setProgress({ done: 0, total: items.length, name: file.name });
    try {
      let offset = 0;
      for (const batch of batchesFor(items, BATCH)) {
        const summary = (await ingest.mutateAsync(batch)).data;
        setTotals((t) => ({
          created: t.created + summary.created,
          updated: t.updated + summary.updated,
          rejected: t.rejected + summary.rejected,
        }));
        const base = offset;
        setRejected((r) => [
          ...r,
          ...summary.results
            .filter((x) => x.status === 'rejected')
            .map((x) => ({ ...x, line: base + x.index + 1 })),
        ]);
        offset += batch.length;
        setProgress({ done: offset, total: items.length, name: file.name });
      }
    } catch (e) {
      setError(`${errorMessage(e, 'Falha ao enviar os anúncios.')} O que já foi enviado está salvo.`);
    } finally {
      setRunning(false);
      // The file is done with: the picker is empty again (choosing the same file starts a new
      // import) and the summary below is labelled as the finished import's.
      setFile(null);
    }
  };

  const pct = progress ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Importar anúncios"
        description='Arquivo JSON (lista ou página salva da API), NDJSON (um anúncio por linha) ou CSV com cabeçalho, nos campos do ads_archive da Meta (id, page_name, ad_creative_bodies…). Em CSV (separado por vírgula ou ponto e vírgula), as listas vão como JSON, por exemplo ["facebook","instagram"]; qualquer outro texto conta como um item só. Reenviar o mesmo anúncio só o atualiza.'
      />
      <Card withBorder padding="lg">
        <Group align="flex-end" gap="sm">
          <FileInput
            label="Arquivo"
            placeholder="Escolha um .json, .ndjson ou .csv"
            accept=".json,.ndjson,.jsonl,.csv,application/json,text/csv"
            value={file}
            onChange={chooseFile}
            clearable
            style={{ flex: 1 }}
            disabled={running}
          />
          <Button
            leftSection={<IconFileImport size={16} />}
            onClick={() => void run()}
            disabled={!file}
            loading={running}
          >
            Importar
          </Button>
        </Group>
        {progress && (
          <Stack gap={6} mt="lg">
            <Progress value={pct} animated={running} aria-label="Progresso da importação" />
            <Text size="sm" aria-live="polite">
              {running ? `Enviando ${progress.name}: ` : `Importação de ${progress.name} concluída: `}
              {formatNumber(progress.done)} de {formatNumber(progress.total)} enviados ({pct}%) ·{' '}
              {formatNumber(totals.created)} novos · {formatNumber(totals.updated)} atualizados ·{' '}
              {formatNumber(totals.rejected)} rejeitados
            </Text>
          </Stack>
        )}
      </Card>
      {error && (
        <Alert color="red" icon={<IconAlertCircle />} title="Importação interrompida">
          {error}
        </Alert>
      )}
      {rejected.length > 0 && (
        <Card withBorder padding="md">
          <Text fw={700} mb="sm">
            Anúncios rejeitados
          </Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>id</Table.Th>
                <Table.Th>Motivo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rejected.slice(0, 200).map((r) => (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{r.ad_archive_id ?? '—'}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {rejected.length > 200 && (
            <Text size="sm" c="dimmed" mt="xs">
              Mostrando os 200 primeiros de {formatNumber(rejected.length)}.
            </Text>
          )}
        </Card>
      )}
      <MetaImportCard />
    </Stack>
  );
}
