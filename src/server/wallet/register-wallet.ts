import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { OnJobRun } from '../jobs/serial-job.ts';
import { ApnsPusher, type PassPusher, RecordingPusher } from './apns.ts';
import { devWalletRoutes } from './dev-wallet-routes.ts';
import { type GoogleWalletApi, GoogleWalletClient, RecordingGoogleWallet } from './google-wallet.ts';
import { passkitRoutes } from './passkit-routes.ts';
import { resolveWalletKeys } from './wallet-keys.ts';
import { walletRoutes } from './wallet-routes.ts';
import { WalletService } from './wallet-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wallet passes: tests call wallet.runOnce() to push the updates now. */
    wallet: WalletService;
  }
}

/** How often each process looks for changed passes besides being woken by the database. */
const WALLET_POLL_MS = 30_000;
/** The database's NOTIFY channel the wallet triggers (migration 0024) wake the worker on. */
export const WALLET_CHANNEL = 'wallet';

export interface WalletRegistrationDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: () => Date;
  passKey: Buffer;
  logger: Logger;
  onJobRun?: OnJobRun;
  publicUrl: string | null;
  /** 'manual': no timer and no wake-ups; tests call app.wallet.runOnce(). */
  mode: 'auto' | 'manual';
  /** Replace the providers chosen by the settings (tests: the real ones against local fakes). */
  pusher?: PassPusher;
  google?: GoogleWalletApi;
}

/**
 * The Wallet service and its worker, Apple's web service (no session: Apple's devices call it) and
 * the members' "Add to Wallet" routes (in the signed-in scope, registered by `memberRoutes`).
 */
export async function registerWallet(app: FastifyInstance, deps: WalletRegistrationDeps) {
  const { config, db, clock, logger } = deps;
  const keys = await resolveWalletKeys(config, db);
  const pusher =
    deps.pusher ??
    (keys.apns
      ? new ApnsPusher({ ...keys.apns, topic: keys.apple.passTypeId }, clock)
      : new RecordingPusher(db));
  const google =
    deps.google ??
    (keys.google.source === 'configured'
      ? new GoogleWalletClient(keys.google, config.GOOGLE_WALLET_API_BASE, clock)
      : new RecordingGoogleWallet(db, keys.google.issuerId));
  const wallet = new WalletService({
    db,
    clock,
    passKey: deps.passKey,
    keys,
    pusher,
    google,
    publicUrl: deps.publicUrl,
    logger,
    onJobRun: deps.onJobRun,
  });
  app.decorate('wallet', wallet);
  if (deps.mode === 'auto') {
    wallet.start(WALLET_POLL_MS);
    const unlisten = await deps.database.listen(
      WALLET_CHANNEL,
      () => wallet.poke(),
      () => wallet.poke(),
    );
    app.addHook('onClose', () => unlisten());
    // Changes made while this process was down.
    wallet.poke();
  }
  app.addHook('onClose', () => wallet.stop());
  await app.register(passkitRoutes({ wallet, db }));
  const standin = pusher instanceof RecordingPusher || google instanceof RecordingGoogleWallet;
  if (config.NODE_ENV !== 'production' && standin) await app.register(devWalletRoutes(db, keys));
  return { memberRoutes: walletRoutes({ wallet }) };
}
