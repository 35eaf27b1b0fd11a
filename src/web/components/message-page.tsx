import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** The glowing thing above the heading: a word ("404", "STAFF ONLY") at a size that fits it, or an icon. */
export type MessageEmblem = { word: string; fontSize: { xs: string; sm: string } } | { icon: typeof SvgIcon };

/**
 * A whole-page message in the app's neon style (not found, not allowed, sign in first): the emblem, a
 * heading that names the section, a line of explanation and the ways on. An icon is smaller than a
 * word, so its page is a little narrower and tighter.
 */
export function MessagePage({
  emblem,
  title,
  children,
  actions,
}: {
  emblem: MessageEmblem;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  const isIcon = 'icon' in emblem;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ maxWidth: isIcon ? 520 : 560, mx: 'auto', px: 2, py: { xs: 8, sm: 12 }, textAlign: 'center' }}
    >
      {isIcon ? (
        <emblem.icon
          aria-hidden
          sx={(theme) => ({
            fontSize: 56,
            color: 'primary.main',
            filter: `drop-shadow(0 0 10px ${theme.palette.primary.main})`,
          })}
        />
      ) : (
        <Typography
          aria-hidden
          sx={(theme) => ({
            fontSize: emblem.fontSize,
            fontWeight: 700,
            lineHeight: 1,
            letterSpacing: '0.06em',
            color: 'primary.main',
            textShadow: `0 0 12px ${theme.palette.primary.main}, 0 0 32px ${theme.palette.primary.main}`,
          })}
        >
          {emblem.word}
        </Typography>
      )}
      <Typography id={titleId} variant="h1" sx={{ mt: isIcon ? 2 : 3, mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: isIcon ? 4 : 5 }}>
        {children}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}
