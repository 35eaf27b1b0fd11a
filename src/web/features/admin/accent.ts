import { getContrastRatio, lighten, type Theme } from '@mui/material/styles';

/** The darkest and lightest surfaces admin text in the brand colour sits on (page, paper, cards). */
const SURFACES = ['#000000', '#121212', '#161616'] as const;
const AA = 4.5;

const readable = new Map<string, string>();

/**
 * The brand colour as text on the admin's dark surfaces, lightened until it reads at WCAG AA
 * (MEN's royal blue is 4.33:1 on black and 3.86:1 on a card; LADIES' pink already passes).
 */
export function accentText(theme: Theme): string {
  const brand = theme.palette.primary.main;
  let color = readable.get(brand);
  if (color === undefined) {
    color = brand;
    while (SURFACES.some((surface) => getContrastRatio(color as string, surface) < AA))
      color = lighten(color, 0.08);
    readable.set(brand, color);
  }
  return color;
}
