import type { Db, Tx } from '../../db/client';
import { notices } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface NoticeInput {
  userId: number;
  category: 'review' | 'order' | 'supplier' | 'system';
  title: string;
  body: string;
  link?: string | null;
}

/** Leave a workbench notice for a user, inside the caller's transaction. */
export async function createNotice(db: Db | Tx, clock: Clock, input: NoticeInput): Promise<void> {
  await db.insert(notices).values({ ...input, link: input.link ?? null, createdAt: clock.now() });
}
