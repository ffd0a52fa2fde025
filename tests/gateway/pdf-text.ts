import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, without a PDF library: every stream inflated, the fonts'
 * ToUnicode maps read, and the hex strings of the text operators decoded through them.
 */
export function pdfText(pdf: Buffer): string {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const s of streams.filter((x) => x.includes('begincmap'))) {
    for (const block of s.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(src!, 16), utf16(dst!));
    }
    for (const block of s.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, rest] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
        const from = parseInt(lo!, 16);
        const to = parseInt(hi!, 16);
        if (rest!.startsWith('[')) [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, dst], i) => map.set(from + i, utf16(dst!)));
        else for (let code = from; code <= to; code += 1) map.set(code, String.fromCodePoint(parseInt(rest!.slice(1, -1), 16) + code - from));
      }
    }
  }
  const lines: string[] = [];
  for (const s of streams.filter((x) => /\bTJ\b|\bTj\b/.test(x))) {
    for (const [, body] of s.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      const text = [...body!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((h) => map.get(parseInt(h, 16)) ?? '').join(''))
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
}
