import { eq, inArray } from 'drizzle-orm';
import { HOUR, MINUTE } from '../../src/shared/core/time';
import { openReview } from '../modules/review/service';
import type { Db } from '../db/client';
import { certifications, creditApplications, reviewEvents, reviewItems, users } from '../db/schema';

/**
 * A few applicants waiting in the review centre, so 审核中心 and 看板 are not empty on `npm start`:
 * certifications waiting for hours and for over a day, a second round after a refusal, a credit
 * application, and decided ones for the board's last columns. They cannot sign in (no password).
 */
const APPLICANTS = [
  { userName: 'zhangwei_ai', name: '张伟', phone: '13700000101' },
  { userName: 'liuyang_ml', name: '刘洋', phone: '13700000102' },
  { userName: 'xinghe_tech', name: '星河智算', phone: '13700000103' },
  { userName: 'qiming_data', name: '启明数据', phone: '13700000104' },
  { userName: 'chenjing_cv', name: '陈静', phone: '13700000105' },
] as const;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function seedReview(db: Db, now = new Date()): Promise<void> {
  const [seeded] = await db.select({ id: users.id }).from(users).where(eq(users.userName, APPLICANTS[0].userName));
  if (seeded) return;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_operator'));
  if (!operator) return;

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(APPLICANTS.map((a) => ({ ...a, passwordHash: '!', registerType: 'seed' as const, createdAt: ago(now, 72 * HOUR) })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(
        inArray(
          users.userName,
          APPLICANTS.map((a) => a.userName),
        ),
      );
    const id = (userName: string) => rows.find((row) => row.userName === userName)!.id;
    const at = (ms: number) => ({ now: () => ago(now, ms) });

    /** A personal certification sent in `waited` ago, waiting in the queue. */
    const waitingPersonal = async (p: { userName: string; name: string; code: string; phone: string; email: string; waited: number }) => {
      const userId = id(p.userName);
      await tx.insert(certifications).values({
        userId,
        type: 'personal',
        status: 'in_review',
        name: p.name,
        code: p.code,
        contactName: p.name,
        contactPhone: p.phone,
        contactEmail: p.email,
        submittedAt: ago(now, p.waited),
      });
      await openReview(tx, at(p.waited), { kind: 'certification', subjectId: userId, applicantId: userId, title: p.name });
    };

    /** A round the demo operator decided `decided` ago, with its history (and the claim, when `claimed` says when). */
    const decidedRound = async (round: {
      kind: 'certification' | 'credit';
      subjectId: number;
      applicantId: number;
      title: string;
      status: 'approved' | 'rejected';
      reason: string;
      submitted: number;
      claimed?: number;
      decided: number;
    }) => {
      const [item] = await tx
        .insert(reviewItems)
        .values({
          kind: round.kind,
          subjectId: String(round.subjectId),
          applicantId: round.applicantId,
          title: round.title,
          status: round.status,
          submittedAt: ago(now, round.submitted),
          claimedBy: operator.id,
          claimedAt: ago(now, round.decided),
          decidedBy: operator.id,
          decidedAt: ago(now, round.decided),
          reason: round.reason,
        })
        .returning({ id: reviewItems.id });
      await tx.insert(reviewEvents).values([
        { itemId: item!.id, action: 'submitted', actorId: round.applicantId, note: null, at: ago(now, round.submitted) },
        ...(round.claimed === undefined ? [] : [{ itemId: item!.id, action: 'claimed' as const, actorId: operator.id, note: null, at: ago(now, round.claimed) }]),
        { itemId: item!.id, action: round.status, actorId: operator.id, note: round.reason, at: ago(now, round.decided) },
      ]);
    };

    // Two personal certifications waiting: one for over a day (overdue), one for three hours.
    await waitingPersonal({ userName: 'zhangwei_ai', name: '张伟', code: '110105198803120049', phone: '13911112222', email: 'zhangwei@example.cn', waited: 26 * HOUR });
    await waitingPersonal({ userName: 'liuyang_ml', name: '刘洋', code: '440305199206150030', phone: '13922223333', email: 'liuyang@example.cn', waited: 3 * HOUR });

    // A second round: refused yesterday for a wrong ID number, corrected and sent again 40 minutes ago.
    const chen = id('chenjing_cv');
    await decidedRound({
      kind: 'certification',
      subjectId: chen,
      applicantId: chen,
      title: '陈静',
      status: 'rejected',
      reason: '证件号码与名称不一致，请核对后重新提交',
      submitted: 30 * HOUR,
      claimed: 22 * HOUR + 5 * MINUTE,
      decided: 22 * HOUR,
    });
    await waitingPersonal({ userName: 'chenjing_cv', name: '陈静', code: '310104199001010054', phone: '13933334444', email: 'chenjing@example.cn', waited: 40 * MINUTE });

    // A certified company asking for a credit line, five hours ago.
    const xinghe = id('xinghe_tech');
    await decidedRound({
      kind: 'certification',
      subjectId: xinghe,
      applicantId: xinghe,
      title: '深圳星河智算科技有限公司',
      status: 'approved',
      reason: '资料齐全，信息与证件一致',
      submitted: 50 * HOUR,
      decided: 47 * HOUR,
    });
    await tx.insert(certifications).values({
      userId: xinghe,
      type: 'enterprise',
      status: 'review_pass',
      name: '深圳星河智算科技有限公司',
      code: '91440300708461136T',
      contactName: '周敏',
      contactPhone: '13944445555',
      contactEmail: 'finance@xinghe.example.cn',
      submittedAt: ago(now, 50 * HOUR),
      reviewedAt: ago(now, 47 * HOUR),
      reviewedBy: operator.id,
    });
    const [application] = await tx
      .insert(creditApplications)
      .values({
        userId: xinghe,
        companyName: '深圳星河智算科技有限公司',
        creditCode: '91440300708461136T',
        contactName: '周敏',
        contactPhone: '13944445555',
        expectedAmount: '500000.00',
        purpose: '用于下季度 64 卡 H800 训练集群的算力采购，按月结算。',
        createdAt: ago(now, 5 * HOUR),
      })
      .returning({ id: creditApplications.id });
    await openReview(tx, at(5 * HOUR), { kind: 'credit', subjectId: application!.id, applicantId: xinghe, title: '深圳星河智算科技有限公司' });

    // A credit application the bank turned down two days ago.
    const qiming = id('qiming_data');
    const [refused] = await tx
      .insert(creditApplications)
      .values({
        userId: qiming,
        companyName: '北京启明数据有限公司',
        creditCode: '91110108MA01ABCD0B',
        contactName: '王磊',
        contactPhone: '13955556666',
        expectedAmount: '2000000.00',
        purpose: '数据标注平台扩容，采购 A100 算力。',
        status: 'rejected',
        reason: '申请额度超出银行可授信范围，请调整后重新申请',
        decidedAt: ago(now, 44 * HOUR),
        createdAt: ago(now, 52 * HOUR),
      })
      .returning({ id: creditApplications.id });
    await decidedRound({
      kind: 'credit',
      subjectId: refused!.id,
      applicantId: qiming,
      title: '北京启明数据有限公司',
      status: 'rejected',
      reason: '申请额度超出银行可授信范围，请调整后重新申请',
      submitted: 52 * HOUR,
      decided: 44 * HOUR,
    });
  });
}
