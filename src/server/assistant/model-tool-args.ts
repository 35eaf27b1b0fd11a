import { EVENT_TYPE_FILTERS, type EventTypeFilter, GENDERS, type Gender } from '../../shared/clubs.ts';
import { type IsoDate, isIsoDate } from '../../shared/dates.ts';

/** A tool argument the model got wrong: its message says what to send instead. */
export class BadArgument extends Error {}

/** The arguments of one call, each read and checked; a wrong one says what to send instead. */
export class Args {
  readonly #raw: Record<string, unknown>;
  constructor(raw: Record<string, unknown>) {
    this.#raw = raw;
  }
  #value(name: string, required: boolean): unknown {
    const value = this.#raw[name];
    if (value === undefined || value === null || value === '') {
      if (required) throw new BadArgument(`${name} is required`);
      return undefined;
    }
    return value;
  }
  date(required = true): IsoDate | undefined {
    const value = this.#value('date', required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !isIsoDate(value))
      throw new BadArgument('date must be a real date written as YYYY-MM-DD');
    return value;
  }
  gender(): Gender | undefined {
    const value = this.#value('gender', false);
    if (value === undefined) return undefined;
    if (!(GENDERS as readonly unknown[]).includes(value))
      throw new BadArgument(`gender must be one of: ${GENDERS.join(', ')}`);
    return value as Gender;
  }
  type(): EventTypeFilter {
    const value = this.#value('type', false) ?? 'all';
    if (!(EVENT_TYPE_FILTERS as readonly unknown[]).includes(value))
      throw new BadArgument(`type must be one of: ${EVENT_TYPE_FILTERS.join(', ')}`);
    return value as EventTypeFilter;
  }
  count(name: string): number | undefined {
    const value = this.#value(name, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100)
      throw new BadArgument(`${name} must be a whole number from 0 to 100`);
    return value;
  }
  positive(name: string): number | undefined {
    const value = this.#value(name, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000)
      throw new BadArgument(`${name} must be a positive number of dollars`);
    return value;
  }
  text(name: string, required = false): string | undefined {
    const value = this.#value(name, required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > 100)
      throw new BadArgument(`${name} must be text of at most 100 characters`);
    return value.trim();
  }
  boolean(name: string): boolean {
    const value = this.#value(name, false);
    if (value === undefined) return false;
    if (typeof value !== 'boolean') throw new BadArgument(`${name} must be true or false`);
    return value;
  }
  /** Arguments the tool does not take: a model sending them has misread the tool. */
  unknown(known: string[]): string[] {
    return Object.keys(this.#raw).filter((key) => !known.includes(key));
  }
}
