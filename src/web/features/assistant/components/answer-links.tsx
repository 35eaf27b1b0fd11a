import CallIcon from '@mui/icons-material/CallOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { AssistantLanguage, AssistantLink } from '../../../../shared/api/assistant-schema.ts';
import { newTabNote, safeLinks } from '../answer-forms.ts';

const ICONS = { map: PlaceIcon, call: CallIcon, text: SmsIcon } as const;

/**
 * The maps and concierge numbers a reply speaks of, as thumb-sized buttons under it: a map opens in a
 * new tab (and says so), a call dials, a text opens the messages app.
 */
export function AnswerLinks({ links, language }: { links: AssistantLink[]; language: AssistantLanguage }) {
  const shown = safeLinks(links);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      lang={language}
      aria-label={language === 'es' ? 'Enlaces de la respuesta' : 'Links in the reply'}
      // One under the other on a phone (two rarely fit side by side), in a row from tablet width on.
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        gap: 1,
        p: 0,
        m: 0,
        listStyle: 'none',
        maxWidth: { sm: '75%' },
      }}
    >
      {shown.map((link) => {
        const Icon = ICONS[link.kind];
        const newTab = link.kind === 'map';
        return (
          <li key={`${link.kind} ${link.href}`}>
            <Button
              variant="outlined"
              href={link.href.trim()}
              {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
              startIcon={<Icon aria-hidden />}
              // Quieter than the form's button above them: white text, the brand colour on the icon.
              sx={{
                minHeight: 44,
                width: { xs: '100%', sm: 'auto' },
                justifyContent: 'flex-start',
                textAlign: 'left',
                overflowWrap: 'anywhere',
                color: 'text.primary',
                borderColor: 'divider',
                '& .MuiButton-startIcon': { color: 'primary.main' },
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              {link.label}
              {newTab && (
                <Box component="span" sx={visuallyHidden}>
                  {` ${newTabNote(language)}`}
                </Box>
              )}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
