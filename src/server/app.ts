import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type onSendHookHandler } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { notificationsRoutes } from './account/notifications-routes.ts';
import { pushRoutes } from './account/push-routes.ts';
import { registerAccounts } from './account/register-accounts.ts';
import { registerAdmin } from './admin/register-admin.ts';
import { releaseAlertsRoutes } from './alerts/release-alerts-routes.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import type { AppContext } from './app-deps.ts';
import { assistantRoutes } from './assistant/assistant-routes.ts';
import { deriveAuthKeys, resolveAuthSecret } from './auth/auth-secret.ts';
import { SessionService } from './auth/session-service.ts';
import { ClubsCatalog } from './clubs/clubs-catalog.ts';
import { clubsRoutes } from './clubs/clubs-routes.ts';
import { homePagePreload } from './clubs/home-page-preload.ts';
import type { Config } from './config/config.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { DatabaseHandle } from './db/client.ts';
import { doorRoutes } from './door/door-routes.ts';
import { createEmailSender } from './email/create-email-sender.ts';
import type { EmailSender } from './email/email-sender.ts';
import type { FoldRun } from './guest-book/guest-book-fold.ts';
import {
  GUEST_BOOK_FOLD_POLL_MS,
  GUEST_BOOK_FOLD_START_DELAY_MS,
  guestBookFoldJob,
} from './guest-book/guest-book-fold-job.ts';
import { clubNightRoutes } from './guestlist/club-night-routes.ts';
import { guestlistRoutes } from './guestlist/guestlist-routes.ts';
import { createJoinBatches, type JoinBatches } from './guestlist/join-batches.ts';
import { OFFER_LAPSE_POLL_MS, offerLapseJob } from './guestlist/offer-job.ts';
import { registerDraining } from './http/draining.ts';
import { AppError, registerErrorHandler } from './http/errors.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { registerHealth } from './http/health-routes.ts';
import { registerIgnoredForwardedForWarning } from './http/ignored-forwarded-for.ts';
import { OPENAPI_DOCUMENT, registerOpenApiContract, tidyOpenApiDocument } from './http/openapi-contract.ts';
import { isApiRoute, registerSameOriginCheck } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { SharedRateCounters, sharedRateStore } from './http/shared-rate-store.ts';
import { registerStorableInputCheck } from './http/storable-input.ts';
import { registerTestClock, withRequestClock } from './http/test-clock.ts';
import { registerWebApp } from './http/web-app.ts';
import { imagesRoutes } from './images/images-routes.ts';
import type { SerialJob } from './jobs/serial-job.ts';
import { LiveBus } from './live/live-bus.ts';
import { liveRoutes } from './live/live-routes.ts';
import { OneLineRequestLog } from './logging/request-log.ts';
import type { Metrics } from './metrics/metrics.ts';
import { registerMetrics } from './metrics/register-metrics.ts';
import { DeliveryWorker } from './notifications/delivery-worker.ts';
import { guestPassesRoutes } from './passes/guest-passes-routes.ts';
import { passesPagePreload } from './passes/passes-page-preload.ts';
import { passesRoutes } from './passes/passes-routes.ts';
import { createPaymentProvider } from './payments/create-payment-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { promoterRoutes } from './promoters/promoter-routes.ts';
import { createPushSender } from './push/create-push-sender.ts';
import type { PushSender } from './push/push-sender.ts';
import { ScheduledNotifications } from './reminders/scheduled-notifications.ts';
import { handleWebhook } from './reservations/deposits/deposit-sync.ts';
import { registerPayments } from './reservations/deposits/register-payments.ts';
import { registerReservations } from './reservations/register-reservations.ts';
import { seedAdminPhones, seedDoorStaffPhones } from './roles/roles-service.ts';
import { createSmsSender } from './sms/create-sms-sender.ts';
import { SmsGate } from './sms/sms-gate.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { PassPusher } from './wallet/apns.ts';
import type { GoogleWalletApi } from './wallet/google-wallet.ts';
import { registerWallet } from './wallet/register-wallet.ts';
import { registerYourData } from './your-data/register-your-data.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: () => Date;
  /** Requests per minute per client IP across the API; the benchmark raises it. */
  rateLimitPerMinute?: number;
  /** Replaces the SMS provider chosen by SMS_PROVIDER (tests). */
  sms?: SmsSender;
  /** Replaces the email provider chosen by EMAIL_PROVIDER (tests). */
  email?: EmailSender;
  /** Replaces the web-push sender (tests); null turns push off. */
  push?: PushSender | null;
  /** 'manual': no timer and no poke, tests call app.deliveryWorker.runOnce(). Default 'auto'. */
  deliveries?: 'auto' | 'manual';
  /** Replaces the payment provider chosen by PAYMENTS_PROVIDER (tests: Stripe against a fake). */
  payments?: PaymentProvider;
  /** Replace the Wallet providers chosen by the APNS_* / GOOGLE_WALLET_* settings (tests: against fakes). */
  walletPusher?: PassPusher;
  googleWallet?: GoogleWalletApi;
  /** Sees every answer before it is sent (tests: checked against the OpenAPI document). */
  observeResponse?: onSendHookHandler;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every method and URL registered, in registration order. */
    registeredRoutes: readonly RegisteredRoute[];
    /** Sends the queued email and SMS of notifications. */
    deliveryWorker: DeliveryWorker;
    /** Writes the day's reminders and the "guestlist released" notices. */
    scheduledNotifications: ScheduledNotifications;
    /** Writes the lapse of offered spots past their deadline and offers them on (decision 037). */
    offerLapses: SerialJob<number>;
    /** Folds the nights that are over into the guest book, in batches (decision 040). */
    guestBookFold: SerialJob<FoldRun>;
    /** The API-wide limits' counts, shared with the other processes through the database. */
    apiRateCounters: SharedRateCounters;
    /** A night's joins, decided together in one transaction (decision 045). */
    guestlistJoins: JoinBatches;
  }
}

/** How often each process looks for due email/SMS besides being poked by new notifications. */
const DELIVERY_POLL_MS = 5_000;
/** How often each process looks for due reminders; club changes also wake it (release notices). */
const SCHEDULED_NOTIFICATIONS_POLL_MS = 60_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const baseClock = deps.clock ?? (() => new Date());
  const testClock = deps.config.TEST_CLOCK === 'on';
  const clock = testClock ? withRequestClock(baseClock) : baseClock;
  const app = createServer(deps);
  if (testClock) registerTestClock(app);
  // The request guards go first, so they reach every route registered after them.
  const metrics = await registerRequestGuards(app, deps, clock);
  const ctx = await createAppContext(app, deps, clock, metrics);
  await registerRoutes(app, ctx, deps);
  return app;
}

function createServer(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Explicit limits: a slow or stuck client cannot hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 256 * 1024,
    // Answered before any route matched: our usual body, not Fastify's (which echoed the whole address).
    frameworkErrors: answerFrameworkError,
    // One line per request, written on response (decision 044), instead of Fastify's two.
    logController: new OneLineRequestLog(deps.logger),
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: its Connection: close reaches every answer while the process drains.
  registerDraining(app);
  // Before any route: each route's OpenAPI description gets the answers the shared guards give.
  registerOpenApiContract(app);
  if (deps.observeResponse) app.addHook('onSend', deps.observeResponse);
  // Every route the app serves, for the access test that walks them all (route-access.test.ts).
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  });
  return app;
}

/**
 * Same-origin and storable-input checks, metrics, security headers, the API-wide rate limit,
 * the OpenAPI document and cookies: everything that must run before any route's own work.
 */
async function registerRequestGuards(
  app: FastifyInstance,
  deps: AppDeps,
  clock: () => Date,
): Promise<Metrics> {
  const { config, database } = deps;
  // First, so it sees even the requests the guards below refuse, the per-IP limits among them.
  registerIgnoredForwardedForWarning(app, config.trustProxy, clock);
  // Before any parsing or work: a cross-site form post is refused at the door.
  registerSameOriginCheck(app);
  // After parsing, before any schema or handler: text the database cannot store is a 400.
  registerStorableInputCheck(app);
  // Before any route, so the request timing reaches every scope.
  const metrics = registerMetrics(app, { config, database, clock });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Emotion (MUI's style engine) injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Maps links open Google Maps in a new tab: keep the referrer minimal, not absent.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Counted in memory, shared through the database about once a second: the limit holds across processes.
  const apiRateLimit = deps.rateLimitPerMinute ?? config.API_REQUESTS_PER_IP_PER_MINUTE;
  const rateCounters = new SharedRateCounters(database.db, clock, app.log, {
    windowMs: 60_000,
    max: apiRateLimit,
  });
  app.decorate('apiRateCounters', rateCounters);
  rateCounters.start();
  app.addHook('onClose', () => rateCounters.stop());
  await app.register(fastifyRateLimit, {
    store: sharedRateStore(rateCounters),
    max: apiRateLimit,
    timeWindow: 60_000,
    // The matched route, not request.url: an encoded path such as /%61pi/health runs /api/health.
    allowList: (request) => !isApiRoute(request),
    // Thrown to the error handler, which answers our usual body with a code clients can act on.
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'too_many_requests',
        `Too many requests from your connection: wait ${context.after} and try again.`,
      ),
  });

  await app.register(fastifySwagger, {
    openapi: {
      ...OPENAPI_DOCUMENT,
      info: {
        title: 'Nightlist API',
        description: 'Guestlists and table reservations. Plan it, live it, earn from it.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: tidyOpenApiDocument,
  });
  // The documentation pages keep the app's own headers (CSP included): swagger-ui's static policy was
  // looser (frame-ancestors 'self', styles and fonts from any https: origin), and its pages need none of it.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyCookie);
  return metrics;
}

/**
 * Starts what the routes share (live bus, clubs catalog, notification workers, auth keys, staff
 * lists, session cache) and gathers it into the app context. Each service stops when the app closes.
 */
async function createAppContext(
  app: FastifyInstance,
  deps: AppDeps,
  clock: () => Date,
  metrics: Metrics,
): Promise<AppContext> {
  const { config, database, logger } = deps;
  const db = database.db;
  const bus = new LiveBus(logger);
  // The request's clock: with TEST_CLOCK a listing (and the assistant reading it) is served at the
  // instant the request names, as every other route is. Its cached answers carry their own validity.
  const catalog = new ClubsCatalog(db, clock);
  bus.subscribe((event) => {
    if (event.topic === 'clubs' || event.topic === 'guestlist-dates' || event.topic === 'resync')
      catalog.invalidate();
  });
  await bus.start(database);
  app.addHook('onClose', () => bus.stop());

  const sms = new SmsGate({
    db,
    sender: deps.sms ?? createSmsSender(config, db),
    clock,
    logger,
    limits: {
      countries: config.smsCountries,
      perHour: config.smsPerHour,
      perNumberPerDay: config.TEXTS_PER_NUMBER_PER_DAY,
      promoterPerHour: config.PROMOTER_TEXTS_PER_HOUR,
    },
    onDecision: metrics.onSmsDecision,
  });
  const email = deps.email ?? createEmailSender(config, db);
  const push = deps.push === undefined ? await createPushSender(config, db) : (deps.push ?? undefined);
  if (!push)
    logger.warn('Push notifications are off: set PUSH_CONTACT (or an https PUBLIC_URL) to turn them on');
  const onJobRun = metrics.onJobRun;
  const worker = new DeliveryWorker({ db, clock, email, sms, push, logger, onJobRun });
  app.decorate('deliveryWorker', worker);
  const auto = (deps.deliveries ?? 'auto') === 'auto';
  if (auto) worker.start(DELIVERY_POLL_MS);
  app.addHook('onClose', () => worker.stop());
  const deliver = metrics.countingNotifications(auto ? worker.poke : () => {});
  const scheduled = new ScheduledNotifications({ db, catalog, clock, deliver, logger, onJobRun });
  app.decorate('scheduledNotifications', scheduled);
  if (auto) {
    scheduled.start(SCHEDULED_NOTIFICATIONS_POLL_MS);
    // Subscribed after the catalog: it has dropped its snapshot by the time the job reads the clubs.
    bus.subscribe((event) => {
      if (event.topic === 'clubs' || event.topic === 'guestlist-dates') scheduled.poke();
    });
  }
  app.addHook('onClose', () => scheduled.stop());
  const offerLapses = offerLapseJob({ db, clock, deliver }, logger, onJobRun);
  app.decorate('offerLapses', offerLapses);
  if (auto) offerLapses.start(OFFER_LAPSE_POLL_MS);
  app.addHook('onClose', () => offerLapses.stop());
  const guestBookFold = guestBookFoldJob({ db, clock }, logger, onJobRun);
  app.decorate('guestBookFold', guestBookFold);
  if (auto) {
    guestBookFold.start(GUEST_BOOK_FOLD_POLL_MS);
    // A process started after 06:00 folds last night soon, not a minute later.
    setTimeout(guestBookFold.poke, GUEST_BOOK_FOLD_START_DELAY_MS).unref();
  }
  app.addHook('onClose', () => guestBookFold.stop());

  const authKeys = deriveAuthKeys(await resolveAuthSecret(db, config.AUTH_SECRET));
  const added = await seedAdminPhones(db, config.adminPhones);
  if (added.length > 0) logger.info({ added: added.length }, 'Added ADMIN_PHONES to the admin list');
  const door = await seedDoorStaffPhones(db, config.doorPhones);
  if (door.length > 0) logger.info({ added: door.length }, 'Added DOOR_PHONES to the door staff list');

  // The stand-in hands its events to this app's own webhook handling, as Stripe would post them.
  let onStandinEvent: (rawBody: Buffer, signature: string) => Promise<void> = async () => {};
  const payments =
    deps.payments ??
    createPaymentProvider(config, {
      db,
      clock,
      standinWebhookSecret: authKeys.standinWebhook,
      deliverStandinEvent: (rawBody, signature) => onStandinEvent(rawBody, signature),
      log: (message, error) => logger.warn({ err: error }, message),
    });

  const sessions = new SessionService(db, clock);
  // A signed-in request costs no query once its session is in memory (see SessionCache).
  await sessions.startCaching(database);
  app.addHook('onClose', () => sessions.stopCaching());

  const ctx: AppContext = {
    config,
    logger,
    database,
    db,
    readDb: database.readDb,
    clock,
    deliver,
    authKeys,
    passKey: authKeys.pass,
    guestKey: authKeys.guestBan,
    catalog,
    sessions,
    forgetRoles: () => sessions.forgetRoles(),
    bus,
    metrics,
    onJobRun,
    sms,
    email,
    push,
    payments,
    publicUrl: config.PUBLIC_URL ?? null,
    paymentsReconciler: auto ? 'auto' : 'manual',
  };
  onStandinEvent = async (rawBody, signature) => {
    await handleWebhook(ctx, rawBody, signature);
  };
  return ctx;
}

/** Every route, by domain; the member routes sit in the scope that resolves the session. */
async function registerRoutes(app: FastifyInstance, ctx: AppContext, deps: AppDeps): Promise<void> {
  const { config } = ctx;
  await registerHealth(app, ctx.database);
  const joins = createJoinBatches(ctx.db, { onBatch: ctx.metrics.onJoinBatch });
  app.decorate('guestlistJoins', joins);
  // Apple's web service carries no session; the members' "Add to Wallet" routes join the scope below.
  const wallet = await registerWallet(app, {
    ...ctx,
    // Background work follows `deliveries`, as the reconciler does: tests run it by hand.
    mode: (deps.deliveries ?? 'auto') === 'auto' ? 'auto' : 'manual',
    pusher: deps.walletPusher,
    google: deps.googleWallet,
  });
  await app.register(clubsRoutes(ctx));
  await app.register(clubNightRoutes(ctx));
  // The provider's webhook and the stand-in's pages carry no session.
  await registerPayments(app, ctx);
  await registerAccounts(app, ctx, async (scope) => {
    await scope.register(liveRoutes(ctx));
    await scope.register(guestlistRoutes({ ...ctx, joins }));
    await registerReservations(scope, ctx);
    await scope.register(passesRoutes(ctx));
    await scope.register(guestPassesRoutes(ctx));
    await scope.register(wallet.memberRoutes);
    await scope.register(notificationsRoutes(ctx));
    await scope.register(
      pushRoutes({
        db: ctx.db,
        push: ctx.push,
        allowLocalEndpoints: config.PUSH_ALLOW_LOCAL_ENDPOINTS === 'on',
      }),
    );
    await scope.register(releaseAlertsRoutes(ctx));
    await registerYourData(app, scope, ctx, (deps.deliveries ?? 'auto') === 'auto' ? 'auto' : 'manual');
    // The admin panel and the door share the staff deps.
    await registerAdmin(scope, ctx);
    await scope.register(doorRoutes(ctx));
    await scope.register(promoterRoutes(ctx));
    // The assistant, self-hosted analytics and club images also get the config and logger.
    await scope.register(assistantRoutes(ctx));
    await scope.register(analyticsRoutes(ctx));
    await scope.register(imagesRoutes(ctx));
  });
  await registerWebApp(app, config.webDistDir, {
    '/': homePagePreload(ctx.catalog, config.DEFAULT_TIME_ZONE),
    '/passes': passesPagePreload(),
  });
}
