import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { OnlineContractKind, OnlineContractStatus } from '../../../src/shared/contracts/contract';
import type { Db, Tx } from '../../db/client';
import { certifications, contractTemplates, onlineContracts, users, walletTransactions } from '../../db/schema';

/** SQL of the contract module: small named reads and writes of its own tables (and reads of the certification, user and wallet records it fills contracts from). */
type Exec = Db | Tx;
export type ContractRow = typeof onlineContracts.$inferSelect;
export type ContractInsert = typeof onlineContracts.$inferInsert;

/** The highest version of a kind's template: the one new contracts are generated from. */
export async function latestTemplate(db: Exec, kind: OnlineContractKind) {
  const [row] = await db.select().from(contractTemplates).where(eq(contractTemplates.kind, kind)).orderBy(desc(contractTemplates.version)).limit(1);
  return row;
}

/** The current template of every kind. */
export const currentTemplates = (db: Exec) =>
  db
    .selectDistinctOn([contractTemplates.kind], { kind: contractTemplates.kind, version: contractTemplates.version, title: contractTemplates.title })
    .from(contractTemplates)
    .orderBy(contractTemplates.kind, desc(contractTemplates.version));

/** Publish a new version of a kind's template (the version one above the highest). */
export async function publishTemplate(db: Exec, input: { kind: OnlineContractKind; title: string; body: string }) {
  const [row] = await db
    .insert(contractTemplates)
    .values({ ...input, version: sql`coalesce((select max(${contractTemplates.version}) from ${contractTemplates} where ${contractTemplates.kind} = ${input.kind}), 0) + 1` })
    .returning();
  return row!;
}

/** The user's certification, when it passed review. */
export async function passedCertification(db: Exec, userId: number) {
  const [row] = await db
    .select({ type: certifications.type, name: certifications.name, code: certifications.code })
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.status, 'review_pass')));
  return row;
}

export async function userContact(db: Exec, userId: number) {
  const [row] = await db.select({ phone: users.phone, userName: users.userName }).from(users).where(eq(users.id, userId));
  return row;
}

/** One of the user's wallet records (收支明细) of a type. */
export async function walletRecord(db: Exec, userId: number, id: number, type: 'recharge' | 'consume') {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, id), eq(walletTransactions.userId, userId), eq(walletTransactions.type, type)));
  return row;
}

/** Insert a contract; undefined when a unique rule (one per record, one open framework) already holds one. */
export async function insertContract(tx: Tx, values: ContractInsert) {
  const [row] = await tx.insert(onlineContracts).values(values).onConflictDoNothing().returning();
  return row;
}

/** The open framework contract of a user, or the contract already made for a wallet record. */
export async function existingFor(db: Exec, userId: number, kind: OnlineContractKind, refId: string | null) {
  const [row] = await db
    .select()
    .from(onlineContracts)
    .where(
      and(
        eq(onlineContracts.userId, userId),
        eq(onlineContracts.kind, kind),
        refId === null ? inArray(onlineContracts.status, ['draft', 'pending_signature', 'signed', 'effective']) : eq(onlineContracts.refId, refId),
      ),
    )
    .limit(1);
  return row;
}

/** One of the user's contracts; undefined for anyone else's. */
export async function ownContract(db: Exec, userId: number, id: string) {
  const [row] = await db.select().from(onlineContracts).where(and(eq(onlineContracts.id, id), eq(onlineContracts.userId, userId)));
  return row;
}

/** All of a user's contracts, newest first (a user has few; the list merges them with the rental ones). */
export const contractsOf = (db: Exec, userId: number) =>
  db.select().from(onlineContracts).where(eq(onlineContracts.userId, userId)).orderBy(desc(onlineContracts.createdAt), desc(onlineContracts.id)).limit(1000);

/** The user's contracts signed in [from, to), oldest first (their signed PDFs exist). */
export const signedBetween = (db: Exec, userId: number, from: Date, to: Date) =>
  db
    .select()
    .from(onlineContracts)
    .where(and(eq(onlineContracts.userId, userId), isNotNull(onlineContracts.pdfKey), gte(onlineContracts.signedAt, from), lt(onlineContracts.signedAt, to)))
    .orderBy(onlineContracts.signedAt, onlineContracts.id);

/** Move a contract from one state to another; undefined when it was not in `from` (a race or a replay). */
export async function transition(db: Exec, id: string, from: OnlineContractStatus[], values: Partial<ContractInsert> & { status: OnlineContractStatus }, now: Date) {
  const [row] = await db
    .update(onlineContracts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(onlineContracts.id, id), inArray(onlineContracts.status, from)))
    .returning();
  return row;
}

/** The user's signed contract whose final PDF has this SHA-256. */
export async function signedByHash(db: Exec, userId: number, sha256: string) {
  const [row] = await db.select().from(onlineContracts).where(and(eq(onlineContracts.userId, userId), eq(onlineContracts.sha256, sha256))).limit(1);
  return row;
}

/** Signed contracts whose start has come: they take effect. */
export const becomeEffective = (db: Exec, now: Date) =>
  db
    .update(onlineContracts)
    .set({ status: 'effective', effectiveAt: now, updatedAt: now })
    .where(and(eq(onlineContracts.status, 'signed'), lte(onlineContracts.startsAt, now)))
    .returning({ id: onlineContracts.id });

/** Effective contracts past their end date: expired. */
export const expireDue = (db: Exec, now: Date) =>
  db
    .update(onlineContracts)
    .set({ status: 'expired', endedAt: now, updatedAt: now })
    .where(and(inArray(onlineContracts.status, ['effective', 'signed']), lte(onlineContracts.endsAt, now)))
    .returning({ id: onlineContracts.id });
