import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand accent: a strong orange-red ("sniper"). */
const sniper: MantineColorsTuple = [
  '#fff1ec',
  '#ffe1d6',
  '#ffc0a8',
  '#ff9c76',
  '#ff7d4b',
  '#ff6a30',
  '#ff5b21',
  '#e34a13',
  '#cb400d',
  '#b13405',
];

/** Deep blue-grey used by the sidebar and the auth screens' brand panel. */
const ink: MantineColorsTuple = [
  '#eef0f6',
  '#d9dce6',
  '#b1b6c8',
  '#868eab',
  '#636d92',
  '#4d5884',
  '#414d7e',
  '#333e6c',
  '#1b2133',
  '#0f1117',
];

export const theme = createTheme({
  primaryColor: 'sniper',
  primaryShade: { light: 6, dark: 5 },
  colors: { sniper, ink },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
