import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { AppNotification } from '../../../../shared/api/guestlist-schema.ts';
import { isAppPath } from '../../../../shared/app-path.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** One notification; `highlighted` stays on for the visit even after it has been marked read. */
export function NotificationItem({
  notification,
  highlighted,
}: {
  notification: AppNotification;
  highlighted: boolean;
}) {
  const body = (
    <>
      {/* The time beside the title where both fit; below it on a phone, never broken over lines. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', width: '100%' }}>
        {highlighted && (
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flex: '0 0 auto' }}
          />
        )}
        <Typography
          sx={{ fontWeight: 700, mr: 'auto', flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {highlighted && (
            <Box component="span" sx={visuallyHidden}>
              New:{' '}
            </Box>
          )}
          {notification.title}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={notification.createdAt}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {when.format(new Date(notification.createdAt))}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
        {notification.body}
      </Typography>
    </>
  );
  const sx = {
    display: 'grid',
    gap: 0.5,
    justifyItems: 'start',
    textAlign: 'left',
    width: '100%',
    p: 2,
    borderRadius: 2,
    border: '1px solid',
    borderColor: highlighted ? 'primary.main' : 'divider',
    bgcolor: highlighted ? 'action.selected' : 'transparent',
    font: 'inherit',
    color: 'inherit',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
  } as const;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {isAppPath(notification.link) ? (
        <ButtonBase component={RouterLink} to={notification.link} sx={sx}>
          {body}
        </ButtonBase>
      ) : (
        <Box sx={sx}>{body}</Box>
      )}
    </Box>
  );
}
