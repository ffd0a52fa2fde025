import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { hosts } from '../../db/schema';
import { seed } from '../../seed/seed';
import { Inventory } from './inventory';
import { int } from '../../lib/sql';

let database: Database;
let goodsId: number;
let invalidated = 0;
let inventory: Inventory;

const usedOf = async (hostId: number) => (await database.db.select({ used: hosts.gpuUsed }).from(hosts).where(eq(hosts.id, hostId)))[0]!.used;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seed(database.db);
  const [first] = await database.db.select({ goodsId: hosts.goodsId }).from(hosts).limit(1);
  goodsId = first!.goodsId;
  inventory = new Inventory(database.db, { invalidate: () => (invalidated += 1) });
}, 60_000);
afterAll(() => database.close());

beforeEach(async () => {
  invalidated = 0;
  // Four hosts of 8 cards with 0, 2, 5 and 8 in use.
  const rows = await database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.goodsId, goodsId)).orderBy(hosts.id);
  for (const [i, row] of rows.entries()) await database.db.update(hosts).set({ gpuUsed: [0, 2, 5, 8][i] ?? 8, status: 'online' }).where(eq(hosts.id, row.id));
});

describe('the inventory', () => {
  it('fills the fullest host that still fits, and tells the catalog once the transaction commits', async () => {
    const host = await inventory.transaction(async (tx) => {
      const taken = await inventory.takeAnywhere(tx, goodsId, 3);
      expect(invalidated).toBe(0); // not before the commit
      return taken;
    });
    expect(await usedOf(host!)).toBe(8); // the host with 5 in use, not the empty one
    expect(invalidated).toBe(1);
  });

  it('answers null when no host has enough free cards, changing nothing and telling no one', async () => {
    const before = await database.db.select({ total: int(sql`sum(gpu_used)`) }).from(hosts).where(eq(hosts.goodsId, goodsId));
    expect(await inventory.transaction((tx) => inventory.takeAnywhere(tx, goodsId, 9))).toBeNull();
    const after = await database.db.select({ total: int(sql`sum(gpu_used)`) }).from(hosts).where(eq(hosts.goodsId, goodsId));
    expect(after).toEqual(before);
    expect(invalidated).toBe(0);
  });

  it('gives nothing away when the transaction rolls back', async () => {
    let host: number | null = null;
    await expect(
      inventory.transaction(async (tx) => {
        host = await inventory.takeAnywhere(tx, goodsId, 8);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await usedOf(host!)).toBe(0);
    expect(invalidated).toBe(0);
  });

  it('gives the last free cards to one of two racing takers', async () => {
    const rows = await database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.goodsId, goodsId)).orderBy(hosts.id);
    for (const [i, row] of rows.entries()) await database.db.update(hosts).set({ gpuUsed: i === 0 ? 6 : 8 }).where(eq(hosts.id, row.id));
    const results = await Promise.all([1, 2].map(() => inventory.transaction((tx) => inventory.takeAnywhere(tx, goodsId, 2))));
    expect(results.filter((host) => host !== null)).toHaveLength(1);
    expect(await usedOf(rows[0]!.id)).toBe(8);
  });

  it('takes on one host only when it is online, releases cards, and looks for room elsewhere', async () => {
    const [empty, , , full] = await database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.goodsId, goodsId)).orderBy(hosts.id);
    await database.db.update(hosts).set({ status: 'maintenance' }).where(eq(hosts.id, empty!.id));
    expect(await inventory.transaction((tx) => inventory.take(tx, empty!.id, 1))).toBe(false);
    expect(await inventory.hasCapacityElsewhere(goodsId, 7, full!.id)).toBe(false); // the empty host is in maintenance
    expect(await inventory.hasCapacityElsewhere(goodsId, 6, full!.id)).toBe(true);
    await inventory.transaction((tx) => inventory.release(tx, full!.id, 3));
    expect(await usedOf(full!.id)).toBe(5);
    expect(invalidated).toBe(1);
  });

  it('refuses to move cards outside its own transactions', async () => {
    await expect(database.db.transaction((tx) => inventory.take(tx, 1, 1))).rejects.toThrow('Inventory.transaction');
  });
});
