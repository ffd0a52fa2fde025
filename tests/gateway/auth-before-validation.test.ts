import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DAY, ManualClock } from '../../server/lib/clock';
import { ROLES } from '../../src/shared/contracts/account';
import { call, createTestApp, login } from './helpers';

/**
 * Issue 21: authentication before validation. A visitor calling an operation that needs a token
 * gets 50003 whatever the body, query and path parameters say, never a parameter error describing
 * the operation's fields; a bad token gets its own code. A caller who may use the operation still
 * gets 50005 naming the field. Every operation of the OpenAPI document that requires a token (its
 * `security`, written by the auth plugin for every route guarded by requireAuth, requireRole or
 * requirePermission) is walked.
 */

let app: FastifyInstance;
const clock = new ManualClock(new Date());
/** A caller with every role, so that no guard refuses it and validation decides. */
let everyRole: string;

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { type?: string; pattern?: string; enum?: string[] };
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface Probe {
  name: string;
  path: string;
  method: InjectOptions['method'];
  op: Operation;
}

const NUL = 'a\u0000b';

let probes: Probe[];

beforeAll(async () => {
  app = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } }); // a walk of every operation, from one address
  await app.db.update(users).set({ roles: [...ROLES] }).where(eq(users.userName, 'demo_operator'));
  everyRole = await login(app, 'demo_operator');
  const doc = (await app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  probes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security?.some((requirement) => 'token' in requirement))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, method: method.toUpperCase() as InjectOptions['method'], op })),
  );
});

const hasBody = (probe: Probe) => probe.op.requestBody !== undefined;

/** The path with each parameter given a value valid for it, or `bad` for all. */
function url(probe: Probe, bad: boolean): string {
  const params = (probe.op.parameters ?? []).filter((p) => p.in === 'path');
  const valid = (name: string) => {
    const schema = params.find((p) => p.name === name)?.schema;
    if (schema?.enum?.length) return schema.enum[0]!;
    return ['1', 'a1'].find((v) => !schema?.pattern || new RegExp(schema.pattern).test(v)) ?? '1';
  };
  // The document's paths are relative to its server, /gateway; {*} is a wildcard.
  return `/gateway${probe.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (bad ? encodeURIComponent(NUL) : valid(name)))}`;
}

/** Every query parameter the operation declares, each with a value no schema accepts. */
function badQuery(probe: Probe): string {
  const names = (probe.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return names.length ? `?${names.map((name) => `${name}=${encodeURIComponent(NUL)}`).join('&')}` : '';
}

/** Every documented body field with a value no schema accepts, and one field nobody declared. */
function badBody(probe: Probe): Record<string, unknown> {
  const properties = probe.op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  return { ...Object.fromEntries(Object.keys(properties).map((name) => [name, NUL])), x: 1 };
}

/** Malformed requests of every kind for the operation: bad path, query and body, wrong types, not JSON. */
function malformed(probe: Probe): { label: string; options: InjectOptions }[] {
  const base = { method: probe.method };
  const requests: { label: string; options: InjectOptions }[] = [
    { label: 'bad path, query and body', options: { ...base, url: `${url(probe, true)}${badQuery(probe)}`, payload: hasBody(probe) ? badBody(probe) : undefined } },
    { label: 'bad query', options: { ...base, url: `${url(probe, false)}${badQuery(probe)}` } },
  ];
  if (hasBody(probe)) {
    requests.push(
      { label: 'unknown field', options: { ...base, url: url(probe, false), payload: { x: 1 } } },
      { label: 'a list for a body', options: { ...base, url: url(probe, false), payload: [1] } },
      { label: 'not JSON', options: { ...base, url: url(probe, false), payload: '{"x":', headers: { 'content-type': 'application/json' } } },
    );
  }
  return requests;
}

/** The first of them: path, query and body all wrong. */
const allWrong = (probe: Probe): InjectOptions => malformed(probe)[0]!.options;

describe('an operation that requires a token', () => {
  it('is documented as such, for every guarded route', () => {
    const names = probes.map((probe) => probe.name);
    expect(names.length).toBeGreaterThan(60);
    for (const name of [
      'POST /v1/order/createOrder',
      'POST /v1/wallet/getWalletRechargePayInfo',
      'POST /v1/cardExchange/useCardExchange',
      'POST /v1/resourceSupplierPlan/addPlan',
      'GET /v1/user/getUserInfo',
      'GET /v1/permissions/matrix',
    ]) {
      expect(names, name).toContain(name);
    }
    // Operations open to visitors are not.
    expect(names).not.toContain('POST /v1/user/login');
    expect(names).not.toContain('GET /v1/secret/generateSecret');
  });

  it('answers 50003 to a visitor whatever the body, query and path parameters', async () => {
    const wrong: string[] = [];
    for (const probe of probes) {
      for (const { label, options } of malformed(probe)) {
        const res = await call(app, options);
        if (res.code !== 50003) wrong.push(`${probe.name} (${label}): ${res.code} ${res.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 100001 to an unknown token, and the same with a Bearer prefix', async () => {
    const wrong: string[] = [];
    for (const probe of probes) {
      const options = allWrong(probe);
      for (const authorization of ['not-a-token', 'Bearer not-a-token']) {
        const res = await call(app, { ...options, headers: { ...options.headers, authorization } });
        if (res.code !== 100001) wrong.push(`${probe.name} (${authorization}): ${res.code} ${res.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 100010 to an expired token', async () => {
    const token = await login(app, 'demo_renter');
    const before = clock.now();
    clock.advance(8 * DAY);
    try {
      const wrong: string[] = [];
      for (const probe of probes) {
        const options = allWrong(probe);
        const res = await call(app, { ...options, headers: { ...options.headers, authorization: token } });
        if (res.code !== 100010) wrong.push(`${probe.name}: ${res.code} ${res.msg}`);
      }
      expect(wrong).toEqual([]);
    } finally {
      clock.set(before);
    }
  });

  it('still answers 50005 naming the field to a caller who may use it', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const probe of probes) {
      const parameters = (probe.op.parameters ?? []).filter((p) => p.in === 'path' && p.name !== '*').map((p) => p.name);
      const query = (probe.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = hasBody(probe) ? Object.keys(badBody(probe)) : [];
      const fields = [...parameters, ...query, ...body.filter((name) => name !== 'x')];
      if (!fields.length) continue; // nothing to get wrong but an unknown body field, which a schema may allow
      const options = allWrong(probe);
      const res = await call(app, { ...options, headers: { authorization: everyRole } });
      checked += 1;
      if (res.code !== 50005 || !fields.some((field) => res.msg.includes(field))) wrong.push(`${probe.name}: ${res.code} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('refuses a caller without the role before looking at the body', async () => {
    const renter = await login(app, 'demo_renter');
    const addPlan = (authorization: string) =>
      call(app, { method: 'POST', url: '/gateway/v1/resourceSupplierPlan/addPlan', headers: { authorization }, payload: { x: 1 } });
    expect((await addPlan(renter)).code).toBe(403);
    expect((await addPlan(everyRole)).code).toBe(50005);
    const matrix = await call(app, { method: 'GET', url: '/gateway/v1/permissions/matrix?x=%00', headers: { authorization: renter } });
    expect(matrix.code).toBe(403);
  });
});
