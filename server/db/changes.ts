import { AsyncLocalStorage } from 'node:async_hooks';
import { currentTransaction } from './transaction-guard';

/**
 * The channel on which the database announces, once per statement and when its transaction
 * commits, that a table changed (migration 0009_table_changes): the payload is the table's name.
 * Every gateway on the database hears every write, whoever made it.
 */
export const TABLE_CHANGED = 'table_changed';

/** A LISTEN on one channel; see Database.listen. */
export interface Subscription {
  /**
   * Whether notifications are arriving now. On PostgreSQL they come over a connection of their
   * own; while it is down (and until it has listened again) they are lost.
   */
  readonly live: boolean;
  /** Counts (re)connections of the listening connection: a change means some may have been lost. */
  readonly epoch: number;
  close(): Promise<void>;
}

/** Drizzle quotes every identifier it writes; raw SQL in the modules may not. */
const TABLE_AFTER = /\b(from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables a statement writes (insert, update, delete, in its body or its CTEs). */
export function tablesWritten(statement: string): string[] {
  const tables = new Set<string>();
  for (const match of statement.matchAll(WRITE)) {
    // `for update [of "t"]` locks and `on conflict do update set` upserts the insert's own table.
    if (/\b(for|do)\s+$/i.test(statement.slice(Math.max(0, match.index - 8), match.index))) continue;
    tables.add(match[1]!.toLowerCase());
  }
  return [...tables];
}

/** Every table a statement names after from, join, into or update. */
export function tablesNamed(statement: string): string[] {
  const tables = new Set<string>();
  for (const match of statement.matchAll(TABLE_AFTER)) tables.add(match[2]!.toLowerCase());
  return [...tables];
}

/** The tables the queries of one read touched (see trackReads). */
const readTracking = new AsyncLocalStorage<{ tables: Set<string>; wrote: boolean }>();

/** Called for every statement the database runs, in the async context of whoever ran it. */
export function observeStatement(statement: string): void {
  const reads = readTracking.getStore();
  const transaction = currentTransaction();
  // Most statements run in neither: parse nothing for them (this runs for every query).
  if (!reads && !transaction) return;
  const written = tablesWritten(statement);
  if (reads) {
    for (const table of tablesNamed(statement)) reads.tables.add(table);
    if (written.length) reads.wrote = true;
  }
  if (transaction) for (const table of written) transaction.written.add(table);
}

/**
 * Run a read and learn which tables its queries touched, and whether it wrote anything (then
 * its answer is not a read to keep).
 */
export async function trackReads<T>(read: () => Promise<T>): Promise<{ value: T; tables: Set<string>; wrote: boolean; queried: boolean }> {
  const store = { tables: new Set<string>(), wrote: false };
  const value = await readTracking.run(store, read);
  return { value, tables: store.tables, wrote: store.wrote, queried: store.tables.size > 0 };
}

/**
 * When each table last changed: told by this process as soon as its own write has committed, and
 * by every process when the database announces a write (TABLE_CHANGED). A value read from tables
 * that have not changed since the mark taken before reading is still what the database holds.
 */
export class TableVersions {
  /** Counts every change heard; a table remembers the count at its latest change. */
  private sequence = 0;
  private readonly changedAt = new Map<string, number>();
  private subscription: Subscription | null = null;

  bump(tables: Iterable<string>): void {
    this.sequence += 1;
    for (const table of tables) this.changedAt.set(table, this.sequence);
  }

  /** A mark to compare later changes with: take it before reading. */
  now(): number {
    return this.sequence;
  }

  /** Whether any of the tables changed after the mark. */
  changedSince(tables: Iterable<string>, mark: number): boolean {
    for (const table of tables) if ((this.changedAt.get(table) ?? 0) > mark) return true;
    return false;
  }

  /** Hear every process's writes from the database's announcements. */
  follow(subscription: Subscription): void {
    this.subscription = subscription;
  }

  /** Whether announcements from other processes are arriving (PostgreSQL's listener may be down). */
  get live(): boolean {
    return this.subscription?.live ?? false;
  }

  /** Changes when the listening connection was re-established: announcements may have been lost. */
  get epoch(): number {
    return this.subscription?.epoch ?? 0;
  }
}

/**
 * After an autocommit statement has run: what it wrote has committed. `affected` is the driver's
 * count of rows written, when it gives one: a guarded update that matched nothing changed nothing.
 */
export function afterStatement(versions: TableVersions, statement: string, affected: number | null | undefined): void {
  if (currentTransaction() || affected === 0) return;
  const written = tablesWritten(statement);
  if (written.length) versions.bump(written);
}
