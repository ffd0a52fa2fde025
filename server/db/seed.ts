import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { qrCodes, users } from './schema';
import { hashPassword } from '../lib/crypto';
import { seedContent } from './seed-content';

export const DEMO_PASSWORD = 'Demo@2025';

export const DEMO_ACCOUNTS = [
  { userName: 'demo_renter', phone: '13800000001', name: '演示租户', roles: ['renter'], email: 'renter@demo.suanli.cn' },
  { userName: 'demo_supplier', phone: '13800000002', name: '演示供应商', roles: ['renter', 'supplier'], email: 'supplier@demo.suanli.cn' },
  { userName: 'demo_operator', phone: '13800000003', name: '演示运营', roles: ['renter', 'operator'], email: 'operator@demo.suanli.cn' },
] as const;

/**
 * The demo data of DESIGN §2. Idempotent: every insert skips rows that exist, so running it on
 * every start (and from every test) changes nothing after the first time.
 */
export async function seed(db: Db): Promise<void> {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.userName} in ${DEMO_ACCOUNTS.map((a) => a.userName)}`)) as [{ count: number }];
  if (count < DEMO_ACCOUNTS.length) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, roles: [...a.roles], passwordHash, registerType: 'seed' })))
      .onConflictDoNothing();
  }
  await db.insert(qrCodes).values(QR_CODES).onConflictDoNothing();
  await seedContent(db);
}

/** The operator's QR codes, one per scene and theme (files in public/media/qr). */
export const QR_CODES = [
  { scene: 'PUBLIC_ACCOUNT_BLACK', previewOssUrl: '/media/qr/public-account-black.svg', sort: 1 },
  { scene: 'PUBLIC_ACCOUNT_WHITE', previewOssUrl: '/media/qr/public-account-white.svg', sort: 2 },
  { scene: 'OPERATOR_BLACK', previewOssUrl: '/media/qr/operator-black.svg', sort: 3 },
  { scene: 'OPERATOR_WHITE', previewOssUrl: '/media/qr/operator-white.svg', sort: 4 },
];
