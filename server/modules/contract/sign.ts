import { createHash, randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import {
  SIGNATURE_PNG_HEIGHT,
  SIGNATURE_PNG_MAX_BYTES,
  SIGNATURE_PNG_WIDTH,
  type SignContractBody,
} from '../../../src/shared/contracts/contract';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import type { ObjectStorage } from '../../lib/storage';
import type { VerifyCodeRepository } from '../sms/repository';
import { contractPdf } from './contract-pdf';
import { ownContract, transition, userContact, type ContractRow } from './queries';

export interface SignContext {
  db: Db;
  clock: Clock;
  storage: ObjectStorage;
  codes: VerifyCodeRepository;
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A contract of the user, or 100006: another user's id is not found. */
export async function mustOwn(db: Db, userId: number, id: string): Promise<ContractRow> {
  const row = await ownContract(db, userId, id);
  if (!row) throw notFound('合同不存在');
  return row;
}

/** Why a contract that is not waiting for its signature cannot be signed. */
function notSignable(row: ContractRow): BizError {
  if (row.status === 'draft') return new BizError(Code.ERROR, '请先确认合同内容并发起签署');
  if (row.status === 'expired' || row.status === 'terminated') return new BizError(Code.ERROR, '合同已失效，不能签署');
  return new BizError(Code.ERROR, '合同已签署，请勿重复提交');
}

/** Channels per pixel of each PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Whether a PNG's pixel data inflates to exactly the rows its header promises (non-interlaced). */
function pngPixelsIntact(bytes: Buffer, width: number, height: number): boolean {
  const depth = bytes[24]!;
  const channels = PNG_CHANNELS[bytes[25]!];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth) || bytes[28] !== 0) return false;
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  try {
    const pixels = inflateSync(Buffer.concat(parts));
    return pixels.length === height * (1 + Math.ceil((width * channels * depth) / 8));
  } catch {
    return false;
  }
}

/**
 * A drawn signature: a PNG data URL of at most 200 KB, its header saying a picture of signature
 * size (width 120–2000 px, height 40–1000 px) and its pixel data all there (what a canvas exports:
 * not interlaced). Anything else is a 50005 on `image`.
 */
export function decodeSignaturePng(value: string | undefined): Buffer {
  if (!value) throw paramError('image', '请手写签名');
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) throw paramError('image', '签名须为 PNG 图片');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > SIGNATURE_PNG_MAX_BYTES) throw paramError('image', '签名图片不能超过 200 KB');
  const isPng = bytes.length >= 33 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) && bytes.toString('ascii', 12, 16) === 'IHDR';
  if (!isPng) throw paramError('image', '签名须为 PNG 图片');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < SIGNATURE_PNG_WIDTH.min || width > SIGNATURE_PNG_WIDTH.max || height < SIGNATURE_PNG_HEIGHT.min || height > SIGNATURE_PNG_HEIGHT.max) {
    throw paramError('image', '签名图片尺寸不正确');
  }
  if (!pngPixelsIntact(bytes, width, height)) throw paramError('image', '签名图片无法识别，请重新签名');
  return bytes;
}

/** The typed signature: a person signs with the certified name; an organisation's signatory writes their own. */
function typedName(row: ContractRow, name: string | undefined): string {
  if (!name) throw paramError('name', '请输入签署人姓名');
  if (row.party.type === 'personal' && name !== row.party.name) throw paramError('name', '签名须与实名认证姓名一致');
  return name;
}

/**
 * Sign a contract waiting for its signature: the signature checked, then the SMS code sent to the
 * user's phone (scene signContract) spent, then the platform counter-signs at once, the final PDF
 * is stored and its SHA-256 recorded, and the contract takes effect (or is signed, to take effect on
 * its start date). A replay, a second click or a race finds it signed and changes nothing; a wrong
 * or expired code signs nothing.
 */
export async function signContract(ctx: SignContext, userId: number, id: string, body: SignContractBody, ip: string): Promise<ContractRow> {
  const { db, clock, storage } = ctx;
  const row = await mustOwn(db, userId, id);
  if (row.status !== 'pending_signature') throw notSignable(row);
  const image = body.method === 'drawn' ? decodeSignaturePng(body.image) : null;
  const signerName = body.method === 'typed' ? typedName(row, body.name?.trim()) : row.party.name;
  const contact = await userContact(db, userId);
  if (!contact?.phone) throw new BizError(Code.ERROR, '请先绑定手机号，签署合同需短信验证');

  // The document is made before the code is spent, so a picture pdfkit cannot read costs no code.
  const now = clock.now();
  const pdf = await contractPdf({
    id: row.id,
    title: row.title,
    templateVersion: row.templateVersion,
    content: row.content,
    signed: { method: body.method, signerName, image, partyName: row.party.name, signedAt: now, platformSignedAt: now },
  }).catch((error: unknown) => {
    if (image) throw paramError('image', '签名图片无法识别，请重新签名');
    throw error;
  });
  await ctx.codes.consume({ channel: 'sms', scene: 'signContract', target: contact.phone, code: body.verifyCode, ip });

  // Fresh keys each time (the store's key shape): a request that loses a race cannot overwrite the winner's file.
  const pdfKey = `contracts/${userId}/${randomBytes(16).toString('hex')}.pdf`;
  const signatureKey = image ? `contracts/${userId}/${randomBytes(16).toString('hex')}.png` : null;
  await storage.put(pdfKey, pdf, 'application/pdf');
  if (image && signatureKey) await storage.put(signatureKey, image, 'image/png');

  const effective = row.startsAt.getTime() <= now.getTime();
  const signed = await transition(
    db,
    row.id,
    ['pending_signature'],
    {
      status: effective ? 'effective' : 'signed',
      signatureMethod: body.method,
      signerName,
      signatureKey,
      signedAt: now,
      platformSignedAt: now,
      effectiveAt: effective ? now : null,
      pdfKey,
      sha256: sha256Hex(pdf),
    },
    now,
  );
  if (!signed) {
    // Another request signed it between the check and now: keep its document, drop this one.
    await storage.remove(pdfKey);
    if (signatureKey) await storage.remove(signatureKey);
    throw new BizError(Code.ERROR, '合同已签署，请勿重复提交');
  }
  return signed;
}
