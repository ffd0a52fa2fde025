import { VERIFY_PDF_MAX_BYTES, type VerifyContractResult } from '../../../src/shared/contracts/contract';
import { Code } from '../../../src/shared/core/codes';
import { isoOrNull } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, paramError } from '../../lib/envelope';
import type { ObjectStorage } from '../../lib/storage';
import { contractPdf } from './contract-pdf';
import { becomeEffective, expireDue, signedBetween, signedByHash, transition, type ContractRow } from './queries';
import { mustOwn, sha256Hex } from './sign';

/** draft → pending_signature: the user has read the text and starts signing. Asking again changes nothing. */
export async function submitContract(db: Db, clock: Clock, userId: number, id: string): Promise<ContractRow> {
  const row = await mustOwn(db, userId, id);
  if (row.status === 'pending_signature') return row;
  if (row.status !== 'draft') throw new BizError(Code.ERROR, '合同已签署，无需再次发起');
  const moved = await transition(db, id, ['draft'], { status: 'pending_signature' }, clock.now());
  return moved ?? mustOwn(db, userId, id);
}

/** A framework contract, signed or in force, ended by its user: terminated, with the reason. */
export async function terminateContract(db: Db, clock: Clock, userId: number, id: string, reason: string): Promise<ContractRow> {
  const row = await mustOwn(db, userId, id);
  if (row.kind !== 'framework') throw new BizError(Code.ERROR, '仅框架协议可由用户终止');
  if (row.status === 'terminated') throw new BizError(Code.ERROR, '合同已终止');
  if (row.status !== 'signed' && row.status !== 'effective') throw new BizError(Code.ERROR, '仅已签署或已生效的合同可以终止');
  const now = clock.now();
  const moved = await transition(db, id, ['signed', 'effective'], { status: 'terminated', endedAt: now, terminateReason: reason }, now);
  if (!moved) throw new BizError(Code.ERROR, '合同状态已变化，请刷新后重试');
  return moved;
}

/** The job: signed contracts whose start has come take effect; contracts past their end expire. */
export async function advanceContracts(db: Db, clock: Clock) {
  const now = clock.now();
  const effective = await becomeEffective(db, now);
  const expired = await expireDue(db, now);
  return { effective: effective.length, expired: expired.length };
}

/** The PDF of a contract: the stored, signed document once signed; before that an unsigned preview. */
export async function contractFile(db: Db, storage: ObjectStorage, userId: number, id: string): Promise<{ row: ContractRow; bytes: Buffer }> {
  const row = await mustOwn(db, userId, id);
  if (row.pdfKey) {
    const bytes = await storage.get(row.pdfKey);
    if (!bytes) throw new BizError(Code.ERROR, '合同文件读取失败，请稍后再试');
    return { row, bytes };
  }
  return { row, bytes: await contractPdf({ id: row.id, title: row.title, templateVersion: row.templateVersion, content: row.content }) };
}

/** The signed documents of the user's contracts signed in [from, to), for the accountant pack: read one at a time. */
export async function* signedDocumentsBetween(db: Db, storage: ObjectStorage, userId: number, from: Date, to: Date) {
  for (const row of await signedBetween(db, userId, from, to)) {
    const bytes = await storage.get(row.pdfKey!);
    if (!bytes) throw new BizError(Code.ERROR, '合同文件读取失败，请稍后再试');
    yield { row, bytes };
  }
}

/** 验证文件: the SHA-256 of an uploaded PDF, and whether it is the signed document of one of the user's contracts. */
export async function verifyFile(db: Db, userId: number, dataUrl: string): Promise<VerifyContractResult> {
  const match = /^data:application\/pdf;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw paramError('file', '请上传 PDF 文件');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > VERIFY_PDF_MAX_BYTES) throw paramError('file', '文件不能超过 5 MB');
  if (bytes.toString('latin1', 0, 5) !== '%PDF-') throw paramError('file', '请上传 PDF 文件');
  const sha256 = sha256Hex(bytes);
  const row = await signedByHash(db, userId, sha256);
  return { sha256, match: Boolean(row), contractId: row?.id ?? null, title: row?.title ?? null, signedAt: isoOrNull(row?.signedAt) };
}
