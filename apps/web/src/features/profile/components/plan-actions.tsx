import { Button, Card, Group, Text } from '@mantine/core';
import { PLAN_NAMES, type PlanId, type PublicConfig, upgradeMessage } from '@sniperads/contract';
import { IconBrandWhatsapp, IconCreditCard, IconMail } from '@tabler/icons-react';
import { ExternalButton } from '@/components/external-button';
import { hasCheckout, NO_CONTACT_TEXT, type SupportContact, supportContact } from '@/lib/support-contact';
import { useCheckout } from '../api/checkout';

type Config = PublicConfig | undefined;

const contactButton = (contact: SupportContact, label: string, variant: 'filled' | 'light' = 'filled') =>
  contact.kind === 'whatsapp' ? (
    <ExternalButton
      href={contact.href}
      // The theme's green: its light variant's text (shade 9) reads on its tint, a raw hex's does not.
      color="green"
      variant={variant}
      leftSection={<IconBrandWhatsapp size={18} />}
    >
      {label}
    </ExternalButton>
  ) : (
    <Button component="a" href={contact.href} variant={variant} leftSection={<IconMail size={18} />}>
      {label}
    </Button>
  );

/** 'Assinar o Pro': asks the API for this account's payment page and goes there. */
function CheckoutButton({ plan }: { plan: Exclude<PlanId, 'free'> }) {
  const checkout = useCheckout();
  return (
    <Button
      fullWidth
      leftSection={<IconCreditCard size={18} />}
      loading={checkout.isPending || checkout.isSuccess}
      onClick={() => checkout.mutate(plan)}
    >
      {`Assinar o ${PLAN_NAMES[plan]}`}
    </Button>
  );
}

/**
 * The way up to a paid plan: its online payment when the server sells it, else the support
 * contact with a message naming the plan, else nothing (the support card says how to upgrade).
 */
export function PlanAction({
  plan,
  current,
  config,
}: {
  plan: Exclude<PlanId, 'free'>;
  current: PlanId;
  config: Config;
}) {
  const name = PLAN_NAMES[plan];
  if (hasCheckout(config, plan)) return <CheckoutButton plan={plan} />;
  const contact = supportContact(config, upgradeMessage(plan, current), `Quero o plano ${name}`);
  if (!contact) return null;
  return contactButton(contact, `Quero o ${name}`);
}

/** 'Falar com Suporte' through the configured channel; plain text when none is configured. */
export function SupportCard({ message, config }: { message: string; config: Config }) {
  const contact = supportContact(config, message, 'Planos do SniperAds');
  return (
    <Card p="lg">
      <Group justify="space-between" wrap="wrap" gap="md">
        <div>
          <Text fw={700}>Quer mudar de plano ou tirar dúvidas?</Text>
          <Text size="sm" c="dimmed" maw={560} data-testid="support-text">
            {contact?.kind === 'whatsapp'
              ? 'Nossa equipe atende pelo WhatsApp.'
              : contact?.kind === 'email'
                ? `Nossa equipe responde pelo email ${contact.address}.`
                : NO_CONTACT_TEXT}
          </Text>
        </div>
        {contact && contactButton(contact, 'Falar com Suporte', 'light')}
      </Group>
    </Card>
  );
}
