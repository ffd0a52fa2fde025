import { encryptWithSecret } from '/work/h-invoice/src/shared/crypto/aes';
const base = 'http://127.0.0.1:4740/gateway';
async function j(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(base + url, { method, headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return res.json() as Promise<{ code: number; data: any; msg: string }>;
}
async function login(userName: string) {
  const s = await j('GET', '/v1/secret/generateSecret');
  const r = await j('POST', '/v1/user/login', undefined, { userName, password: encryptWithSecret('Demo@2025', s.data.secret), secretKey: s.data.key });
  return r.data.token as string;
}
const renter = await login('demo_renter');
console.log(JSON.stringify((await j('GET', '/v1/invoice/amount', renter)).data));
console.log(JSON.stringify((await j('GET', '/v1/invoice/options', renter)).data).slice(0, 400));
const t1 = await j('POST', '/v1/invoice/title/create', renter, { kind: 'company', invoiceKind: 'normal', title: '深圳星河智算科技有限公司', taxNo: '91440300708461136T', taxpayerType: 'general', address: '深圳市南山区科技园', phone: '0755-88886666', bank: '招商银行深圳分行', bankAccount: '755912345678901' });
await j('POST', '/v1/invoice/title/create', renter, { kind: 'individual', invoiceKind: 'normal', title: '张三' });
const goods = await j('GET', '/v1/container_goods/containerGoods4ConsolePage?size=100&gpuType=RTX%204090');
const images = await j('GET', '/v1/image/public');
const order = await j('POST', '/v1/order/createOrder', renter, { goodsId: goods.data.records[0].id, gpuNumber: 1, billingMode: 'common', periodUnit: 'day', periodCount: 1, imageId: images.data[0].id });
console.log(order.code, order.data?.amount);
const opts = await j('GET', '/v1/invoice/options', renter);
const req = await j('POST', '/v1/invoice/request/create', renter, { titleId: t1.data.id, scope: 'month', ref: opts.data.months[0].key, email: 'renter@demo.suanli.cn' });
console.log(req.code, req.msg);
const req2 = await j('POST', '/v1/invoice/request/create', renter, { titleId: t1.data.id, scope: 'amount', amount: '1.00', email: 'renter@demo.suanli.cn' });
const op = await login('demo_operator');
await j('POST', `/v1/invoiceAdmin/issue/${req2.data.id}`, op);
console.log(JSON.stringify((await j('GET', '/v1/invoice/amount', renter)).data));
