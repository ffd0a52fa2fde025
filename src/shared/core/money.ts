/**
 * Exact money. Amounts travel as decimal strings ("12.30"); in code they are integers of the
 * smallest unit: fen (scale 2) for balances and bills, 0.0001 yuan (scale 4) for unit prices.
 * Never a float in between.
 */
export const FEN = 2;
export const PRICE = 4;

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "12.3" → 1230 at scale 2. Throws on anything that is not a plain decimal or has more places. */
export function toMinor(value: string | number, scale: number = FEN): number {
  const text = typeof value === 'number' ? value.toFixed(scale) : value.trim();
  const match = DECIMAL_RE.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole, frac = ''] = match;
  if (frac.length > scale && /[1-9]/.test(frac.slice(scale))) {
    throw new RangeError(`more than ${scale} decimal places: ${text}`);
  }
  const minor = Number(whole) * 10 ** scale + Number(frac.slice(0, scale).padEnd(scale, '0') || '0');
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${text}`);
  return sign && minor !== 0 ? -minor : minor;
}

/** 1230 → "12.30" at scale 2. */
export function fromMinor(minor: number, scale: number = FEN): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Change the scale of an integer amount, rounding half up (away from zero) when it shrinks. */
export function rescale(minor: number, from: number, to: number): number {
  if (to >= from) return minor * 10 ** (to - from);
  const factor = 10 ** (from - to);
  const rounded = Math.floor((Math.abs(minor) + factor / 2) / factor);
  return minor < 0 ? -rounded : rounded;
}

/** Format for people: "¥1,234.50". */
export function formatYuan(value: string | number, scale: number = FEN): string {
  const minor = typeof value === 'number' && Number.isInteger(value) ? value : toMinor(String(value), scale);
  const [whole, frac] = fromMinor(Math.abs(minor), scale).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}¥${grouped}${frac ? `.${frac}` : ''}`;
}
