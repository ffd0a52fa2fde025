import PDFDocument from 'pdfkit';
import { cjkFont } from './cjk-font';

/**
 * A PDF document set in the embedded CJK font, and the whole file once `doc.end()` is called:
 * every PDF the platform makes (invoices, statements, reports, contracts) starts here.
 */
export function cjkDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  doc.registerFont('cjk', cjkFont());
  doc.font('cjk');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
