import {
  createTheme,
  type CSSVariablesResolver,
  localStorageColorSchemeManager,
} from '@mantine/core';

// Contrast-safe shades (Mantine's defaults fail WCAG AA on links and filled badges) and no
// animation for users who ask for reduced motion.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.25,
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // Keyed by name, not Component.extend, so the components stay out of the sign-in page's first
  // load. Every multi-select of the filter panels searches and clears; every modal (the kit's
  // AppModal, the confirmations) is centred and names its close button. A select's options exist
  // only while its list is open (Mantine 9 keeps every closed list in the page, hidden: the parcel
  // filters alone held 521 options, re-rendered with every keystroke; decision 059).
  components: {
    Combobox: { defaultProps: { keepMounted: false } },
    MultiSelect: { defaultProps: { searchable: true, clearable: true } },
    Modal: { defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'colorScheme' });

// Mantine's error red (red-6) and dimmed grey (gray-6) read at about 3.3:1 on white; these
// shades pass WCAG AA (>= 4.5:1) in both schemes. So does the text of 'light' variants (badges,
// alerts) once it is shade 9 darkened a little, and of placeholders at gray-7.
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`,
      ]),
    ),
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
