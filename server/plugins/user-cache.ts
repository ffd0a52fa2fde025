import type { Database, Subscription } from '../db/client';

/**
 * The channel on which the database announces that a user's rows changed: their account, a
 * session or their certification (triggers of migration 0005_change_notifications). The payload
 * is the user id.
 */
export const USER_CHANGED = 'user_changed';
/**
 * How long a cached value is reused without asking the database. Changes reach the caches at once
 * by notification; this only bounds what a lost notification could cost.
 */
const TTL_MS = 30_000;
/** At most this many values per cache; beyond it the oldest go first. */
const MAX_ENTRIES = 10_000;

/**
 * This process's open feeds, so a change written here reaches all of them before it returns (a
 * feed on another database, as in tests, only drops a value it would have kept: never stale).
 */
const feeds = new Set<UserChanges>();

/**
 * Tell this process's caches that a user's rows changed. The database's trigger tells every
 * gateway, this one included, but on PostgreSQL that notification arrives over another connection
 * a moment after the write returns: writers call this once their change is made, so the next read
 * here sees it. (On PGlite the notification itself arrives before the write returns.)
 */
export function userChanged(userId: number): void {
  for (const feed of feeds) feed.changed(userId);
}

/** One gateway's subscription to USER_CHANGED and the caches it keeps fresh. */
export class UserChanges {
  private readonly caches = new Set<UserCache<unknown>>();

  private constructor(readonly subscription: Subscription) {}

  static async open(database: Database): Promise<UserChanges> {
    let feed: UserChanges | null = null;
    const subscription = await database.listen(USER_CHANGED, (payload) => feed?.changed(Number(payload)));
    feed = new UserChanges(subscription);
    feeds.add(feed);
    return feed;
  }

  /** A cache of values derived from one user's rows, dropped when that user changes. */
  cache<V>(): UserCache<V> {
    const cache = new UserCache<V>(this.subscription);
    this.caches.add(cache as UserCache<unknown>);
    return cache;
  }

  changed(userId: number) {
    for (const cache of this.caches) cache.forget(userId);
  }

  async close() {
    feeds.delete(this);
    await this.subscription.close();
  }
}

interface Entry<V> {
  userId: number;
  value: V;
  storedAt: number;
  epoch: number;
}

/**
 * Values keyed by anything (a token hash, a user id), each belonging to one user. Trusted only
 * while notifications are arriving and only under the listening connection they were read under,
 * so a change announced while it was down cannot leave a stale value; a load that raced a change
 * is answered but not kept.
 */
export class UserCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Counts changes, so a load that started before one is not stored. */
  private changes = 0;

  constructor(private readonly subscription: Subscription) {}

  /** The cached value, or the loaded one (kept unless a change raced the load); null is not kept. */
  async get(key: string, load: () => Promise<{ userId: number; value: V } | null>): Promise<V | null> {
    const entry = this.entries.get(key);
    const { live, epoch } = this.subscription;
    if (entry) {
      if (live && entry.epoch === epoch && performance.now() - entry.storedAt < TTL_MS) return entry.value;
      this.entries.delete(key);
    }
    const changes = this.changes;
    const loaded = await load();
    if (!loaded) return null;
    if (this.subscription.live && this.subscription.epoch === epoch && this.changes === changes) {
      this.entries.set(key, { ...loaded, storedAt: performance.now(), epoch });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return loaded.value;
  }

  forget(userId: number) {
    this.changes += 1;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }
}
