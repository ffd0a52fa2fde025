import type { ContractParty } from '../../../src/shared/contracts/contract';
import { fromMinor } from '../../../src/shared/core/money';
import { amountInWords } from '../../../src/shared/core/money-words';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { SELLER } from '../invoice/invoice-pdf';

/** The platform as the other party of every contract (the same facts its invoices carry). */
export const PLATFORM = { name: SELLER.name, code: SELLER.taxNo, address: SELLER.address.replace(/\s*[\d-]+$/, '') };

/** 2026-11-28 → 2026年11月28日 (China time). */
export const chineseDate = (at: Date) => {
  const [y, m, d] = toShanghaiIso(at).slice(0, 10).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

export interface FillInput {
  id: string;
  party: ContractParty;
  startsAt: Date;
  endsAt: Date;
  months: number;
  record?: { id: number; amountFen: number; at: Date; remark: string };
}

/** The values a template's {{placeholders}} take. */
export function templateValues(input: FillInput): Record<string, string> {
  const { party, record } = input;
  return {
    contractNo: input.id,
    partyName: party.name,
    partyCodeLabel: party.type === 'enterprise' ? '统一社会信用代码' : '身份证号码',
    partyCode: party.code,
    partyAddress: party.address,
    partyPhone: party.phone,
    platformName: PLATFORM.name,
    platformCode: PLATFORM.code,
    platformAddress: PLATFORM.address,
    startDate: chineseDate(input.startsAt),
    endDate: chineseDate(input.endsAt),
    months: String(input.months),
    amount: record ? fromMinor(record.amountFen) : '',
    amountWords: record ? amountInWords(record.amountFen) : '',
    recordId: record ? String(record.id) : '',
    recordDate: record ? chineseDate(record.at) : '',
    recordRemark: record?.remark || '平台算力及相关服务',
  };
}

/** Fill a template: every {{name}} replaced by its value; a name without a value is a template error. */
export function fillTemplate(body: string, values: Record<string, string>): string {
  return body.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`contract template names an unknown field {{${name}}}`);
    return value;
  });
}
