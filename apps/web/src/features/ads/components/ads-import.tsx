import { Alert, Button, Card, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileImport } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { formatNumber } from '@/lib/format';
import { MetaImportCard } from './meta-import-card';
import { RejectedAds } from './rejected-ads';
import { useAdsFileImport } from './use-ads-file-import';

/** Admin import: the file is read in the browser and sent in batches of 500, with progress. */
export function AdsImport() {
  const { file, chooseFile, run, progress, totals, rejected, error, running } = useAdsFileImport();

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
      {rejected.length > 0 && <RejectedAds rejected={rejected} />}
      <MetaImportCard />
    </Stack>
  );
}
