import type { ReactNode } from 'react';
import { EmptyPanel } from '../../../components/empty-panel.tsx';

/**
 * SPEC §2: nothing listed for the chosen night; `action` offers to tell the visitor when lists open,
 * and the AI concierge finds a night that has some.
 */
export function EmptyState({ action }: { action: ReactNode }) {
  return (
    <EmptyPanel title="NO GUESTLISTS YET" action={action} offerAssistant>
      Clubs only release guestlist spots when they need the capacity. Try another night, or check back later
      today.
    </EmptyPanel>
  );
}
