import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { LoginStatus, UserInfo } from '../../../src/shared/contracts/account';
import { Code } from '../../../src/shared/core/codes';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { certifications, proofTokens, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { assertHashingCapacity, DECOY_HASH, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { BizError, notFound } from '../../lib/envelope';
import type { AuthContext } from '../../plugins/sessions';
import type { UserChanges } from '../../plugins/user-cache';
import { certificationContact, certificationSummary, summarize, type CertificationSummary } from '../certification/repository';
import { clearFailures, loginKey, recordFailure, reserveLogin } from './login-guard';
import { cancelTicket, confirmTicket, createTicket, pollTicket, scanTicket } from './qr';
import { resetRecipient } from './reset-recipient';
import { changePassword, createUser, type NewUser, type UserRow } from './service';

const live = isNull(users.deletedAt);

/** A live user by id; 100006 when there is none. */
export async function getUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), live));
  if (!row) throw notFound('用户不存在');
  return row;
}

/** The user as the client stores it (SPEC §3 stored user info) plus roles. */
export function userView(user: UserRow, certification: Pick<CertificationSummary, 'certificationStatus' | 'certificationName'>): UserInfo {
  return {
    userBaseId: String(user.id),
    userName: user.userName,
    name: user.name || user.userName,
    phone: user.phone ?? '',
    email: user.email ?? '',
    avatarUrl: user.avatarUrl ?? '',
    roles: [...user.roles],
    registerType: user.registerType,
    certificationStatus: certification.certificationStatus,
    certificationName: certification.certificationName,
    createdAt: toShanghaiIso(user.createdAt),
  };
}

/** Single-use proofs: a verified SMS (verifyAuth), an e-mailed reset link. */
export const PROOF_TTL = { sms_verified: 10 * MINUTE, email_reset: 30 * MINUTE } as const;
export type ProofKind = keyof typeof PROOF_TTL;

/** Accounts: finding, creating and signing in users, their proofs and QR sign-ins. */
export function userRepository(db: Db, clock: Clock, changes: UserChanges) {
  const findOne = async (where: SQL | undefined) => {
    const [row] = await db.select().from(users).where(and(where, live)).limit(1);
    return row as UserRow | undefined;
  };
  const lower = (value: string) => value.trim().toLowerCase();
  const byUserName = (userName: string) => findOne(sql`lower(${users.userName}) = ${lower(userName)}`);
  const byEmail = (email: string) => findOne(sql`lower(${users.email}) = ${lower(email)}`);
  const byAccount = (account: string) =>
    findOne(or(sql`lower(${users.userName}) = ${lower(account)}`, eq(users.phone, account.trim()), sql`lower(${users.email}) = ${lower(account)}`));

  /** A live user and their certification in one query (getUserInfo runs on every workbench load). */
  async function loadInfo(id: number): Promise<UserInfo> {
    const [row] = await db
      .select({ user: users, certification: { status: certifications.status, name: certifications.name, type: certifications.type } })
      .from(users)
      .leftJoin(certifications, eq(certifications.userId, users.id))
      .where(and(eq(users.id, id), live));
    if (!row) throw notFound('用户不存在');
    return userView(row.user, summarize(row.certification));
  }
  // Asked on every workbench load: kept per user until their account or certification changes.
  const infos = changes.cache<UserInfo>();

  return {
    get: (id: number) => getUser(db, id),

    /** A live account by what a person types as "account": user name, phone or e-mail. */
    findByAccount: byAccount,
    findByPhone: (phone: string) => findOne(eq(users.phone, phone)),
    findByUserName: byUserName,
    findByEmail: byEmail,
    /** By user name, or by e-mail when the text is one. */
    findByNameOrEmail: (account: string) => (account.includes('@') ? byEmail(account) : byUserName(account)),
    /** Where a forgotten password's code goes for a typed user name, phone or e-mail. */
    resetRecipient: (account: string) =>
      resetRecipient(account, { byPhone: (phone) => findOne(eq(users.phone, phone)), byEmail, byUserName }),

    /** What a sign-in answers about its user. */
    view: async (user: UserRow): Promise<UserInfo> => userView(user, await certificationSummary(db, user.id)),

    /** SPEC §7 getUserInfo, from this gateway's cache while the user has not changed. */
    info: async (id: number): Promise<UserInfo> => (await infos.get(String(id), async () => ({ userId: id, value: await loadInfo(id) })))!,

    /** SPEC §7 loginStatusAndCertificationInfo. */
    async loginStatus(auth: AuthContext | null): Promise<LoginStatus> {
      if (!auth) return { loginStatus: 'logout' };
      const user = await getUser(db, auth.userId);
      const certification = await certificationSummary(db, user.id);
      // 组织信息 shows the contact submitted with the certification; the account's own details fill what a person left out.
      const contact = await certificationContact(db, user.id);
      return {
        loginStatus: 'login',
        loginType: auth.loginType,
        phone: user.phone ?? '',
        certificationStatus: certification.certificationStatus,
        certificationName: certification.certificationName,
        type: certification.certificationType,
        contactEmail: contact?.contactEmail || (user.email ?? ''),
        contactName: contact?.contactName || user.name || user.userName,
        contactPhone: contact?.contactPhone || (user.phone ?? ''),
      };
    },

    /**
     * The user a password signs in, or a refusal: 100023 while attempts remain, 100024 once the
     * account is locked. The attempt is counted before the (slow) hash check, so parallel guesses
     * cannot outrun the lock; names that do not exist count and answer alike.
     */
    async authenticate(account: string, password: string): Promise<UserRow> {
      assertHashingCapacity();
      const user = await byAccount(account);
      const key = loginKey(user?.id, account);
      await reserveLogin(db, clock, key);
      const matches = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
      if (!user || !matches) return recordFailure(db, clock, key);
      await clearFailures(db, user.id);
      return user;
    },

    create: (input: NewUser) => createUser(db, clock, input),

    /** A new password, set by its owner or by a reset: every session ends. */
    changePassword: (userId: number, password: string) => changePassword(db, clock, userId, password),

    /** A reset proved who the owner is: any password lock ends with it. */
    clearFailures: (userId: number) => clearFailures(db, userId),

    /** Issue a single-use proof for a user. Only its hash is stored. */
    async issueProof(kind: ProofKind, scene: string, userId: number): Promise<string> {
      const token = newToken();
      const now = clock.now();
      await db.insert(proofTokens).values({
        tokenHash: sha256(token),
        kind,
        scene,
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PROOF_TTL[kind]),
      });
      return token;
    },

    /**
     * Spend a proof; answers the user it was issued to. With `owner`, only that user's proof is
     * spent (in the same statement), so a proof sent by someone else stays usable by its owner.
     */
    async spendProof(kind: ProofKind, scene: string, token: string, owner?: number): Promise<number> {
      const now = clock.now();
      const [row] = await db
        .update(proofTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(proofTokens.tokenHash, sha256(token)),
            eq(proofTokens.kind, kind),
            eq(proofTokens.scene, scene),
            isNull(proofTokens.usedAt),
            gt(proofTokens.expiresAt, now),
            owner === undefined ? undefined : eq(proofTokens.userId, owner),
          ),
        )
        .returning({ userId: proofTokens.userId });
      if (!row) {
        throw new BizError(Code.PARAM, kind === 'email_reset' ? '重置链接已失效，请重新获取' : '身份验证已失效，请重新验证', [
          { field: 'verifyCode', message: '身份验证已失效，请重新验证' },
        ]);
      }
      return row.userId;
    },

    /** QR sign-in: the desktop creates and polls a ticket; a signed-in phone confirms or cancels it. */
    qr: {
      create: (desktop: { ip: string; agent: string }) => createTicket(db, clock, desktop),
      poll: (ticket: string) => pollTicket(db, clock, ticket),
      scan: (ticket: string) => scanTicket(db, clock, ticket),
      confirm: (ticket: string, userId: number) => confirmTicket(db, clock, ticket, userId),
      cancel: (ticket: string, userId: number) => cancelTicket(db, clock, ticket, userId),
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: UserRepository;
  }
}

export default repositoryPlugin('accounts', (app) => userRepository(app.db, app.clock, app.userChanges), { name: 'user-repository', dependencies: ['db', 'auth'] });
