import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractItem, OnlineContract, VerifyContractResult } from '../../src/shared/contracts/contract';
import type { Page } from '../../src/shared/core/paging';
import { eq } from 'drizzle-orm';
import { certifications, onlineContracts, walletTransactions } from '../../server/db/schema';
import { DAY, ManualClock, MINUTE } from '../../server/lib/clock';
import { publishTemplate } from '../../server/modules/contract/queries';
import { auth, call, createTestApp, freshIp, lastCode, login, registerUser, solveCaptcha } from './helpers';
import { zipEntries } from './zip-entries';

/**
 * Online contracts (issue 24, /bss-contract): generated from the current template version and the
 * certification, signed with an SMS code and counter-signed, the PDF's SHA-256 recorded; only the
 * owner sees them; replays, wrong codes and double clicks sign nothing twice.
 */
let app: FastifyInstance;
const clock = new ManualClock('2026-11-20T10:00:00+08:00');
const ADDRESS = '上海市浦东新区张江路 100 号';

type User = Awaited<ReturnType<typeof registerUser>>;
let person: User;
let company: User;
let stranger: User;

const certify = (userId: number, type: 'personal' | 'enterprise', name: string, code: string) =>
  app.db.insert(certifications).values({ userId, type, status: 'review_pass', name, code, contactName: name, contactPhone: '13900000000', contactEmail: 'c@example.cn', submittedAt: clock.now(), reviewedAt: clock.now() });

const get = <T>(user: User, url: string) => call<T>(app, { method: 'GET', url: `/gateway${url}`, headers: auth(user.token) });
const post = <T>(user: User, url: string, payload?: object) =>
  call<T>(app, { method: 'POST', url: `/gateway${url}`, headers: auth(user.token), ...(payload ? { payload } : {}), remoteAddress: '10.9.9.9' });
const generate = (user: User, body: object) => post<OnlineContract>(user, '/v1/contract/online/generate', { address: ADDRESS, ...body });

/** Ask for the signing code the way the page does (the caller's own phone), and read it from the outbox. */
async function signingCode(user: User): Promise<string> {
  clock.advance(2 * MINUTE); // past the resend cooldown of the previous code
  const ip = freshIp();
  const url = `/gateway/v1/sms/sendVerifyCodeByUserName?scene=signContract&userName=${user.userName}`;
  let sent = await call<{ captchaRequired?: boolean }>(app, { method: 'GET', url, headers: auth(user.token), remoteAddress: ip });
  if (sent.code === 50005 && sent.data?.captchaRequired) {
    // Many codes to this phone today: the slider first, as the page's send button does.
    const pass = await solveCaptcha(app, ip);
    sent = await call(app, { method: 'GET', url: `${url}&captchaId=${pass.captchaId}&captchaSecondaryToken=${pass.captchaSecondaryToken}`, headers: auth(user.token), remoteAddress: ip });
  }
  expect(sent.code, sent.msg).toBe(100000);
  return lastCode(app, user.phone);
}

async function download(user: User, id: string) {
  const res = await app.inject({ method: 'GET', url: `/gateway/v1/contract/online/pdf/${id}`, headers: auth(user.token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return res.rawPayload;
}
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A real PNG (width × height, one grey line across), built by hand: signature, IHDR, IDAT, IEND. */
function png(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
  rows.fill(30, Math.floor(height / 2) * (width + 1) + 1, (Math.floor(height / 2) + 1) * (width + 1));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  app = await createTestApp({ clock });
  person = await registerUser(app);
  company = await registerUser(app);
  stranger = await registerUser(app);
  await certify(person.userId, 'personal', '张三', '110101199003070011');
  await certify(company.userId, 'enterprise', '示例算力科技有限公司', '91310115MA1H7XQ25X');
}, 60_000);

describe('generating a contract', () => {
  it('needs a passed certification', async () => {
    const res = await generate(stranger, { kind: 'framework', months: 12 });
    expect(res.code).toBe(-1);
    expect(res.msg).toContain('实名认证');
  });

  it('fills the current template with the certification and the address, as a draft; a double click makes one', async () => {
    const [first, second] = await Promise.all([generate(company, { kind: 'framework', months: 24 }), generate(company, { kind: 'framework', months: 24 })]);
    expect(first.code, first.msg).toBe(100000);
    expect(second.code, second.msg).toBe(100000);
    expect(second.data.id).toBe(first.data.id);
    const c = first.data;
    expect(c).toMatchObject({ kind: 'framework', status: 'draft', templateVersion: 1, title: '算力服务框架协议', sha256: null });
    expect(c.id).toMatch(/^KJ\d{20}$/);
    expect(c.content).toContain('示例算力科技有限公司');
    expect(c.content).toContain('统一社会信用代码：91310115MA1H7XQ25X');
    expect(c.content).toContain(ADDRESS);
    expect(c.content).toContain('期限 24 个月');
    expect(c.content).not.toMatch(/\{\{/);
  });

  it('refuses bad input with a clear message', async () => {
    expect((await generate(person, { kind: 'framework' })).msg).toContain('合同期限');
    expect((await generate(person, { kind: 'framework', months: 7 })).code).toBe(50005);
    expect((await generate(person, { kind: 'recharge' })).msg).toContain('充值记录');
    expect((await generate(person, { kind: 'recharge', recordId: 2147483647 })).code).toBe(100006);
    expect((await post(person, '/v1/contract/online/generate', { kind: 'framework', months: 12, address: 'x'.repeat(201) })).code).toBe(50005);
    expect((await post(person, '/v1/contract/online/generate', { kind: 'lease', months: 12, address: ADDRESS })).code).toBe(50005);
  });

  it('fills a recharge contract from the wallet record, and only from the user\'s own record', async () => {
    const [record] = await app.db
      .insert(walletTransactions)
      .values({ userId: person.userId, type: 'recharge', amount: '1234.50', balanceAfter: '1234.50', refType: 'trade', refId: 'TR1', remark: '账户充值' })
      .returning();
    expect((await generate(stranger, { kind: 'recharge', recordId: record!.id })).code).not.toBe(100000);
    expect((await generate(company, { kind: 'recharge', recordId: record!.id })).code).toBe(100006);
    const res = await generate(person, { kind: 'recharge', recordId: record!.id });
    expect(res.code, res.msg).toBe(100000);
    expect(res.data).toMatchObject({ kind: 'recharge', amount: '1234.50', title: '账户充值协议' });
    expect(res.data.content).toContain('壹仟贰佰叁拾肆元伍角');
    expect(res.data.content).toContain('身份证号码：110101199003070011');
  });
});

describe('signing', () => {
  let id: string;
  beforeAll(async () => {
    id = (await generate(person, { kind: 'framework', months: 12 })).data.id;
  });

  it('is for the owner only: another user\'s id is not found everywhere', async () => {
    expect((await get(stranger, `/v1/contract/online/detail/${id}`)).code).toBe(100006);
    expect((await post(stranger, `/v1/contract/online/submit/${id}`)).code).toBe(100006);
    expect((await post(stranger, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三', verifyCode: '123456' })).code).toBe(100006);
    expect((await post(stranger, `/v1/contract/online/terminate/${id}`, { reason: '不需要了' })).code).toBe(100006);
    expect((await app.inject({ method: 'GET', url: `/gateway/v1/contract/online/pdf/${id}`, headers: auth(stranger.token) })).json().code).toBe(100006);
    const list = await get<Page<ContractItem>>(stranger, '/v1/contract/all/page');
    expect(list.data.records.map((r) => r.id)).not.toContain(id);
    // The SMS code goes only to the signed-in owner's phone.
    const asOther = await call(app, { method: 'GET', url: `/gateway/v1/sms/sendVerifyCodeByUserName?scene=signContract&userName=${person.userName}`, headers: auth(stranger.token), remoteAddress: freshIp() });
    expect(asOther.code).toBe(50003);
  });

  it('needs the draft confirmed first, then the SMS code: a wrong or expired code signs nothing', async () => {
    expect((await post(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三', verifyCode: '123456' })).msg).toContain('发起签署');
    const submitted = await post<OnlineContract>(person, `/v1/contract/online/submit/${id}`);
    expect(submitted.data.status).toBe('pending_signature');
    expect((await post<OnlineContract>(person, `/v1/contract/online/submit/${id}`)).data.status).toBe('pending_signature');

    const code = await signingCode(person);
    const wrong = await post(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三', verifyCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.code).toBe(50005);
    expect(wrong.msg).toBe('验证码错误');
    expect((await post(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三' })).code).toBe(50005);
    clock.advance(6 * MINUTE);
    const stale = await post(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三', verifyCode: code });
    expect(stale.msg).toBe('验证码已失效，请重新获取');
    expect((await get<OnlineContract>(person, `/v1/contract/online/detail/${id}`)).data).toMatchObject({ status: 'pending_signature', sha256: null, signedAt: null });
  });

  it('refuses a typed name that is not the certified person\'s, without spending the code', async () => {
    const code = await signingCode(person);
    const res = await post(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '李四', verifyCode: code });
    expect(res.code).toBe(50005);
    expect(res.msg).toContain('实名认证姓名');
    // A double click: two signings at once with the same code; one signs, the other is refused.
    const [a, b] = await Promise.all([
      post<OnlineContract>(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三', verifyCode: code }),
      post<OnlineContract>(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三', verifyCode: code }),
    ]);
    const winners = [a, b].filter((r) => r.code === 100000);
    expect(winners).toHaveLength(1);
    const loser = [a, b].find((r) => r.code !== 100000)!;
    expect(['验证码已失效，请重新获取', '合同已签署，请勿重复提交']).toContain(loser.msg);
    const signed = winners[0]!.data;
    expect(signed).toMatchObject({ status: 'effective', signatureMethod: 'typed', signerName: '张三' });
    expect(signed.sha256).toMatch(/^[a-f0-9]{64}$/);
    expect(signed.signedAt).not.toBeNull();
    expect(signed.platformSignedAt).not.toBeNull();
  });

  it('keeps the first signature: a replay with a fresh code is refused and the document does not change', async () => {
    const before = (await get<OnlineContract>(person, `/v1/contract/online/detail/${id}`)).data;
    const code = await signingCode(person);
    const replay = await post(person, `/v1/contract/online/sign/${id}`, { method: 'typed', name: '张三', verifyCode: code });
    expect(replay.code).toBe(-1);
    expect(replay.msg).toBe('合同已签署，请勿重复提交');
    const after = (await get<OnlineContract>(person, `/v1/contract/online/detail/${id}`)).data;
    expect(after.sha256).toBe(before.sha256);
    expect(after.signedAt).toBe(before.signedAt);
  });

  it('records the SHA-256 of exactly the bytes downloaded, and checks an uploaded copy', async () => {
    const detail = (await get<OnlineContract>(person, `/v1/contract/online/detail/${id}`)).data;
    const bytes = await download(person, id);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha(bytes)).toBe(detail.sha256);
    expect(sha(await download(person, id))).toBe(detail.sha256);

    const same = await post<VerifyContractResult>(person, '/v1/contract/online/verify', { file: dataUrl(bytes, 'application/pdf') });
    expect(same.data).toMatchObject({ match: true, contractId: id, sha256: detail.sha256 });
    const altered = Buffer.concat([bytes, Buffer.from('\n% changed\n')]);
    expect((await post<VerifyContractResult>(person, '/v1/contract/online/verify', { file: dataUrl(altered, 'application/pdf') })).data.match).toBe(false);
    // Another user's copy is not theirs to check against.
    expect((await post<VerifyContractResult>(stranger, '/v1/contract/online/verify', { file: dataUrl(bytes, 'application/pdf') })).data).toMatchObject({ match: false, contractId: null });
    expect((await post(person, '/v1/contract/online/verify', { file: dataUrl(Buffer.from('not a pdf'), 'application/pdf') })).code).toBe(50005);
    expect((await post(person, '/v1/contract/online/verify', { file: 'hello' })).code).toBe(50005);
  });

  it('lists the contract with its state and hash', async () => {
    const list = await get<Page<ContractItem>>(person, '/v1/contract/all/page?kind=framework');
    expect(list.data.records.find((r) => r.id === id)).toMatchObject({ status: 'effective', kind: 'framework' });
    const filtered = await get<Page<ContractItem>>(person, '/v1/contract/all/page?status=draft');
    expect(filtered.data.records.map((r) => r.id)).not.toContain(id);
  });

  it("goes into the month's accountant pack as the signed document, and into no one else's", async () => {
    const detail = (await get<OnlineContract>(person, `/v1/contract/online/detail/${id}`)).data;
    const pack = (who: User) => app.inject({ method: 'GET', url: '/gateway/v1/costs/bill/pack?month=2026-11', headers: auth(who.token) });
    const files = zipEntries((await pack(person)).rawPayload);
    expect(sha(files.get(`contracts/${id}.pdf`)!)).toBe(detail.sha256);
    expect(files.get('README.txt')!.toString('utf8')).toContain(`contracts/${id}.pdf\t${detail.title}`);
    expect([...zipEntries((await pack(stranger)).rawPayload).keys()].filter((name) => name.startsWith('contracts/'))).toEqual([]);
  });
});

describe('drawn signatures', () => {
  let id: string;
  beforeAll(async () => {
    id = (await generate(company, { kind: 'framework', months: 24 })).data.id;
    await post(company, `/v1/contract/online/submit/${id}`);
  });

  it('refuses what is not a PNG of signature size, or too large, keeping the code', async () => {
    const code = await signingCode(company);
    const sign = (image: string) => post(company, `/v1/contract/online/sign/${id}`, { method: 'drawn', image, verifyCode: code });
    expect((await post(company, `/v1/contract/online/sign/${id}`, { method: 'drawn', verifyCode: code })).msg).toBe('请手写签名');
    expect((await sign(dataUrl(Buffer.from('GIF89a....'), 'image/gif'))).msg).toBe('签名须为 PNG 图片');
    expect((await sign(dataUrl(Buffer.from('not really a png at all, just words')))).msg).toBe('签名须为 PNG 图片');
    expect((await sign(dataUrl(png(20, 10)))).msg).toBe('签名图片尺寸不正确');
    expect((await sign(dataUrl(Buffer.concat([png(400, 120), Buffer.alloc(210 * 1024)])))).code).toBe(50005);
    // A header that promises a picture but carries none.
    const broken = png(400, 120);
    broken.fill(7, 41, broken.length - 12);
    expect((await sign(dataUrl(broken))).msg).toBe('签名图片无法识别，请重新签名');

    const res = await sign(dataUrl(png(400, 120)));
    expect(res.code, res.msg).toBe(100000);
    expect((res.data as OnlineContract).signatureMethod).toBe('drawn');
    expect(sha(await download(company, id))).toBe((res.data as OnlineContract).sha256);
  });
});

describe('the states after signing', () => {
  it('a framework contract may be terminated by its user, once; others not', async () => {
    const list = await get<Page<ContractItem>>(company, '/v1/contract/all/page?kind=framework&status=effective');
    const id = list.data.records[0]!.id;
    expect((await post(company, `/v1/contract/online/terminate/${id}`, { reason: '' })).code).toBe(50005);
    const done = await post<OnlineContract>(company, `/v1/contract/online/terminate/${id}`, { reason: '业务调整' });
    expect(done.data).toMatchObject({ status: 'terminated', terminateReason: '业务调整' });
    expect((await post(company, `/v1/contract/online/terminate/${id}`, { reason: '业务调整' })).msg).toBe('合同已终止');
    expect((await post(company, `/v1/contract/online/submit/${id}`)).code).toBe(-1);

    const recharge = (await get<Page<ContractItem>>(person, '/v1/contract/all/page?kind=recharge')).data.records[0]!;
    expect((await post(person, `/v1/contract/online/terminate/${recharge.id}`, { reason: '不需要' })).msg).toBe('仅框架协议可由用户终止');
  });

  it('pins the template version at generation: a new version changes no contract made before it', async () => {
    const old = (await get<Page<ContractItem>>(person, '/v1/contract/all/page?kind=framework')).data.records[0]!;
    const before = (await get<OnlineContract>(person, `/v1/contract/online/detail/${old.id}`)).data;
    await publishTemplate(app.db, { kind: 'framework', title: '算力服务框架协议（2027 版）', body: '甲方：{{partyName}}\n第一条 新条款\n期限 {{months}} 个月。' });
    const templates = await get<{ kind: string; version: number }[]>(person, '/v1/contract/online/templates');
    expect(templates.data.find((t) => t.kind === 'framework')!.version).toBe(2);

    const after = (await get<OnlineContract>(person, `/v1/contract/online/detail/${old.id}`)).data;
    expect(after.templateVersion).toBe(1);
    expect(after.content).toBe(before.content);
    expect(sha(await download(person, old.id))).toBe(before.sha256);

    // The company's framework contract was terminated: a new one comes from version 2.
    const fresh = await generate(company, { kind: 'framework', months: 12 });
    expect(fresh.data).toMatchObject({ templateVersion: 2, title: '算力服务框架协议（2027 版）' });
    expect(fresh.data.content).toContain('第一条 新条款');
    // While the person's is in force, another is refused.
    expect((await generate(person, { kind: 'framework', months: 12 })).msg).toContain('生效中的框架协议');
  });

  it('expires contracts past their end date (the job), and an expired one cannot be terminated', async () => {
    const id = (await get<Page<ContractItem>>(person, '/v1/contract/all/page?kind=framework&status=effective')).data.records[0]!.id;
    // Its end date comes (moved to the past rather than the clock moved a year, which would end the session).
    await app.db.update(onlineContracts).set({ endsAt: new Date(clock.now().getTime() - DAY) }).where(eq(onlineContracts.id, id));
    await app.jobs.runOnce();
    const detail = (await get<OnlineContract>(person, `/v1/contract/online/detail/${id}`)).data;
    expect(detail.status).toBe('expired');
    expect(detail.endedAt).not.toBeNull();
    expect((await post(person, `/v1/contract/online/terminate/${id}`, { reason: '业务调整' })).code).toBe(-1);
  });

  it('lists rental contracts beside the online ones', async () => {
    const renter = await login(app, 'demo_renter');
    const res = await call<Page<ContractItem>>(app, { method: 'GET', url: '/gateway/v1/contract/all/page?kind=rental', headers: auth(renter) });
    expect(res.code).toBe(100000);
    expect(res.data.records.every((r) => r.kind === 'rental')).toBe(true);
  });
});
