import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AuthKeys } from '../auth/auth-secret.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { Config } from '../config/config.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import type { DepositDeps } from '../reservations/deposits/deposit-rules.ts';
import type { SmsGate } from '../sms/sms-gate.ts';
import { prepareArchives } from './archive-service.ts';
import { yourDataRoutes } from './your-data-routes.ts';

/** How often each process looks for archives to prepare besides being poked by a request. */
export const ARCHIVE_POLL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Prepares the data archives members asked for (decision 042). */
    dataArchives: SerialJob<number>;
  }
}

export interface YourDataContext extends DepositDeps {
  config: Config;
  logger: Logger;
  authKeys: AuthKeys;
  sessions: SessionService;
  sms: SmsGate;
  forgetRoles: () => void;
  onJobRun?: OnJobRun;
}

/**
 * The archive job and the your-data routes. `app` gets the job (tests run it by hand with
 * mode 'manual'); `scope` is the session scope the routes need.
 */
export async function registerYourData(
  app: FastifyInstance,
  scope: FastifyInstance,
  ctx: YourDataContext,
  mode: 'auto' | 'manual',
): Promise<void> {
  const job = new SerialJob(
    'Preparing data archives',
    () => prepareArchives(ctx.db, ctx.clock, ctx.deliver),
    ctx.logger,
    {
      job: 'data_archives',
      onRun: ctx.onJobRun,
    },
  );
  if (!app.hasDecorator('dataArchives')) app.decorate('dataArchives', job);
  if (mode === 'auto') job.start(ARCHIVE_POLL_MS);
  app.addHook('onClose', () => job.stop());
  await scope.register(
    yourDataRoutes({
      ...ctx,
      codeKey: ctx.authKeys.code,
      ipSendsPerHour: ctx.config.AUTH_CODES_PER_IP_PER_HOUR,
      forgetUser: (userId) => ctx.sessions.forgetUser(userId),
      prepareSoon: mode === 'auto' ? job.poke : () => {},
    }),
  );
}
