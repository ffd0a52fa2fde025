import { cjkDocument, renderOffThread } from '../../lib/pdf';
import { INVOICE_TAX_RATE, type InvoiceBuyer } from '../../../src/shared/contracts/invoice';
import { fromMinor } from '../../../src/shared/core/money';
import { amountInWords } from '../../../src/shared/core/money-words';

/** The platform as the seller on its invoices (the demo operator's facts). */
export const SELLER = {
  name: process.env.INVOICE_SELLER_NAME ?? '上海算力市场科技有限公司',
  taxNo: process.env.INVOICE_SELLER_TAX_NO ?? '91310115MA1H7XQ200',
  address: process.env.INVOICE_SELLER_ADDRESS ?? '上海市浦东新区张江高科技园区博云路2号 400-820-6688',
  bank: process.env.INVOICE_SELLER_BANK ?? '招商银行上海张江支行 121912345610001',
};

export interface InvoiceDocument {
  invoiceNo: string;
  /** China-time date, YYYY-MM-DD. */
  date: string;
  kind: 'normal' | 'special';
  buyer: InvoiceBuyer;
  /** Fen. */
  amountFen: number;
  exTaxFen: number;
  taxFen: number;
  item: string;
  /** A red (reversing) invoice: the amounts negative and the invoice it reverses named. */
  reverses?: string;
}

/**
 * The electronic invoice as a PDF: number and date, buyer and seller, one line of 信息技术服务 with
 * the amount excluding tax, the 6 % rate and the tax, the total in figures and in Chinese capitals.
 */
export function drawInvoice(input: InvoiceDocument): Promise<Buffer> {
  const red = input.reverses !== undefined;
  const sign = red ? -1 : 1;
  const title = `电子发票（${input.kind === 'special' ? '增值税专用发票' : '普通发票'}）${red ? '· 红字' : ''}`;
  const { doc, done } = cjkDocument({ size: 'A4', layout: 'landscape', margin: 40, info: { Title: `${title} ${input.invoiceNo}`, Author: SELLER.name } });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const color = red ? '#b42318' : '#7a4b00';
  doc.fillColor(color).fontSize(20).text(title, left, 40, { width, align: 'center' });
  doc.fontSize(10).text(`发票号码：${input.invoiceNo}`, left, 48, { width, align: 'right' });
  doc.text(`开票日期：${input.date}`, left, 62, { width, align: 'right' });
  if (red) doc.text(`对应蓝字发票号码：${input.reverses}`, left, 76, { width, align: 'right' });

  // Buyer and seller side by side.
  const top = 100;
  const half = width / 2;
  doc.lineWidth(1).strokeColor(color).rect(left, top, width, 96).stroke();
  doc.moveTo(left + half, top).lineTo(left + half, top + 96).stroke();
  const party = (x: number, heading: string, lines: [string, string][]) => {
    doc.fillColor(color).fontSize(11).text(heading, x + 8, top + 6);
    doc.fillColor('#111').fontSize(9.5);
    lines.forEach(([label, value], i) => doc.text(`${label}：${value || '—'}`, x + 8, top + 24 + i * 17, { width: half - 16, lineBreak: false, ellipsis: true }));
  };
  const b = input.buyer;
  party(left, '购买方信息', [
    ['名称', b.title],
    ['统一社会信用代码/纳税人识别号', b.taxNo],
    ['地址、电话', [b.address, b.phone].filter(Boolean).join(' ')],
    ['开户行及账号', [b.bank, b.bankAccount].filter(Boolean).join(' ')],
  ]);
  party(left + half, '销售方信息', [
    ['名称', SELLER.name],
    ['统一社会信用代码/纳税人识别号', SELLER.taxNo],
    ['地址、电话', SELLER.address],
    ['开户行及账号', SELLER.bank],
  ]);

  // The item line.
  const cols = [
    ['项目名称', 0.34],
    ['单位', 0.08],
    ['数量', 0.08],
    ['金额', 0.18],
    ['税率', 0.1],
    ['税额', 0.22],
  ] as const;
  const rows: string[][] = [
    cols.map(([label]) => label),
    [input.item, '项', '1', fromMinor(sign * input.exTaxFen), `${Math.round(INVOICE_TAX_RATE * 100)}%`, fromMinor(sign * input.taxFen)],
    ['合计', '', '', `¥${fromMinor(sign * input.exTaxFen)}`, '', `¥${fromMinor(sign * input.taxFen)}`],
  ];
  let y = top + 108;
  rows.forEach((cells, r) => {
    let x = left;
    doc.fillColor(r === 0 ? color : '#111').fontSize(10);
    cells.forEach((cell, c) => {
      const w = width * cols[c]![1];
      doc.text(cell, x + 6, y + 6, { width: w - 12, align: c >= 3 ? 'right' : 'left', lineBreak: false, ellipsis: true });
      x += w;
    });
    doc.rect(left, y, width, 26).stroke();
    y += 26;
  });
  const words = amountInWords(sign * input.amountFen);
  doc.rect(left, y, width, 30).stroke();
  doc.fillColor(color).fontSize(11).text('价税合计（大写）', left + 6, y + 9);
  doc.fillColor('#111').text(words, left + 130, y + 9);
  doc.text(`（小写）¥${fromMinor(sign * input.amountFen)}`, left, y + 9, { width: width - 8, align: 'right' });
  y += 44;
  doc.fontSize(9).fillColor('#555').text(`备注：${red ? '红字发票，冲销对应蓝字发票全部金额。' : '算力市场平台消费开具。'}本发票由平台依据实际消费生成，与纸质发票具有同等效力（演示环境）。`, left, y, { width });
  doc.text(`开票人：算力市场财务`, left, y + 18, { width, align: 'right' });
  doc.end();
  return done;
}

/** The document drawn on the PDF thread (lib/pdf), off the event loop. */
export const invoicePdf = renderOffThread(import.meta.url, drawInvoice);
