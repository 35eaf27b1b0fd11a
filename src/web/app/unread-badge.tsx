import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';

/**
 * The bell with its unread count. Its own chunk: most visits have nothing unread (or nobody signed
 * in), and the home page's first load should not carry the badge's code for them.
 */
export default function UnreadBadge({ count }: { count: number }) {
  return (
    <Badge badgeContent={count} color="primary" max={99}>
      <NotificationsIcon />
    </Badge>
  );
}
