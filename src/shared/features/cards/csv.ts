import { downloadBlob } from '../../ui/download';
import type { IssuedCard } from '../../contracts/cards';

/** A CSV cell: quoted, quotes doubled, a leading formula character defused for spreadsheets. */
const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** The cards of a batch as CSV (with a BOM, so spreadsheet programs read the Chinese header). */
export function cardsCsv(batchName: string, cards: readonly IssuedCard[], header: readonly [string, string, string]): string {
  const lines = [header.map(cell).join(','), ...cards.map((card) => [batchName, card.cardNumber, card.cardCode].map(cell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Save text as a file through the browser. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
