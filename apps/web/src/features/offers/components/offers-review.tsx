import {
  Alert,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useCandidates, useDecideOffer, useUndoDecision } from '../api/offers';
import { OfferCard } from './offer-card';

const SKELETONS = ['a', 'b', 'c'];

/** Admin: offers scaling now; approve to show them to users, reject to drop them from the queue. */
export function OffersReview() {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'pending' | 'all'>('pending');
  const candidates = useCandidates({ search, page, pending: view === 'pending' });
  const decide = useDecideOffer();
  const undo = useUndoDecision();
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, 'Não foi possível salvar a decisão.') });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Ofertas candidatas
        </Title>
        <Text c="dimmed">
          Ofertas com nível bronze ou acima, calculadas dos anúncios vistos nos últimos 90 dias.
        </Text>
      </div>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(v) => {
            setView(v as 'pending' | 'all');
            setPage(1);
          }}
          data={[
            { value: 'pending', label: 'Aguardando decisão' },
            { value: 'all', label: 'Todas' },
          ]}
        />
        <Group
          component="form"
          gap="sm"
          style={{ flex: 1 }}
          wrap="nowrap"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(term.trim() || undefined);
            setPage(1);
          }}
        >
          <TextInput
            aria-label="Buscar candidatas"
            placeholder="Oferta, domínio ou página"
            leftSection={<IconSearch size={16} />}
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Buscar
          </Button>
        </Group>
      </Group>
      {candidates.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao listar anúncios escalados">
          {errorMessage(candidates.error, 'Tente novamente em instantes.')}
        </Alert>
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
                      onClick={() => offer.offer_id && undo.mutate(offer.offer_id, { onError: fail })}
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
                          { onError: fail },
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
                          { onError: fail },
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
      {candidates.data && candidates.data.meta.last_page > 1 && (
        <Group justify="center">
          <Pagination total={candidates.data.meta.last_page} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
