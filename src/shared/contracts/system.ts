/** The gateway itself: health, the site's QR codes, and the dev tools of DESIGN §2. */
import { z } from 'zod';
import { IsoTime } from './common';

/** GET /gateway/health: up, or degraded when the database does not answer (HTTP 503). */
export const Health = z.object({
  status: z.enum(['up', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down', 'stuck']) }),
  uptimeSeconds: z.number().int().min(0),
});
export type Health = z.infer<typeof Health>;

/** The site's QR codes: the 公众号 and the operator's 客服, each for dark and light backgrounds. */
export const QR_CODE_SCENES = ['PUBLIC_ACCOUNT_BLACK', 'PUBLIC_ACCOUNT_WHITE', 'OPERATOR_BLACK', 'OPERATOR_WHITE'] as const;

/** A QR code the site shows, by where it is used. */
export const QrCode = z.object({ scene: z.enum(QR_CODE_SCENES), previewOssUrl: z.string() });
export type QrCode = z.infer<typeof QrCode>;
export const QrCodeList = z.array(QrCode);

// ---- Dev tools (off when NODE_ENV=production) ---------------------------------------------

export const OutboxQuery = z.object({
  to: z.string().trim().min(1).max(128).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;

/** A text or e-mail the system sent, as the dev outbox keeps it (newest first). */
export const OutboxMessage = z.object({
  to: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  scene: z.string(),
  content: z.string(),
  code: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: IsoTime,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxList = z.array(OutboxMessage);

export const CaptchaPeekParams = z.object({ id: z.uuid({ error: '验证码无效' }) });
/** Where a captcha's hole is, so browser tests can solve it. */
export const CaptchaPeek = z.object({ x: z.number().int() });

// ---- Administrative areas -------------------------------------------------------------------

/** A province, city or district of China (GB/T 2260 code and name); districts have no children. */
export interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}
export const AreaNode: z.ZodType<AreaNode> = z.object({
  code: z.string().regex(/^\d{2}(\d{2}){0,2}$/),
  name: z.string(),
  get children() {
    return z.array(AreaNode).optional();
  },
});
export const AreaTree = z.array(AreaNode);
