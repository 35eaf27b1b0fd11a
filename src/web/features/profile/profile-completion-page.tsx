import Box from '@mui/material/Box';
import { useState } from 'react';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { takeContinuation } from '../../lib/auth/continuation.ts';
import { Navigate, useNavigate } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ProfileForm } from './components/profile-form.tsx';

/** `/profile-completion` (SPEC §2/§4): a signed-in user adds the details every guestlist needs. */
export function ProfileCompletionPage() {
  useDocumentTitle('Complete your profile');
  const auth = useAuth();
  const navigate = useNavigate();
  // Decided on arrival: once this form saves, the continuation below picks the next page, not this check.
  const [alreadyComplete] = useState(() => !auth.completionRequired);
  if (alreadyComplete) return <Navigate to={paths.home.getHref()} replace />;

  const onComplete = () => {
    const next = takeContinuation();
    navigate(next?.path ?? paths.home.getHref(), { state: next?.state, replace: true });
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, sm: 8 } }}>
      <ProfileForm mode="sign-up" onComplete={onComplete} />
    </Box>
  );
}
