/** The look: an electric indigo brand, warm accent for streaks, generous radii, bold headings. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dde1ff',
  '#b9c0ff',
  '#939cff',
  '#737cfb',
  '#6066f7',
  '#4f4ee8',
  '#4340cc',
  '#3834a4',
  '#2e2b80',
];

/** Warm accent for streaks and "on fire" moments. */
const ember: MantineColorsTuple = [
  '#fff1e6',
  '#ffe0cc',
  '#ffbf99',
  '#ff9b61',
  '#ff7d33',
  '#ff6a17',
  '#ff5f06',
  '#e34e00',
  '#ca4400',
  '#b03800',
];

/** A slightly blue-tinted dark palette so dark mode feels deliberate rather than grey. */
const dark: MantineColorsTuple = [
  '#d5d7e0',
  '#acaebf',
  '#8c8fa3',
  '#666980',
  '#4d4f66',
  '#34354a',
  '#2b2c3d',
  '#1d1e30',
  '#0c0d21',
  '#01010a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand, ember, dark },
  autoContrast: true,
  defaultRadius: 'lg',
  radius: { xs: '6px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.15' },
      h2: { fontSize: '1.5rem', lineHeight: '1.2' },
      h3: { fontSize: '1.2rem', lineHeight: '1.3' },
    },
  },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Card: { defaultProps: { withBorder: true, padding: 'lg' } },
  },
});
