import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { WalletPassKind } from '../db/schema.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import type { PassPusher } from './apns.ts';
import { APPLE_WEB_SERVICE_PATH, applePassToken, buildApplePass } from './apple-pass.ts';
import { DEV_GOOGLE_SAVE_PATH } from './dev-google-save-page.ts';
import { GOOGLE_SAVE_URL, type GoogleWalletApi, googleSaveLink } from './google-wallet.ts';
import { loadPassContent, type WalletPassContent } from './pass-content.ts';
import type { WalletKeys } from './wallet-keys.ts';
import {
  claimChangedPasses,
  ensureWalletPass,
  findWalletPass,
  forgetPushToken,
  markGoogleLinked,
  markPushed,
  pushTokensOf,
  type WalletPassRow,
} from './wallet-repository.ts';

const CLAIM_BATCH = 50;

export interface WalletDeps {
  db: Database;
  clock: () => Date;
  /** The QR tokens' key (the door's); also keys the per-pass Apple authentication tokens. */
  passKey: Buffer;
  keys: WalletKeys;
  pusher: PassPusher;
  google: GoogleWalletApi;
  /** PUBLIC_URL; null: the address the request came to (development). */
  publicUrl: string | null;
  logger: Pick<Logger, 'warn' | 'error'>;
  onJobRun?: OnJobRun;
}

export interface MemberPass {
  kind: WalletPassKind;
  passId: string;
  userId: string;
}

/**
 * Wallet copies of the members' passes: building them, and keeping them current. A change to what a
 * pass shows raises its version in the database (migration 0024's triggers); `runOnce` pushes every
 * pass whose version moved, to each Apple device holding it and to Google's saved object.
 */
export class WalletService {
  readonly #deps: WalletDeps;
  readonly #job: SerialJob<number>;
  /** Derived, so the per-pass tokens share nothing with the QR signatures. */
  readonly #tokenKey: Buffer;

  constructor(deps: WalletDeps) {
    this.#deps = deps;
    this.#tokenKey = crypto.createHmac('sha256', deps.passKey).update('nightlist wallet auth v1').digest();
    this.#job = new SerialJob('Wallet pass updates', () => this.#drain(), deps.logger, {
      job: 'wallet_updates',
      onRun: deps.onJobRun,
    });
  }

  get passTypeId(): string {
    return this.#deps.keys.apple.passTypeId;
  }

  authenticationToken(serial: string): string {
    return applePassToken(this.#tokenKey, serial);
  }

  /** Whether `given` is the pass's token, compared in constant time. */
  isAuthentic(serial: string, given: string): boolean {
    const expected = Buffer.from(this.authenticationToken(serial));
    const actual = Buffer.from(given);
    return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
  }

  #base(origin: string): string {
    return (this.#deps.publicUrl ?? origin).replace(/\/$/, '');
  }

  async #content(row: WalletPassRow): Promise<WalletPassContent | undefined> {
    const { db, passKey } = this.#deps;
    return loadPassContent(db, passKey, { kind: row.passKind, passId: row.passId, userId: row.userId });
  }

  #build(row: WalletPassRow, content: WalletPassContent, origin: string): Buffer {
    return buildApplePass(this.#deps.keys.apple, {
      serial: row.serial,
      authenticationToken: this.authenticationToken(row.serial),
      webServiceURL: `${this.#base(origin)}${APPLE_WEB_SERVICE_PATH}`,
      content,
    });
  }

  /** The member's pass as a signed .pkpass; undefined when it is not theirs (or gone). */
  async applePass(pass: MemberPass, origin: string): Promise<{ file: Buffer; serial: string } | undefined> {
    const content = await loadPassContent(this.#deps.db, this.#deps.passKey, pass);
    if (!content) return undefined;
    const row = await ensureWalletPass(this.#deps.db, pass);
    return { file: this.#build(row, content, origin), serial: row.serial };
  }

  /** The member's "Save to Google Wallet" link; undefined when the pass is not theirs. */
  async googleLink(pass: MemberPass, origin: string): Promise<string | undefined> {
    const { db, keys, clock } = this.#deps;
    const content = await loadPassContent(db, this.#deps.passKey, pass);
    if (!content) return undefined;
    const row = await ensureWalletPass(db, pass);
    await markGoogleLinked(db, row.serial, clock());
    const saveUrl =
      keys.google.source === 'standin' ? `${this.#base(origin)}${DEV_GOOGLE_SAVE_PATH}` : GOOGLE_SAVE_URL;
    return googleSaveLink(keys.google, this.#base(origin), row.serial, content, clock(), saveUrl);
  }

  /** The latest pass for Apple's web service, with when it last changed. */
  async latestApplePass(
    serial: string,
    origin: string,
  ): Promise<{ file: Buffer; lastModified: Date } | undefined> {
    const row = await findWalletPass(this.#deps.db, serial);
    const content = row && (await this.#content(row));
    if (!row || !content) return undefined;
    return { file: this.#build(row, content, origin), lastModified: row.updatedAt };
  }

  start(intervalMs: number): void {
    this.#job.start(intervalMs);
  }

  readonly poke = (): void => this.#job.poke();

  /** One run now (tests): the number of passes pushed. */
  runOnce(): Promise<number> {
    return this.#job.runOnce();
  }

  stop(): Promise<void> {
    this.#deps.pusher.close();
    return this.#job.stop();
  }

  async #drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await claimChangedPasses(this.#deps.db, CLAIM_BATCH);
      let sent = 0;
      for (const row of rows) if (await this.#send(row)) sent++;
      total += sent;
      // A short batch was all there was; a batch that all failed waits for the next run.
      if (rows.length < CLAIM_BATCH || sent === 0) return total;
    }
  }

  /** Tells every holder of the pass; done unless a provider failed (then the next run tries again). */
  async #send(row: WalletPassRow): Promise<boolean> {
    const { db, pusher, google, logger } = this.#deps;
    let failed = false;
    for (const token of await pushTokensOf(db, row.serial)) {
      const outcome = await pusher.push(token, row.serial);
      if (outcome === 'gone') await forgetPushToken(db, token);
      if (outcome === 'failed') failed = true;
    }
    if (row.googleLinkedAt) {
      const content = await this.#content(row);
      const outcome = content ? await google.patchObject(row.serial, content) : 'absent';
      if (outcome === 'failed') failed = true;
    }
    if (failed) {
      logger.warn({ serial: row.serial }, 'A Wallet pass update failed; the next run tries again');
      return false;
    }
    await markPushed(db, row.serial, row.version);
    return true;
  }
}
