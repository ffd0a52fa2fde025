import type { DetailRow, MonthlyBill } from '../../../src/shared/contracts/bills';
import { toMinor } from '../../../src/shared/core/money';
import { amountInWords } from '../../../src/shared/core/money-words';
import { cjkDocument, renderOffThread } from '../../lib/pdf';
import { CONSUMPTION_NAMES } from './bills';

export interface StatementInput {
  bill: MonthlyBill;
  /** The month per instance (detail rows by instance, per month). */
  instances: DetailRow[];
  account: { name: string; userName: string; id: number };
  generatedAt: string;
}

const ACCENT = '#1f4e8c';
const yuan = (amount: string) => `¥${amount}`;

/**
 * The monthly statement as a PDF: the account and the month, the bill per product and
 * consumption type with the list amount, the card-hour or coupon deduction and the amount
 * payable, the total also in Chinese capitals, then the month per instance.
 */
export function drawStatement(input: StatementInput): Promise<Buffer> {
  const { bill } = input;
  const { doc, done } = cjkDocument({ size: 'A4', margin: 48, info: { Title: `月度对账单 ${bill.month}`, Author: '算力市场' } });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(ACCENT).fontSize(18).text('算力市场 · 月度对账单', { align: 'center' });
  doc.moveDown(0.6).fillColor('#333').fontSize(10);
  for (const line of [
    `账户：${input.account.name || input.account.userName}（${input.account.userName}，ID ${input.account.id}）`,
    `账期：${bill.month}（北京时间）`,
    `出账截至：${bill.through}${bill.closed ? '（本月已全部出账）' : '（后付费用量 T+1 出账，预付费即时出账）'}`,
    `生成时间：${input.generatedAt}`,
  ]) {
    doc.text(line);
  }
  doc.moveDown();

  /** One table row; `widths` are shares of the width; figures right-aligned. */
  const table = (cells: string[], widths: number[], numeric: number, bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.fillColor(bold ? ACCENT : '#111').fontSize(bold ? 10 : 9.5);
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = width * widths[i]!;
      doc.text(cell, x + 3, y, { width: w - 6, align: i >= numeric ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 3;
    doc.strokeColor('#d0d7e2').lineWidth(0.5).moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
    doc.y += 4;
  };

  doc.fillColor(ACCENT).fontSize(12).text('一、按产品汇总', left);
  doc.moveDown(0.4);
  const productWidths = [0.3, 0.12, 0.1, 0.16, 0.16, 0.16];
  table(['产品', '消费类型', '笔数', '原价（元）', '抵扣（元）', '应付（元）'], productWidths, 2, true);
  for (const p of bill.products) table([p.productName, CONSUMPTION_NAMES[p.consumptionType], String(p.lines), p.listAmount, p.deduction, p.amount], productWidths, 2);
  if (bill.products.length === 0) table(['本月暂无消费', '', '', '', '', ''], productWidths, 2);
  table(['合计', '', '', yuan(bill.totals.listAmount), yuan(bill.totals.deduction), yuan(bill.totals.amount)], productWidths, 2, true);
  doc.moveDown(0.3).fillColor('#111').fontSize(10.5).text(`本月应付合计：${yuan(bill.totals.amount)}（大写：${amountInWords(toMinor(bill.totals.amount))}）`, left);
  doc.fontSize(9).fillColor('#555').text('抵扣为卡时、优惠券支付的部分，不计入应付金额，也不可开具发票。', left);
  doc.moveDown();

  doc.fillColor(ACCENT).fontSize(12).text('二、按实例汇总', left);
  doc.moveDown(0.4);
  const instanceWidths = [0.3, 0.18, 0.14, 0.12, 0.13, 0.13];
  table(['实例', '产品', '地域', '原价（元）', '抵扣（元）', '应付（元）'], instanceWidths, 3, true);
  for (const row of input.instances) {
    table([`${row.instanceName || '—'}（${row.instanceId}）`, row.productName, row.regionName ?? '—', row.listAmount, row.deduction, row.amount], instanceWidths, 3);
  }
  if (input.instances.length === 0) table(['本月暂无消费', '', '', '', '', ''], instanceWidths, 3);
  doc.moveDown();
  doc.fontSize(8.5).fillColor('#666').text('本对账单由平台依据计费明细生成，明细见同月账单明细 CSV；金额单位为人民币元。', left, doc.y, { width });
  doc.end();
  return done;
}

/** The document drawn on the PDF thread (lib/pdf), off the event loop. */
export const statementPdf = renderOffThread(import.meta.url, drawStatement);
