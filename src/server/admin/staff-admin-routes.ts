import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffDeps } from './staff-deps.ts';

/** Placeholder until built (issue 5). */
export const adminStaffRoutes =
  (_deps: StaffDeps): FastifyPluginAsyncZod =>
  async () => {};
