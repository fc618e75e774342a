import { Button, FileButton } from '@mantine/core';
import { parseFolderImport } from '@sniperads/contract';
import { IconDownload, IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { RefreshButton } from '@/components/refresh-button';
import { toastDone, toastError, toastRequestError } from '@/lib/toast';
import { exportFolders, useImportFolders } from '../api/folder-mutations';

const download = (name: string, data: unknown) => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
};

/**
 * The folders' header actions: refresh, import and export (a JSON file), and a new folder.
 * Importing and creating need a plan with folders (`canCreate`; `blockedNote` says why not).
 */
export function FoldersActions({
  refreshing,
  onRefresh,
  canCreate,
  blockedNote,
  onCreate,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  canCreate: boolean;
  blockedNote: string | undefined;
  onCreate: () => void;
}) {
  const importer = useImportFolders({ fallback: 'Erro ao importar pastas. Verifique o formato do arquivo.' });

  const onImport = async (file: File | null) => {
    if (!file) return;
    const parsed = parseFolderImport(await file.text());
    if (!parsed.ok) return toastError(parsed.message);
    importer.mutate(parsed.folders, toastDone());
  };

  return (
    <>
      <RefreshButton loading={refreshing} onClick={onRefresh} />
      <FileButton onChange={(f) => void onImport(f)} accept="application/json,.json">
        {(props) => (
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={importer.isPending}
            disabled={!canCreate}
            title={blockedNote}
            {...props}
          >
            Importar
          </Button>
        )}
      </FileButton>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() =>
          exportFolders().then(
            (data) => download('sniperads-pastas.json', data),
            (err: unknown) => toastRequestError(err, 'Erro ao exportar pastas'),
          )
        }
      >
        Exportar
      </Button>
      <Button
        leftSection={<IconFolderPlus size={16} />}
        disabled={!canCreate}
        title={blockedNote}
        onClick={onCreate}
      >
        Nova Pasta
      </Button>
    </>
  );
}
