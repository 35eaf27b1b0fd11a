import type { CountryCode } from 'libphonenumber-js/max';
import type { Logger } from 'pino';
import { checkSmsDestination, type SmsDestination, type SmsPurpose } from '../config/sms-destination.ts';
import type { Database } from '../db/client.ts';
import type { AppError } from '../http/errors.ts';
import { lockAdvisory } from '../http/rate-limit-repository.ts';
import { consumeRateLimits, lockKeyOf, type RateLimitRule } from '../http/rate-limiter.ts';
import {
  countSince,
  countTextsToNumbers,
  insertHitsAt,
  latestHitsSince,
  nthHitSince,
  numberBucket,
  promoterBucket,
  SMS_BUDGET,
} from './sms-ledger-repository.ts';
import type { SmsSender } from './sms-sender.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A held text is looked at again no sooner than this: thousands held must not spin the worker. */
const MIN_HOLD_MS = MINUTE;
/** While the budget refuses, one error line a minute tells the operator; more says nothing new. */
const ALARM_INTERVAL_MS = MINUTE;

/**
 * Which texts go first when the hourly budget runs short. Sign-in codes and time-limited offers
 * (a freed spot) are urgent: a member locked out, or a spot given away unseen, is the worst
 * outcome. Invitations and receipts are standard; reminders and release notices are bulk.
 */
export type TextPriority = 'urgent' | 'standard' | 'bulk';

/**
 * The share of SMS_PER_HOUR each priority may fill, counting every text sent in the hour: bulk
 * texts stop at half of it and standard ones at 80%, so the last fifth is kept for codes and
 * offers: 15:00 reminders to a whole city can never stop members from signing in.
 */
export const BUDGET_SHARE: Record<TextPriority, number> = { urgent: 1, standard: 0.8, bulk: 0.5 };
const RANK: Record<TextPriority, number> = { urgent: 0, standard: 1, bulk: 2 };

export interface SmsLimits {
  /** SMS_COUNTRIES. */
  countries: readonly CountryCode[];
  /** SMS_PER_HOUR: every text the service sends, of every kind. */
  perHour: number;
  /** TEXTS_PER_NUMBER_PER_DAY: texts to one number in 24 hours, sign-in codes apart. */
  perNumberPerDay: number;
  /** PROMOTER_TEXTS_PER_HOUR: texts one promoter's actions may cause in any hour. */
  promoterPerHour: number;
}

export type GateOutcome = 'sent' | 'held' | 'refused';
export type GateReason = 'destination' | 'number_daily_cap' | 'budget' | 'expired' | 'promoter_rate';

export interface SmsGateOptions {
  db: Database;
  sender: SmsSender;
  clock: () => Date;
  limits: SmsLimits;
  logger: Pick<Logger, 'error'>;
  /** Told of every decision (metrics). */
  onDecision?: (priority: TextPriority, outcome: GateOutcome, reason?: GateReason) => void;
}

/** A text the gate let through: send it once, now. */
export interface AdmittedText {
  send(body: string): Promise<void>;
}

/** A text from the outbox, to be decided with the others of its batch. */
export interface QueuedText {
  to: string;
  priority: TextPriority;
  /** After this the text says nothing useful (its night has passed): dropped, never sent late. */
  expiresAt: Date | null;
}

export type QueuedVerdict =
  | ({ kind: 'send' } & AdmittedText)
  | { kind: 'hold'; until: Date; reason: string }
  | { kind: 'refuse'; reason: GateReason; message: string };

export const GATE_MESSAGES = {
  expired: 'Not sent: what it said was over by the time it could go.',
  numberDailyCap: (cap: number) =>
    `This number has had its ${cap} texts from Nightlist in the last 24 hours; the rest wait in the app.`,
  held: (priority: TextPriority, perHour: number) =>
    `Held: the service's hourly budget of texts (SMS_PER_HOUR, ${perHour}) has no room left for ${priority} texts; it goes when there is.`,
};

/**
 * The one way out for a text message. Every text the service sends, whatever its kind, is decided
 * here: the destination (SMS_COUNTRIES, never premium-rate or service numbers), the service's hourly
 * budget by priority (SMS_PER_HOUR), the cap per recipient (TEXTS_PER_NUMBER_PER_DAY, codes apart)
 * and, for what a promoter causes, their hourly rate (PROMOTER_TEXTS_PER_HOUR). The provider is
 * reachable only through it. Counts live in the database, so they hold across server processes.
 */
export class SmsGate {
  readonly #o: SmsGateOptions;
  #lastAlarm = Number.NEGATIVE_INFINITY;

  constructor(options: SmsGateOptions) {
    this.#o = options;
  }

  get provider(): SmsSender['provider'] {
    return this.#o.sender.provider;
  }

  get limits(): SmsLimits {
    return this.#o.limits;
  }

  /** Whether the number may be texted at all, in the words of whoever asked. */
  destination(phoneNumber: string, purpose: SmsPurpose): SmsDestination {
    return checkSmsDestination(phoneNumber, this.#o.limits.countries, purpose);
  }

  /**
   * A sign-in code, urgent: counted against the caller's own limits and the whole budget in one
   * step, or refused with the first limit's error (`budgetSpent` for the budget, which also tells
   * the operator). The caller checked the destination in its own words.
   */
  async admitCode(
    phoneNumber: string,
    rules: RateLimitRule[],
    budgetSpent: () => AppError,
  ): Promise<AdmittedText> {
    const budget: RateLimitRule = {
      ...SMS_BUDGET,
      limit: this.#tierLimit('urgent'),
      windowMs: HOUR,
      error: () => {
        this.#decided('urgent', 'refused', 'budget');
        this.#alarm('urgent');
        return budgetSpent();
      },
    };
    await consumeRateLimits(this.#o.db, this.#o.clock(), [...rules, budget]);
    return this.#admitted(phoneNumber, 'urgent');
  }

  /**
   * Decides a batch of queued texts together: one lock, two counts and one insert, however many.
   * Urgent ones are decided first. A text past its priority's share of the budget is held until the
   * hour has room; one to a number that had its day's texts, or past its expiry, is refused.
   */
  async admitQueued(texts: QueuedText[]): Promise<QueuedVerdict[]> {
    const { db, limits, clock } = this.#o;
    const now = clock();
    const verdicts: QueuedVerdict[] = new Array(texts.length);
    const candidates: number[] = [];
    texts.forEach((text, i) => {
      if (text.expiresAt && text.expiresAt <= now) {
        verdicts[i] = this.#refuse(text.priority, 'expired', GATE_MESSAGES.expired);
        return;
      }
      const destination = this.destination(text.to, 'text');
      if (!destination.ok) verdicts[i] = this.#refuse(text.priority, 'destination', destination.message);
      else candidates.push(i);
    });
    if (candidates.length === 0) return verdicts;
    candidates.sort((a, b) => RANK[texts[a]!.priority] - RANK[texts[b]!.priority] || a - b);

    const held = new Map<TextPriority, number[]>();
    await db.transaction(async (tx) => {
      // The budget's lock, the same one a sign-in code takes to count against it.
      await lockAdvisory(tx, lockKeyOf(SMS_BUDGET));
      let sent = await countSince(tx, SMS_BUDGET, new Date(now.getTime() - HOUR));
      const numbers = [...new Set(candidates.map((i) => texts[i]!.to))];
      const today = await countTextsToNumbers(tx, numbers, new Date(now.getTime() - DAY));
      const admitted: string[] = [];
      for (const i of candidates) {
        const text = texts[i]!;
        if ((today.get(text.to) ?? 0) >= limits.perNumberPerDay) {
          verdicts[i] = this.#refuse(
            text.priority,
            'number_daily_cap',
            GATE_MESSAGES.numberDailyCap(limits.perNumberPerDay),
          );
        } else if (sent >= this.#tierLimit(text.priority)) {
          held.set(text.priority, [...(held.get(text.priority) ?? []), i]);
        } else {
          sent += 1;
          today.set(text.to, (today.get(text.to) ?? 0) + 1);
          admitted.push(text.to);
          verdicts[i] = { kind: 'send', ...this.#admitted(text.to, text.priority) };
        }
      }
      await insertHitsAt(
        tx,
        admitted.flatMap((to) => [
          { ...SMS_BUDGET, at: now },
          { ...numberBucket(to), at: now },
        ]),
      );
      for (const [priority, indexes] of held) {
        const until = await this.#roomAt(tx, priority, sent, now);
        const reason = GATE_MESSAGES.held(priority, limits.perHour);
        for (const i of indexes) verdicts[i] = { kind: 'hold', until, reason };
      }
    });
    for (const [priority, indexes] of held) {
      for (const _ of indexes) this.#decided(priority, 'held', 'budget');
      this.#alarm(priority);
    }
    return verdicts;
  }

  /**
   * When each of `count` texts a promoter causes now may go: at most PROMOTER_TEXTS_PER_HOUR in any
   * hour, the rest queued behind them in order. Call it in the transaction that queues the texts;
   * a send time after the text's expiry is not taken (null), so the promoter hears it won't go.
   */
  async planPromoterTexts(
    tx: Database,
    promoterId: string,
    expiries: (Date | null)[],
  ): Promise<(Date | null)[]> {
    const now = this.#o.clock();
    const rate = this.#o.limits.promoterPerHour;
    const bucket = promoterBucket(promoterId);
    await lockAdvisory(tx, lockKeyOf(bucket));
    // Times only go up, so the last `rate` times decide the next one.
    const slots = await latestHitsSince(tx, bucket, new Date(now.getTime() - HOUR), rate);
    const planned: (Date | null)[] = [];
    const taken: Date[] = [];
    for (const expiresAt of expiries) {
      const oldest = slots.length >= rate ? slots[slots.length - rate]! : undefined;
      const at = oldest && oldest.getTime() + HOUR > now.getTime() ? new Date(oldest.getTime() + HOUR) : now;
      if (expiresAt && at >= expiresAt) {
        planned.push(null);
        continue;
      }
      slots.push(at);
      taken.push(at);
      planned.push(at);
    }
    await insertHitsAt(
      tx,
      taken.map((at) => ({ ...bucket, at })),
    );
    return planned;
  }

  /** Texts sent to the number in the last 24 hours, codes apart (what TEXTS_PER_NUMBER_PER_DAY caps). */
  async textsToNumberToday(db: Database, phoneNumber: string): Promise<number> {
    const since = new Date(this.#o.clock().getTime() - DAY);
    return (await countTextsToNumbers(db, [phoneNumber], since)).get(phoneNumber) ?? 0;
  }

  /** Records a refusal decided outside a batch (a promoter's guest the gate would never text). */
  refused(priority: TextPriority, reason: GateReason): void {
    this.#decided(priority, 'refused', reason);
  }

  #tierLimit(priority: TextPriority): number {
    return Math.max(1, Math.floor(this.#o.limits.perHour * BUDGET_SHARE[priority]));
  }

  /** When the hour's window will have dropped below the priority's share, at the earliest. */
  async #roomAt(tx: Database, priority: TextPriority, sent: number, now: Date): Promise<Date> {
    const over = sent - this.#tierLimit(priority);
    const frees = await nthHitSince(tx, SMS_BUDGET, new Date(now.getTime() - HOUR), Math.max(0, over));
    const at = frees ? frees.getTime() + HOUR : now.getTime();
    return new Date(Math.max(at, now.getTime() + MIN_HOLD_MS));
  }

  #admitted(to: string, priority: TextPriority): AdmittedText {
    return {
      send: async (body) => {
        await this.#o.sender.send(to, body);
        this.#decided(priority, 'sent');
      },
    };
  }

  #refuse(priority: TextPriority, reason: GateReason, message: string): QueuedVerdict {
    this.#decided(priority, 'refused', reason);
    return { kind: 'refuse', reason, message };
  }

  #decided(priority: TextPriority, outcome: GateOutcome, reason?: GateReason): void {
    this.#o.onDecision?.(priority, outcome, reason);
  }

  /** An error for the operator, at most once a minute per process while the budget is spent. */
  #alarm(priority: TextPriority): void {
    const now = Date.now();
    if (now - this.#lastAlarm < ALARM_INTERVAL_MS) return;
    this.#lastAlarm = now;
    this.#o.logger.error(
      { budget: this.#o.limits.perHour, priority },
      `The hourly budget of texts (SMS_PER_HOUR) has no room for ${priority} texts: ${priority === 'urgent' ? 'sign-in codes are refused' : 'they are held'}. Check for SMS pumping, or raise it.`,
    );
  }
}
