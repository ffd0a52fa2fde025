import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { PLAN_FILE_MAX_BYTES, type PLAN_FILE_TYPES } from '../../../src/shared/core/supplier';
import { MINUTE, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import { ossUploads } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { paramError } from '../../lib/envelope';
import type { ObjectStorage } from '../../lib/storage';

/** How long an upload policy and a file link stay good. */
export const POLICY_MINUTES = 10;

const EXTENSIONS: Record<(typeof PLAN_FILE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

interface Policy {
  key: string;
  contentType: string;
  maxSize: number;
  expires: number;
}

/** The one shape of a plan file's key, as `issue` makes it: `plans/<userId>/<32 hex>.<ext>`. */
const PLAN_FILE_KEY = /^plans\/[1-9]\d{0,18}\/[a-f0-9]{32}\.(png|jpg|webp|pdf)$/;

/**
 * Whether `key` is a plan file key, canonical as the gateway makes them, and (when `ownerId` is
 * given) under that user's own prefix. Refused: `.` or `..` segments, backslashes, a leading `/`,
 * empty segments, anything that normalises to another path, and any other shape.
 */
export function isPlanFileKey(key: string, ownerId?: number): boolean {
  if (key.includes('\\') || key.startsWith('/') || path.posix.normalize(key) !== key) return false;
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
  if (ownerId !== undefined && !key.startsWith(`plans/${ownerId}/`)) return false;
  return PLAN_FILE_KEY.test(key);
}

/** Of `keys`, those that name the user's own completed uploads, with what was stored under each. */
export async function uploadsOf(db: Db | Tx, userId: number, keys: string[]): Promise<Map<string, { contentType: string; size: number }>> {
  const wanted = [...new Set(keys.filter((key) => isPlanFileKey(key, userId)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ key: ossUploads.key, contentType: ossUploads.contentType, size: ossUploads.size })
    .from(ossUploads)
    .where(and(eq(ossUploads.userId, userId), inArray(ossUploads.key, wanted)));
  return new Map(rows.map(({ key, ...file }) => [key, file]));
}

/** What a file really is, from its first bytes: the image types of the plan form, or a PDF. */
export function sniffPlanFile(bytes: Buffer): string | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 5 && bytes.toString('ascii', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * The object-storage upload policies of SPEC §7 getOssSecret: the gateway signs, for one object key
 * of the caller's, the content type, the size limit and an expiry; the storage adapter accepts an
 * upload only with a valid, unexpired policy (the local adapter here checks it itself; an S3
 * adapter would hand the same terms to a presigned POST). A policy is good for one upload: the
 * upload is recorded under the policy's key (oss_uploads) in the same transaction that stores it,
 * so a replay finds the key taken and the bytes stay the first ones. getSeoFileUrl signs a
 * short-lived link.
 */
export class OssSigner {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly db: Db,
  ) {}

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  private same(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  issue(userId: number, input: { contentType: (typeof PLAN_FILE_TYPES)[number]; size: number }) {
    const expires = this.clock.now().getTime() + POLICY_MINUTES * MINUTE;
    const key = `plans/${userId}/${randomBytes(16).toString('hex')}.${EXTENSIONS[input.contentType]}`;
    const policy: Policy = { key, contentType: input.contentType, maxSize: Math.min(input.size, PLAN_FILE_MAX_BYTES), expires };
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
    return {
      key,
      contentType: input.contentType,
      maxSize: policy.maxSize,
      expiresAt: toShanghaiIso(new Date(expires)),
      policy: encoded,
      signature: this.sign(`policy:${encoded}`),
      uploadUrl: '/gateway/v1/oss/upload',
    };
  }

  /** Store an upload made under a policy: signature, expiry, owner, size and the bytes' real type all checked. */
  async accept(storage: ObjectStorage, userId: number, input: { policy: string; signature: string; content: string }) {
    if (!this.same(this.sign(`policy:${input.policy}`), input.signature)) throw paramError('signature', 'signature：上传凭证无效');
    let policy: Policy;
    try {
      policy = JSON.parse(Buffer.from(input.policy, 'base64url').toString('utf8')) as Policy;
    } catch {
      throw paramError('policy', 'policy：上传凭证无效');
    }
    if (policy.expires < this.clock.now().getTime()) throw paramError('policy', 'policy：上传凭证已过期，请重新上传');
    if (!policy.key.startsWith(`plans/${userId}/`)) throw paramError('policy', 'policy：上传凭证不属于当前账号');
    const bytes = Buffer.from(input.content, 'base64');
    if (bytes.length === 0) throw paramError('content', 'content：文件为空');
    if (bytes.length > policy.maxSize) throw paramError('content', `content：文件超过上传凭证允许的大小`);
    const actual = sniffPlanFile(bytes);
    if (!actual) throw paramError('content', 'content：仅支持 PNG、JPG、WebP 图片或 PDF 文件');
    if (actual !== policy.contentType) throw paramError('content', 'content：文件内容与声明的类型不符');
    const upload = { key: policy.key, userId, contentType: actual, size: bytes.length, uploadedAt: this.clock.now() };
    // Spend the policy and store the bytes together: if storing fails the policy is still good; if
    // another upload spent it first (or is spending it now) this one waits on the key and stores nothing.
    await this.db.transaction(async (tx) => {
      const [claimed] = await tx.insert(ossUploads).values(upload).onConflictDoNothing().returning({ key: ossUploads.key });
      if (!claimed) throw paramError('policy', 'policy：该上传凭证已使用过，每个凭证只能上传一次，请重新获取上传凭证');
      await storage.put(policy.key, bytes, actual);
    });
    return { key: policy.key, contentType: actual, size: bytes.length };
  }

  /** Whether `key` is one of the user's own completed uploads. */
  async isOwnUpload(userId: number, key: string): Promise<boolean> {
    return (await uploadsOf(this.db, userId, [key])).has(key);
  }

  link(key: string) {
    const expires = this.clock.now().getTime() + POLICY_MINUTES * MINUTE;
    return {
      url: `/gateway/v1/oss/file?key=${encodeURIComponent(key)}&expires=${expires}&sig=${this.sign(`file:${key}:${expires}`)}`,
      expiresAt: toShanghaiIso(new Date(expires)),
    };
  }

  checkLink(key: string, expires: number, sig: string): boolean {
    return expires >= this.clock.now().getTime() && this.same(this.sign(`file:${key}:${expires}`), sig);
  }
}

export const contentTypeOfKey = (key: string) =>
  key.endsWith('.pdf') ? 'application/pdf' : key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
