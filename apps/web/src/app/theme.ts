import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  v8CssVariablesResolver,
} from '@mantine/core';
import { darkenUntil, mix } from './contrast.ts';

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Hirebase green. Shade 8 is the primary colour in light mode: white text on it and it as text on white or on
 * the light gray and green backgrounds stay above WCAG AA's 4.5:1 (#08785a: 5.5:1 on white, 5.1:1 on shade 0).
 */
const brand: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#08785a',
  '#066b4f',
];

/**
 * Shade 8 of every colour is what light mode uses for filled backgrounds under white text, for coloured text and
 * for the text of light badges and alerts (on the colour's 10 % tint). Mantine's shade 8 of green, teal, cyan,
 * orange, yellow or lime is below 4.5:1 there, so it is darkened just enough; shade 9 (hover) stays darker.
 */
function readable(tuple: MantineColorsTuple): MantineColorsTuple {
  const main = darkenUntil(
    tuple[8],
    [() => '#ffffff', () => '#f8f9fa', (candidate) => mix(candidate, '#ffffff', 0.1)],
    4.6,
  );
  const hover = main === tuple[8] ? tuple[9] : mix('#000000', main, 0.12);
  return [...tuple.slice(0, 8), main, hover] as unknown as MantineColorsTuple;
}

const colors = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, brand }).map(([name, tuple]) => [
    name,
    name === 'dark' ? tuple : readable(tuple),
  ]),
);

/** "Dimmed" text (hints, secondary lines): gray.6 (#868e96) is 3.3:1 on white; #5c636a is 6.1:1. */
const DIMMED = '#5c636a';

/** Mantine's v8 variables, with dimmed text and placeholders dark enough to read. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const base = v8CssVariablesResolver(theme);
  return {
    ...base,
    light: {
      ...base.light,
      '--mantine-color-dimmed': DIMMED,
      '--mantine-color-placeholder': DIMMED,
      '--mantine-color-error': 'var(--mantine-color-red-8)',
    },
  };
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors,
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { centered: true, radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
  },
});
