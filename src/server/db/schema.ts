// The database's tables, one file per domain under schema/. drizzle-kit reads this file
// (drizzle.config.ts) to write migrations, and db/client.ts hands all of it to Drizzle.
export * from './schema/accounts.ts';
export * from './schema/back-office.ts';
export * from './schema/clubs.ts';
export * from './schema/door.ts';
export * from './schema/guest-book.ts';
export * from './schema/guest-care.ts';
export * from './schema/guest-passes.ts';
export * from './schema/guestlist.ts';
export * from './schema/payments.ts';
export * from './schema/platform.ts';
export * from './schema/reservations.ts';
export * from './schema/wallet.ts';
export * from './schema/your-data.ts';
