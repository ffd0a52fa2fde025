import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aiKnowledge } from '../db/schema';
import { cjkDocument } from '../lib/pdf';
import type { ObjectStorage } from '../lib/storage';
import { KNOWLEDGE } from './seed-content';

type Report = (typeof KNOWLEDGE)[number];

/** A seeded report's object key: fixed per report, so a restart finds it (`reports/0/…`: made by the platform, no user). */
export const reportKey = (aiKnowledgeBaseId: string) => `reports/0/${createHash('md5').update(aiKnowledgeBaseId).digest('hex')}.pdf`;

/** A report as a short PDF: a cover block (title, author, date, summary, tags), then its contents. */
export function reportPdf(report: Pick<Report, 'title' | 'author' | 'publishTime' | 'summary' | 'tags' | 'category' | 'content'>): Promise<Buffer> {
  const { doc, done } = cjkDocument({ size: 'A4', margin: 56, info: { Title: report.title, Author: report.author } });
  doc.fontSize(10).fillColor('#5b3fe0').text(`算力市场 · AI 空间 · ${report.category}`);
  doc.moveDown(0.6);
  doc.fontSize(22).fillColor('#111111').text(report.title);
  doc.moveDown(0.4);
  doc.fontSize(10).fillColor('#666666').text(`${report.author} · ${report.publishTime.slice(0, 10)} 发布 · ${report.tags.join(' / ')}`);
  doc.moveDown();
  doc.fontSize(12).fillColor('#333333').text(`摘要：${report.summary}`, { lineGap: 4 });
  doc.moveDown();
  doc.fontSize(14).fillColor('#111111').text('正文');
  doc.moveDown(0.4);
  for (const paragraph of report.content.split(/\n{2,}/)) {
    doc.fontSize(11).fillColor('#222222').text(paragraph, { lineGap: 5, paragraphGap: 8, align: 'justify' });
  }
  doc.moveDown();
  doc.fontSize(9).fillColor('#999999').text('本报告由算力市场研究院整理发布，仅供参考。转载请注明出处。');
  doc.end();
  return done;
}

/**
 * The seeded reports' PDFs (DESIGN §2 demo data), generated with pdfkit into the object-storage
 * adapter and attached to their knowledge items. Only what is missing is made: a restart on the same
 * data directory does nothing.
 */
export async function seedReportFiles(db: Db, storage: ObjectStorage): Promise<void> {
  const rows = await db
    .select({ id: aiKnowledge.id, baseId: aiKnowledge.aiKnowledgeBaseId, fileKey: aiKnowledge.fileKey })
    .from(aiKnowledge)
    .where(inArray(aiKnowledge.aiKnowledgeBaseId, KNOWLEDGE.map((k) => k.aiKnowledgeBaseId)));
  for (const row of rows) {
    const key = reportKey(row.baseId);
    // An operator's upload replaced it: leave it alone.
    if (row.fileKey && row.fileKey !== key) continue;
    if (row.fileKey && (await storage.get(key))) continue;
    const report = KNOWLEDGE.find((k) => k.aiKnowledgeBaseId === row.baseId)!;
    const bytes = await reportPdf(report);
    await storage.put(key, bytes, 'application/pdf');
    await db
      .update(aiKnowledge)
      .set({ fileKey: key, fileName: `${report.title}.pdf`, fileSize: bytes.length })
      .where(and(eq(aiKnowledge.id, row.id)));
  }
}
