import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type { AdminContent, AdminContentOf, AdminContentQuery, ContentKind } from '../../../src/shared/contracts/content-admin';
import type { ContentStatus } from '../../../src/shared/contracts/content-status';
import { CONTENT_ACTIONS, COVER_MAX_BYTES, REPORT_MAX_BYTES, type ContentAction } from '../../../src/shared/core/content';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { Db, Tx } from '../../db/client';
import { aiKnowledge } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound, paramError } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { sniffImage, type ObjectStorage } from '../../lib/storage';
import { recordAudit } from '../audit/service';
import { likeContains } from '../../lib/sql';
import { ACTION_NAMES, effectiveStatus, inForceAt, KINDS, STATUS_NAMES, stateError, versionTaken, type Actor, type Fields, type Kind, type Row } from './kinds';

export type { Actor, Fields } from './kinds';

const kindOf = <K extends ContentKind>(kind: K) => KINDS[kind] as unknown as Kind<ContentKind>;

/** An item with its row and its view, its row locked for the transaction when asked. */
async function load(tx: Db | Tx, clock: Clock, kind: ContentKind, id: number, lock = false): Promise<{ row: Row; view: AdminContent }> {
  const k = kindOf(kind);
  const now = clock.now();
  const inForce = inForceAt(kind, now);
  const query = tx
    .select({ row: k.table as never, state: effectiveStatus(k, now), inForce })
    .from(k.table)
    .where(eq(k.id, id));
  const [found] = (lock ? await query.for('update') : await query) as { row: Row; state: ContentStatus; inForce: boolean }[];
  if (!found) throw notFound(k.missing);
  return { row: found.row, view: k.view({ ...found.row, inForce: found.inForce }, found.state, now) };
}

/** The item as written, with one audit row of it before and after. */
async function audited(tx: Tx, clock: Clock, actor: Actor, kind: ContentKind, verb: string, id: number, before: AdminContent | null) {
  const { view } = await load(tx, clock, kind, id);
  await recordAudit(tx, clock, { actorId: actor.userId, action: `content.${verb}`, targetType: `content.${kind}`, targetId: id, before, after: view, ip: actor.ip });
  return view;
}

/** The columns one lifecycle step writes: its status and, where the step sets it, the item's time. */
function stepValues(k: Kind<ContentKind>, action: ContentAction, now: Date, at?: string): Row {
  const values: Row = {};
  switch (action) {
    case 'publish':
      values.status = 'PUBLISH';
      // An agreement keeps its effective date; everything else goes public now.
      if (!k.timeIsField) values[k.timeKey] = now;
      break;
    case 'schedule': {
      const when = new Date(at!);
      if (when.getTime() <= now.getTime()) throw paramError('publishTime', '定时发布时间需晚于当前时间');
      values.status = 'SCHEDULED';
      values[k.timeKey] = when;
      break;
    }
    case 'unschedule':
    case 'restore':
      values.status = 'DRAFT';
      if (!k.timeIsField) values[k.timeKey] = null;
      break;
    case 'archive':
      values.status = 'ARCHIVED';
      break;
  }
  return values;
}

/**
 * 管理 › 内容: operators write announcements, knowledge items, articles, news, carousel slides and
 * agreement versions, and move them through their lifecycle; each change writes one audit row with
 * the item before and after, in the same transaction. Scheduled items need no job: every public
 * read takes a SCHEDULED item whose time has come as published (isLive), so it shows exactly
 * once its time comes, on every gateway.
 */
export function contentAdminRepository(db: Db, clock: Clock, storage: ObjectStorage) {
  async function page(kind: ContentKind, q: z.output<typeof AdminContentQuery> & PageParams) {
    const k = kindOf(kind);
    const now = clock.now();
    const state = effectiveStatus(k, now);
    const keyword = q.keyword ? likeContains(q.keyword) : null;
    const where = and(q.status ? sql`${state} = ${q.status}` : undefined, keyword ? or(...k.keyword.map((column) => ilike(column, keyword))) : undefined);
    const inForce = inForceAt(kind, now);
    const result = await paginate(
      db,
      db
        .select({ row: k.table as never, state, inForce })
        .from(k.table)
        .where(where)
        .orderBy(desc(sql`coalesce(${k.time}, 'infinity'::timestamptz)`), desc(k.id))
        .$dynamic(),
      q,
    );
    return {
      ...result,
      records: (result.records as unknown as { row: Row; state: ContentStatus; inForce: boolean }[]).map((r) => k.view({ ...r.row, inForce: r.inForce }, r.state, now)),
    };
  }

  async function create<K extends ContentKind>(actor: Actor, kind: K, fields: Fields[K]): Promise<AdminContent> {
    const k = kindOf(kind);
    try {
      return await db.transaction(async (tx) => {
        const values = { ...k.values(fields as never), ...k.created() };
        const [row] = (await tx.insert(k.table).values(values as never).returning({ id: k.id })) as { id: number }[];
        return audited(tx, clock, actor, kind, 'create', row!.id, null);
      });
    } catch (error) {
      throw versionTaken(kind, error);
    }
  }

  async function update<K extends ContentKind>(actor: Actor, kind: K, id: number, fields: Fields[K]): Promise<AdminContent> {
    const k = kindOf(kind);
    try {
      return await db.transaction(async (tx) => {
        const before = await load(tx, clock, kind, id, true);
        if (!k.editable.includes(before.view.status)) {
          throw stateError(
            kind === 'agreement' && before.view.status === 'PUBLISH'
              ? '已发布的协议版本不能修改，请新建一个版本'
              : `${STATUS_NAMES[before.view.status]}的内容不能修改${before.view.status === 'ARCHIVED' ? '，请先恢复为草稿' : ''}`,
            before.view.status,
          );
        }
        const values: Row = { ...k.values(fields as never) };
        if (k.updatedKey) values[k.updatedKey] = clock.now();
        // An agreement scheduled for its effective date moves with it.
        await tx.update(k.table).set(values as never).where(eq(k.id, id));
        return audited(tx, clock, actor, kind, 'update', id, before.view);
      });
    } catch (error) {
      throw versionTaken(kind, error);
    }
  }

  /** One lifecycle step, allowed only from the states CONTENT_ACTIONS names (checked under a row lock). */
  async function transition(actor: Actor, kind: ContentKind, id: number, action: ContentAction, at?: string): Promise<AdminContent> {
    const k = kindOf(kind);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const before = await load(tx, clock, kind, id, true);
      const from = before.view.status;
      const allowed = CONTENT_ACTIONS[action] as readonly ContentStatus[];
      if (!allowed.includes(from)) {
        throw stateError(`${STATUS_NAMES[from]}的内容不能${ACTION_NAMES[action]}（仅限${allowed.map((s) => STATUS_NAMES[s]).join('、')}）`, from);
      }
      // Only a published version is ever archived, and what users agreed to never changes again.
      if (kind === 'agreement' && action === 'restore') throw stateError('已发布过的协议版本不能恢复为草稿，请新建一个版本', from);
      const values = stepValues(k, action, now, at);
      if (k.updatedKey) values[k.updatedKey] = now;
      await tx.update(k.table).set(values as never).where(eq(k.id, id));
      return audited(tx, clock, actor, kind, action, id, before.view);
    });
  }

  /** A knowledge item's report: a PDF (checked by its first bytes), kept in object storage. */
  async function attachReport(actor: Actor, id: number, bytes: Buffer, fileName: string): Promise<AdminContentOf<'knowledge'>> {
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw paramError('file', '请选择要上传的报告文件');
    if (bytes.length > REPORT_MAX_BYTES) throw paramError('file', '报告文件不能超过 20 MB');
    if (bytes.toString('ascii', 0, 5) !== '%PDF-') throw paramError('file', '报告文件需为 PDF 格式');
    const key = `reports/${actor.userId}/${randomBytes(16).toString('hex')}.pdf`;
    await storage.put(key, bytes, 'application/pdf');
    const oldKey = await db.transaction(async (tx) => {
      const before = await load(tx, clock, 'knowledge', id, true);
      const old = (before.row as typeof aiKnowledge.$inferSelect).fileKey;
      await tx.update(aiKnowledge).set({ fileKey: key, fileName, fileSize: bytes.length }).where(eq(aiKnowledge.id, id));
      return { old, view: await audited(tx, clock, actor, 'knowledge', 'report', id, before.view) };
    });
    if (oldKey.old && oldKey.old !== key) await storage.remove(oldKey.old);
    return oldKey.view as AdminContentOf<'knowledge'>;
  }

  /**
   * A cover or thumbnail image for a knowledge item or an article (PNG, JPEG, WebP or GIF by its first
   * bytes, at most 2 MB), kept in the public `covers` folder; answers the address the item's
   * coverUrl / thumbnail field takes.
   */
  async function uploadImage(actor: Actor, bytes: Buffer): Promise<{ url: string }> {
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw paramError('file', '请选择要上传的图片');
    if (bytes.length > COVER_MAX_BYTES) throw paramError('file', '图片不能超过 2 MB');
    const type = sniffImage(bytes);
    if (!type) throw paramError('file', '图片需为 PNG、JPEG、WebP 或 GIF 格式');
    const key = `covers/${actor.userId}/${randomBytes(16).toString('hex')}.${type.ext}`;
    await storage.put(key, bytes, type.contentType);
    await recordAudit(db, clock, { actorId: actor.userId, action: 'content.image', targetType: 'content.image', targetId: key, after: { key, size: bytes.length }, ip: actor.ip });
    return { url: `/gateway/v1/oss/file/${key}` };
  }

  return {
    uploadImage,
    page,
    detail: async (kind: ContentKind, id: number) => (await load(db, clock, kind, id)).view,
    create,
    update,
    transition,
    attachReport,
  };
}

export type ContentAdminRepository = ReturnType<typeof contentAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentAdmin: ContentAdminRepository;
  }
}

export default repositoryPlugin('contentAdmin', (app) => contentAdminRepository(app.db, app.clock, app.storage), { name: 'content-admin-repository' });
