import { createHash } from 'node:crypto';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { amountInWords } from '../../../src/shared/core/money-words';
import { cjkDocument, renderOffThread } from '../../lib/pdf';
import type { ContractRow } from './queries';

const STATUS: Record<string, string> = { signed: '已签署', active: '履行中', ended: '已到期', terminated: '已终止' };
const day = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A mall rental contract as a PDF: its number, parties, amount (also in Chinese capitals), term
 * and status, then its frozen text, and the SHA-256 of that text so a copy can be checked.
 */
export function drawContract(row: ContractRow): Promise<Buffer> {
  const c = row.contract;
  const { doc, done } = cjkDocument({ size: 'A4', margin: 56, info: { Title: `${c.title} ${c.id}`, Author: '算力市场' } });
  doc.fontSize(18).text(c.title, { align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(10).fillColor('#444');
  for (const [label, value] of [
    ['合同编号', c.id],
    ['承租方（甲方）', row.buyerName],
    ['出租方（乙方）', row.supplierName],
    ['合同金额', `¥${fromMinor(toMinor(c.amount))}（${amountInWords(toMinor(c.amount))}）`],
    ['租期', `${day(c.startsAt)} 至 ${day(c.endsAt)}（北京时间）`],
    ['签署日期', day(c.createdAt)],
    ['状态', STATUS[c.status] ?? c.status],
  ] as const) {
    doc.text(`${label}：${value}`);
  }
  doc.moveDown();
  doc.fillColor('#111').fontSize(10.5);
  for (const paragraph of c.content.replace(/^# .*\n+/, '').split(/\n+/)) {
    doc.text(paragraph.replace(/^- /, '· ').replace(/^#+ /, ''), { lineGap: 3, paragraphGap: 4 });
  }
  doc.moveDown();
  doc.fontSize(8.5).fillColor('#666').text(`合同文本 SHA-256：${createHash('sha256').update(c.content).digest('hex')}`);
  doc.end();
  return done;
}

/** The document drawn on the PDF thread (lib/pdf), off the event loop. */
export const contractPdf = renderOffThread(import.meta.url, drawContract);
