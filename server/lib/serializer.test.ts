import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { answers } from '../../src/shared/contracts/common';
import { contractSerializer, type ContractBreach } from './serializer';

async function appWith(mode: 'strict' | 'strip', answer: unknown) {
  const breaches: ContractBreach[] = [];
  const app = Fastify();
  app.setSerializerCompiler(contractSerializer(mode, (breach) => breaches.push(breach)));
  app.get('/thing', { schema: { response: answers(z.object({ id: z.number(), name: z.string() })) } }, async () => answer);
  await app.ready();
  return { app, breaches };
}

describe('contractSerializer', () => {
  it('strips what the contract does not name', async () => {
    const { app } = await appWith('strict', { code: 100000, msg: 'ok', data: { id: 1, name: 'a', passwordHash: 'x' } });
    const res = await app.inject('/thing');
    expect(res.json()).toEqual({ code: 100000, msg: 'ok', data: { id: 1, name: 'a' } });
  });

  it('fails an answer that breaks the contract when strict, naming the field', async () => {
    const { app } = await appWith('strict', { code: 100000, msg: 'ok', data: { id: '1', name: 'a' } });
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('data.id');
  });

  it('sends a breaking answer as it is when stripping, and reports the breach', async () => {
    const { app, breaches } = await appWith('strip', { code: 100000, msg: 'ok', data: { id: '1', name: 'a' } });
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe('1');
    expect(breaches).toHaveLength(1);
    expect(breaches[0]!.message).toContain('GET /thing');
  });

  it('checks a failure against the error envelope, not the success contract', async () => {
    const { app } = await appWith('strict', { code: 50005, msg: '参数错误', data: [{ field: 'id', message: '必填' }] });
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 50005, msg: '参数错误', data: [{ field: 'id', message: '必填' }] });
  });
});
