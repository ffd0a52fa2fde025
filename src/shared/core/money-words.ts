/**
 * An amount in Chinese capitals (大写金额), as statements and receipts write it:
 * 12345.67 → 壹万贰仟叁佰肆拾伍元陆角柒分; 200 → 贰佰元整.
 */
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

function group(value: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i -= 1) {
    const digit = Math.floor(value / 10 ** i) % 10;
    if (digit === 0) {
      zero = out !== '';
    } else {
      if (zero) out += '零';
      out += DIGITS[digit]! + UNITS[i]!;
      zero = false;
    }
  }
  return out;
}

/** `fen` is the amount in fen (integer). */
export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an integer amount: ${fen}`);
  const negative = fen < 0;
  const abs = Math.abs(fen);
  let yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const cents = abs % 10;
  let words = '';
  if (yuan > 0) {
    const parts: string[] = [];
    let index = 0;
    let needZero = false;
    while (yuan > 0) {
      const chunk = yuan % 10000;
      if (chunk > 0) {
        const text = group(chunk) + GROUPS[index]!;
        parts.unshift(needZero ? `${text}零` : text);
        needZero = chunk < 1000;
      } else if (parts.length > 0) {
        needZero = true;
      }
      yuan = Math.floor(yuan / 10000);
      index += 1;
    }
    words = parts.join('').replace(/零+$/, '').replace(/零+/g, '零') + '元';
  }
  if (jiao === 0 && cents === 0) words = (words || '零元') + '整';
  else {
    if (jiao > 0) words += DIGITS[jiao]! + '角';
    else if (words) words += '零';
    if (cents > 0) words += DIGITS[cents]! + '分';
  }
  return (negative ? '负' : '') + words;
}
