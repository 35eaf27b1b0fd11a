import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { RetryAlert } from '../../components/load-states.tsx';
import { paths } from '../../config/paths.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkNotificationsRead } from './api/mark-notifications-read.ts';
import { NotificationItem } from './components/notification-item.tsx';
import { WaitingNights } from './components/waiting-nights.tsx';

export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { mutate } = markRead;
  // What was unread when it came on screen stays highlighted for this visit, though it is now read.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const requested = useRef(new Set<string>());

  // Seeing it is reading it: what arrives on screen unread (now or live, later) is marked read.
  const list = notifications.data?.notifications;
  useEffect(() => {
    const unread = (list ?? [])
      .filter((n) => n.readAt === null && !requested.current.has(n.id))
      .map((n) => n.id);
    if (unread.length === 0) return;
    for (const id of unread) requested.current.add(id);
    setFresh((previous) => new Set([...previous, ...unread]));
    mutate(unread);
  }, [list, mutate]);

  const sorted = [...(list ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const unreadCount = notifications.data?.unreadCount ?? 0;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mr: 'auto' }}>
          NOTIFICATIONS
        </Typography>
        {/* An action that looks like one while there is something unread; after that it says all is read. */}
        <Button
          variant="outlined"
          disabled={unreadCount === 0 || markRead.isPending}
          aria-busy={markRead.isPending}
          startIcon={<DoneAllIcon />}
          onClick={() => markRead.mutate(undefined)}
          sx={{
            minHeight: 44,
            '&.Mui-disabled': { color: 'text.secondary', borderColor: 'divider', borderStyle: 'dashed' },
          }}
        >
          {unreadCount === 0 ? 'ALL READ' : 'MARK ALL READ'}
        </Button>
      </Box>
      <WaitingNights />
      {notifications.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading notifications" />
        </Box>
      ) : notifications.isError ? (
        <RetryAlert onRetry={() => void notifications.refetch()}>{notifications.error.message}</RetryAlert>
      ) : sorted.length === 0 ? (
        <Box
          sx={{ textAlign: 'center', py: 6, border: '1px dashed', borderColor: 'divider', borderRadius: 3 }}
        >
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Nothing yet. Confirmations and waitlist news for your nights out land here.
          </Typography>
          <Button variant="neon" component={RouterLink} to={paths.home.getHref()}>
            FIND A GUESTLIST
          </Button>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label="Notifications, newest first"
          sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {sorted.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              highlighted={n.readAt === null || fresh.has(n.id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
