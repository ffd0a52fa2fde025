import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, call, createTestApp, registerUser } from './helpers';

const CERTIFY = '/gateway/v1/user/certification/certify';
const STATUS = '/gateway/v1/user/loginStatusAndCertificationInfo';
type Status = { contactName: string; contactPhone: string; contactEmail: string; certificationStatus: string };

/** Issue 25: a person certifies with what a person has; 组织信息 shows the contact the user submitted. */
describe('certification contact', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('shows the submitted contact, not the account name', async () => {
    const user = await registerUser(app);
    const body = { type: 'enterprise', name: '杭州示例科技有限公司', code: '91330100MA2XXXXX1A', licenseImage: undefined, contactName: '王经理', contactPhone: '13900001111', contactEmail: 'wang@corp.cn' };
    const submitted = await call(app, { method: 'POST', url: CERTIFY, headers: auth(user.token), payload: { ...body, type: 'personal', name: '王小明', code: '11010519491231002X' } });
    expect(submitted.code).toBe(100000);
    const status = await call<Status>(app, { method: 'GET', url: STATUS, headers: auth(user.token) });
    expect(status.data).toMatchObject({ certificationStatus: 'in_review', contactName: '王经理', contactPhone: '13900001111', contactEmail: 'wang@corp.cn' });
  });

  it('takes a personal certification with the name and ID number only; the person is the contact', async () => {
    const user = await registerUser(app);
    const submitted = await call(app, { method: 'POST', url: CERTIFY, headers: auth(user.token), payload: { type: 'personal', name: '李小红', code: '11010519491231002X' } });
    expect(submitted.code).toBe(100000);
    const status = await call<Status>(app, { method: 'GET', url: STATUS, headers: auth(user.token) });
    expect(status.data).toMatchObject({ contactName: '李小红', contactPhone: user.phone, contactEmail: '' });
  });

  it('still asks a company for its contact, naming the field', async () => {
    const user = await registerUser(app);
    const refused = await call(app, { method: 'POST', url: CERTIFY, headers: auth(user.token), payload: { type: 'enterprise', name: '杭州示例科技有限公司', code: '91330100MA2XXXXX1A' } });
    expect(refused.code).toBe(50005);
    expect(JSON.stringify(refused.data)).toContain('contactName');
  });
});
