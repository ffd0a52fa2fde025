import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaNode } from '../../src/shared/contracts/system';
import { call, createTestApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});

describe('GET /v1/common/area/tree', () => {
  it('answers every province, its cities and their districts, to anyone, cacheable', async () => {
    const res = await app.inject({ method: 'GET', url: '/gateway/v1/common/area/tree' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json() as { code: number; data: AreaNode[] };
    expect(body.code).toBe(100000);
    expect(body.data).toHaveLength(31);
    const guangdong = body.data.find((p) => p.name === '广东省')!;
    expect(guangdong.code).toBe('44');
    const shenzhen = guangdong.children!.find((c) => c.name === '深圳市')!;
    expect(shenzhen.code).toBe('4403');
    expect(shenzhen.children!.map((d) => d.name)).toContain('南山区');
    // Every code extends its parent's, and districts are the leaves.
    for (const province of body.data) {
      for (const city of province.children ?? []) {
        expect(city.code.startsWith(province.code)).toBe(true);
        for (const district of city.children ?? []) {
          expect(district.code.startsWith(city.code)).toBe(true);
          expect(district.children).toBeUndefined();
        }
      }
    }
    // The same answer again, as the contract describes it.
    expect((await call<AreaNode[]>(app, { method: 'GET', url: '/gateway/v1/common/area/tree' })).data).toEqual(body.data);
  });
});
