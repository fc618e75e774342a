import { Group, Text } from '@mantine/core';

/** The crosshair mark; the same drawing is used by public/favicon.svg and the PWA icons. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#ff5b21" />
      <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="4.5" />
      <circle cx="32" cy="32" r="4.5" fill="#fff" />
      <path d="M32 9v11M32 44v11M9 32h11M44 32h11" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({
  size = 32,
  color,
  showText = true,
}: {
  size?: number;
  color?: string;
  showText?: boolean;
}) {
  return (
    <Group gap={10} wrap="nowrap" role="img" aria-label="SniperAds">
      <LogoMark size={size} />
      {showText && (
        <Text component="span" fw={800} fz={size * 0.6} lh={1} c={color} style={{ letterSpacing: '-0.02em' }}>
          Sniper
          {/* The bright brand orange on the dark panels; its deeper shade (4.9:1) on light ones. */}
          <Text component="span" inherit c={color === 'white' ? 'sniper.6' : 'sniper.7'}>
            Ads
          </Text>
        </Text>
      )}
    </Group>
  );
}
