import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { scheduleAuthSweep } from '../auth/auth-maintenance.ts';
import { authRoutes } from '../auth/auth-routes.ts';
import type { AuthKeys } from '../auth/auth-secret.ts';
import { BotCheck } from '../auth/bot-check.ts';
import { registerCurrentSession } from '../auth/current-session.ts';
import { guardStaffRoutes } from '../auth/require-role.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import type { EmailSender } from '../email/email-sender.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { devOutboxEnabled } from '../sms/create-sms-sender.ts';
import { devSmsRoutes } from '../sms/dev-sms-routes.ts';
import type { SmsGate } from '../sms/sms-gate.ts';
import { profileRoutes } from './profile-routes.ts';

export interface AccountsDeps {
  config: Config;
  db: Database;
  clock: () => Date;
  logger: Logger;
  /** The keys derived from AUTH_SECRET: sign-in codes, devices, bot check and passes. */
  authKeys: AuthKeys;
  sessions: SessionService;
  sms: SmsGate;
  email: EmailSender;
  metrics: Pick<Metrics, 'onJobRun'>;
}

/**
 * Sign-in, sessions, profiles and roles, and the development SMS outbox. `memberRoutes`
 * registers the routes that read the signed-in member, in the scope that resolves the session.
 */
export async function registerAccounts(
  app: FastifyInstance,
  ctx: AccountsDeps,
  memberRoutes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  const { config, db, clock, logger, authKeys: keys, sessions, sms, email } = ctx;
  const botCheck = new BotCheck({ db, hmacKey: keys.botCheck, maxNumber: config.ALTCHA_MAX_NUMBER, clock });
  await app.register(async (scope) => {
    registerCurrentSession(scope, sessions);
    guardStaffRoutes(scope, db);
    await scope.register(
      authRoutes({
        db,
        botCheck,
        sms,
        sessions,
        codeKey: keys.code,
        deviceKey: keys.device,
        clock,
        ipSendsPerHour: config.AUTH_CODES_PER_IP_PER_HOUR,
      }),
    );
    await scope.register(profileRoutes(ctx));
    await memberRoutes(scope);
  });
  if (devOutboxEnabled(config) && (sms.provider === 'console' || email.provider === 'console'))
    await app.register(devSmsRoutes(db));

  const stopSweep = scheduleAuthSweep(db, clock, logger, ctx.metrics.onJobRun);
  app.addHook('onClose', () => stopSweep());
}
