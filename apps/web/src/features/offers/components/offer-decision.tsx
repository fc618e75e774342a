import { Button, Group, Text } from '@mantine/core';
import type { EscalatedOffer } from '@sniperads/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { toastNotice, toastSuccess } from '@/lib/toast';
import { useDecideOffer, useUndoDecision } from '../api/offers';

const DECISION_FAILURE = { fallback: 'Não foi possível salvar a decisão.' };

/**
 * An admin's decision on one candidate: approve or reject it, or undo the decision taken. Each
 * says what it did in a toast: the card changes in place and is easy to miss.
 */
export function OfferDecision({ offer }: { offer: EscalatedOffer }) {
  const decide = useDecideOffer(DECISION_FAILURE);
  const undo = useUndoDecision(DECISION_FAILURE);
  const domain = offer.landing_domain;

  if (offer.offer_status)
    return (
      <Group justify="space-between" mt={4}>
        <Text size="sm" fw={600} c={offer.offer_status === 'approved' ? 'green' : 'red'}>
          {offer.offer_status === 'approved' ? 'Aprovada' : 'Rejeitada'}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          loading={undo.isPending}
          onClick={() =>
            offer.offer_id &&
            undo.mutate(offer.offer_id, {
              onSuccess: () => toastNotice(`Decisão desfeita: ${domain} voltou para a fila.`, 'gray'),
            })
          }
        >
          Desfazer
        </Button>
      </Group>
    );
  return (
    <Group grow mt={4}>
      <Button
        size="xs"
        color="green"
        leftSection={<IconCheck size={14} />}
        onClick={() =>
          decide.mutate(
            { landing_domain: domain, status: 'approved' },
            {
              onSuccess: () =>
                toastSuccess(`${domain} agora aparece em Ofertas Escaladas.`, 'Oferta aprovada'),
            },
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
            { landing_domain: domain, status: 'rejected' },
            { onSuccess: () => toastNotice(`Oferta rejeitada: ${domain} saiu da fila.`, 'gray') },
          )
        }
      >
        Rejeitar
      </Button>
    </Group>
  );
}
