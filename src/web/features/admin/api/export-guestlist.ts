import type { EXPORT_FORMATS } from '../../../../shared/api/admin/export-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The export's address. A plain link on purpose: the browser streams the download to disk itself,
 * so a list of 100,000 parties never sits in the page's memory (the session cookie goes along).
 */
export function exportHref(query: { clubId: string; from: IsoDate; to: IsoDate; format: ExportFormat }) {
  return `/api/admin/export?${new URLSearchParams(query)}`;
}
