import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';

/** `/:id` of one of the member's objects; a malformed id is the routes' 404, not a 400. */
export const idParams = z.object({ id: z.string() });

/** What a member's idempotent write can answer besides success. */
export const writeErrorSchemas = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** What a staff (admin or door) route can answer besides success. */
export const staffErrorSchemas = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
