import { createHash, randomBytes } from 'node:crypto';
import { CATALOGUE_ACTIONS, CATALOGUE_EDITABLE, CATALOGUE_STATUS_NAMES, type CatalogueAction, type CatalogueStatus } from '../../src/shared/core/catalogue';
import { Code } from '../../src/shared/core/codes';
import { isoOrNull } from '../../src/shared/core/time';
import { BizError } from './envelope';

/*
 * What the back office's model and dataset lifecycles share (src/shared/core/catalogue.ts): the
 * state checks, the review's summary on an item, and the uploads' names and digests.
 */

const ACTION_NAMES: Record<CatalogueAction, string> = { submit: '提交审核', withdraw: '撤回审核', unpublish: '下架' };

export const catalogueStateError = (message: string, status: CatalogueStatus) => new BizError(Code.ERROR, message, { status });

/** Refuse a step the item's state does not allow (checked under the row's lock). */
export function checkStep(what: string, status: CatalogueStatus, action: CatalogueAction): void {
  const allowed = CATALOGUE_ACTIONS[action] as readonly CatalogueStatus[];
  if (allowed.includes(status)) return;
  const hint = status === 'PENDING' ? '，请等待审核结果或先撤回审核' : status === 'PUBLISH' && action === 'submit' ? '，无需重复提交' : '';
  throw catalogueStateError(`${CATALOGUE_STATUS_NAMES[status]}的${what}不能${ACTION_NAMES[action]}${hint}`, status);
}

/** Refuse a change to an item in review or public: a published item is unpublished first, then edited and reviewed again. */
export function checkEditable(what: string, status: CatalogueStatus): void {
  if (CATALOGUE_EDITABLE.includes(status)) return;
  throw catalogueStateError(
    status === 'PUBLISH' ? `已发布的${what}不能修改，请先下架，修改后重新提交审核` : `审核中的${what}不能修改，请先撤回审核`,
    status,
  );
}

/** The review centre's last round on an item, as the back office shows it. */
export const reviewSummary = (item: { id: number; status: string; reason: string | null; decidedAt: Date | null } | undefined) =>
  item ? { itemId: item.id, status: item.status, reason: item.reason, decidedAt: isoOrNull(item.decidedAt) } : null;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
export const objectName = () => randomBytes(16).toString('hex');

/** An item's id in the queue title of its review (`publisher/id`, as the owning module's `title` makes it). */
export const idInTitle = (title: string) => title.slice(title.lastIndexOf('/') + 1);

/**
 * The review centre's decision on an item waiting in review: `move` sets the values on the item if
 * it is still PENDING (published on approval, rejected otherwise); one no longer waiting (withdrawn
 * meanwhile) refuses the decision.
 */
export async function decideCatalogueItem(
  what: string,
  approved: boolean,
  now: Date,
  move: (values: { status: 'PUBLISH' | 'REJECTED'; publishTime?: Date; updatedAt: Date }) => Promise<boolean>,
): Promise<void> {
  const moved = await move(approved ? { status: 'PUBLISH', publishTime: now, updatedAt: now } : { status: 'REJECTED', updatedAt: now });
  if (!moved) throw new BizError(Code.ERROR, `该${what}已不在待审核状态（可能已撤回）`);
}

/**
 * What an item's author is told of the decision: published (a link to its public page, `pages/id`),
 * or why not (a link back to its list in the back office).
 */
export function catalogueOutcome(what: string, title: string, links: { pages: string; admin: string }, { approved, reason }: { approved: boolean; reason: string | null }) {
  const id = idInTitle(title);
  return approved
    ? { title: `${what}已发布`, body: `${what} ${id} 已通过审核并发布。`, link: `${links.pages}/${id}`, sms: `【算力市场】${what}${id}已通过审核并发布。` }
    : {
        title: `${what}发布未通过`,
        body: `${what} ${id} 未通过发布审核，原因：${reason}。修改后可重新提交。`,
        link: links.admin,
        sms: `【算力市场】${what}${id}未通过发布审核，原因：${reason}。`,
      };
}
