import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { QrDecision, QrScan, QrStatus, QrTicket } from '../../../src/shared/contracts/account';
import { Code } from '../../../src/shared/core/codes';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { qrTickets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';

export const QR_TTL = 2 * MINUTE;

export async function createTicket(db: Db, clock: Clock, desktop: { ip: string; agent: string }): Promise<QrTicket> {
  const now = clock.now();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + QR_TTL);
  await db.insert(qrTickets).values({
    id,
    status: 'pending',
    desktopIp: desktop.ip,
    desktopAgent: desktop.agent.slice(0, 300),
    createdAt: now,
    expiresAt,
    updatedAt: now,
  });
  return { ticket: id, expiresAt: toShanghaiIso(expiresAt) };
}

async function load(db: Db, clock: Clock, ticket: string) {
  const [row] = await db.select().from(qrTickets).where(eq(qrTickets.id, ticket));
  if (!row) throw notFound('二维码不存在');
  const expired = row.expiresAt <= clock.now() && ['pending', 'scanned', 'confirmed'].includes(row.status);
  return { ...row, status: expired ? ('expired' as const) : row.status };
}

/** What the desktop polls. A confirmed ticket is consumed by exactly one poll, which signs in. */
export async function pollTicket(db: Db, clock: Clock, ticket: string): Promise<{ status: QrStatus; userId?: number }> {
  const row = await load(db, clock, ticket);
  if (row.status !== 'confirmed') return { status: row.status };
  const [consumed] = await db
    .update(qrTickets)
    .set({ status: 'consumed', updatedAt: clock.now() })
    .where(and(eq(qrTickets.id, ticket), eq(qrTickets.status, 'confirmed')))
    .returning({ userId: qrTickets.userId });
  return consumed?.userId ? { status: 'confirmed', userId: consumed.userId } : { status: 'consumed' };
}

/** The phone opened the link: show who is signing in where. */
export async function scanTicket(db: Db, clock: Clock, ticket: string): Promise<QrScan> {
  const row = await load(db, clock, ticket);
  if (row.status === 'pending') {
    await db.update(qrTickets).set({ status: 'scanned', updatedAt: clock.now() }).where(and(eq(qrTickets.id, ticket), eq(qrTickets.status, 'pending')));
  }
  return {
    status: row.status === 'pending' ? 'scanned' : row.status,
    desktopIp: row.desktopIp,
    desktopAgent: row.desktopAgent,
    createdAt: toShanghaiIso(row.createdAt),
    expiresAt: toShanghaiIso(row.expiresAt),
  };
}

async function decide(db: Db, clock: Clock, ticket: string, userId: number, status: 'confirmed' | 'cancelled'): Promise<QrDecision> {
  const now = clock.now();
  const [row] = await db
    .update(qrTickets)
    .set({ status, userId: status === 'confirmed' ? userId : null, updatedAt: now })
    .where(and(eq(qrTickets.id, ticket), inArray(qrTickets.status, ['pending', 'scanned']), gt(qrTickets.expiresAt, now)))
    .returning({ status: qrTickets.status });
  if (!row) {
    const current = await load(db, clock, ticket);
    throw new BizError(Code.ERROR, current.status === 'expired' ? '二维码已过期，请在电脑上刷新后重试' : '该二维码已处理');
  }
  return { status: row.status };
}

export const confirmTicket = (db: Db, clock: Clock, ticket: string, userId: number) => decide(db, clock, ticket, userId, 'confirmed');
export const cancelTicket = (db: Db, clock: Clock, ticket: string, userId: number) => decide(db, clock, ticket, userId, 'cancelled');
