/** The user centre (console 个人资料 and 账号安全): profile, avatar, and the sign-in sessions. */
import { z } from 'zod';
import { checkCode, checkEmail } from '../core/validation';
import { LoginType, RegisterType, Role } from './account';
import { IsoTime, Page, PageQuery, RecordId, ruled, text } from './common';

/** The caller's own profile; the phone only masked. */
export const Profile = z.object({
  userBaseId: z.string(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string(),
  phoneMasked: z.string(),
  roles: z.array(Role),
  registerType: RegisterType,
  createdAt: IsoTime,
});
export type Profile = z.infer<typeof Profile>;

export const ProfileBody = z.object({
  name: text(32),
  /** Contact e-mail; an empty string clears it. */
  email: z.union([z.literal(''), ruled(checkEmail, 128)]),
  /** The code /v1/email/sendVerifyCode (scene changeEmail) sent to a new e-mail. */
  verifyCode: ruled(checkCode, 16).optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** The avatar upload's headers: the declared type only picks the parser; the bytes decide. */
export const AvatarHeaders = z.object({ 'content-type': z.string().max(100) });
export const Avatar = z.object({ avatarUrl: z.string() });
export type Avatar = z.infer<typeof Avatar>;

/** One of our own file URLs: `/gateway/v1/oss/file/<key>`. */
export const FileParams = z.object({ '*': z.string().max(200) });

/** A signed-in device. */
export const SessionRow = z.object({
  id: RecordId,
  loginType: LoginType,
  userAgent: z.string(),
  ip: z.string(),
  createdAt: IsoTime,
  lastSeenAt: IsoTime,
  expiresAt: IsoTime,
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof SessionRow>;
export const SessionQuery = PageQuery;
export const SessionPage = Page(SessionRow);

