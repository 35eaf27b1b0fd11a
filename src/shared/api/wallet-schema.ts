import { z } from 'zod';

/** GET …/wallet/google: where "Add to Google Wallet" goes (Google's save page, with the signed pass). */
export const googleWalletLinkSchema = z.object({ url: z.url() });
export type GoogleWalletLink = z.infer<typeof googleWalletLinkSchema>;

/** Apple's PassKit web service: a device registering for a pass's updates. */
export const appleRegistrationBodySchema = z.object({
  pushToken: z.string().trim().min(1, { error: 'is required' }).max(200, { error: 'is too long' }),
});

/** Apple's PassKit web service: the serials changed since the device's last tag. */
export const appleUpdatedSerialsSchema = z.object({
  serialNumbers: z.array(z.string()),
  lastUpdated: z.string(),
});

/** Apple's PassKit web service: messages a device logs about our passes. */
export const appleLogBodySchema = z.object({
  logs: z.array(z.string().max(2000)).max(100),
});
