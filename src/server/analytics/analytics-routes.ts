import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../admin/feature-deps.ts';

/** Placeholder until built (issue 6). */
export const analyticsRoutes =
  (_deps: FeatureDeps): FastifyPluginAsyncZod =>
  async () => {};
