import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certifications, resourceSuppliers, exchangeCards, qrCodes, users, wallets, walletTransactions } from '../db/schema';
import { cardCodeHash } from '../modules/cards/redeem';
import { seedDemands, seedMall } from './seed-mall';
import { seedMarket } from './seed-market';
import { hashPassword } from '../lib/crypto';
import { seedContent } from './seed-content';
import { seedAi } from './seed-ai';
import { seedDatasets } from './seed-datasets';
import { countAll } from '../lib/sql';
import { SUPPLIER_AGREEMENT_VERSION } from '../../src/shared/contracts/supplier';

export const DEMO_PASSWORD = 'Demo@2025';
/** What each demo account's wallet starts with. */
export const DEMO_BALANCE = '500.00';

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
    .select({ count: countAll })
    .from(users)
    .where(sql`${users.userName} in ${DEMO_ACCOUNTS.map((a) => a.userName)}`)) as [{ count: number }];
  if (count < DEMO_ACCOUNTS.length) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, roles: [...a.roles], passwordHash, registerType: 'seed' as const })))
      .onConflictDoNothing();
    // A starting balance, so the demo accounts can order compute straight away.
    const demo = await db.select({ id: users.id }).from(users).where(sql`${users.userName} in ${DEMO_ACCOUNTS.map((a) => a.userName)}`);
    await db
      .insert(wallets)
      .values(demo.map((u) => ({ userId: u.id, balanceAmount: DEMO_BALANCE })))
      .onConflictDoNothing();
    // Recorded like any money that came in, so a wallet's balance is always the sum of its records.
    await db
      .insert(walletTransactions)
      .values(demo.map((u) => ({ userId: u.id, type: 'recharge' as const, amount: DEMO_BALANCE, balanceAfter: DEMO_BALANCE, refType: 'seed', refId: String(u.id), remark: '演示账户初始余额' })))
      .onConflictDoNothing();
  }
  await seedCertifications(db);
  await db.insert(qrCodes).values(QR_CODES).onConflictDoNothing();
  await db
    .insert(exchangeCards)
    .values(
      DEMO_CARDS.map((card) => ({
        cardNumber: card.cardNumber,
        codeHash: cardCodeHash(card.cardNumber, card.cardCode),
        kind: card.kind,
        amount: card.amount ?? '0',
        quantity: card.quantity ?? 0,
        title: card.title,
      })),
    )
    .onConflictDoNothing();
  await seedMarket(db);
  await seedContent(db);
  await seedMall(db);
  await seedDemands(db);
  await seedAi(db);
  await seedDatasets(db);
}

/**
 * The demo accounts' real-name certifications, passed: ordering compute and selling it require one
 * (the law the certification page cites), so the renter can order and the supplier sells as the
 * company its contracts name. Skips accounts that have one.
 */
export const DEMO_CERTIFICATIONS = {
  demo_renter: { type: 'enterprise', name: '演示智算科技（北京）有限公司', code: '91110108MA01D8XK3W', contactName: '李明', contactPhone: '13800000001', contactEmail: 'renter@demo.suanli.cn' },
  demo_supplier: { type: 'enterprise', name: '演示算力供应（上海）有限公司', code: '91310115MA1K4T2R6M', contactName: '王芳', contactPhone: '13800000002', contactEmail: 'supplier@demo.suanli.cn' },
  demo_operator: { type: 'personal', name: '演示运营', code: '110105199003071239', contactName: '演示运营', contactPhone: '13800000003', contactEmail: 'operator@demo.suanli.cn' },
} as const;

async function seedCertifications(db: Db) {
  const demo = await db.select({ id: users.id, userName: users.userName, createdAt: users.createdAt }).from(users).where(sql`${users.userName} in ${DEMO_ACCOUNTS.map((a) => a.userName)}`);
  await db
    .insert(certifications)
    .values(
      demo.map((u) => ({
        userId: u.id,
        ...DEMO_CERTIFICATIONS[u.userName as keyof typeof DEMO_CERTIFICATIONS],
        status: 'review_pass' as const,
        submittedAt: u.createdAt,
        reviewedAt: u.createdAt,
      })),
    )
    .onConflictDoNothing();
  // The demo supplier sells as an approved supplier: its profile passed review like any other's,
  // so 成为供应商 shows one consistent state (certified, approved), not "certify first".
  const supplier = demo.find((u) => u.userName === 'demo_supplier');
  if (supplier) {
    const c = DEMO_CERTIFICATIONS.demo_supplier;
    await db
      .insert(resourceSuppliers)
      .values({
        userId: supplier.id,
        status: 'review_pass',
        contactName: c.contactName,
        contactPhone: c.contactPhone,
        contactEmail: c.contactEmail,
        bankAccountName: c.name,
        bankName: '招商银行',
        bankBranch: '上海张江支行',
        bankAccountNo: '6214830212345678',
        agreementVersion: SUPPLIER_AGREEMENT_VERSION,
        agreementAcceptedAt: supplier.createdAt,
        submittedAt: supplier.createdAt,
        reviewedAt: supplier.createdAt,
      })
      .onConflictDoNothing();
  }
}

/** The operator's QR codes, one per scene and theme (files in public/media/qr). */
export const QR_CODES: (typeof qrCodes.$inferInsert)[] = [
  { scene: 'PUBLIC_ACCOUNT_BLACK', previewOssUrl: '/media/qr/public-account-black.svg', sort: 1 },
  { scene: 'PUBLIC_ACCOUNT_WHITE', previewOssUrl: '/media/qr/public-account-white.svg', sort: 2 },
  { scene: 'OPERATOR_BLACK', previewOssUrl: '/media/qr/operator-black.svg', sort: 3 },
  { scene: 'OPERATOR_WHITE', previewOssUrl: '/media/qr/operator-white.svg', sort: 4 },
];

/** Five unused redeem cards for trying the product (listed in the README). */
export const DEMO_CARDS: { cardNumber: string; cardCode: string; kind: 'balance' | 'card_hours'; amount?: string; quantity?: number; title: string }[] = [
  { cardNumber: 'SLK-2025-0001', cardCode: '8F3K-29QD', kind: 'balance', amount: '100.00', title: '100元算力代金卡' },
  { cardNumber: 'SLK-2025-0002', cardCode: 'M7XP-41TA', kind: 'balance', amount: '200.00', title: '200元算力代金卡' },
  { cardNumber: 'SLK-2025-0003', cardCode: 'C2VN-68RB', kind: 'balance', amount: '500.00', title: '500元算力代金卡' },
  { cardNumber: 'SLK-2025-0004', cardCode: 'H9WE-53LC', kind: 'card_hours', quantity: 10, title: '10卡时GPU体验卡' },
  { cardNumber: 'SLK-2025-0005', cardCode: 'Q4ZT-17GM', kind: 'card_hours', quantity: 50, title: '50卡时GPU算力卡' },
];
