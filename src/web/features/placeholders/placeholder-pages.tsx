import { ComingSoonPage } from './coming-soon-page.tsx';

export function AiAssistantPage() {
  return (
    <ComingSoonPage title="AI CONCIERGE">
      Ask where to go tonight, which lists are open and when they close.
    </ComingSoonPage>
  );
}
