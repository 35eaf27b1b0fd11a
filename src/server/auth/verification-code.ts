import crypto from 'node:crypto';
import { CODE_LENGTH } from '../../shared/auth-messages.ts';

/** A uniformly random code of CODE_LENGTH digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

export function isWellFormedCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}

/** Only this keyed hash is stored: a database leak alone does not reveal pending codes. */
export function hashCode(key: Buffer, phoneNumber: string, code: string): string {
  return crypto.createHmac('sha256', key).update(`${phoneNumber}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
