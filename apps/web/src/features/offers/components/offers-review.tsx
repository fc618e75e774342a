import { Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { SearchForm } from '@/components/search-form';
import type { SearchChange } from '@/lib/search-params';
import { toastNotice, toastSuccess } from '@/lib/toast';
import { useCandidates, useDecideOffer, useUndoDecision } from '../api/offers';
import { type CandidatesSearch, toCandidatesQuery } from '../model/offers-search';
import { OfferCard } from './offer-card';

const SKELETONS = ['a', 'b', 'c'];

/** Admin: offers scaling now; approve to show them to users, reject to drop them from the queue. */
/** The view, the submitted search and the page live in the URL; a new view or search starts at page 1. */
const DECISION_FAILURE = { fallback: 'Não foi possível salvar a decisão.' };

export function OffersReview({
  params,
  onParams,
}: {
  params: CandidatesSearch;
  onParams: SearchChange<CandidatesSearch>;
}) {
  const { view, page } = params;
  const setView = (next: CandidatesSearch['view']) => onParams({ view: next, page: 1 });
  const setSearch = (q: string) => onParams({ q, page: 1 });
  const setPage = (next: number) => onParams({ page: next });
  const candidates = useCandidates(toCandidatesQuery(params));
  const decide = useDecideOffer(DECISION_FAILURE);
  const undo = useUndoDecision(DECISION_FAILURE);
  // Each decision says what it did: the card changes in place and is easy to miss.
  const decided = (domain: string, status: 'approved' | 'rejected') => ({
    onSuccess: () =>
      status === 'approved'
        ? toastSuccess(`${domain} agora aparece em Ofertas Escaladas.`, 'Oferta aprovada')
        : toastNotice(`Oferta rejeitada: ${domain} saiu da fila.`, 'gray'),
  });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Ofertas candidatas"
        description="Ofertas com nível bronze ou acima, calculadas dos anúncios vistos nos últimos 90 dias."
      />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'pending' | 'all')}
          data={[
            { value: 'pending', label: 'Aguardando decisão' },
            { value: 'all', label: 'Todas' },
          ]}
        />
        <SearchForm
          label="Buscar candidatas"
          placeholder="Oferta, domínio ou página"
          value={params.q}
          onSearch={setSearch}
          submitVariant="default"
          style={{ flex: 1 }}
          wrap="nowrap"
        />
      </Group>
      {candidates.isError && (
        <LoadErrorAlert
          title="Erro ao listar anúncios escalados"
          error={candidates.error}
          fallback="Tente novamente em instantes."
        />
      )}
      {candidates.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SKELETONS.map((k) => (
            <Skeleton key={k} h={380} radius="md" />
          ))}
        </SimpleGrid>
      ) : candidates.data?.data.length === 0 ? (
        <Text c="dimmed" ta="center" py={40}>
          {view === 'pending'
            ? 'Nenhuma candidata aguardando decisão.'
            : 'Nenhuma oferta escalando no momento.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {candidates.data?.data.map((offer) => (
            <OfferCard
              key={offer.landing_domain}
              offer={offer}
              actions={
                offer.offer_status ? (
                  <Group justify="space-between" mt={4}>
                    <Text size="sm" fw={600} c={offer.offer_status === 'approved' ? 'green' : 'red'}>
                      {offer.offer_status === 'approved' ? 'Aprovada' : 'Rejeitada'}
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      loading={undo.isPending && undo.variables === offer.offer_id}
                      onClick={() =>
                        offer.offer_id &&
                        undo.mutate(offer.offer_id, {
                          onSuccess: () =>
                            toastNotice(
                              `Decisão desfeita: ${offer.landing_domain} voltou para a fila.`,
                              'gray',
                            ),
                        })
                      }
                    >
                      Desfazer
                    </Button>
                  </Group>
                ) : (
                  <Group grow mt={4}>
                    <Button
                      size="xs"
                      color="green"
                      leftSection={<IconCheck size={14} />}
                      onClick={() =>
                        decide.mutate(
                          { landing_domain: offer.landing_domain, status: 'approved' },
                          decided(offer.landing_domain, 'approved'),
                        )
                      }
                    >
                      Aprovar
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconX size={14} />}
                      onClick={() =>
                        decide.mutate(
                          { landing_domain: offer.landing_domain, status: 'rejected' },
                          decided(offer.landing_domain, 'rejected'),
                        )
                      }
                    >
                      Rejeitar
                    </Button>
                  </Group>
                )
              }
            />
          ))}
        </SimpleGrid>
      )}
      {candidates.data && (
        <Pagination page={page} lastPage={candidates.data.meta.last_page} onChange={setPage} />
      )}
    </Stack>
  );
}
