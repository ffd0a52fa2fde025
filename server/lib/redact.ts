/** Query parameters whose values never reach the log. */
const SENSITIVE = /pass|pwd|secret|token|code|text|captcha/i;

/** The URL as it may be logged: sensitive query values replaced by ***. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SENSITIVE.test(key)) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** pino paths redacted from anything that is logged. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.confirmPassword',
  '*.secret',
  '*.token',
  '*.verifyCode',
];
