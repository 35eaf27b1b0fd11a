import { alpha, createTheme, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { Gender } from '../../shared/clubs.ts';

declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    /** Glowing outline in the brand colour: the primary call to action on dark surfaces. */
    neon: true;
    /** Quiet, borderless until hovered: secondary actions. */
    ghost: true;
  }
}

declare module '@mui/material/styles' {
  interface Theme {
    cardRadius: number;
  }
  interface ThemeOptions {
    cardRadius?: number;
  }
}

const PALETTES: Record<Gender, { primary: string; secondary: string }> = {
  // SPEC §9: pink with cyan (LADIES, the default); royal blue with dodger blue (MEN). The royal blue is
  // #4169e1 lightened 25%: as text it reads at 6.7:1 on black and 4.8:1 on its own tinted fills (4.3:1
  // and 3.5:1 before, under WCAG AA's 4.5).
  female: { primary: '#ff2d95', secondary: '#00e5ff' },
  male: { primary: '#708ee8', secondary: '#1e90ff' },
};

export const FONT_FAMILY =
  "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const CARD_SURFACE = '#161616';

/** The brand colour when it is readable as small text on our dark cards (WCAG AA), else a lighter tint. */
function readableOnDark(color: string): string {
  let readable = color;
  while (getContrastRatio(readable, CARD_SURFACE) < 4.5) readable = lighten(readable, 0.1);
  return readable;
}

/** Text on a fill of `color`: white when it reads at 4.5:1 (royal blue), else black (the pink). */
function createAppTheme(gender: Gender): Theme {
  const { primary, secondary } = PALETTES[gender];
  const primaryText = readableOnDark(primary);
  return createTheme({
    cardRadius: 12,
    shape: { borderRadius: 8 },
    palette: {
      mode: 'dark',
      // WCAG AA for the text on a coloured fill (MUI's default of 3 put white on pink at 3.5:1): text on
      // the brand colours is dark, as on a neon sign.
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: secondary },
      background: { default: '#000000', paper: '#121212' },
      text: { primary: '#ffffff', secondary: '#bdbdbd' },
      divider: 'rgba(255,255,255,0.12)',
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 700, letterSpacing: '0.04em' },
      h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '0.02em', lineHeight: 1.15 },
      h2: { fontSize: '1.25rem', fontWeight: 700, letterSpacing: '0.02em' },
      h3: { fontSize: '1.05rem', fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: { body: { backgroundColor: '#000000', WebkitTapHighlightColor: 'transparent' } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        styleOverrides: {
          root: {
            borderRadius: 12,
            backgroundColor: CARD_SURFACE,
            border: '1px solid rgba(255,255,255,0.08)',
          },
        },
      },
      // A focused field's label in the brand colour: MEN's blue as it is was 3.86:1 on a dialog.
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: { '&.Mui-selected': { color: primaryText } },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: ({ theme }) => ({
            minHeight: 44,
            '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
            variants: [
              {
                props: { variant: 'neon' },
                style: {
                  color: primaryText,
                  border: `1px solid ${theme.palette.primary.main}`,
                  boxShadow: `0 0 12px ${alpha(theme.palette.primary.main, 0.45)}, inset 0 0 8px ${alpha(theme.palette.primary.main, 0.2)}`,
                  '&:hover': {
                    backgroundColor: theme.palette.primary.main,
                    color: theme.palette.primary.contrastText,
                    boxShadow: `0 0 20px ${alpha(theme.palette.primary.main, 0.7)}`,
                  },
                  '&.Mui-disabled': {
                    color: theme.palette.text.disabled,
                    borderColor: 'rgba(255,255,255,0.16)',
                    boxShadow: 'none',
                  },
                },
              },
              {
                props: { variant: 'ghost' },
                style: {
                  color: theme.palette.text.primary,
                  border: '1px solid transparent',
                  '&:hover': {
                    borderColor: alpha(theme.palette.text.primary, 0.3),
                    backgroundColor: 'rgba(255,255,255,0.04)',
                  },
                },
              },
            ],
          }),
        },
      },
    },
  });
}

const themes: Partial<Record<Gender, Theme>> = {};

/** The dark theme of the LADIES (female) or MEN (male) view; built once each. */
export function themeFor(gender: Gender): Theme {
  themes[gender] ??= createAppTheme(gender);
  return themes[gender];
}
