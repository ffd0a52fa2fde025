import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { call, createTestApp, freshIp, freshPhone } from './helpers';

it('delivers codes through the provider chosen by environment and keeps no code in the outbox', async () => {
  const received: { body: Record<string, string>; authorization?: string }[] = [];
  const provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ body: JSON.parse(body), authorization: req.headers.authorization });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
  const app = await createTestApp({ env: { MESSAGE_WEBHOOK_URL: url, MESSAGE_WEBHOOK_TOKEN: 'provider-secret' } });
  const phone = freshPhone();
  const sent = await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCode?scene=register&phone=${phone}`, remoteAddress: freshIp() });
  expect(sent.code).toBe(100000);
  expect(received).toHaveLength(1);
  expect(received[0]!.authorization).toBe('Bearer provider-secret');
  expect(received[0]!.body).toMatchObject({ channel: 'sms', to: phone, scene: 'register' });
  expect(received[0]!.body.code).toMatch(/^\d{6}$/);
  const outbox = await call<{ code: string | null; content: string }[]>(app, { method: 'GET', url: `/gateway/dev/outbox?to=${phone}` });
  expect(outbox.data[0]).toMatchObject({ code: null, content: '(delivered by provider)' });
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

it('reports a provider failure instead of losing the message', async () => {
  const provider = createServer((_req, res) => res.writeHead(503).end());
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const app = await createTestApp({ env: { MESSAGE_WEBHOOK_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/` } });
  const res = await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCode?scene=register&phone=${freshPhone()}`, remoteAddress: freshIp() });
  expect(res.code).toBe(-1);
  expect(res.msg).toBe('发送验证码失败');
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
