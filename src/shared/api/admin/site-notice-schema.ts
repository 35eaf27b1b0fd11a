/**
 * The site notice (the home page's banner): anyone reads it, admins set it. Like every
 * `/api/admin/*` route, setting it answers 401 when signed out and 403 for anyone who is not an admin.
 */
import { z } from 'zod';

export const siteNoticeSchema = z.object({
  enabled: z.boolean(),
  text: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type SiteNotice = z.infer<typeof siteNoticeSchema>;
// The default lives apart from this module, so the home page's banner does not pull in zod.
export { DEFAULT_SITE_NOTICE } from '../../site-notice.ts';
/** `GET /api/site-notice` (public) answers `siteNoticeSchema`; `PUT /api/admin/site-notice` takes: */
export const setSiteNoticeBodySchema = z.object({
  enabled: z.boolean(),
  text: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty (switch the notice off instead)' })
    .max(280, { error: 'must be at most 280 characters' }),
});
