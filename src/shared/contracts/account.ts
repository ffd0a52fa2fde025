/**
 * Accounts and identity (SPEC §3 user, §4 sign-in and sign-up, §7 user, secret, SMS, captcha):
 * who may sign in and how, the user both faces store, and the guards in front of a code.
 */
import { z } from 'zod';
import { TRACK } from '../core/captcha-track';
import { ROLES } from '../core/roles';
import { checkAnyAccount } from '../core/account-kind';
import { checkCode, checkEmail, checkPhone, checkUsername } from '../core/validation';
import { IsoTime, ruled } from './common';

// ---- Who a user is ------------------------------------------------------------------------

export { ROLES };
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Real-name certification (SPEC §4): none yet, waiting for an operator, refused, or passed. */
export const CERTIFICATION_STATUSES = ['unverified', 'in_review', 'review_failed', 'review_pass'] as const;
export const CertificationStatus = z.enum(CERTIFICATION_STATUSES);
export type CertificationStatus = z.infer<typeof CertificationStatus>;

/** An individual or an organisation. */
export const CERTIFICATION_TYPES = ['personal', 'enterprise'] as const;
export const CertificationType = z.enum(CERTIFICATION_TYPES);
export type CertificationType = z.infer<typeof CertificationType>;

/** How an account was made: by phone, by user name and e-mail, or by the demo seed. */
export const REGISTER_TYPES = ['register_phone', 'register', 'seed'] as const;
export const RegisterType = z.enum(REGISTER_TYPES);
export type RegisterType = z.infer<typeof RegisterType>;

/** How a session was started. */
export const LOGIN_TYPES = ['password', 'phone', 'register_phone', 'register', 'qr'] as const;
export const LoginType = z.enum(LOGIN_TYPES);
export type LoginType = z.infer<typeof LoginType>;

/** The signed-in user as both faces show and store it (SPEC §3 stored user info), with roles. */
export const UserInfo = z.object({
  userBaseId: z.string(),
  userName: z.string(),
  /** The nickname, or the user name when none is set. */
  name: z.string(),
  /** '' when the account has no phone. */
  phone: z.string(),
  email: z.string(),
  avatarUrl: z.string(),
  roles: z.array(Role),
  registerType: RegisterType,
  certificationStatus: CertificationStatus,
  /** The certified name, once certification passed; '' before. */
  certificationName: z.string(),
  createdAt: IsoTime,
});
export type UserInfo = z.infer<typeof UserInfo>;

/** A successful sign-in or sign-up: the token to send as `Authorization`, and who it belongs to. */
export const LoginResult = z.object({ token: z.string(), userInfo: UserInfo });
export type LoginResult = z.infer<typeof LoginResult>;

/** SPEC §7 loginStatusAndCertificationInfo: anonymous, or signed in with certification and contact. */
export const LoginStatus = z.discriminatedUnion('loginStatus', [
  z.object({ loginStatus: z.literal('logout') }),
  z.object({
    loginStatus: z.literal('login'),
    loginType: LoginType,
    phone: z.string(),
    certificationStatus: CertificationStatus,
    certificationName: z.string(),
    type: CertificationType.nullable(),
    contactEmail: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
  }),
]);
export type LoginStatus = z.infer<typeof LoginStatus>;

// ---- Passwords in transit (DESIGN §3) -----------------------------------------------------

/** A single-use AES key for one password transport (SPEC §7 generateSecret). */
export const Secret = z.object({ key: z.string(), secret: z.string() });
export type Secret = z.infer<typeof Secret>;

export const DecryptQuery = z.object({ key: z.string().min(1).max(64), text: z.string().min(1).max(4096) });

/** A password sealed with the secret named by secretKey (AES-ECB, base64). */
const sealed = {
  password: z.string().min(1, '请输入登录密码').max(512),
  secretKey: z.string().min(1).max(64),
};
/** A new password and its confirmation, sealed with one secret; the gateway compares them. */
const sealedPair = { ...sealed, confirmPassword: z.string().min(1, '请输入确认密码').max(512) };
export type SealedPassword = { password: string; secretKey: string };
export type SealedPasswordPair = SealedPassword & { confirmPassword: string };

const agreement = z.literal(true, { error: '请阅读并同意用户协议与隐私政策' });

// ---- Signing in and up --------------------------------------------------------------------

export const LoginBody = z.object({ userName: z.string().trim().min(1, '请输入账号').max(64), ...sealed });
export type LoginBody = z.infer<typeof LoginBody>;

export const PhoneLoginBody = z.object({ phone: ruled(checkPhone, 32), verifyCode: ruled(checkCode, 16) });
export type PhoneLoginBody = z.infer<typeof PhoneLoginBody>;

export const RegisterByPhoneBody = z.object({ phone: ruled(checkPhone, 32), verifyCode: ruled(checkCode, 16), agreement, ...sealedPair });
export type RegisterByPhoneBody = z.infer<typeof RegisterByPhoneBody>;

export const RegisterBody = z.object({
  userName: ruled(checkUsername, 64),
  email: ruled(checkEmail, 128),
  emailCode: ruled(checkCode, 16),
  agreement,
  ...sealedPair,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

// ---- Passwords forgotten and changed ------------------------------------------------------

/** A forgotten password's account: a user name, a phone or an e-mail address (recognised by shape). */
const anyAccount = ruled(checkAnyAccount, 128);
export const UserPhoneQuery = z.object({ userName: anyAccount });
/** Where a forgotten password's code goes, masked: a phone (138****0001) or, failing one, an e-mail (a***@b.cn). */
export const UserPhone = z.object({ phone: z.string().optional(), email: z.string().optional() });
export type UserPhone = z.infer<typeof UserPhone>;

export const ForgetBody = z.object({ userName: anyAccount, verifyCode: ruled(checkCode, 16), ...sealedPair });
export type ForgetBody = z.infer<typeof ForgetBody>;

export const ResetBody = z.object({
  /** The token verifyAuth answered after the SMS step. */
  verifyCode: z.string().min(1).max(200),
  captchaId: z.string().max(64).optional(),
  captchaSecondaryToken: z.string().max(200).optional(),
  ...sealedPair,
});
export type ResetBody = z.infer<typeof ResetBody>;

export const ResetEmailBody = z.object({ account: z.string().trim().min(1, '请输入用户名或邮箱').max(128) });
export type ResetEmailBody = z.infer<typeof ResetEmailBody>;

export const ResetByEmailBody = z.object({ token: z.string().min(1).max(200), ...sealedPair });
export type ResetByEmailBody = z.infer<typeof ResetByEmailBody>;

// ---- QR sign-in ---------------------------------------------------------------------------

export const QR_STATUSES = ['pending', 'scanned', 'confirmed', 'cancelled', 'consumed', 'expired'] as const;
export const QrStatus = z.enum(QR_STATUSES);
export type QrStatus = z.infer<typeof QrStatus>;

export const QrTicketBody = z.object({ ticket: z.uuid({ error: '二维码无效' }) });
export const QrTicketQuery = QrTicketBody;

/** What the desktop shows as a QR code, and until when. */
export const QrTicket = z.object({ ticket: z.uuid(), expiresAt: IsoTime });
export type QrTicket = z.infer<typeof QrTicket>;

/** The desktop's poll: the ticket's state, and the sign-in itself once the phone confirmed. */
export const QrPoll = z.object({ status: QrStatus, token: z.string().optional(), userInfo: UserInfo.optional() });
export type QrPoll = z.infer<typeof QrPoll>;

/** What the phone is shown before it confirms: where the sign-in is asked from. */
export const QrScan = z.object({ status: QrStatus, desktopIp: z.string(), desktopAgent: z.string(), createdAt: IsoTime, expiresAt: IsoTime });
export type QrScan = z.infer<typeof QrScan>;

export const QrDecision = z.object({ status: QrStatus });
export type QrDecision = z.infer<typeof QrDecision>;

// ---- Verification codes (SPEC §4, §7 SMS) -------------------------------------------------

/**
 * What a code is for (SPEC §7 scenes); changeEmail is e-mail only; signContract confirms an online
 * contract signature and goes only to the signed-in user's own phone.
 */
export const SMS_SCENES = ['phoneLogin', 'register', 'forgetPwd', 'resetPwd', 'publishDemandGoods', 'changeEmail', 'signContract'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];
/** The scenes each way of addressing a code serves. */
export const PHONE_SCENES = ['phoneLogin', 'register', 'publishDemandGoods'] as const satisfies readonly SmsScene[];
export const USERNAME_SCENES = ['forgetPwd', 'resetPwd', 'signContract'] as const satisfies readonly SmsScene[];
export const EMAIL_SCENES = ['register', 'changeEmail'] as const satisfies readonly SmsScene[];

/**
 * A scene as sent. Any text is accepted here: an unknown one is answered 场景配置不存在 (code -1)
 * by the gateway, as SPEC §7 says, not as a parameter error.
 */
const scene = z.string().min(1).max(64);

/** A captcha solved for this send (when the gateway asked for one). */
const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captchaSecondaryToken: z.string().max(200).optional(),
};
export type CaptchaPass = { captchaId: string; captchaSecondaryToken: string };

export const SendToPhoneQuery = z.object({ scene, phone: ruled(checkPhone, 32), ...captchaFields });
/** By user name; for forgetPwd, by any account (a phone or e-mail typed is where the code goes). */
export const SendToUserQuery = z.object({ scene, userName: anyAccount, ...captchaFields });
export const SendToEmailQuery = z.object({ scene, email: ruled(checkEmail, 128), ...captchaFields });
/** Where a code goes: a phone, the phone of a user name, or an e-mail address. */
export type CodeTarget = { phone: string } | { userName: string } | { email: string };

/** The client's random device id (kept in its localStorage), so one device's sends count together. */
export const DeviceHeaders = z.object({ 'x-device-id': z.string().regex(/^[\w-]{16,64}$/, '设备标识格式不正确').optional() });

/** A code went out; the next one can be asked for after this many seconds. */
export const CodeSent = z.object({ cooldownSeconds: z.number().int().min(0) });
export type CodeSent = z.infer<typeof CodeSent>;

/** Why a send was refused, in `data` of its failure: which cap, how long to wait, or a captcha first. */
export type SendRefusal = { cap?: 'ip' | 'recipient_ip' | 'recipient_device'; retryAfter?: number; captchaRequired?: boolean; reason?: 'recipient' | 'client' };

/** SPEC §7 lockStatus: true once this client has used up today's sends. */
export const LockStatus = z.boolean();

export const VerifyAuthQuery = z.object({ scene, verifyCode: ruled(checkCode, 16) });
/** A verified SMS for a sensitive operation: spent by resetPwd as its `verifyCode`. */
export const VerifyAuthResult = z.object({ verifyCodeToken: z.string() });
export type VerifyAuthResult = z.infer<typeof VerifyAuthResult>;

// ---- The slider captcha (SPEC §4) ---------------------------------------------------------

export const CaptchaRequiredQuery = z.object({ scene });
/** Whether a send from this client must first pass the captcha. */
export const CaptchaRequired = z.boolean();

export const CaptchaQuery = z.object({ type: z.literal('SLIDER', { error: '仅支持 SLIDER' }) });

/** A slider challenge: two raster images; where the hole is, only the gateway knows. */
export const SliderChallenge = z.object({
  id: z.uuid(),
  type: z.literal('SLIDER'),
  width: z.number().int(),
  height: z.number().int(),
  /** The piece image's side; it slides from the left edge along its row. */
  pieceSize: z.number().int(),
  /** The piece image's top within the background. */
  y: z.number().int(),
  /** data: URLs (WebP). */
  backgroundImage: z.string(),
  sliderImage: z.string(),
});
export type SliderChallenge = z.infer<typeof SliderChallenge>;

export const CaptchaAnswerBody = z.object({
  id: z.uuid({ error: '验证码无效' }),
  x: z.number().min(0).max(1000),
  // The drag that brought the slider there: position (px) and time (ms since the drag began).
  // Optional in shape; without a plausible one the answer fails like a wrong position.
  track: z
    .array(z.object({ x: z.number().min(0).max(1000), t: z.number().min(0).max(600_000) }))
    .max(TRACK.maxPoints)
    .optional(),
});
export type CaptchaAnswerBody = z.infer<typeof CaptchaAnswerBody>;

/** A passed captcha: its single-use secondary token, for the send that asked for it. */
export const CaptchaPassed = z.object({ id: z.uuid(), captchaSecondaryToken: z.string() });
export type CaptchaPassed = z.infer<typeof CaptchaPassed>;
