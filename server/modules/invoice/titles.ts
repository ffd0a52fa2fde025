import { type z } from 'zod';
import { MAX_INVOICE_TITLES, type InvoiceTitle, type InvoiceTitleBody } from '../../../src/shared/contracts/invoice';
import { Code } from '../../../src/shared/core/codes';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { openReview, withdrawReview } from '../review/service';
import { certifiedOrganisation, countTitles, deleteTitle, insertTitle, listTitles, updateTitle, type TitleValues } from './queries';

export const SPECIAL_NEEDS_CERTIFICATION = '增值税专用发票仅限已通过企业认证的用户开具，且抬头与税号须与认证企业一致';
export const TITLE_NOT_FOUND = '发票抬头不存在';

type Row = Awaited<ReturnType<typeof listTitles>>[number];
const view = (row: Row): InvoiceTitle => ({
  id: row.id,
  kind: row.kind,
  invoiceKind: row.invoiceKind,
  title: row.title,
  taxNo: row.taxNo,
  taxpayerType: row.taxpayerType,
  address: row.address,
  phone: row.phone,
  bank: row.bank,
  bankAccount: row.bankAccount,
  status: row.status,
  reviewReason: row.reviewReason,
  createdAt: toShanghaiIso(row.createdAt),
  updatedAt: toShanghaiIso(row.updatedAt),
});

export const titlesOf = async (db: Db, userId: number) => (await listTitles(db, userId)).map(view);

/**
 * Create a title (no id) or change one of the user's own. The body's rules are the contract's
 * (InvoiceTitleBody); a 专票 title also needs the user's organisation certification to have passed,
 * with the same name and credit code. The count and the change happen in one transaction.
 */
export async function saveTitle(db: Db, clock: Clock, userId: number, id: number | undefined, body: z.output<typeof InvoiceTitleBody>): Promise<InvoiceTitle> {
  const values: TitleValues = {
    ...body,
    taxNo: body.kind === 'company' ? body.taxNo : '',
    taxpayerType: body.kind === 'company' ? (body.taxpayerType ?? null) : null,
    bankAccount: body.bankAccount.replace(/\s/g, ''),
  };
  return db.transaction(async (tx) => {
    const organisation = values.kind === 'company' ? await certifiedOrganisation(tx, userId) : undefined;
    const matches = !!organisation && organisation.name.trim() === values.title && organisation.code.toUpperCase() === values.taxNo;
    if (values.invoiceKind === 'special' && !matches) throw new BizError(Code.ERROR, SPECIAL_NEEDS_CERTIFICATION);
    // A person's title, or the certified organisation's own: usable at once. Any other company goes to the review centre.
    const reviewed = values.kind === 'company' && !matches;
    const withStatus: TitleValues = { ...values, status: reviewed ? 'reviewing' : 'approved', reviewReason: null };
    let row;
    if (id === undefined) {
      if ((await countTitles(tx, userId)) >= MAX_INVOICE_TITLES) throw new BizError(Code.ERROR, `最多可保存${MAX_INVOICE_TITLES}个发票抬头`);
      row = await insertTitle(tx, userId, withStatus);
    } else {
      row = await updateTitle(tx, userId, id, withStatus, clock.now());
      if (!row) throw notFound(TITLE_NOT_FOUND);
    }
    if (reviewed) await openReview(tx, clock, { kind: 'invoice', subjectId: row.id, applicantId: userId, title: `发票抬头：${row.title}` });
    else await withdrawReview(tx, clock, 'invoice', row.id, userId);
    return view(row);
  });
}

export async function removeTitle(db: Db, clock: Clock, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteTitle(tx, userId, id))) throw notFound(TITLE_NOT_FOUND);
    await withdrawReview(tx, clock, 'invoice', id, userId);
  });
}
