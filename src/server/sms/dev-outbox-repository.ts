import { desc, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { devOutbox } from '../db/schema.ts';

export type OutboxMessage = typeof devOutbox.$inferSelect;

export interface NewOutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
}

export async function insertOutboxMessage(db: Database, message: NewOutboxMessage): Promise<void> {
  await db.insert(devOutbox).values(message);
}

export function findLatestOutboxMessages(db: Database, limit: number): Promise<OutboxMessage[]> {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
}

export async function deleteOutboxMessagesBefore(db: Database, before: Date): Promise<void> {
  await db.delete(devOutbox).where(lt(devOutbox.createdAt, before));
}
