import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, call, createTestApp, login, registerUser } from './helpers';

let app: FastifyInstance;
let operator: string;
beforeAll(async () => {
  app = await createTestApp();
  operator = await login(app, 'demo_operator');
});

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
const personal = { type: 'personal', name: '张三', code: '11010519491231002X', contactName: '张三', contactPhone: '13800000009', contactEmail: 'zhang@example.cn' };
const enterprise = { type: 'enterprise', name: '上海算力市场科技有限公司', code: '91350100M000100Y43', licenseImage: PNG, contactName: '李四', contactPhone: '13800000008', contactEmail: 'li@example.cn' };
const certify = (token: string, body: object) => call(app, { method: 'POST', url: '/gateway/v1/user/certification/certify', headers: auth(token), payload: body });
/** The certification's item in the review centre's queue, found as an operator would: by the applicant's user name. */
const pendingItem = async (userName: string) => {
  const page = await call<{ records: { id: number; subjectId: string; applicant: { userName: string } }[] }>(app, {
    method: 'GET',
    url: `/gateway/v1/review/page?kind=certification&status=pending&keyword=${encodeURIComponent(userName)}&size=100`,
    headers: auth(operator),
  });
  return page.data.records.find((r) => r.applicant.userName === userName);
};
const decide = (itemId: number, approve: boolean, payload: object = {}, token = operator) =>
  call(app, { method: 'POST', url: `/gateway/v1/review/${approve ? 'approve' : 'reject'}/${itemId}`, headers: auth(token), payload });
const base = async (token: string) =>
  (await call<{ certificationStatus: string; certificationName: string; code: string }>(app, { method: 'GET', url: '/gateway/v1/user/certification/certifyBaseInfo', headers: auth(token) })).data;

describe('certification', () => {
  it('goes unverified → in review → passed, and the name appears once passed', async () => {
    const user = await registerUser(app);
    expect((await base(user.token)).certificationStatus).toBe('unverified');
    expect((await certify(user.token, enterprise)).msg).toBe('提交成功，请等待审核');
    expect(await base(user.token)).toMatchObject({ certificationStatus: 'in_review', certificationName: '' });
    const dup = await certify(user.token, enterprise);
    expect(dup.code).toBe(50006);
    const item = await pendingItem(user.userName);
    expect(item?.subjectId).toBe(String(user.userId));
    const licence = await app.inject({ method: 'GET', url: `/gateway/v1/user/certification/license/${user.userId}`, headers: auth(operator) });
    expect(licence.headers['content-type']).toBe('image/png');
    expect((await decide(item!.id, true)).code).toBe(100000);
    expect(await base(user.token)).toMatchObject({ certificationStatus: 'review_pass', certificationName: '上海算力市场科技有限公司', code: '913501********0Y43' });
    const info = await call<{ certificationName: string }>(app, { method: 'GET', url: '/gateway/v1/user/getUserInfo', headers: auth(user.token) });
    expect(info.data.certificationName).toBe('上海算力市场科技有限公司');
    expect((await certify(user.token, enterprise)).msg).toBe('您已完成实名认证');
  });

  it('can be resubmitted after a failed review, which needs a reason', async () => {
    const user = await registerUser(app);
    await certify(user.token, personal);
    const item = await pendingItem(user.userName);
    const noReason = await decide(item!.id, false);
    expect(noReason).toMatchObject({ code: 50005, msg: '请求体 reason：请填写驳回原因' });
    await decide(item!.id, false, { reason: '证件照片不清晰' });
    const detail = await call<{ certificationStatus: string; reason: string; certificationCode: string; maskedCertificationName: string }>(app, {
      method: 'GET',
      url: '/gateway/v1/user/certification/certifyAllInfo',
      headers: auth(user.token),
    });
    expect(detail.data).toMatchObject({ certificationStatus: 'review_failed', reason: '证件照片不清晰', certificationCode: '110105********002X', maskedCertificationName: '张*' });
    expect((await certify(user.token, personal)).code).toBe(100000);
    expect((await base(user.token)).certificationStatus).toBe('in_review');
  });

  it('checks identity numbers and licence images', async () => {
    const user = await registerUser(app);
    expect((await certify(user.token, { ...personal, code: '110105194912310021' })).msg).toBe('身份证号码不正确');
    expect((await certify(user.token, { ...enterprise, code: '91350100M000100Y44' })).msg).toBe('统一社会信用代码不正确');
    expect((await certify(user.token, { ...enterprise, licenseImage: undefined })).msg).toBe('请上传营业执照');
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect((await certify(user.token, { ...enterprise, licenseImage: fake })).msg).toBe('营业执照须为 PNG、JPG 或 WebP 图片');
    expect((await certify(user.token, { ...personal, type: 'robot' })).code).toBe(50005);
    expect((await certify(user.token, { ...personal, name: 'x'.repeat(65) })).code).toBe(50005);
  });

  it('keeps review for operators', async () => {
    const renter = await login(app, 'demo_renter');
    const res = await call(app, { method: 'POST', url: '/gateway/v1/review/approve/1', headers: auth(renter), payload: {} });
    expect(res.code).toBe(403);
    expect((await call(app, { method: 'GET', url: '/gateway/v1/review/page?kind=certification', headers: auth(renter) })).code).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/gateway/v1/user/certification/license/1', headers: auth(renter) })).json()).toMatchObject({ code: 403 });
    const none = await decide(999999, true);
    expect(none.code).toBe(100006);
  });

  it('no longer answers the old operator-only endpoints (the review centre replaced them)', async () => {
    expect((await app.inject({ method: 'GET', url: '/gateway/v1/user/certification/page', headers: auth(operator) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/gateway/v1/user/certification/review/1', headers: auth(operator), payload: { pass: true } })).statusCode).toBe(404);
  });
});
