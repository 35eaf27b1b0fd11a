import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffDeps } from '../admin/staff-deps.ts';

/** Placeholder until built (issue 5). */
export const doorRoutes =
  (_deps: StaffDeps): FastifyPluginAsyncZod =>
  async () => {};
