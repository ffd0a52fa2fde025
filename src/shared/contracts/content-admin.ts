/**
 * 管理 › 内容 (issue 13): what operators publish — announcements, knowledge items, articles, news,
 * the home carousel's slides and the six agreements — and the storefront's reads of the last three.
 * Every item goes DRAFT → SCHEDULED → PUBLISH → ARCHIVED; a SCHEDULED item counts as published
 * once its time has come (read-time filtering: there is no job to miss or run twice).
 * Every operator endpoint needs the `content:manage` permission.
 */
import { z } from 'zod';
import { AGREEMENT_IDS, ANNOUNCEMENT_PAGES, CONTENT_ACTIONS, CONTENT_KINDS } from '../core/content';
import { IsoTime, keyword, Page, PageQuery, RecordId, text, TimeParam } from './common';
import { ArticleDetail, KnowledgeDetail } from './content';
import { ContentStatus } from './content-status';

export { AGREEMENT_IDS, ANNOUNCEMENT_PAGES, CONTENT_ACTIONS, CONTENT_KINDS };
export const ContentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKind>;
export const AgreementKey = z.enum(AGREEMENT_IDS);
export type AgreementKey = z.infer<typeof AgreementKey>;

/** An image or a page of the product, or an https address: never javascript: or data:. */
const link = (max = 256) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^(\/(?!\/)|https:\/\/)[^\s<>"']*$/, '请输入以 / 开头的站内地址或 https:// 地址');
/** A page of the product (the carousel's button). */
const productPath = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .regex(/^\/(?!\/)[^\s<>"']*$/, '请输入以 / 开头的站内地址');
const markdown = (max: number) => text(max);
const sort = z.number().int().min(0).max(9999).default(0);

// ---- What an operator edits, per kind ------------------------------------------------------

/** SPEC §3 announcement: plain text (line breaks kept), sent to the storefront URL-encoded. */
export const AnnouncementFields = z.object({
  content: text(1000),
  applicablePages: z.array(z.enum(ANNOUNCEMENT_PAGES)).min(1, '请至少选择一个展示页面').max(ANNOUNCEMENT_PAGES.length),
  /** When it stops showing; none: until archived. */
  endAt: TimeParam.nullable().default(null),
  sort,
});
export type AnnouncementFields = z.input<typeof AnnouncementFields>;

/** What knowledge items and articles both are: a piece of writing with its summary, category and author. */
const WritingFields = z.object({
  title: text(100),
  summary: text(500),
  category: text(32),
  author: text(32),
  /** Markdown, rendered sanitised (no raw HTML). */
  content: markdown(50_000),
});

export const KnowledgeFields = WritingFields.extend({
  tags: z.array(text(16)).max(8).default([]),
  coverUrl: link(),
  pageCount: z.number().int().min(0).max(10_000).default(0),
});
export type KnowledgeFields = z.input<typeof KnowledgeFields>;

export const ArticleFields = WritingFields.extend({ thumbnail: link() });
export type ArticleFields = z.input<typeof ArticleFields>;

export const NewsFields = z.object({
  title: text(100),
  desc: text(300),
  coverImg: link(),
  content: markdown(50_000),
});
export type NewsFields = z.input<typeof NewsFields>;

export const CarouselFields = z.object({
  title: text(40),
  subtitle: text(80, 0).default(''),
  imageUrl: link(),
  buttonText: text(12),
  link: productPath,
  loginRequired: z.boolean().default(false),
  sort,
});
export type CarouselFields = z.input<typeof CarouselFields>;

export const AgreementFields = z.object({
  docKey: AgreementKey,
  version: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,16}$/, '版本号为1–16位字母、数字、点、下划线或连字符'),
  title: text(64),
  content: markdown(100_000),
  /** From when this version is in force. */
  effectiveAt: TimeParam,
});
export type AgreementFields = z.input<typeof AgreementFields>;

/** Each kind's editable fields (the body of add and update). */
export const CONTENT_FIELDS = {
  announcement: AnnouncementFields,
  knowledge: KnowledgeFields,
  article: ArticleFields,
  news: NewsFields,
  carousel: CarouselFields,
  agreement: AgreementFields,
} as const;

// ---- What an operator reads -----------------------------------------------------------------

const common = {
  id: RecordId,
  /** The effective state: a SCHEDULED item whose time has come reads PUBLISH. */
  status: ContentStatus,
  /** What the list shows as the item's name. */
  title: z.string(),
  /** When it goes (or went) public; for an agreement, its effective date. */
  publishTime: IsoTime.nullable(),
  updatedAt: IsoTime.nullable(),
};

/** A slide of the home carousel, as operators and the storefront read it. */
const Slide = z.object({
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  buttonText: z.string(),
  link: z.string(),
  loginRequired: z.boolean(),
});

/** An item of one kind as an operator reads it: the fields every kind has, and the kind's own in `data`. */
const adminItem = <K extends ContentKind, D extends z.ZodObject>(kind: K, data: D) => z.object({ ...common, kind: z.literal(kind), data });

export const AdminAnnouncement = adminItem(
  'announcement',
  z.object({
    announcementBaseId: z.string(),
    content: z.string(),
    applicablePages: z.array(z.string()),
    endAt: IsoTime.nullable(),
    sort: z.number().int(),
  }),
);
export const AdminKnowledge = adminItem(
  'knowledge',
  KnowledgeDetail.omit({ viewCount: true, status: true, publishTime: true, hasReport: true }).extend({
    /** The downloadable report, once uploaded. */
    fileName: z.string().nullable(),
    fileSize: z.number().int().nullable(),
  }),
);
export const AdminArticle = adminItem('article', ArticleDetail.omit({ viewCount: true, publishTime: true }));
export const AdminNews = adminItem(
  'news',
  z.object({ newsBaseId: z.string(), title: z.string(), desc: z.string(), coverImg: z.string(), content: z.string() }),
);
export const AdminCarousel = adminItem(
  'carousel',
  z.object({ ...Slide.shape, sort: z.number().int() }),
);
export const AdminAgreement = adminItem(
  'agreement',
  z.object({ docKey: AgreementKey, version: z.string(), title: z.string(), content: z.string(), effectiveAt: IsoTime, inForce: z.boolean() }),
);

export const ADMIN_CONTENT = {
  announcement: AdminAnnouncement,
  knowledge: AdminKnowledge,
  article: AdminArticle,
  news: AdminNews,
  carousel: AdminCarousel,
  agreement: AdminAgreement,
} as const;

export const AdminContent = z.discriminatedUnion('kind', [AdminAnnouncement, AdminKnowledge, AdminArticle, AdminNews, AdminCarousel, AdminAgreement]);
export type AdminContent = z.infer<typeof AdminContent>;
export type AdminContentOf<K extends ContentKind> = Extract<AdminContent, { kind: K }>;

export const AdminContentQuery = PageQuery.extend({ status: ContentStatus.optional(), keyword });
export type AdminContentQuery = z.input<typeof AdminContentQuery>;

export const ContentScheduleBody = z.object({ publishTime: TimeParam });
export type ContentScheduleBody = z.input<typeof ContentScheduleBody>;

export const ContentActionName = z.enum(Object.keys(CONTENT_ACTIONS) as [keyof typeof CONTENT_ACTIONS, ...(keyof typeof CONTENT_ACTIONS)[]]);

export const AdminContentPageOf = <K extends ContentKind>(kind: K) => Page(ADMIN_CONTENT[kind]);

// ---- What the storefront reads ---------------------------------------------------------------

export const NewsQuery = PageQuery;
export const NewsParams = z.object({ newsBaseId: z.string().trim().min(1).max(64) });
export const PublicNews = z.object({ newsBaseId: z.string(), title: z.string(), desc: z.string(), coverImg: z.string(), publishTime: IsoTime.nullable() });
export type PublicNews = z.infer<typeof PublicNews>;
export const PublicNewsPage = Page(PublicNews);
export type PublicNewsPage = z.infer<typeof PublicNewsPage>;
export const PublicNewsDetail = PublicNews.extend({ content: z.string() });
export type PublicNewsDetail = z.infer<typeof PublicNewsDetail>;

export const PublicSlide = z.object({ id: RecordId, ...Slide.shape });
export type PublicSlide = z.infer<typeof PublicSlide>;

export const AgreementParams = z.object({ docKey: AgreementKey });
/** The version of an agreement in force now: the newest published one whose effective date has come. */
export const AgreementVersion = z.object({ docKey: AgreementKey, version: z.string(), title: z.string(), content: z.string(), effectiveAt: IsoTime });
export type AgreementVersion = z.infer<typeof AgreementVersion>;

export const KnowledgeDownloadQuery = z.object({ aiKnowledgeBaseId: z.string().trim().min(1).max(64) });
/** A report upload: the request body is the PDF itself; its name travels in the query. */
export const ReportQuery = z.object({ fileName: z.string().trim().min(1).max(128).regex(/^[^/\\]+$/, '文件名不能包含路径') });
export const ReportHeaders = z.object({ 'content-type': z.string().max(100) });
