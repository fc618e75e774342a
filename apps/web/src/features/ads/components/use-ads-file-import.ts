import type { AdIngestSummary } from '@sniperads/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useIngestAds } from '../api/ingest-ads';
import { batchesFor, ImportFileError, parseImportFile } from '../model/import-file';

const BATCH = 500;
export type RejectedAd = AdIngestSummary['results'][number] & { line: number };

/**
 * An admin's file import: the file is read in the browser and sent in batches of 500, adding up
 * what each batch created, updated and rejected. A failure stops it; what was sent stays saved.
 */
export const useAdsFileImport = () => {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; name: string } | null>(null);
  const [totals, setTotals] = useState({ created: 0, updated: 0, rejected: 0 });
  const [rejected, setRejected] = useState<RejectedAd[]>([]);
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

  return { file, chooseFile, run, progress, totals, rejected, error, running };
};
