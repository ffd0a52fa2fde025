import { formatYuan } from '../../../src/shared/core/money';
import { floorProRataText } from '../../../src/shared/core/time';
import { STATEMENT_LINE_KIND_NAMES, STATEMENT_STATUS_NAMES, type StatementDetail } from '../../../src/shared/contracts/supplier';

const cell = (value: string | number) => {
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A statement as CSV (UTF-8 with BOM, so spreadsheet programs read the Chinese). */
export function statementCsv(detail: StatementDetail): string {
  const rows: (string | number)[][] = [
    ['结算单', detail.id],
    ['方案', detail.planName],
    ['结算周', `${detail.weekStart} 至 ${detail.weekEnd}`],
    ['状态', STATEMENT_STATUS_NAMES[detail.status]],
    ['保底周收入', formatYuan(detail.minIncomeWeekly)],
    ['保底折算', `${floorProRataText(detail.listedMinutes)}，本周保底 ${formatYuan(detail.proratedMinimum)}`],
    [],
    ['类型', '说明', '金额（元）'],
    ...detail.lines.map((line) => [STATEMENT_LINE_KIND_NAMES[line.kind], line.description, line.amount]),
    [],
    ['总收入', '', detail.gross],
    ['平台服务费', '', detail.fee],
    ['其中平台补贴', '租户以算力卡时支付、平台按标价支付的部分', detail.covered],
    ['保底补足', floorProRataText(detail.listedMinutes), detail.floorTopUp],
    ['净收入', detail.netInWords, detail.net],
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\n')}\n`;
}
