import { ActionIcon } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/public-config';
import { supportContact } from '@/lib/support-contact';
import { HoverHint } from './hover-hint';

const LABEL = 'Falar com o suporte no WhatsApp';

/**
 * Help button opening a WhatsApp chat with a prefilled message; absent when no support number is
 * configured (wa.me without one opens a contact picker). From tablets up it floats at the
 * bottom-right (the page keeps room for it under its last row, so it never sits on pagination or
 * form buttons); on phones, where a floating button would sit on the cards' actions, the same
 * button lives in the top bar instead.
 */
export function WhatsappButton({ placement }: { placement: 'floating' | 'top-bar' }) {
  const contact = supportContact(usePublicConfig().data);
  if (contact?.kind !== 'whatsapp') return null;
  const link = {
    component: 'a',
    href: contact.href,
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': LABEL,
  } as const;
  if (placement === 'top-bar') {
    return (
      <ActionIcon {...link} variant="subtle" color="teal" size="lg" hiddenFrom="sm">
        <IconBrandWhatsapp size={22} />
      </ActionIcon>
    );
  }
  return (
    <HoverHint label="Fale conosco no WhatsApp" position="left" withArrow>
      <ActionIcon
        {...link}
        data-floating-help
        visibleFrom="sm"
        size={52}
        radius="xl"
        // WhatsApp's green, deepened so the white glyph and the edge stand out 3.6:1.
        color="#1c9a4f"
        variant="filled"
        autoContrast={false}
        style={{
          position: 'fixed',
          right: 'calc(1.25rem + env(safe-area-inset-right))',
          bottom: 'calc(1.25rem + env(safe-area-inset-bottom))',
          zIndex: 190,
          boxShadow: '0 8px 24px rgba(28, 154, 79, 0.35)',
        }}
      >
        <IconBrandWhatsapp size={28} />
      </ActionIcon>
    </HoverHint>
  );
}
