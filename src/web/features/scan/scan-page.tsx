import { ComingSoonPage } from '../placeholders/coming-soon-page.tsx';

/** Placeholder until the door scanner is built (issue 5). */
export function ScanPage() {
  return <ComingSoonPage title="DOOR SCANNER">Door staff will scan guests’ passes here.</ComingSoonPage>;
}
