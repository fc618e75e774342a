import { Box, Button, Grid, Skeleton, Stack } from '@mantine/core';
import { creativeAdvertiser, creativeDescription, creativeTitle, type StudioItem } from '@sniperads/contract';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { formatCount } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { toastDone } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useRemoveFromStudio, useStudio } from '../api/studio';
import type { StudioSearch } from '../model/studio-search';
import { AiActions } from './ai-actions';
import { CreativePreview } from './creative-preview';
import { StudioQueue } from './studio-queue';

const matches = (item: StudioItem, term: string) =>
  [creativeTitle(item), creativeDescription(item), creativeAdvertiser(item)].some((t) =>
    t.toLowerCase().includes(term),
  );

/** The search over the queue and the selected creative live in the URL. */
export function StudioPage({
  params,
  onParams,
}: {
  params: StudioSearch;
  onParams: SearchChange<StudioSearch>;
}) {
  const studio = useStudio();
  const remove = useRemoveFromStudio({ fallback: 'Erro ao remover do studio' });
  // The queue filters as the user types; the URL follows once they pause.
  const [search, setSearch] = useSearchText(params.q, (q) => onParams({ q }, { replace: true }));
  const selectedId = params.item ?? null;
  const setSelectedId = (item: string) => onParams({ item }, { replace: true });
  const [details, setDetails] = useState<StudioItem | null>(null);
  const [deleting, setDeleting] = useState<StudioItem | null>(null);
  const all = studio.data ?? [];
  const term = search.trim().toLowerCase();
  const filtered = term ? all.filter((i) => matches(i, term)) : all;
  // Selection follows the filtered list: a vanished selection falls back to the first item.
  const selected = filtered.find((i) => i.studio_item_id === selectedId) ?? filtered[0] ?? null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Studio Criativa"
        description={formatCount(all.length, 'criativo no Studio', 'criativos no Studio')}
        actions={
          <>
            <SearchInput
              placeholder="Buscar criativos..."
              label="Buscar no Studio"
              value={search}
              onChange={setSearch}
            />
            <RefreshButton loading={studio.isFetching} onClick={() => void studio.refetch()} />
          </>
        }
      />
      {studio.isError && (
        <LoadErrorAlert
          title="Erro ao carregar itens do studio"
          error={studio.error}
          fallback="Tente novamente em instantes."
        />
      )}

      {studio.isPending ? (
        <Skeleton height={420} radius="md" />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={<IconSparkles size={40} color="var(--mantine-color-grape-5)" />}
          title={all.length === 0 ? 'Seu Studio está vazio' : 'Nenhum criativo encontrado'}
          description={
            all.length === 0
              ? 'Em Meus Favoritos, use "Adicionar ao Studio" nos criativos que quer trabalhar.'
              : 'Nenhum criativo corresponde à busca. Tente outro termo.'
          }
          action={
            all.length === 0 && (
              <Button component={Link} to="/favoritos" variant="light" color="grape">
                Ir para Meus Favoritos
              </Button>
            )
          }
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md">
              {selected && (
                <CreativePreview
                  item={selected}
                  onDetails={() => setDetails(selected)}
                  onDelete={() => setDeleting(selected)}
                />
              )}
              <Box hiddenFrom="lg">
                <AiActions item={selected} layout="grid" />
              </Box>
              <StudioQueue
                items={filtered}
                selectedId={selected?.studio_item_id ?? null}
                onSelect={setSelectedId}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }} visibleFrom="lg">
            <Box style={{ position: 'sticky', top: 80 }}>
              <AiActions item={selected} layout="panel" />
            </Box>
          </Grid.Col>
        </Grid>
      )}

      <CreativeDetailsModal creative={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Remover do Studio"
        confirmLabel="Remover"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.studio_item_id,
            toastDone(() => setDeleting(null)),
          )
        }
      >
        {`Remover "${deleting ? creativeTitle(deleting) : ''}" do Studio? O favorito continua salvo.`}
      </ConfirmDialog>
    </Stack>
  );
}
