import { createHash } from 'node:crypto';
import { and, ne, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { Avatar, Profile } from '../../../src/shared/contracts/profile';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound, paramError } from '../../lib/envelope';
import { CONTENT_TYPES, OBJECT_KEY, objectAccess, sniffImage, type ObjectStorage } from '../../lib/storage';
import type { AuthContext } from '../../plugins/sessions';
import { userChanged } from '../../plugins/user-cache';
import { setAvatarUrl, updateContact } from '../user/account-writes';
import { getUser } from '../user/repository';
import type { UserRow } from '../user/service';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const FILE_PREFIX = '/gateway/v1/oss/file/';

const profileView = (user: UserRow): Profile => ({
  userBaseId: String(user.id),
  userName: user.userName,
  name: user.name || user.userName,
  email: user.email ?? '',
  avatarUrl: user.avatarUrl ?? '',
  phoneMasked: user.phone ? maskPhone(user.phone) : '',
  roles: [...user.roles],
  registerType: user.registerType,
  createdAt: toShanghaiIso(user.createdAt),
});

/** The key behind one of our own file URLs, or null for anything else. */
const keyOf = (url: string | null): string | null =>
  url?.startsWith(FILE_PREFIX) && OBJECT_KEY.test(url.slice(FILE_PREFIX.length)) ? url.slice(FILE_PREFIX.length) : null;

/**
 * The user centre: the caller's profile and avatar, and the files users upload. Everything acts
 * on the caller only: nothing here takes another user's id.
 */
export function profileRepository(db: Db, clock: Clock, storage: ObjectStorage) {
  return {
    info: async (userId: number) => profileView(await getUser(db, userId)),

    /** Whether `email` (lower-cased) is not the caller's e-mail yet, so it must be proven first. */
    isNewEmail: async (userId: number, email: string) => email !== (await getUser(db, userId)).email?.toLowerCase(),

    /**
     * Save the nickname and contact e-mail (null clears it). A new e-mail taken by someone else
     * is named as such: the caller has proven they own the mailbox, so they may know.
     */
    async update(userId: number, change: { name: string; email: string | null }): Promise<Profile> {
      const current = await getUser(db, userId);
      if (change.email && change.email !== current.email?.toLowerCase()) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${change.email}`, ne(users.id, userId)))
          .limit(1);
        if (taken) throw paramError('email', '该邮箱已被其他账号使用');
      }
      const row = await updateContact(db, userId, change, clock.now());
      if (!row) throw notFound('用户不存在');
      userChanged(userId);
      return profileView(row);
    },

    /** A new avatar from the raw image bytes; the one it replaces is removed. */
    async setAvatar(userId: number, bytes: unknown): Promise<Avatar> {
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw paramError('file', '请选择要上传的图片');
      const type = sniffImage(bytes);
      if (!type) throw paramError('file', '仅支持 PNG、JPEG、WebP 或 GIF 图片');
      // Named by content: the same image gives the same key, and a URL can never show other bytes.
      const key = `avatars/${userId}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type.ext}`;
      await storage.put(key, bytes, type.contentType);
      const before = await getUser(db, userId);
      const avatarUrl = FILE_PREFIX + key;
      await setAvatarUrl(db, userId, avatarUrl, clock.now());
      userChanged(userId);
      const old = keyOf(before.avatarUrl);
      if (old && old !== key) await storage.remove(old);
      return { avatarUrl };
    },

    /**
     * An uploaded file for a viewer. A private one is answered as missing to anyone but its
     * owner and operators, so its existence is not told either.
     */
    async file(key: string, viewer: AuthContext | null) {
      if (!OBJECT_KEY.test(key)) throw notFound('文件不存在');
      const access = objectAccess(key);
      if (!access.public && !(viewer && (viewer.userId === access.ownerId || viewer.roles.includes('operator')))) {
        throw notFound('文件不存在');
      }
      const bytes = await storage.get(key);
      if (!bytes) throw notFound('文件不存在');
      const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
      return { bytes, contentType: CONTENT_TYPES[ext], public: access.public };
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfileRepository;
  }
}

export default repositoryPlugin('profiles', (app) => profileRepository(app.db, app.clock, app.storage), { name: 'profile-repository' });
