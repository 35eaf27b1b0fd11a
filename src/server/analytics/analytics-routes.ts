import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  ANALYTICS_BODY_LIMIT,
  analyticsBatchSchema,
  analyticsQuerySchema,
  analyticsReportSchema,
} from '../../shared/api/analytics-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { requireAdmin } from '../auth/require-role.ts';
import type { Config } from '../config/config.ts';
import type { Database, ReadDatabase } from '../db/client.ts';
import { requestClientKey } from '../http/client-address.ts';
import { AppError } from '../http/errors.ts';
import { checkDateRange } from '../http/reports-range.ts';
import type { OnJobRun } from '../jobs/serial-job.ts';
import { scheduleAnalyticsPrune } from './analytics-prune.ts';
import { buildRouteReports } from './analytics-report.ts';
import { findAnalyticsFigures, insertAnalyticsEvents } from './analytics-repository.ts';
import { visitorOf } from './analytics-visitor.ts';

/**
 * Beacons per minute per IP address: a tenth of the API-wide limit (60 by default). A page sends a
 * few; a flood is refused before any work. It grows with API_REQUESTS_PER_IP_PER_MINUTE, the setting
 * an operator raises for a venue's shared Wi-Fi, where hundreds of phones share one address.
 */
export function analyticsBeaconsPerMinute(apiRequestsPerMinute: number): number {
  return Math.max(10, Math.floor(apiRequestsPerMinute / 10));
}

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be counted. */
export function optedOut(request: FastifyRequest): boolean {
  return request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';
}

export interface AnalyticsDeps {
  db: Database;
  /** The admins' report reads here: it may be a few seconds stale (decision 048). */
  readDb: ReadDatabase;
  clock: () => Date;
  config: Config;
  logger: Logger;
  /** Told of every run of the pruning job (metrics). */
  onJobRun?: OnJobRun;
}

/**
 * Page views and Web Vitals from the browser (`POST /api/analytics`, no sign-in), and their
 * 75th percentiles per route for admins (`GET /api/admin/analytics`).
 */
export const analyticsRoutes =
  ({ db, readDb, clock, config, logger, onJobRun }: AnalyticsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // sendBeacon with a string sends text/plain; the client sends a JSON Blob, but both are JSON.
    // Scoped to this plugin: no other route accepts text/plain.
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, 'invalid_json', 'The body must be JSON: {"events": [...]}.'), undefined);
      }
    });

    const stopPrune = scheduleAnalyticsPrune(db, clock, logger, onJobRun);
    app.addHook('onClose', () => stopPrune());

    app.post(
      '/api/analytics',
      {
        bodyLimit: ANALYTICS_BODY_LIMIT,
        // Per process and in memory, on purpose: a database-backed count would double the writes
        // of the busiest endpoint, and a page's beacons are worth nothing to an attacker.
        config: {
          rateLimit: {
            max: analyticsBeaconsPerMinute(config.API_REQUESTS_PER_IP_PER_MINUTE),
            timeWindow: '1 minute',
          },
        },
        schema: {
          tags: ['analytics'],
          summary: 'Page views and Web Vitals from the browser; nothing personal is stored',
          description:
            'Stores kind, route pattern, device class, metric and value, and a visitor code for the day (the client address keyed with a salt that is deleted the day after: no IP address, user agent, cookie, user or path). At most one reading of each metric per batch, and 1,000 events per visitor a day by default (ANALYTICS_EVENTS_PER_VISITOR_PER_DAY; the rest is dropped). Requests with Sec-GPC: 1 or DNT: 1 store nothing. Always 204.',
          body: analyticsBatchSchema,
          response: {
            204: z.null().describe('Stored, or ignored on request'),
            400: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!optedOut(request)) {
          const now = clock();
          const visitor = await visitorOf(db, requestClientKey(request), now);
          await insertAnalyticsEvents(
            db,
            request.body.events,
            now,
            visitor,
            config.ANALYTICS_EVENTS_PER_VISITOR_PER_DAY,
          );
        }
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/analytics',
      {
        schema: {
          tags: ['admin'],
          summary: 'Page views and the 75th percentile of LCP, INP, CLS, FCP and TTFB per route and day',
          querystring: analyticsQuerySchema,
          response: {
            200: analyticsReportSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await requireAdmin(request, db);
        const { from, to, device } = request.query;
        checkDateRange(from, to);
        const timeZone = config.DEFAULT_TIME_ZONE;
        const figures = await findAnalyticsFigures(readDb, { from, to, timeZone, device });
        reply.header('cache-control', 'no-store');
        return {
          from,
          to,
          device: device ?? null,
          timeZone,
          routes: buildRouteReports(from, to, figures),
        };
      },
    );
  };
