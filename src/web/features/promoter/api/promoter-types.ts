import type { z } from 'zod';
import type {
  addPromoterGuestsBodySchema,
  addPromoterGuestsResponseSchema,
  promotedPartySchema,
  promoterClubSchema,
  promoterNightResponseSchema,
  promoterSummaryResponseSchema,
} from '../../../../shared/api/promoter-schema.ts';

// Types only: the schemas themselves (and zod) stay out of the web bundle.
export type { PromoterFigures, PromoterLink } from '../../../../shared/api/promoter-schema.ts';
export type PromoterClub = z.infer<typeof promoterClubSchema>;
export type PromotedParty = z.infer<typeof promotedPartySchema>;
export type PromoterNight = z.infer<typeof promoterNightResponseSchema>;
export type PromoterSummary = z.infer<typeof promoterSummaryResponseSchema>;
export type NewGuest = z.input<typeof addPromoterGuestsBodySchema>['guests'][number];
export type AddGuestsResult = z.infer<typeof addPromoterGuestsResponseSchema>;
