import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceTitle } from '../../src/shared/contracts/invoice';
import { certifications } from '../../server/db/schema';
import { auth, call, createTestApp, registerUser } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});

const CODE = '91440300708461136T';
const company = { kind: 'company', invoiceKind: 'normal', title: '深圳算力科技有限公司', taxNo: CODE, taxpayerType: 'general' };
const special = { ...company, invoiceKind: 'special', address: '深圳市南山区科技园1号', phone: '0755-88886666', bank: '招商银行深圳分行', bankAccount: '755912345678901' };
const create = (token: string, body: object) => call<InvoiceTitle>(app, { method: 'POST', url: '/gateway/v1/invoice/title/create', headers: auth(token), payload: body });
const list = async (token: string) => (await call<InvoiceTitle[]>(app, { method: 'GET', url: '/gateway/v1/invoice/title/list', headers: auth(token) })).data;
/** The message of a refused field. */
const fieldMessage = (res: { data: unknown }) => JSON.stringify(res.data);

describe('invoice titles', () => {
  it('keeps a person to 普票 without a tax number, and a company to a valid credit code', async () => {
    const user = await registerUser(app);
    const person = await create(user.token, { kind: 'individual', invoiceKind: 'normal', title: '张三' });
    expect(person.code).toBe(100000);
    expect(person.data).toMatchObject({ kind: 'individual', invoiceKind: 'normal', taxNo: '', taxpayerType: null });

    const personSpecial = await create(user.token, { kind: 'individual', invoiceKind: 'special', title: '张三' });
    expect(personSpecial.code).toBe(50005);
    expect(fieldMessage(personSpecial)).toContain('个人抬头仅可开具增值税普通发票');

    // One wrong character breaks the check digit, as in certification.
    const wrong = await create(user.token, { ...company, taxNo: '91440300708461136X' });
    expect(wrong.code).toBe(50005);
    expect(fieldMessage(wrong)).toContain('请输入正确的18位统一社会信用代码');
    expect((await create(user.token, { ...company, taxNo: '' })).code).toBe(50005);
    expect((await create(user.token, { ...company, title: 'x'.repeat(101) })).code).toBe(50005);

    const ok = await create(user.token, { ...company, taxNo: CODE.toLowerCase() });
    expect(ok.code).toBe(100000);
    expect(ok.data.taxNo).toBe(CODE);
    expect((await list(user.token)).map((t) => t.title)).toEqual(['张三', '深圳算力科技有限公司']);
  });

  it('allows 专票 only with every field, for the organisation the user is certified as', async () => {
    const user = await registerUser(app);
    const missing = await create(user.token, { ...special, bank: '' });
    expect(missing.code).toBe(50005);
    expect(fieldMessage(missing)).toContain('开具增值税专用发票须填写');
    // Not certified: refused with its reason.
    const uncertified = await create(user.token, special);
    expect(uncertified.code).toBe(-1);
    expect(uncertified.msg).toBe('增值税专用发票仅限已通过企业认证的用户开具，且抬头与税号须与认证企业一致');

    await app.db.insert(certifications).values({ userId: user.userId, type: 'enterprise', status: 'review_pass', name: '深圳算力科技有限公司', code: CODE, submittedAt: new Date(), contactName: '李四', contactPhone: '13800001111', contactEmail: 'li@example.cn' });
    expect((await create(user.token, { ...special, title: '别的公司有限公司' })).code).toBe(-1);
    const issued = await create(user.token, special);
    expect(issued.code).toBe(100000);
    // The certified organisation's own titles are usable at once; another company's wait for review.
    expect(issued.data.status).toBe('approved');
    expect((await create(user.token, company)).data.status).toBe('approved');
    expect((await create(user.token, { ...company, title: '别的公司有限公司' })).data).toMatchObject({ status: 'reviewing', reviewReason: null });
    expect(issued.data).toMatchObject({ invoiceKind: 'special', taxpayerType: 'general', bankAccount: '755912345678901' });
  });

  it("changes and deletes only the user's own titles; another's id is not found", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const title = (await create(owner.token, company)).data;
    const update = (token: string, body: object) => call<InvoiceTitle>(app, { method: 'PUT', url: `/gateway/v1/invoice/title/update/${title.id}`, headers: auth(token), payload: body });
    const remove = (token: string) => call(app, { method: 'DELETE', url: `/gateway/v1/invoice/title/delete/${title.id}`, headers: auth(token) });

    expect((await update(other.token, { ...company, title: '改名公司有限公司' })).code).toBe(100006);
    expect((await remove(other.token)).code).toBe(100006);
    expect(await list(other.token)).toEqual([]);
    const changed = await update(owner.token, { ...company, taxpayerType: 'small' });
    expect(changed.data).toMatchObject({ id: title.id, taxpayerType: 'small' });
    expect((await remove(owner.token)).code).toBe(100000);
    expect((await remove(owner.token)).code).toBe(100006);
    expect(await list(owner.token)).toEqual([]);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/invoice/title/list' })).code).toBe(50003);
  });

  it('keeps at most 20 titles, even when created at once', async () => {
    const user = await registerUser(app);
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => create(user.token, { kind: 'individual', invoiceKind: 'normal', title: `个人抬头${i}` })));
    expect(results.filter((r) => r.code === 100000)).toHaveLength(20);
    expect(results.filter((r) => r.code === -1).map((r) => r.msg)).toEqual(Array(4).fill('最多可保存20个发票抬头'));
    expect(await list(user.token)).toHaveLength(20);
  });
});
