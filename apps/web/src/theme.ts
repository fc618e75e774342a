import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Colour rule (WCAG 2.1 AA): shade 7 of every colour below is the one Mantine uses for filled
 * buttons/badges and coloured text (`primaryShade.light`), and passes 4.5:1 both as white text on
 * it and as text on white or gray-0. Shades 0–6 are tints and accents (icons, borders, the brand
 * mark) and never carry small text. theme.test.ts holds every colour to this.
 */

/** Brand accent: the strong orange-red of the mark (#ff5b21, shade 6); shade 7 carries text. */
const sniper: MantineColorsTuple = [
  '#fff1ec',
  '#ffe1d6',
  '#ffc0a8',
  '#ff9c76',
  '#ff7d4b',
  '#ff6a30',
  '#ff5b21',
  '#cb400d',
  '#b13405',
  '#962c04',
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

// Mantine's own tuples with shades 7–9 moved darker where shade 7 failed 4.5:1.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#962020',
];
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b',
  '#076c4d',
  '#065a40',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#237a35',
  '#1e6b2e',
  '#185a26',
];
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#228be6',
  '#1971c2',
  '#1864ab',
  '#145591',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#b8480c',
  '#a8400a',
  '#8f3608',
];

const pink: MantineColorsTuple = [
  '#fff0f6',
  '#ffdeeb',
  '#fcc2d7',
  '#faa2c1',
  '#f783ac',
  '#f06595',
  '#e64980',
  '#c2255c',
  '#a61e4d',
  '#8c1941',
];

/** Light fills get black text (autoContrast); its light-variant text (shade 9) is 5.2:1 on shade 1. */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#8f5902',
];

/** Secondary text ('dimmed'): 6.1:1 on white, 5.8:1 on the page's gray-0. */
export const DIMMED_TEXT = '#5c636a';
/** Placeholders (and the file input's): 4.6:1 on white, still lighter than typed text. */
export const PLACEHOLDER_TEXT = '#6f767e';

/**
 * The 'Dados de demonstração' banner: a light alert (Mantine 9 paints it shade 1, its text shade 9)
 * whose link takes the brand's shade 8 instead of the anchors' shade 7 (3.8:1 on grape-1, failing
 * axe's color-contrast): 4.8:1 there. Underlined, since its colour alone does not set it apart from
 * the text around it. theme.test.ts holds both to 4.5:1.
 */
export const DEMO_BANNER = {
  color: 'grape',
  background: 1,
  text: 9,
  link: { color: 'sniper', shade: 8 },
} as const;

export const theme = createTheme({
  primaryColor: 'sniper',
  primaryShade: { light: 7, dark: 5 },
  colors: { sniper, ink, red, teal, green, blue, orange, yellow, pink },
  // A fill lighter than this gets black text instead of white: white passes 4.5:1 up to a
  // luminance of 0.183 and black from 0.175, so every fill, in any shade, gets a readable text.
  autoContrast: true,
  luminanceThreshold: 0.18,
  fontFamily:
    '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Icon-only close buttons get a pt-BR name for screen readers.
    // Menu items are colored with shade 6 unless one is named ('red.7'): delete items name it.
    // No focus placeholder before the items: it broke the menu role (axe aria-required-children)
    // and opening from the keyboard now focuses the first item, as the ARIA menu pattern asks.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Fechar' } },
    // A toggle (aria-pressed says whether the password shows); Mantine's own name is English.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' } } },
    ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': 'Capturar uma cor da tela' } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    // Mantine's default (red-6) is 3.3:1; error texts under fields are small.
    '--mantine-color-error': 'var(--mantine-color-red-7)',
  },
  dark: {},
});
