import Box from '@mui/material/Box';
import { LoadingSpinner } from '../../components/load-states.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NotDoorStaff } from './components/not-door-staff.tsx';
import { DoorScanner } from './door-scanner.tsx';

/** `/scan`: the door scanner, for door staff and admins (SPEC §2). */
export function ScanPage() {
  useDocumentTitle('Door scanner');
  const auth = useAuth();
  if (auth.checking) return <LoadingSpinner label="Checking your access" py={8} />;
  if (!auth.user) return null;
  if (!auth.roles.door) return <NotDoorStaff phoneNumber={auth.user.phoneNumber} />;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: { xs: 1.5, md: 3 } }}>
      <DoorScanner staffId={auth.user.uid} />
    </Box>
  );
}
