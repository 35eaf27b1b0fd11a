import { type EventDateState, paths } from '../../config/paths.ts';
import { useNavigate } from '../router.tsx';
import { useAuth } from './auth-context.tsx';
import { savePendingGuestlist } from './continuation.ts';

/**
 * JOIN and BOOK (SPEC §4): a signed-in visitor goes straight on; anyone else first signs in (or
 * completes the profile), and then continues to the same club and night.
 */
export function useGuardedNavigate() {
  const auth = useAuth();
  const navigate = useNavigate();
  return (clubId: string, path: string, state: EventDateState) => {
    if (auth.status === 'signed-in' && !auth.completionRequired) {
      navigate(path, { state });
      return;
    }
    savePendingGuestlist({ clubId, selectedEventDate: state.selectedEventDate, path });
    if (auth.status === 'signed-in') navigate(paths.profileCompletion.getHref());
    else auth.openLogin();
  };
}
