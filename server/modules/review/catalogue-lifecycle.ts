import type { CatalogueAction, CatalogueStatus } from '../../../src/shared/core/catalogue';
import type { Page } from '../../../src/shared/core/paging';
import type { Db, Tx } from '../../db/client';
import { checkEditable, checkStep, reviewSummary } from '../../lib/catalogue';
import type { Clock } from '../../lib/clock';
import { notFound, paramError } from '../../lib/envelope';
import { recordAudit } from '../audit/service';
import { latestReviews, openReview, withdrawReview } from './service';

/*
 * The back office's lifecycle of a catalogue item (a model, a dataset) that the review centre
 * publishes: load with files and the last review round, audited edits while editable, and the
 * steps submit (opens a review), withdraw and unpublish. The owning module supplies its SQL and
 * its view; the item's fields and files stay its own business.
 */

export interface Actor {
  userId: number;
  ip: string;
}

type Review = ReturnType<typeof reviewSummary>;
type Item = { id: number; status: CatalogueStatus; readme: string; publisher: string };

export interface CatalogueKind<Row extends Item, File, View> {
  /** The review kind, also the audit actions' prefix (`model.update`). */
  kind: 'model' | 'dataset';
  /** The item's name in messages: 模型, 数据集. */
  what: string;
  /** The audit log's target type. */
  targetType: string;
  /** The queue title of an item's review (`publisher/id`): the outcome's link reads it back. */
  title: (row: Row) => string;
  row: (db: Db | Tx, id: number, lock: boolean) => Promise<Row | undefined>;
  files: (db: Db | Tx, ids: number[]) => Promise<File[]>;
  fileOwner: (file: File) => number;
  page: (db: Db, q: { current: number; size: number; status?: CatalogueStatus; keyword?: string }) => Promise<Page<Row>>;
  setStatus: (tx: Tx, id: number, values: { status?: CatalogueStatus; updatedAt: Date }) => Promise<void>;
  view: (row: Row, files: File[], review: Review) => View;
  /** What else must hold before a review opens (a README is always required). */
  readyForReview?: (view: View) => void;
}

export function catalogueLifecycle<Row extends Item, File, View>({ db, clock }: { db: Db; clock: Clock }, k: CatalogueKind<Row, File, View>) {
  async function load(tx: Db | Tx, id: number, lock = false): Promise<{ row: Row; view: View }> {
    const row = await k.row(tx, id, lock);
    if (!row) throw notFound(`${k.what}不存在`);
    const [files, reviews] = await Promise.all([k.files(tx, [id]), latestReviews(tx, k.kind, [id])]);
    return { row, view: k.view(row, files, reviewSummary(reviews.get(String(id)))) };
  }

  /** The item after a change, with the change written to the audit log. */
  async function audited(tx: Tx, actor: Actor, verb: string, id: number, before: View | null): Promise<View> {
    const { view: after } = await load(tx, id);
    await recordAudit(tx, clock, { actorId: actor.userId, action: `${k.kind}.${verb}`, targetType: k.targetType, targetId: id, before, after, ip: actor.ip });
    return after;
  }

  /** An edit of the item's fields or files, allowed only while it is a draft, rejected or unpublished. */
  async function editing<T>(actor: Actor, id: number, verb: string, change: (tx: Tx, row: Row) => Promise<T>): Promise<{ view: View; result: T }> {
    return db.transaction(async (tx) => {
      const before = await load(tx, id, true);
      checkEditable(k.what, before.row.status);
      const result = await change(tx, before.row);
      await k.setStatus(tx, id, { updatedAt: clock.now() });
      return { view: await audited(tx, actor, verb, id, before.view), result };
    });
  }

  async function page(q: { current: number; size: number; status?: CatalogueStatus; keyword?: string }): Promise<Page<View>> {
    const result = await k.page(db, q);
    const ids = result.records.map((r) => r.id);
    const [files, reviews] = await Promise.all([k.files(db, ids), latestReviews(db, k.kind, ids)]);
    return { ...result, records: result.records.map((row) => k.view(row, files.filter((f) => k.fileOwner(f) === row.id), reviewSummary(reviews.get(String(row.id))))) };
  }

  /** Submit (to the review centre), withdraw from it, or unpublish, from the states CATALOGUE_ACTIONS allows. */
  async function step(actor: Actor, id: number, action: CatalogueAction): Promise<View> {
    return db.transaction(async (tx) => {
      const before = await load(tx, id, true);
      const { row } = before;
      checkStep(k.what, row.status, action);
      const now = clock.now();
      if (action === 'submit') {
        if (!row.readme.trim()) throw paramError('readme', `请先填写${k.what}的 README 再提交审核`);
        k.readyForReview?.(before.view);
        await k.setStatus(tx, id, { status: 'PENDING', updatedAt: now });
        await openReview(tx, clock, { kind: k.kind, subjectId: id, applicantId: actor.userId, title: k.title(row) });
      } else if (action === 'withdraw') {
        await withdrawReview(tx, clock, k.kind, id, actor.userId);
        await k.setStatus(tx, id, { status: 'DRAFT', updatedAt: now });
      } else {
        await k.setStatus(tx, id, { status: 'ARCHIVED', updatedAt: now });
      }
      return audited(tx, actor, action, id, before.view);
    });
  }

  return { load, audited, editing, page, step, detail: async (id: number) => (await load(db, id)).view };
}
