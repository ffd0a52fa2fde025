import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { users, wallets } from '../../db/schema';

/**
 * The wallet's unit tests on a database of their own: one in-memory database per test file (opened
 * before its tests, closed after them) and users whose wallet holds what a test starts from.
 */
export function walletTestBed(prefix: string) {
  let database: Database | undefined;
  let serial = 0;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database?.close());

  return {
    get db() {
      return database!.db;
    },
    /** A new user whose wallet holds `balance` and a credit line of `credit` yuan (all of it available). */
    async owner(balance: string, credit = '0.00') {
      serial += 1;
      const [user] = await database!.db
        .insert(users)
        .values({ userName: `${prefix}_${serial}`, passwordHash: 'x', registerType: 'seed' })
        .returning({ id: users.id });
      await database!.db.insert(wallets).values({ userId: user!.id, balanceAmount: balance, availableCreditLimit: credit, totalCreditLimit: credit });
      return user!.id;
    },
  };
}
