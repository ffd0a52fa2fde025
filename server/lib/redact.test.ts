import { expect, it } from 'vitest';
import { loggableUrl } from './redact';

it('hides sensitive query values and keeps the rest', () => {
  expect(loggableUrl('/gateway/v1/secret/decrypt?key=abc&text=SECRET')).toBe(
    '/gateway/v1/secret/decrypt?key=abc&text=***',
  );
  expect(loggableUrl('/gateway/v1/sms/verifyAuth?scene=resetPwd&verifyCode=123456')).toBe(
    '/gateway/v1/sms/verifyAuth?scene=resetPwd&verifyCode=***',
  );
  expect(loggableUrl('/gateway/health')).toBe('/gateway/health');
});
