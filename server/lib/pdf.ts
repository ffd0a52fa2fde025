import PDFDocument from 'pdfkit';
import { Piscina } from 'piscina';
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

/**
 * The thread PDFs are drawn on. A document takes a few hundred milliseconds of CPU (CJK layout and
 * font subsetting, measured 400–800 ms for a two-page report), which on the event loop would hold
 * every other request that long; an accountant pack draws several in a row. One thread: documents
 * wait their turn there while the gateway goes on answering. It ends after a minute idle.
 */
let pool: Piscina<{ url: string; name: string; input: unknown }, Uint8Array> | undefined;

/**
 * `draw` (a named export of the module at `moduleUrl`, given as the module's `import.meta.url`)
 * run on the PDF thread: the returned function takes the same input, which must survive the
 * structured clone (plain data, dates; a Buffer arrives as a Uint8Array), and answers the file.
 */
export function renderOffThread<I>(moduleUrl: string, draw: (input: I) => Promise<Buffer>): (input: I) => Promise<Buffer> {
  const task = { url: moduleUrl, name: draw.name };
  return async (input) => {
    pool ??= new Piscina({ filename: new URL('./pdf-worker.mjs', import.meta.url).href, minThreads: 0, maxThreads: 1, idleTimeout: 60_000, execArgv: [] });
    const bytes = await pool.run({ ...task, input });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
}
