import { defineTokens } from '@pandacss/dev';

const scale = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([step, value]) => [step, { value }]));

/** Raw palette. Components use the semantic tokens (semantic-tokens.ts), not these. */
export const colors = defineTokens.colors({
  // Deep teal: the Daftari brand.
  brand: scale({
    50: '#eefaf8',
    100: '#d5f2ed',
    200: '#ade3da',
    300: '#7acdc2',
    400: '#44b0a4',
    500: '#259488',
    600: '#1a786f',
    700: '#17615a',
    800: '#154e4a',
    900: '#13403d',
    950: '#072624',
  }),
  // Cool neutral.
  ink: scale({
    25: '#fcfcfd',
    50: '#f8f9fb',
    100: '#f1f3f6',
    200: '#e4e7ec',
    300: '#d0d5dd',
    400: '#98a2b3',
    500: '#667085',
    600: '#475467',
    700: '#344054',
    800: '#1d2939',
    900: '#101828',
    950: '#0c111d',
  }),
  green: scale({
    50: '#ecfdf3',
    100: '#d1fadf',
    200: '#a6f4c5',
    300: '#6ce9a6',
    400: '#32d583',
    500: '#12b76a',
    600: '#039855',
    700: '#027a48',
    800: '#05603a',
    900: '#054f31',
  }),
  blue: scale({
    50: '#eff8ff',
    100: '#d1e9ff',
    200: '#b2ddff',
    300: '#84caff',
    400: '#53b1fd',
    500: '#2e90fa',
    600: '#1570ef',
    700: '#175cd3',
    800: '#1849a9',
    900: '#194185',
  }),
  red: scale({
    50: '#fef3f2',
    100: '#fee4e2',
    200: '#fecdca',
    300: '#fda29b',
    400: '#f97066',
    500: '#f04438',
    600: '#d92d20',
    700: '#b42318',
    800: '#912018',
    900: '#7a271a',
  }),
  amber: scale({
    50: '#fffaeb',
    100: '#fef0c7',
    200: '#fedf89',
    300: '#fec84b',
    400: '#fdb022',
    500: '#f79009',
    600: '#dc6803',
    700: '#b54708',
    800: '#93370d',
    900: '#7a2e0e',
  }),
});

const systemSans = [
  'ui-sans-serif',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

/** System UI stacks only: no web-font download, so the product renders the same offline. */
export const fonts = defineTokens.fonts({
  body: { value: systemSans },
  heading: { value: systemSans },
  mono: { value: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace' },
});

/** A compact dashboard scale: body text is 14px (md), secondary 13px (sm). */
export const fontSizes = defineTokens.fontSizes({
  '2xs': { value: '0.6875rem' },
  xs: { value: '0.75rem' },
  sm: { value: '0.8125rem' },
  md: { value: '0.875rem' },
  lg: { value: '1rem' },
  xl: { value: '1.125rem' },
  '2xl': { value: '1.375rem' },
  '3xl': { value: '1.75rem' },
  '4xl': { value: '2.25rem' },
});

const ink = '16 24 40';
export const shadows = defineTokens.shadows({
  xs: { value: `0 1px 2px 0 rgb(${ink} / 0.05)` },
  sm: { value: `0 1px 3px 0 rgb(${ink} / 0.08), 0 1px 2px -1px rgb(${ink} / 0.06)` },
  md: { value: `0 4px 8px -2px rgb(${ink} / 0.08), 0 2px 4px -2px rgb(${ink} / 0.05)` },
  lg: { value: `0 12px 16px -4px rgb(${ink} / 0.08), 0 4px 6px -2px rgb(${ink} / 0.04)` },
  xl: { value: `0 20px 24px -4px rgb(${ink} / 0.10), 0 8px 8px -4px rgb(${ink} / 0.04)` },
  '2xl': { value: `0 24px 48px -12px rgb(${ink} / 0.22)` },
  focusRing: { value: '0 0 0 3px rgb(37 148 136 / 0.28)' },
  dangerRing: { value: '0 0 0 3px rgb(240 68 56 / 0.22)' },
});

export const radii = defineTokens.radii({
  xs: { value: '0.1875rem' },
  sm: { value: '0.3125rem' },
  md: { value: '0.4375rem' },
  lg: { value: '0.5625rem' },
  xl: { value: '0.75rem' },
  '2xl': { value: '1rem' },
});

export const zIndex = defineTokens.zIndex({
  dropdown: { value: 1000 },
  sticky: { value: 1100 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  popover: { value: 1500 },
  toast: { value: 1700 },
  tooltip: { value: 1800 },
});

export const tokens = defineTokens({ colors, fonts, fontSizes, shadows, radii, zIndex });
