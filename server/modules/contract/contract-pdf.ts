import { cjkDocument, renderOffThread } from '../../lib/pdf';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { PLATFORM } from './template';

export interface ContractDocument {
  id: string;
  title: string;
  templateVersion: number;
  content: string;
  /** Absent: a draft preview, watermarked and without signatures. */
  signed?: {
    method: 'typed' | 'drawn';
    signerName: string;
    /** The drawn signature PNG. */
    image: Buffer | null;
    partyName: string;
    signedAt: Date;
    platformSignedAt: Date;
  };
}

const INK = '#1f1f1f';
const SEAL = '#c8102e';
const stamp = (at: Date) => toShanghaiIso(at).slice(0, 19).replace('T', ' ');

/** The platform's electronic seal: a red ring, a star and the company name around it. */
function drawSeal(doc: PDFKit.PDFDocument, cx: number, cy: number) {
  const r = 44;
  doc.save().lineWidth(2.5).strokeColor(SEAL).circle(cx, cy, r).stroke();
  const star = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? 13 : 5.5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as [number, number];
  });
  doc.polygon(...star).fill(SEAL);
  const name = PLATFORM.name;
  const chars = [...name];
  const span = Math.PI * 1.25;
  doc.fontSize(8.5).fillColor(SEAL);
  chars.forEach((ch, i) => {
    const angle = Math.PI + (Math.PI - span) / 2 + (i + 0.5) * (span / chars.length);
    const x = cx + (r - 11) * Math.cos(angle);
    const y = cy + (r - 11) * Math.sin(angle);
    doc
      .save()
      .rotate((angle * 180) / Math.PI + 90, { origin: [x, y] })
      .text(ch, x - 4.25, y - 5.5, { lineBreak: false })
      .restore();
  });
  doc.fontSize(7.5).text('合同专用章', cx - 20, cy + 17, { width: 40, align: 'center', lineBreak: false });
  doc.restore();
}

/**
 * A contract as a PDF (A4, the CJK font embedded): title, number and template version, the frozen
 * text, then both signatures — the user's typed name or drawn image with the time of signing, and
 * the platform's seal with its counter-signature time. A preview (unsigned) is watermarked 草稿.
 */
export async function drawContract(input: ContractDocument): Promise<Buffer> {
  const { doc, done } = cjkDocument({ size: 'A4', margin: 56, bufferPages: true, info: { Title: `${input.title} ${input.id}`, Author: PLATFORM.name } });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(INK).fontSize(20).text(input.title, { align: 'center' });
  doc.moveDown(0.3).fontSize(9.5).fillColor('#666').text(`合同编号：${input.id}    模板版本：v${input.templateVersion}`, { align: 'center' });
  doc.moveDown(1.2).fillColor(INK).fontSize(11);
  for (const line of input.content.split('\n')) {
    if (line.trim() === '') doc.moveDown(0.5);
    else if (/^第[一二三四五六七八九十]+条/.test(line)) doc.moveDown(0.3).fontSize(12).text(line, { width }).fontSize(11);
    else doc.text(line, { width, lineGap: 3 });
  }

  // Signatures: they need about 170 pt; a new page when the text left less.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 180) doc.addPage();
  const top = doc.y + 24;
  const half = width / 2;
  doc.fontSize(11).fillColor(INK);
  doc.text('甲方（签字）：', left, top, { lineBreak: false });
  doc.text('乙方（盖章）：', left + half, top, { lineBreak: false });
  const signed = input.signed;
  if (signed) {
    // On the PDF thread the PNG arrives as a plain Uint8Array, which pdfkit takes only as a Buffer.
    if (signed.method === 'drawn' && signed.image) doc.image(Buffer.from(signed.image), left + 4, top + 22, { fit: [half - 40, 70] });
    else doc.fontSize(24).text(signed.signerName, left + 8, top + 36, { lineBreak: false }).fontSize(11);
    doc.fontSize(9.5).fillColor('#444');
    doc.text(`签署方：${signed.partyName}`, left, top + 104, { width: half - 16 });
    doc.text(`签署时间：${stamp(signed.signedAt)}`, left, top + 120);
    doc.text('签署方式：短信验证码确认', left, top + 136);
    drawSeal(doc, left + half + 110, top + 60);
    doc.fontSize(9.5).fillColor('#444');
    doc.text(`签署方：${PLATFORM.name}`, left + half, top + 120, { width: half });
    doc.text(`签署时间：${stamp(signed.platformSignedAt)}`, left + half, top + 136);
  } else {
    doc.fontSize(9.5).fillColor('#999').text('（待签署）', left, top + 40).text('（待签署）', left + half, top + 40);
  }

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i += 1) {
    doc.switchToPage(pages.start + i);
    if (!signed) {
      doc
        .save()
        .fillColor('#d9d9d9')
        .opacity(0.5)
        .fontSize(64)
        .rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] })
        .text('草稿 · 未签署', 0, doc.page.height / 2 - 40, { width: doc.page.width, align: 'center', lineBreak: false })
        .restore();
    }
    const bottom = doc.page.height - 36;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor('#888').text(`${input.id} · 第 ${i + 1} / ${pages.count} 页`, left, bottom, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The document drawn on the PDF thread (lib/pdf), off the event loop. */
export const contractPdf = renderOffThread(import.meta.url, drawContract);
