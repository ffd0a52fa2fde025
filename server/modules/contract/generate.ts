import type { ContractParty, GenerateContractBody, OnlineContractKind } from '../../../src/shared/contracts/contract';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { shanghaiDayStart } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { businessId } from '../mall/dates';
import { existingFor, insertContract, latestTemplate, passedCertification, userContact, walletRecord, type ContractRow } from './queries';
import { fillTemplate, templateValues } from './template';

/** Contract numbers: 框架 KJ, 充值 CZ, 消费 XF, then the China time and six random digits. */
const PREFIX: Record<OnlineContractKind, string> = { framework: 'KJ', recharge: 'CZ', consumption: 'XF' };
/** Recharge and consumption contracts run a year from their day. */
const RECORD_TERM_MONTHS = 12;

const addMonths = (at: Date, months: number) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * Generate a contract as a draft, from the highest version of its kind's template, filled with the
 * user's passed certification (name, ID or credit code), address and phone, and for recharge and
 * consumption contracts the wallet record it covers. One open framework contract per user and one
 * contract per record: asking again (a double click) answers the draft already made; a framework
 * contract already signed is refused.
 */
export async function generateContract(db: Db, clock: Clock, userId: number, body: GenerateContractBody): Promise<ContractRow> {
  const certification = await passedCertification(db, userId);
  if (!certification) throw new BizError(Code.ERROR, '请先完成实名认证，合同将按认证信息生成');
  const contact = await userContact(db, userId);
  if (!contact?.phone) throw new BizError(Code.ERROR, '请先绑定手机号，签署合同需短信验证');

  const now = clock.now();
  const startsAt = shanghaiDayStart(now);
  let months = RECORD_TERM_MONTHS;
  let record: Parameters<typeof templateValues>[0]['record'];
  let refId: string | null = null;
  if (body.kind === 'framework') {
    if (body.months === undefined) throw paramError('months', '请选择合同期限');
    months = body.months;
  } else {
    if (body.recordId === undefined) throw paramError('recordId', body.kind === 'recharge' ? '请选择充值记录' : '请选择消费记录');
    const row = await walletRecord(db, userId, body.recordId, body.kind === 'recharge' ? 'recharge' : 'consume');
    if (!row) throw notFound(body.kind === 'recharge' ? '充值记录不存在' : '消费记录不存在');
    record = { id: row.id, amountFen: Math.abs(toMinor(row.amount)), at: row.createdAt, remark: row.remark ?? '' };
    refId = `wallet_transaction:${row.id}`;
  }

  const existing = await existingFor(db, userId, body.kind, refId);
  if (existing) return reuse(existing);

  const template = await latestTemplate(db, body.kind);
  if (!template) throw new BizError(Code.ERROR, '该类合同模板尚未发布');
  const party: ContractParty = { type: certification.type, name: certification.name, code: certification.code, address: body.address, phone: contact.phone };
  const id = businessId(PREFIX[body.kind], now);
  const endsAt = addMonths(startsAt, months);
  const content = fillTemplate(template.body, templateValues({ id, party, startsAt, endsAt, months, record }));
  const row = await db.transaction((tx) =>
    insertContract(tx, {
      id,
      userId,
      kind: body.kind,
      templateId: template.id,
      templateVersion: template.version,
      title: template.title,
      content,
      party,
      refId,
      amount: record ? fromMinor(record.amountFen) : null,
      startsAt,
      endsAt,
      createdAt: now,
      updatedAt: now,
    }),
  );
  if (row) return row;
  // Two requests at once: the other one made it.
  const made = await existingFor(db, userId, body.kind, refId);
  if (!made) throw new BizError(Code.ERROR, '合同生成失败，请重试');
  return reuse(made);
}

/** The contract already made for the same thing: a draft or one waiting for its signature is answered again; a signed one is refused. */
function reuse(row: ContractRow): ContractRow {
  if (row.status === 'draft' || row.status === 'pending_signature') return row;
  throw new BizError(
    Code.ERROR,
    row.kind === 'framework' ? `您已有${row.status === 'signed' ? '已签署' : '生效中'}的框架协议（${row.id}），如需重新签署请先终止` : `该记录已签署合同（${row.id}）`,
  );
}
