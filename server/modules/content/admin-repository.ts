import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, ilike, inArray, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { z } from 'zod';
import type {
  AdminContent,
  AdminContentOf,
  AdminContentQuery,
  AgreementFields,
  AgreementKey,
  AgreementVersion,
  AnnouncementFields,
  ArticleFields,
  CarouselFields,
  ContentKind,
  KnowledgeFields,
  NewsFields,
  PublicNews,
  PublicNewsDetail,
  PublicSlide,
} from '../../../src/shared/contracts/content-admin';
import type { ContentStatus } from '../../../src/shared/contracts/content-status';
import { CONTENT_ACTIONS, REPORT_MAX_BYTES, type ContentAction } from '../../../src/shared/core/content';
import type { PageParams } from '../../../src/shared/contracts/common';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { Code } from '../../../src/shared/core/codes';
import type { Db, Tx } from '../../db/client';
import { agreements, aiKnowledge, announcements, articles, carouselSlides, news } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import type { ObjectStorage } from '../../lib/storage';
import { recordAudit } from '../audit/service';
import { isUniqueViolation, likeContains } from '../../lib/sql';

/** Who is acting, for the audit trail. */
export interface Actor {
  userId: number;
  ip: string;
}

/** Each kind's fields as validated (defaults applied). */
export type Fields = {
  announcement: z.output<typeof AnnouncementFields>;
  knowledge: z.output<typeof KnowledgeFields>;
  article: z.output<typeof ArticleFields>;
  news: z.output<typeof NewsFields>;
  carousel: z.output<typeof CarouselFields>;
  agreement: z.output<typeof AgreementFields>;
};

type Row = Record<string, unknown>;

/** How one kind of content maps onto its table. */
interface Kind<K extends ContentKind> {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  /** When the item goes public: publish_time, an announcement's start_at, an agreement's effective_at. */
  time: PgColumn;
  /** The agreement's time is one of its fields (its effective date): the lifecycle never clears it. */
  timeIsField: boolean;
  /** The TypeScript key of `time` in the row. */
  timeKey: string;
  updatedKey: string | null;
  title: AnyColumn | SQL;
  keyword: AnyColumn[];
  missing: string;
  /** States in which the item may still be edited. */
  editable: readonly ContentStatus[];
  view(row: Row, status: ContentStatus, now: Date): AdminContentOf<K>;
  /** Column values from the form's fields. */
  values(fields: Fields[K]): Row;
  /** Values a new item gets besides its fields (its public id). */
  created(): Row;
}

const baseId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const time = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A table of content: its id and lifecycle status columns. */
type ContentTable = PgTable & { id: PgColumn; status: PgColumn; $inferSelect: Row };

/** The named values of a row. */
const pick = <T extends Row, C extends keyof T>(row: T, ...keys: C[]) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, C>;

/**
 * One kind's mapping, with what most kinds share: the lifecycle time is publish_time, the form's
 * fields are the columns, the title column names the item, updated_at (where the table has it) is its
 * last change, and published items may still be edited.
 */
function contentKind<K extends ContentKind, T extends ContentTable>(
  kind: K,
  table: T,
  spec: Pick<Kind<K>, 'keyword' | 'missing' | 'created'> &
    Partial<Pick<Kind<K>, 'time' | 'timeIsField' | 'timeKey' | 'updatedKey' | 'title' | 'editable' | 'values'>> & {
      /** The view's title, when it is not the title column. */
      heading?: (row: T['$inferSelect']) => string;
      /** The column shown as the last change, when it is not `updatedKey`. */
      changedKey?: string;
      data(row: T['$inferSelect'], status: ContentStatus, now: Date): AdminContentOf<K>['data'];
    },
): Kind<K> {
  const { heading, changedKey, data, ...rest } = spec;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const k: Kind<K> = {
    table,
    id: table.id,
    status: table.status,
    time: columns.publishTime!,
    timeIsField: false,
    timeKey: 'publishTime',
    updatedKey: columns.updatedAt ? 'updatedAt' : null,
    title: columns.title!,
    editable: ['DRAFT', 'SCHEDULED', 'PUBLISH'],
    values: (f) => ({ ...f }),
    ...rest,
    view: (row, status, now) => {
      const shownChange = changedKey ?? k.updatedKey;
      return {
        id: row.id as number,
        kind,
        status,
        title: heading ? heading(row) : (row.title as string),
        publishTime: isoOrNull(row[k.timeKey] as Date | null),
        updatedAt: shownChange ? isoOrNull(row[shownChange] as Date | null) : null,
        data: data(row, status, now),
      } as unknown as AdminContentOf<K>;
    },
  };
  return k;
}

const KINDS: { [K in ContentKind]: Kind<K> } = {
  announcement: contentKind('announcement', announcements, {
    time: announcements.startAt,
    timeKey: 'startAt',
    title: announcements.content,
    keyword: [announcements.content],
    missing: '公告不存在',
    heading: (row) => row.content.split(/\r?\n/)[0]!.slice(0, 60),
    data: (row) => ({ ...pick(row, 'announcementBaseId', 'content', 'applicablePages', 'sort'), endAt: isoOrNull(row.endAt) }),
    values: (f) => ({ content: f.content, applicablePages: f.applicablePages, endAt: time(f.endAt), sort: f.sort }),
    created: () => ({ announcementBaseId: baseId('ann'), status: 'DRAFT', startAt: null }),
  }),
  knowledge: contentKind('knowledge', aiKnowledge, {
    keyword: [aiKnowledge.title, aiKnowledge.summary],
    missing: '知识库内容不存在',
    data: (row) =>
      pick(row, 'aiKnowledgeBaseId', 'title', 'summary', 'category', 'tags', 'coverUrl', 'author', 'content', 'pageCount', 'fileName', 'fileSize', 'downloadCount'),
    created: () => ({ aiKnowledgeBaseId: baseId('kb'), status: 'DRAFT' }),
  }),
  article: contentKind('article', articles, {
    keyword: [articles.title, articles.summary],
    missing: '文章不存在',
    data: (row) => pick(row, 'articleBaseId', 'title', 'summary', 'thumbnail', 'category', 'author', 'content'),
    created: () => ({ articleBaseId: baseId('art'), status: 'DRAFT' }),
  }),
  news: contentKind('news', news, {
    keyword: [news.title, news.desc],
    missing: '新闻不存在',
    data: (row) => pick(row, 'newsBaseId', 'title', 'desc', 'coverImg', 'content'),
    created: () => ({ newsBaseId: baseId('news'), status: 'DRAFT' }),
  }),
  carousel: contentKind('carousel', carouselSlides, {
    keyword: [carouselSlides.title, carouselSlides.subtitle],
    missing: '轮播图不存在',
    data: (row) => pick(row, 'title', 'subtitle', 'imageUrl', 'buttonText', 'link', 'loginRequired', 'sort'),
    created: () => ({ status: 'DRAFT' }),
  }),
  agreement: contentKind('agreement', agreements, {
    time: agreements.effectiveAt,
    timeIsField: true,
    timeKey: 'effectiveAt',
    changedKey: 'createdAt',
    title: sql`${agreements.title} || ' ' || ${agreements.version}`,
    keyword: [agreements.title, agreements.version, agreements.docKey],
    missing: '协议版本不存在',
    // A published version is what users agreed to: it never changes; publish a new version instead.
    editable: ['DRAFT', 'SCHEDULED'],
    heading: (row) => `${row.title}（${row.version}）`,
    data: (r, status, now) => {
      const row = r as typeof r & { inForce?: boolean };
      return {
        docKey: row.docKey as AgreementKey,
        version: row.version,
        title: row.title,
        content: row.content,
        effectiveAt: toShanghaiIso(row.effectiveAt),
        inForce: Boolean(row.inForce) && status === 'PUBLISH' && row.effectiveAt <= now,
      };
    },
    values: (f) => ({ ...f, effectiveAt: new Date(f.effectiveAt) }),
    created: () => ({ status: 'DRAFT' }),
  }),
};

/** The state an item is in now: a SCHEDULED item whose time has come is published. */
const effectiveStatus = (kind: Kind<ContentKind>, now: Date) =>
  sql<ContentStatus>`(case when ${kind.status} = 'SCHEDULED' and ${kind.time} <= ${now} then 'PUBLISH' else ${kind.status} end)`;

/** Public now: published (or scheduled and due), and its time, if any, has come. */
export const isLive = (status: PgColumn, at: PgColumn, now: Date): SQL =>
  and(inArray(status, ['PUBLISH', 'SCHEDULED']), or(and(eq(status, 'PUBLISH'), isNull(at)), lte(at, now)))!;

/** Whether an agreement version is the one in force at `now` (the newest live one of its document). */
const inForceAt = (kind: ContentKind, now: Date) =>
  kind === 'agreement'
    ? sql<boolean>`(${agreements.id} = (select a2.id from ${agreements} a2 where a2.doc_key = ${agreements.docKey} and a2.status in ('PUBLISH', 'SCHEDULED') and a2.effective_at <= ${now} order by a2.effective_at desc, a2.id desc limit 1))`
    : sql<boolean>`false`;

const stateError = (message: string, status: ContentStatus) => new BizError(Code.ERROR, message, { status });

const STATUS_NAMES: Record<ContentStatus, string> = { DRAFT: '草稿', SCHEDULED: '待发布', PUBLISH: '已发布', ARCHIVED: '已归档' };
const ACTION_NAMES: Record<ContentAction, string> = { publish: '发布', schedule: '定时发布', unschedule: '撤回定时', archive: '归档', restore: '恢复为草稿' };

/** A write's error as the operator should see it: an agreement's version number is unique per document. */
const versionTaken = (kind: ContentKind, error: unknown) =>
  kind === 'agreement' && isUniqueViolation(error) ? paramError('version', '该协议已有此版本号，请换一个版本号') : error;

/**
 * 管理 › 内容: operators write announcements, knowledge items, articles, news, carousel slides and
 * agreement versions, and move them through their lifecycle; each change writes one audit row with
 * the item before and after, in the same transaction. Scheduled items need no job: every public
 * read takes a SCHEDULED item whose time has come as published (isLive), so it shows exactly
 * once its time comes, on every gateway.
 */
export function contentAdminRepository(db: Db, clock: Clock, storage: ObjectStorage) {
  const kindOf = <K extends ContentKind>(kind: K) => KINDS[kind] as unknown as Kind<ContentKind>;

  async function load(tx: Db | Tx, kind: ContentKind, id: number, lock = false): Promise<{ row: Row; view: AdminContent }> {
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
  async function audited(tx: Tx, actor: Actor, kind: ContentKind, verb: string, id: number, before: AdminContent | null) {
    const { view } = await load(tx, kind, id);
    await recordAudit(tx, clock, { actorId: actor.userId, action: `content.${verb}`, targetType: `content.${kind}`, targetId: id, before, after: view, ip: actor.ip });
    return view;
  }

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
        return audited(tx, actor, kind, 'create', row!.id, null);
      });
    } catch (error) {
      throw versionTaken(kind, error);
    }
  }

  async function update<K extends ContentKind>(actor: Actor, kind: K, id: number, fields: Fields[K]): Promise<AdminContent> {
    const k = kindOf(kind);
    try {
      return await db.transaction(async (tx) => {
        const before = await load(tx, kind, id, true);
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
        return audited(tx, actor, kind, 'update', id, before.view);
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
      const before = await load(tx, kind, id, true);
      const from = before.view.status;
      const allowed = CONTENT_ACTIONS[action] as readonly ContentStatus[];
      if (!allowed.includes(from)) {
        throw stateError(`${STATUS_NAMES[from]}的内容不能${ACTION_NAMES[action]}（仅限${allowed.map((s) => STATUS_NAMES[s]).join('、')}）`, from);
      }
      // Only a published version is ever archived, and what users agreed to never changes again.
      if (kind === 'agreement' && action === 'restore') throw stateError('已发布过的协议版本不能恢复为草稿，请新建一个版本', from);
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
      if (k.updatedKey) values[k.updatedKey] = now;
      await tx.update(k.table).set(values as never).where(eq(k.id, id));
      return audited(tx, actor, kind, action, id, before.view);
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
      const before = await load(tx, 'knowledge', id, true);
      const old = (before.row as typeof aiKnowledge.$inferSelect).fileKey;
      await tx.update(aiKnowledge).set({ fileKey: key, fileName, fileSize: bytes.length }).where(eq(aiKnowledge.id, id));
      return { old, view: await audited(tx, actor, 'knowledge', 'report', id, before.view) };
    });
    if (oldKey.old && oldKey.old !== key) await storage.remove(oldKey.old);
    return oldKey.view as AdminContentOf<'knowledge'>;
  }

  return {
    page,
    detail: async (kind: ContentKind, id: number) => (await load(db, kind, id)).view,
    create,
    update,
    transition,
    attachReport,

    // ---- The storefront's reads --------------------------------------------------------------

    async newsPage(q: PageParams) {
      const now = clock.now();
      const result = await paginate(
        db,
        db
          .select({ newsBaseId: news.newsBaseId, title: news.title, desc: news.desc, coverImg: news.coverImg, publishTime: news.publishTime })
          .from(news)
          .where(isLive(news.status, news.publishTime, now))
          .orderBy(desc(news.publishTime), desc(news.id))
          .$dynamic(),
        q,
      );
      return { ...result, records: result.records.map((r): PublicNews => ({ ...r, publishTime: isoOrNull(r.publishTime) })) };
    },

    async newsDetail(newsBaseId: string): Promise<PublicNewsDetail> {
      const [row] = await db
        .select({ newsBaseId: news.newsBaseId, title: news.title, desc: news.desc, coverImg: news.coverImg, publishTime: news.publishTime, content: news.content })
        .from(news)
        .where(and(eq(news.newsBaseId, newsBaseId), isLive(news.status, news.publishTime, clock.now())))
        .limit(1);
      if (!row) throw notFound('新闻不存在或已下线');
      return { ...row, publishTime: isoOrNull(row.publishTime) };
    },

    async slides(): Promise<PublicSlide[]> {
      const s = carouselSlides;
      return db
        .select({ id: s.id, title: s.title, subtitle: s.subtitle, imageUrl: s.imageUrl, buttonText: s.buttonText, link: s.link, loginRequired: s.loginRequired })
        .from(s)
        .where(isLive(s.status, s.publishTime, clock.now()))
        .orderBy(s.sort, s.id);
    },

    /** The version in force: the newest published one whose effective date has come; null while none. */
    async agreementInForce(docKey: AgreementKey): Promise<AgreementVersion | null> {
      const a = agreements;
      const [row] = await db
        .select({ docKey: a.docKey, version: a.version, title: a.title, content: a.content, effectiveAt: a.effectiveAt })
        .from(a)
        .where(and(eq(a.docKey, docKey), isLive(a.status, a.effectiveAt, clock.now())))
        .orderBy(desc(a.effectiveAt), desc(a.id))
        .limit(1);
      return row ? { ...row, docKey: row.docKey as AgreementKey, effectiveAt: toShanghaiIso(row.effectiveAt) } : null;
    },

    /** A published knowledge item's report, counted as downloaded. */
    async report(aiKnowledgeBaseId: string) {
      const k = aiKnowledge;
      const [row] = await db
        .update(k)
        .set({ downloadCount: sql`${k.downloadCount} + 1` })
        .where(and(eq(k.aiKnowledgeBaseId, aiKnowledgeBaseId), isLive(k.status, k.publishTime, clock.now()), sql`${k.fileKey} is not null`))
        .returning({ fileKey: k.fileKey, fileName: k.fileName });
      if (!row?.fileKey) throw notFound('该内容没有可下载的报告');
      const bytes = await storage.get(row.fileKey);
      if (!bytes) throw notFound('报告文件不存在');
      return { bytes, fileName: row.fileName ?? `${aiKnowledgeBaseId}.pdf` };
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof contentAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentAdmin: ContentAdminRepository;
  }
}

export default repositoryPlugin('contentAdmin', (app) => contentAdminRepository(app.db, app.clock, app.storage), { name: 'content-admin-repository' });
