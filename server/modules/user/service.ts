import { eq } from 'drizzle-orm';
import type { RegisterType } from '../../../src/shared/contracts/account';
import { Code } from '../../../src/shared/core/codes';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashPassword, randomString } from '../../lib/crypto';
import { alreadyExists, BizError } from '../../lib/envelope';
import { revokeUserSessions } from '../../plugins/sessions';
import { grantBenefit } from '../wallet/benefits';
import { ensureWallet } from '../wallet/service';

/** A row of the users table. */
export type UserRow = typeof users.$inferSelect;
import { isUniqueViolation } from '../../lib/sql';

/** SPEC §9 sign-up reward: 20 free AI photo images. */
export const SIGNUP_PHOTO_IMAGES = 20;

export interface NewUser {
  userName?: string;
  phone?: string | null;
  email?: string | null;
  password: string;
  registerType: Exclude<RegisterType, 'seed'>;
  name?: string;
}

const LOWER_ALNUM = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A user name for phone sign-ups: starts with a letter, 10 characters (SPEC §5 user name rule). */
const generatedUserName = () => `u_${randomString(8, LOWER_ALNUM)}`;

/**
 * Create an account with its wallet and sign-up reward, all or nothing. Two sign-ups racing for
 * one phone, name or e-mail: the unique index decides, the loser gets 50006.
 */
export async function createUser(db: Db, clock: Clock, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const userName = input.userName ?? generatedUserName();
    try {
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const [user] = await tx
          .insert(users)
          .values({
            userName,
            phone: input.phone ?? null,
            email: input.email ?? null,
            passwordHash,
            name: input.name ?? '',
            registerType: input.registerType,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await ensureWallet(tx, user!.id);
        await grantBenefit(tx, {
          userId: user!.id,
          kind: 'photo_api_images',
          quantity: SIGNUP_PHOTO_IMAGES,
          source: 'signup',
          title: '注册赠送 AI 写真 API 免费额度',
        });
        return user!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_phone_key')) throw alreadyExists('该手机号已注册');
      if (isUniqueViolation(error, 'users_email_key')) throw alreadyExists('该邮箱已注册');
      if (isUniqueViolation(error, 'users_user_name_key')) {
        if (input.userName) throw alreadyExists('该用户名已被使用');
        continue; // a generated name collided: draw another
      }
      throw error;
    }
  }
  throw new BizError(Code.ERROR, '注册失败，请稍后重试');
}

/** Set a new password and end every session of the user: old tokens die with the old password. */
export async function changePassword(db: Db | Tx, clock: Clock, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, userId));
  await revokeUserSessions(db as Db, clock, userId);
}
