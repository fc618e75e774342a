import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { creativeAdvertiser, creativeDescription, creativeTitle, type StudioItem } from '@sniperads/contract';
import { IconAlertCircle, IconRefresh, IconSearch, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreativeDetailsModal } from '@/components/creative/creative-details-modal';
import { OfflineNotice } from '@/components/offline-notice';
import { errorMessage } from '@/lib/api-error';
import { toastOutcome } from '@/lib/toast-outcome';
import { useRemoveFromStudio, useStudio } from '../api/studio';
import { AiActions } from './ai-actions';
import { CreativePreview } from './creative-preview';
import { StudioQueue } from './studio-queue';

const matches = (item: StudioItem, term: string) =>
  [creativeTitle(item), creativeDescription(item), creativeAdvertiser(item)].some((t) =>
    t.toLowerCase().includes(term),
  );

export function StudioPage() {
  const studio = useStudio();
  const remove = useRemoveFromStudio();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [details, setDetails] = useState<StudioItem | null>(null);
  const [deleting, setDeleting] = useState<StudioItem | null>(null);
  const all = studio.data ?? [];
  const term = search.trim().toLowerCase();
  const filtered = term ? all.filter((i) => matches(i, term)) : all;
  // Selection follows the filtered list: a vanished selection falls back to the first item.
  const selected = filtered.find((i) => i.studio_item_id === selectedId) ?? filtered[0] ?? null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Studio Criativa
          </Title>
          <Text c="dimmed">
            {all.length} {all.length === 1 ? 'criativo no Studio' : 'criativos no Studio'}
          </Text>
        </div>
        <Group gap="xs">
          <TextInput
            placeholder="Buscar criativos..."
            aria-label="Buscar no Studio"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={studio.isFetching}
            onClick={() => void studio.refetch()}
          >
            Atualizar
          </Button>
        </Group>
      </Group>
      <OfflineNotice syncedAt={studio.dataUpdatedAt} />
      {studio.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar itens do studio">
          {errorMessage(studio.error, 'Tente novamente em instantes.')}
        </Alert>
      )}

      {studio.isPending ? (
        <Skeleton height={420} radius="md" />
      ) : filtered.length === 0 ? (
        <Card withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconSparkles size={40} color="var(--mantine-color-grape-5)" />
            <Text fw={700}>{all.length === 0 ? 'Seu Studio está vazio' : 'Nenhum criativo encontrado'}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {all.length === 0
                ? 'Em Meus Favoritos, use "Adicionar ao Studio" nos criativos que quer trabalhar.'
                : 'Nenhum criativo corresponde à busca. Tente outro termo.'}
            </Text>
            {all.length === 0 && (
              <Button component={Link} to="/favoritos" variant="light" color="grape">
                Ir para Meus Favoritos
              </Button>
            )}
          </Stack>
        </Card>
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
            toastOutcome('Erro ao remover do studio', () => setDeleting(null)),
          )
        }
      >
        {`Remover "${deleting ? creativeTitle(deleting) : ''}" do Studio? O favorito continua salvo.`}
      </ConfirmDialog>
    </Stack>
  );
}
