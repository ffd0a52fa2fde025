import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminContentOf, AgreementFields, AgreementKey, AnnouncementFields, ArticleFields, CarouselFields, ContentKind, KnowledgeFields, NewsFields } from '../../../src/shared/contracts/content-admin';
import type { ContentStatus } from '../../../src/shared/contracts/content-status';
import type { ContentAction } from '../../../src/shared/core/content';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { Code } from '../../../src/shared/core/codes';
import { agreements, aiKnowledge, announcements, articles, carouselSlides, news } from '../../db/schema';
import { BizError, paramError } from '../../lib/envelope';
import { isUniqueViolation } from '../../lib/sql';

/*
 * The kinds of content operators write: how each maps onto its table, and the lifecycle's SQL.
 */

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

export type Row = Record<string, unknown>;

/** How one kind of content maps onto its table. */
export interface Kind<K extends ContentKind> {
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

export const KINDS: { [K in ContentKind]: Kind<K> } = {
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
export const effectiveStatus = (kind: Kind<ContentKind>, now: Date) =>
  sql<ContentStatus>`(case when ${kind.status} = 'SCHEDULED' and ${kind.time} <= ${now} then 'PUBLISH' else ${kind.status} end)`;

/** Public now: published (or scheduled and due), and its time, if any, has come. */
export const isLive = (status: PgColumn, at: PgColumn, now: Date): SQL =>
  and(inArray(status, ['PUBLISH', 'SCHEDULED']), or(and(eq(status, 'PUBLISH'), isNull(at)), lte(at, now)))!;

/** Whether an agreement version is the one in force at `now` (the newest live one of its document). */
export const inForceAt = (kind: ContentKind, now: Date) =>
  kind === 'agreement'
    ? sql<boolean>`(${agreements.id} = (select a2.id from ${agreements} a2 where a2.doc_key = ${agreements.docKey} and a2.status in ('PUBLISH', 'SCHEDULED') and a2.effective_at <= ${now} order by a2.effective_at desc, a2.id desc limit 1))`
    : sql<boolean>`false`;

export const stateError = (message: string, status: ContentStatus) => new BizError(Code.ERROR, message, { status });

export const STATUS_NAMES: Record<ContentStatus, string> = { DRAFT: '草稿', SCHEDULED: '待发布', PUBLISH: '已发布', ARCHIVED: '已归档' };
export const ACTION_NAMES: Record<ContentAction, string> = { publish: '发布', schedule: '定时发布', unschedule: '撤回定时', archive: '归档', restore: '恢复为草稿' };

/** A write's error as the operator should see it: an agreement's version number is unique per document. */
export const versionTaken = (kind: ContentKind, error: unknown) =>
  kind === 'agreement' && isUniqueViolation(error) ? paramError('version', '该协议已有此版本号，请换一个版本号') : error;

