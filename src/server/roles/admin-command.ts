import { normalizePhoneNumber } from '../../shared/phone.ts';
import type { Database } from '../db/client.ts';
import { deleteAdminPhone, insertAdminPhones, listAdminPhones } from './admin-phones-repository.ts';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- add <phone>      add a number to the admin list',
  '       npm run admin -- remove <phone>   take a number off the admin list',
  '       npm run admin -- list             show the admin list',
  'Numbers are normalised as at sign-in: 10 digits get +1, international ones start with +.',
].join('\n');

export type AdminCommand = { action: 'list' } | { action: 'add' | 'remove'; phoneNumber: string };

/**
 * Reads the arguments (the words after the action form the number, so "212 555 0100" needs no
 * quotes); a string is the message for a wrong usage. Checked before the database is opened.
 */
export function parseAdminCommand(args: string[]): AdminCommand | string {
  const [action, ...rest] = args;
  if (action === 'list' && rest.length === 0) return { action };
  if ((action !== 'add' && action !== 'remove') || rest.length === 0) return ADMIN_USAGE;
  const phone = normalizePhoneNumber(rest.join(' '));
  return phone.ok ? { action, phoneNumber: phone.phoneNumber } : `${phone.error}: "${rest.join(' ')}"`;
}

/** Runs one command against SPEC §3's admin phone list; returns what to print. */
export async function runAdminCommand(
  db: Database,
  command: AdminCommand,
  seeded: string[] = [],
): Promise<string> {
  if (command.action === 'list') {
    const rows = await listAdminPhones(db);
    return rows.length === 0 ? 'The admin list is empty.' : rows.map((row) => row.phoneNumber).join('\n');
  }
  const { phoneNumber } = command;
  if (command.action === 'add') {
    const added = await insertAdminPhones(db, [phoneNumber]);
    return added.length > 0
      ? `Added ${phoneNumber} to the admin list.`
      : `${phoneNumber} is already on the admin list.`;
  }
  const removed = await deleteAdminPhone(db, phoneNumber);
  const lines = [
    removed ? `Removed ${phoneNumber} from the admin list.` : `${phoneNumber} was not on the admin list.`,
  ];
  if (seeded.includes(phoneNumber))
    lines.push('It is in ADMIN_PHONES, so the server adds it back at its next start: remove it there too.');
  return lines.join('\n');
}
