import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/public-config';
import { supportContact } from '@/lib/support-contact';

/**
 * Floating help button (bottom-right) opening a WhatsApp chat with a prefilled message; absent
 * when no support number is configured (wa.me without one opens a contact picker).
 */
export function WhatsappButton() {
  const contact = supportContact(usePublicConfig().data);
  if (contact?.kind !== 'whatsapp') return null;
  const { href } = contact;
  return (
    <Tooltip label="Fale conosco no WhatsApp" position="left" withArrow>
      <ActionIcon
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Falar com o suporte no WhatsApp"
        size={56}
        radius="xl"
        color="#25d366"
        variant="filled"
        style={{
          position: 'fixed',
          right: 'calc(1.25rem + env(safe-area-inset-right))',
          bottom: 'calc(1.25rem + env(safe-area-inset-bottom))',
          zIndex: 190,
          boxShadow: '0 8px 24px rgba(37, 211, 102, 0.35)',
        }}
      >
        <IconBrandWhatsapp size={30} />
      </ActionIcon>
    </Tooltip>
  );
}
