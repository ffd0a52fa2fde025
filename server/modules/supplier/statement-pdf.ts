import { formatYuan } from '../../../src/shared/core/money';
import { floorProRataText } from '../../../src/shared/core/time';
import { STATEMENT_LINE_KIND_NAMES, STATEMENT_STATUS_NAMES, type StatementDetail } from '../../../src/shared/contracts/supplier';
import { cjkDocument, renderOffThread } from '../../lib/pdf';


/** A statement as a PDF: the header, every line, the totals, and the net also in Chinese capitals. */
export function drawStatement(detail: StatementDetail): Promise<Buffer> {
  const { doc, done } = cjkDocument({ size: 'A4', margin: 50, info: { Title: `结算单 ${detail.id}`, Author: '算力市场' } });

  doc.fontSize(18).text('算力市场 · 供应商结算单', { align: 'center' });
  doc.moveDown();
  doc.fontSize(10);
  for (const [label, value] of [
    ['结算单号', String(detail.id)],
    ['供应方案', detail.planName],
    ['结算周', `${detail.weekStart} 至 ${detail.weekEnd}（北京时间）`],
    ['状态', STATEMENT_STATUS_NAMES[detail.status]],
    ['保底周收入', formatYuan(detail.minIncomeWeekly)],
    ['保底折算', `${floorProRataText(detail.listedMinutes)}，本周保底 ${formatYuan(detail.proratedMinimum)}`],
  ] as const) {
    doc.text(`${label}：${value}`);
  }
  doc.moveDown();

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (kind: string, description: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.fontSize(bold ? 11 : 10);
    doc.text(kind, left, y, { width: 90 });
    doc.text(description, left + 95, y, { width: width - 95 - 100 });
    const bottom = doc.y;
    doc.text(amount, left + width - 95, y, { width: 95, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  row('类型', '说明', '金额（元）', true);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 4;
  for (const line of detail.lines) row(STATEMENT_LINE_KIND_NAMES[line.kind], line.description, line.amount);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 6;
  row('总收入', '', detail.gross);
  row('平台服务费', '', detail.fee);
  row('其中平台补贴', '租户以算力卡时支付、平台按标价支付的部分', detail.covered);
  row('保底补足', floorProRataText(detail.listedMinutes), detail.floorTopUp);
  row('净收入', `大写：${detail.netInWords}`, detail.net, true);
  doc.end();
  return done;
}

/** The document drawn on the PDF thread (lib/pdf), off the event loop. */
export const statementPdf = renderOffThread(import.meta.url, drawStatement);
