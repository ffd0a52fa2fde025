import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { onlineContracts, supplierStatements, users, wallets } from '../../server/db/schema';
import { DAY, ManualClock, MINUTE, SECOND } from '../../server/lib/clock';
import { CONTENT_KINDS, type ContentKind } from '../../src/shared/core/content';
import { auth, createTestApp, EVERY_DAY, freshPhone, login, registerUser, supplyMachine } from './helpers';

/**
 * Every state-changing operation of the OpenAPI document that names a record by an id (issue 20 §1:
 * one helper that read through the outer `db` inside `db.transaction` froze the whole gateway on
 * PGlite, whose single connection the transaction holds). Each such operation is called
 *
 *  (a) with an id that does not exist, as a renter, a supplier and an operator;
 *  (b) with the id of a real record of another user (or, for the back office, as a role that may
 *      not use it);
 *  (c) where the operation has states, with a record in a state the operation does not start from;
 *
 * and, where the id travels in the body or the query, the same for those operations (d).
 *
 * Every call must answer within two seconds, never with HTTP 500, and a refusal must be a refusal
 * (never 100000). A call that does not answer names itself and stops the file: the app is frozen
 * from then on, so every later call fails at once with the name of the one that hung.
 */

const ANSWER_WITHIN_MS = 2000;
/** The refusals an unknown or a foreign id may get: not found, or the role may not use the call. */
const REFUSALS = [100006, 403];

let app: FastifyInstance;
const clock = new ManualClock(new Date());
/** The operation that did not answer; once set, the app is frozen and every call fails at once. */
let hung: string | null = null;

interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** One inject, raced against the limit: a hang fails naming `label` (and freezes the walk). */
async function answer(label: string, options: InjectOptions): Promise<Answer> {
  if (hung) throw new Error(`not called: the gateway stopped answering at ${hung}, so nothing after it can answer`);
  return settleWithin(label, async () => {
    const response = await app.inject(options);
    let body: { code?: number; msg?: string; data?: unknown } = {};
    try {
      body = response.json();
    } catch {
      body = { msg: response.body.slice(0, 200) };
    }
    return { status: response.statusCode, code: body.code ?? Number.NaN, msg: body.msg ?? '', data: body.data ?? null };
  });
}

/** Any awaited work of the gateway (an inject, a worker run) that must finish within the limit. */
async function settleWithin<T>(label: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), ANSWER_WITHIN_MS);
  });
  try {
    const result = await Promise.race([work(), limit]);
    if (result === 'hung') {
      hung = label;
      throw new Error(`${label} did not answer within ${ANSWER_WITHIN_MS / 1000} s: the gateway hangs (on PGlite, look for a query on the outer db inside db.transaction)`);
    }
    return result;
  } finally {
    clearTimeout(timer);
  }
}

// ---- Who calls ---------------------------------------------------------------------------------

/**
 * renter, supplier, operator: the demo accounts. stranger: a fresh renter. rival: a second supplier.
 * finance: a finance account (review of credit and invoices only). operator2: a second operator.
 */
type Role = 'renter' | 'supplier' | 'operator' | 'stranger' | 'rival' | 'finance' | 'operator2';
const tokens = {} as Record<Role, string>;
const userIds = {} as Record<Role, number>;

async function send(label: string, as: Role | null, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return answer(label, {
    method: method as 'POST',
    url: `/gateway${url}`,
    headers: { ...(as ? auth(tokens[as]) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A setup step that must succeed. */
async function must<T = Record<string, unknown>>(as: Role | null, method: string, url: string, payload?: unknown): Promise<T> {
  const res = await send(`${method} ${url} (setup)`, as, method, url, payload);
  if (res.status !== 200 || res.code !== 100000) throw new Error(`setup ${method} ${url} as ${as}: ${res.status} ${res.code} ${res.msg}`);
  return res.data as T;
}

const settle = (ms = 10 * SECOND) => {
  clock.advance(ms);
  return settleWithin('worker.runOnce (setup)', () => app.jobs.runOnce());
};

// ---- The document ------------------------------------------------------------------------------

interface Parameter {
  in: string;
  name: string;
  schema?: { type?: string; pattern?: string; enum?: string[]; maximum?: number };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> };
}
interface Walked {
  /** "POST /v1/container/stop/{id}", as the document names it. */
  key: string;
  method: string;
  path: string;
  /** Its path parameter the walk varies (the first), and the others, each filled with an unknown id. */
  param: Parameter;
  others: Parameter[];
  /** Whether it takes a body with required fields (or not JSON): EXTRAS must give a valid one. */
  needsBody: boolean;
}

const STATE_CHANGING = ['post', 'put', 'patch', 'delete'];
let walked: Walked[] = [];

/**
 * The unknown ids a path parameter's schema allows: for integers one in range of an int4 and the
 * largest allowed; for strings the first candidate its pattern accepts.
 */
function unknownIds(param: Parameter): (string | number)[] {
  const schema = param.schema ?? {};
  if (schema.type === 'integer') return [2147483647, schema.maximum ?? Number.MAX_SAFE_INTEGER];
  if (schema.enum?.length) throw new Error(`${param.name} is an enum: every value exists, there is no unknown one to walk`);
  const candidates = ['XQ-DOES-NOT-EXIST', `TR${'0'.repeat(20)}`, 'zz-nowhere'];
  const fit = candidates.find((value) => !schema.pattern || new RegExp(schema.pattern).test(value));
  if (!fit) throw new Error(`no unknown id fits ${param.name} /${schema.pattern}/: add a candidate`);
  return [fit];
}

const fill = (op: Walked, id: string | number) =>
  op.others.reduce(
    (path, other) => path.replace(`{${other.name}}`, encodeURIComponent(String(unknownIds(other)[0]))),
    op.path.replace(`{${op.param.name}}`, encodeURIComponent(String(id))),
  );

// ---- Bodies: valid ones, so that what refuses a call is its id and not its body ----------------

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY);
const dateIn = (days: number) => inDays(days).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const CONTENT_BODIES: Record<ContentKind, () => Record<string, unknown>> = {
  announcement: () => ({ content: '走查公告：系统维护通知', applicablePages: ['home'], sort: 0 }),
  knowledge: () => ({ title: '走查报告', summary: '摘要', category: '行业报告', author: '研究院', content: '正文', tags: [], coverUrl: '/media/knowledge/cover.svg', pageCount: 1 }),
  article: () => ({ title: '走查文章', summary: '摘要', category: '基础知识', author: '编辑部', content: '正文', thumbnail: '/media/articles/art-vram.svg' }),
  news: () => ({ title: '走查新闻', desc: '摘要', coverImg: '/media/news/cover.svg', content: '正文' }),
  carousel: () => ({ title: '走查轮播', imageUrl: '/media/carousel/a.png', buttonText: '了解更多', link: '/gpu-market', sort: 1 }),
  agreement: () => ({ docKey: 'privacy', version: `walk-${Math.random().toString(36).slice(2, 8)}`, title: '隐私政策', content: '## 第一条\n\n正文', effectiveAt: inDays(-1).toISOString() }),
};

const day = (unitPrice: string) => ({ beginTime: '08:00', endTime: '22:00', unitPrice, label: 'day' });
const night = (unitPrice: string) => ({ beginTime: '22:00', endTime: '08:00', unitPrice, label: 'night' });
const plan = (planName: string) => ({
  planName,
  expectedIncomeWeekly: '3000.00',
  minIncomeWeekly: '500.00',
  saleTime: { windows: EVERY_DAY, endDate: dateIn(200) },
  machines: [supplyMachine()],
  files: [],
});

const ACCESS_POINT = { name: '走查', product: 'photo_api', expiresAt: null, ipRanges: [], rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null, freeOnly: false };

const BUDGET = { name: '走查预算', period: 'month', basis: 'actual', amount: '100', stopAtLimit: false };

/** What else a call sends besides its id: a valid body, and for an upload its query and type. */
interface Extras {
  payload?: unknown;
  query?: string;
  headers?: Record<string, string>;
}
const EXTRAS: Record<string, () => Extras> = {
  'PUT /v1/invoice/title/update/{id}': () => ({ payload: { kind: 'individual', invoiceKind: 'normal', title: '走查抬头' } }),
  'POST /v1/container/start/{id}': () => ({ payload: { mode: 'gpu' } }),
  'POST /v1/container/saveImage/{id}': () => ({ payload: { name: 'walk-image' } }),
  'PATCH /v1/container/update/{id}': () => ({ payload: { name: 'walk-rename' } }),
  'POST /user/roles/{id}': () => ({ payload: { roles: ['renter'] } }),
  'POST /user/lock/{id}': () => ({ payload: { reason: '走查' } }),
  'POST /v1/review/approve/{id}': () => ({ payload: {} }),
  'POST /v1/review/reject/{id}': () => ({ payload: { reason: '材料不全' } }),
  'PATCH /v1/containerGoods/update/{id}': () => ({ payload: { sort: 7 } }),
  'PATCH /v1/container_goods/spec/update/{id}': () => ({ payload: { timeRanges: [day('2.2800'), night('1.0900')], note: '走查' } }),
  'PATCH /v1/region/update/{code}': () => ({ payload: { name: '华东一区' } }),
  'PATCH /v1/host/update/{id}': () => ({ payload: { name: 'walk-host' } }),
  'POST /v1/inbox/consultation/handle/{id}': () => ({ payload: {} }),
  'POST /v1/inbox/feedback/handle/{id}': () => ({ payload: {} }),
  'POST /v1/inbox/questionnaire/handle/{id}': () => ({ payload: {} }),
  'POST /v1/supplierStatement/dispute/{id}': () => ({ payload: { reason: '走查异议' } }),
  'POST /v1/mall/vender/order/deliver/{id}': () => ({ payload: { note: 'IP 10.0.0.8' } }),
  'POST /v1/mall/vender/inquiry/reply/{id}': () => ({ payload: { quotedUnitPrice: '5200', reply: '可以' } }),
  'POST /v1/contentAdmin/knowledge/report/{id}': () => ({ payload: PDF, query: 'fileName=walk.pdf', headers: { 'content-type': 'application/pdf' } }),
  'PATCH /v1/accessPoint/update/{id}': () => ({ payload: ACCESS_POINT }),
  'POST /v1/accessPoint/status/{id}': () => ({ payload: { status: 'disabled' } }),
  'POST /v1/accessPoint/playground/{id}/portrait': () => ({
    payload: `--walk\r\nContent-Disposition: form-data; name="style"\r\n\r\nbackground_white\r\n--walk\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a photo\r\n--walk--\r\n`,
    headers: { 'content-type': 'multipart/form-data; boundary=walk' },
  }),
  'POST /v1/ai/model/access/{modelId}': () => ({ payload: { answers: { name: '走查' } } }),
  'PATCH /v1/budget/update/{id}': () => ({ payload: BUDGET }),
  'POST /v1/invoiceAdmin/reject/{id}': () => ({ payload: { reason: '走查驳回' } }),
  'POST /v1/contract/online/sign/{id}': () => ({ payload: { method: 'typed', name: '演示租户', verifyCode: '123456' } }),
  'POST /v1/contract/online/terminate/{id}': () => ({ payload: { reason: '走查终止' } }),
  'POST /v1/invoiceAdmin/reverse/{id}': () => ({ payload: { reason: '走查红冲' } }),
  'POST /v1/accessPoint/playground/{id}': () => ({
    payload: `--walk\r\nContent-Disposition: form-data; name="size"\r\n\r\n1inch\r\n--walk\r\nContent-Disposition: form-data; name="background"\r\n\r\nblue\r\n--walk\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a photo\r\n--walk--\r\n`,
    headers: { 'content-type': 'multipart/form-data; boundary=walk' },
  }),
  'PATCH /v1/modelAdmin/update/{id}': () => ({ payload: MODEL_BODY() }),
  'POST /v1/modelAdmin/file/{id}': () => ({ payload: Buffer.from('{"walk":true}'), query: 'fileName=config.json', headers: { 'content-type': 'application/octet-stream' } }),
  'POST /v1/modelAdmin/removeFile/{id}': () => ({ payload: { fileId: fx.modelFile } }),
  'PATCH /v1/datasetAdmin/update/{id}': () => ({ payload: DATASET_BODY() }),
  'POST /v1/datasetAdmin/file/{id}': () => ({ payload: Buffer.from('text,label\nwalk,1\n'), query: 'split=train&fileName=train.csv', headers: { 'content-type': 'application/octet-stream' } }),
  'POST /v1/datasetAdmin/removeFile/{id}': () => ({ payload: { fileId: fx.datasetFile } }),
  ...Object.fromEntries(
    CONTENT_KINDS.flatMap((kind) => [
      [`PATCH /v1/contentAdmin/${kind}/update/{id}`, () => ({ payload: CONTENT_BODIES[kind]() })],
      [`POST /v1/contentAdmin/${kind}/schedule/{id}`, () => ({ payload: { publishTime: inDays(1).toISOString() } })],
    ]),
  ),
};

/** Call one walked operation with `id` as `as`, with its body from EXTRAS. */
function callOp(op: Walked, id: string | number, as: Role) {
  const extras = EXTRAS[op.key]?.() ?? {};
  const url = `${fill(op, id)}${extras.query ? `?${extras.query}` : ''}`;
  return send(`${op.key} with ${op.param.name}=${id} as ${as}`, as, op.method, url, extras.payload, extras.headers);
}

// ---- The records the walk acts on --------------------------------------------------------------

interface Fixtures {
  running: number;
  stopped: number;
  released: number;
  privateImage: number;
  deletedImage: number;
  publicImage: number;
  strangerSession: number;
  revokedSession: number;
  victim: number;
  lockedVictim: number;
  deletedVictim: number;
  draft: Record<ContentKind, number>;
  archived: Record<ContentKind, number>;
  pendingItem: number;
  claimedByOther: number;
  decidedItem: number;
  notice: number;
  goods: number;
  offSaleGoods: number;
  spec: number;
  cancelledSchedule: number;
  onlineHost: number;
  maintenanceHost: number;
  cancelledMaintenance: number;
  exportedBatch: number;
  revokedBatch: number;
  revokedCard: { cardNumber: string; cardCode: string };
  consultation: number;
  feedback: number;
  questionnaire: number;
  draftPlan: number;
  reviewedPlan: number;
  deletedPlan: number;
  issuedStatement: number;
  settledStatement: number;
  paidOrder: string;
  deliveredOrder: string;
  openInquiry: number;
  repliedInquiry: number;
  openQuote: number;
  acceptedQuote: number;
  rejectedQuote: number;
  pendingTrade: string;
  paidTrade: string;
  cancelledTrade: string;
  cancelledTicket: string;
  invoiceTitle: number;
  deletedInvoiceTitle: number;
  accessPoint: number;
  disabledAccessPoint: number;
  budget: number;
  deletedBudget: number;
  service: number;
  stoppedService: number;
  deletedService: number;
  draftContract: string;
  effectiveContract: string;
  terminatedContract: string;
  /** Back-office model and dataset cards: a draft (with a file), one in review, one published. */
  model: { draft: number; pending: number; published: number };
  dataset: { draft: number; pending: number; published: number };
  modelFile: number;
  datasetFile: number;
}
const fx = {} as Fixtures;

/** An id the walk calls something with, and why. */
interface Probe {
  as: Role;
  id: string | number;
  why: string;
  /** A repeat the operation may answer with success, as it changes nothing (a double click). */
  idempotent?: boolean;
}

const nonOperators = (id: number | string, what: string): Probe[] =>
  (['renter', 'supplier', 'finance'] as const).map((as) => ({ as, id, why: `${what}, as a ${as} (back office only)` }));

/** (b) A real record of another user, or the back office's record as a role that may not touch it. */
const FOREIGN: Record<string, () => Probe[]> = {
  ...Object.fromEntries(
    ['submit', 'sign', 'terminate'].map((action) => [
      `POST /v1/contract/online/${action}/{id}`,
      () => [
        { as: 'stranger', id: fx.draftContract, why: "demo_renter's draft contract" },
        { as: 'stranger', id: fx.effectiveContract, why: "demo_renter's signed contract" },
      ],
    ]),
  ),
  'PUT /v1/invoice/title/update/{id}': () => [{ as: 'stranger', id: fx.invoiceTitle, why: "demo_renter's invoice title" }],
  'DELETE /v1/invoice/title/delete/{id}': () => [{ as: 'stranger', id: fx.invoiceTitle, why: "demo_renter's invoice title" }],
  ...Object.fromEntries(
    ['PATCH /v1/accessPoint/update/{id}', 'POST /v1/accessPoint/rotate/{id}', 'POST /v1/accessPoint/status/{id}', 'DELETE /v1/accessPoint/delete/{id}', 'POST /v1/accessPoint/playground/{id}'].map((key) => [
      key,
      () => [{ as: 'stranger', id: fx.accessPoint, why: "demo_renter's access point" }],
    ]),
  ),
  'POST /dev/pay/{tradeNo}': () => [{ as: 'stranger', id: fx.pendingTrade, why: "demo_renter's pending recharge" }],
  'POST /v1/profile/sessions/revoke/{id}': () => [{ as: 'renter', id: fx.strangerSession, why: "another user's session" }],
  'DELETE /v1/image/delete/{id}': () => [
    { as: 'stranger', id: fx.privateImage, why: "demo_renter's private image" },
    { as: 'renter', id: fx.publicImage, why: 'a public image, nobody’s to delete' },
  ],
  ...Object.fromEntries(
    ['stop', 'restart', 'release', 'start', 'saveImage'].map((verb) => [
      `POST /v1/container/${verb}/{id}`,
      () => [
        { as: 'stranger', id: verb === 'start' || verb === 'saveImage' ? fx.stopped : fx.running, why: "demo_renter's instance" },
        { as: 'operator', id: fx.running, why: "demo_renter's instance, as an operator (no back-office route)" },
      ],
    ]),
  ),
  'PATCH /v1/container/update/{id}': () => [{ as: 'stranger', id: fx.running, why: "demo_renter's instance" }],
  ...Object.fromEntries(['DELETE /user/delete/{id}', 'POST /user/roles/{id}', 'POST /user/lock/{id}', 'POST /user/unlock/{id}', 'POST /user/signout/{id}'].map((key) => [key, () => nonOperators(fx.victim, 'a real user')])),
  ...Object.fromEntries(
    CONTENT_KINDS.flatMap((kind) =>
      ['update', 'publish', 'unschedule', 'archive', 'restore', 'schedule'].map((action) => [
        `${action === 'update' ? 'PATCH' : 'POST'} /v1/contentAdmin/${kind}/${action}/{id}`,
        () => nonOperators(fx.draft[kind], `a ${kind} draft`),
      ]),
    ),
  ),
  'POST /v1/contentAdmin/knowledge/report/{id}': () => nonOperators(fx.draft.knowledge, 'a knowledge draft'),
  ...Object.fromEntries(
    (['model', 'dataset'] as const).flatMap((kind) =>
      ['PATCH update', 'POST submit', 'POST withdraw', 'POST unpublish', 'POST file', 'POST removeFile'].map((op) => {
        const [method, action] = op.split(' ');
        return [`${method} /v1/${kind}Admin/${action}/{id}`, () => nonOperators(fx[kind].draft, `a ${kind} draft`)];
      }),
    ),
  ),
  ...Object.fromEntries(
    ['claim', 'release', 'approve', 'reject'].map((action) => [
      `POST /v1/review/${action}/{id}`,
      () => [
        { as: 'renter', id: fx.pendingItem, why: 'a pending certification, as a renter' },
        { as: 'finance', id: fx.pendingItem, why: 'a certification, as finance (credit and invoices only)' },
      ],
    ]),
  ),
  'POST /v1/notice/read/{id}': () => [
    { as: 'stranger', id: fx.notice, why: "demo_renter's notice" },
    { as: 'supplier', id: fx.notice, why: "demo_renter's notice" },
  ],
  'PATCH /v1/containerGoods/update/{id}': () => nonOperators(fx.goods, 'an offer'),
  'POST /v1/containerGoods/onSale/{id}': () => nonOperators(fx.offSaleGoods, 'an offer'),
  'POST /v1/containerGoods/offSale/{id}': () => nonOperators(fx.goods, 'an offer'),
  'PATCH /v1/container_goods/spec/update/{id}': () => nonOperators(fx.spec, 'a price spec'),
  'POST /v1/priceSchedule/cancel/{id}': () => nonOperators(fx.cancelledSchedule, 'a price schedule'),
  'PATCH /v1/region/update/{code}': () => nonOperators('cn-east-1', 'a region'),
  'PATCH /v1/host/update/{id}': () => nonOperators(fx.onlineHost, 'a host'),
  'POST /v1/host/online/{id}': () => nonOperators(fx.maintenanceHost, 'a host'),
  'POST /v1/host/maintenance/{id}': () => nonOperators(fx.onlineHost, 'a host'),
  'POST /v1/hostMaintenance/cancel/{id}': () => nonOperators(fx.cancelledMaintenance, 'a maintenance window'),
  'POST /v1/cardBatch/exported/{id}': () => nonOperators(fx.exportedBatch, 'a card batch'),
  'POST /v1/cardBatch/revoke/{id}': () => nonOperators(fx.revokedBatch, 'a card batch'),
  'POST /v1/inbox/consultation/handle/{id}': () => nonOperators(fx.consultation, 'a consultation'),
  'POST /v1/inbox/feedback/handle/{id}': () => nonOperators(fx.feedback, "demo_renter's feedback"),
  'POST /v1/inbox/questionnaire/handle/{id}': () => nonOperators(fx.questionnaire, 'a questionnaire'),
  ...Object.fromEntries(
    ['launchExamine', 'cancelExamine', 'publish', 'notPublish', 'deletePlan'].map((action) => [
      `POST /v1/resourceSupplierPlan/${action}/{id}`,
      () => [
        { as: 'rival', id: action === 'cancelExamine' ? fx.reviewedPlan : fx.draftPlan, why: "demo_supplier's plan, as another supplier" },
        { as: 'renter', id: fx.draftPlan, why: "demo_supplier's plan, as a renter" },
      ],
    ]),
  ),
  ...Object.fromEntries(
    ['confirm', 'dispute'].map((action) => [
      `POST /v1/supplierStatement/${action}/{id}`,
      () => [
        { as: 'rival', id: fx.issuedStatement, why: "demo_supplier's statement, as another supplier" },
        { as: 'renter', id: fx.issuedStatement, why: "demo_supplier's statement, as a renter" },
      ],
    ]),
  ),
  ...Object.fromEntries(
    ['startDelivery', 'deliver'].map((action) => [
      `POST /v1/mall/vender/order/${action}/{id}`,
      () => [
        { as: 'rival', id: fx.paidOrder, why: "an order of demo_supplier's goods, as another supplier" },
        { as: 'renter', id: fx.paidOrder, why: 'their own order, as its buyer (vendor route)' },
      ],
    ]),
  ),
  'POST /v1/mall/order/cancel/{id}': () => [
    { as: 'stranger', id: fx.paidOrder, why: "demo_renter's paid order" },
    { as: 'supplier', id: fx.paidOrder, why: "an order of demo_supplier's goods, as its supplier (buyer route)" },
  ],
  'POST /v1/mall/vender/inquiry/reply/{id}': () => [
    { as: 'rival', id: fx.openInquiry, why: "an inquiry to demo_supplier, as another supplier" },
    { as: 'renter', id: fx.openInquiry, why: 'their own inquiry, as its buyer (vendor route)' },
  ],
  'POST /v1/accessPoint/playground/{id}/portrait': () => [{ as: 'stranger', id: fx.accessPoint, why: "demo_renter's access point" }],
  // A published model or dataset is nobody's: any signed-in user may ask for access or a download link.
  'POST /v1/ai/model/access/{modelId}': () => [],
  'POST /v1/dataset/downloadLink/{datasetId}/{fileId}': () => [],
  'PATCH /v1/budget/update/{id}': () => [{ as: 'stranger', id: fx.budget, why: "demo_renter's budget" }],
  'DELETE /v1/budget/delete/{id}': () => [{ as: 'stranger', id: fx.budget, why: "demo_renter's budget" }],
  'POST /v1/modelService/stop/{id}': () => [{ as: 'stranger', id: fx.service, why: "demo_renter's running model service" }],
  'POST /v1/modelService/start/{id}': () => [{ as: 'stranger', id: fx.stoppedService, why: "demo_renter's stopped model service" }],
  'DELETE /v1/modelService/delete/{id}': () => [
    { as: 'stranger', id: fx.service, why: "demo_renter's running model service" },
    { as: 'supplier', id: fx.stoppedService, why: "demo_renter's stopped model service" },
  ],
  // Not yet walked with records of their own: the invoice desk's finance-only steps on another
  // user's request (tests/gateway/invoices.test.ts).
  ...Object.fromEntries(['accept', 'issue', 'reject', 'reverse', 'reissue'].map((action) => [`POST /v1/invoiceAdmin/${action}/{id}`, () => []])),
  // A published model is nobody's: any signed-in user may like it (once) or take the like back.
  'POST /v1/ai/model/like/{modelId}': () => [],
  'POST /v1/ai/model/unlike/{modelId}': () => [],
  'POST /v1/demandGoods/cancel/{demandGoodsBaseId}': () => [
    { as: 'stranger', id: 'XQ-DEMO-0001', why: "demo_renter's open demand" },
    { as: 'supplier', id: 'XQ-DEMO-0001', why: "demo_renter's open demand, as a supplier that quoted on it" },
  ],
  ...Object.fromEntries(
    ['accept', 'reject'].map((action) => [
      `POST /v1/demandQuote/${action}/{id}`,
      () => [
        { as: 'stranger', id: fx.openQuote, why: "a quote on demo_renter's demand" },
        { as: 'supplier', id: fx.openQuote, why: 'their own quote, as the supplier that made it (the buyer decides)' },
      ],
    ]),
  ),
};

/** (c) A record the operation does not start from; `[]` where the operation has no states. */
const WRONG_STATE: Record<string, () => Probe[]> = {
  'POST /v1/contract/online/submit/{id}': () => [
    { as: 'renter', id: fx.effectiveContract, why: 'a signed contract' },
    { as: 'renter', id: fx.terminatedContract, why: 'a terminated contract' },
  ],
  'POST /v1/contract/online/sign/{id}': () => [
    { as: 'renter', id: fx.draftContract, why: 'a draft not yet sent for signature' },
    { as: 'renter', id: fx.effectiveContract, why: 'a signed contract' },
    { as: 'renter', id: fx.terminatedContract, why: 'a terminated contract' },
  ],
  'POST /v1/contract/online/terminate/{id}': () => [
    { as: 'renter', id: fx.draftContract, why: 'a draft' },
    { as: 'renter', id: fx.effectiveContract, why: 'a recharge contract (only framework ones end early)' },
    { as: 'renter', id: fx.terminatedContract, why: 'a terminated contract' },
  ],
  // Liking twice or taking back a like never given changes nothing and answers the state (counted once).
  'POST /v1/ai/model/like/{modelId}': () => [],
  'POST /v1/ai/model/unlike/{modelId}': () => [],
  'PUT /v1/invoice/title/update/{id}': () => [{ as: 'renter', id: fx.deletedInvoiceTitle, why: 'a deleted invoice title' }],
  'DELETE /v1/invoice/title/delete/{id}': () => [{ as: 'renter', id: fx.deletedInvoiceTitle, why: 'a deleted invoice title' }],
  // An access point is active or disabled; each may be edited, rotated, switched or deleted in either.
  'PATCH /v1/accessPoint/update/{id}': () => [],
  'POST /v1/accessPoint/rotate/{id}': () => [],
  'POST /v1/accessPoint/status/{id}': () => [],
  'DELETE /v1/accessPoint/delete/{id}': () => [],
  'POST /v1/accessPoint/playground/{id}': () => [{ as: 'renter', id: fx.disabledAccessPoint, why: 'a disabled access point' }],
  'POST /v1/accessPoint/playground/{id}/portrait': () => [{ as: 'renter', id: fx.disabledAccessPoint, why: 'a disabled access point' }],
  // Asking again answers the same request; a download link may be asked for any time.
  'POST /v1/ai/model/access/{modelId}': () => [],
  'POST /v1/dataset/downloadLink/{datasetId}/{fileId}': () => [],
  'PATCH /v1/budget/update/{id}': () => [{ as: 'renter', id: fx.deletedBudget, why: 'a deleted budget' }],
  'DELETE /v1/budget/delete/{id}': () => [{ as: 'renter', id: fx.deletedBudget, why: 'a deleted budget' }],
  'POST /v1/modelService/stop/{id}': () => [
    { as: 'renter', id: fx.stoppedService, why: 'a stopped model service' },
    { as: 'renter', id: fx.deletedService, why: 'a deleted model service' },
  ],
  'POST /v1/modelService/start/{id}': () => [
    { as: 'renter', id: fx.service, why: 'a running model service' },
    { as: 'renter', id: fx.deletedService, why: 'a deleted model service' },
  ],
  'DELETE /v1/modelService/delete/{id}': () => [{ as: 'renter', id: fx.deletedService, why: 'a deleted model service' }],
  // Their states are walked in tests/gateway/invoices.test.ts.
  ...Object.fromEntries(['accept', 'issue', 'reject', 'reverse', 'reissue'].map((action) => [`POST /v1/invoiceAdmin/${action}/{id}`, () => []])),
  'POST /dev/pay/{tradeNo}': () => [
    { as: 'renter', id: fx.paidTrade, why: 'a paid recharge', idempotent: true },
    { as: 'renter', id: fx.cancelledTrade, why: 'a cancelled recharge' },
  ],
  'POST /v1/profile/sessions/revoke/{id}': () => [{ as: 'renter', id: fx.revokedSession, why: 'a session already signed out' }],
  'DELETE /v1/image/delete/{id}': () => [{ as: 'renter', id: fx.deletedImage, why: 'a deleted image' }],
  'POST /v1/container/stop/{id}': () => [
    { as: 'renter', id: fx.stopped, why: 'a stopped instance', idempotent: true },
    { as: 'renter', id: fx.released, why: 'a released instance' },
  ],
  'POST /v1/container/restart/{id}': () => [
    { as: 'renter', id: fx.stopped, why: 'a stopped instance' },
    { as: 'renter', id: fx.released, why: 'a released instance' },
  ],
  'POST /v1/container/release/{id}': () => [
    { as: 'renter', id: fx.running, why: 'a running instance (stop first)' },
    { as: 'renter', id: fx.released, why: 'a released instance', idempotent: true },
  ],
  'POST /v1/container/start/{id}': () => [
    { as: 'renter', id: fx.running, why: 'a running instance', idempotent: true },
    { as: 'renter', id: fx.released, why: 'a released instance' },
  ],
  'POST /v1/container/saveImage/{id}': () => [
    { as: 'renter', id: fx.running, why: 'a running instance (stop first)' },
    { as: 'renter', id: fx.released, why: 'a released instance' },
  ],
  'PATCH /v1/container/update/{id}': () => [{ as: 'renter', id: fx.released, why: 'a released instance' }],
  'DELETE /user/delete/{id}': () => [{ as: 'operator', id: fx.deletedVictim, why: 'a deleted user' }],
  'POST /user/roles/{id}': () => [{ as: 'operator', id: fx.deletedVictim, why: 'a deleted user' }],
  'POST /user/lock/{id}': () => [
    { as: 'operator', id: fx.lockedVictim, why: 'a locked user', idempotent: true },
    { as: 'operator', id: fx.deletedVictim, why: 'a deleted user' },
  ],
  'POST /user/unlock/{id}': () => [
    { as: 'operator', id: fx.victim, why: 'a user who is not locked', idempotent: true },
    { as: 'operator', id: fx.deletedVictim, why: 'a deleted user' },
  ],
  'POST /user/signout/{id}': () => [{ as: 'operator', id: fx.deletedVictim, why: 'a deleted user' }],
  ...Object.fromEntries(
    CONTENT_KINDS.flatMap((kind) => [
      [`PATCH /v1/contentAdmin/${kind}/update/{id}`, () => [{ as: 'operator', id: fx.archived[kind], why: `an archived ${kind}` }]],
      [`POST /v1/contentAdmin/${kind}/publish/{id}`, () => [{ as: 'operator', id: fx.archived[kind], why: `an archived ${kind}` }]],
      [`POST /v1/contentAdmin/${kind}/schedule/{id}`, () => [{ as: 'operator', id: fx.archived[kind], why: `an archived ${kind}` }]],
      [`POST /v1/contentAdmin/${kind}/archive/{id}`, () => [{ as: 'operator', id: fx.draft[kind], why: `a ${kind} draft (never published)` }]],
      [`POST /v1/contentAdmin/${kind}/unschedule/{id}`, () => [{ as: 'operator', id: fx.draft[kind], why: `a ${kind} draft (not scheduled)` }]],
      [`POST /v1/contentAdmin/${kind}/restore/{id}`, () => [{ as: 'operator', id: fx.draft[kind], why: `a ${kind} draft (not archived)` }]],
    ]),
  ),
  // A report can be attached to a knowledge item in any state.
  'POST /v1/contentAdmin/knowledge/report/{id}': () => [],
  ...Object.fromEntries(
    (['model', 'dataset'] as const).flatMap((kind) => {
      const inReview = (): Probe[] => [
        { as: 'operator', id: fx[kind].pending, why: `a ${kind} in review` },
        { as: 'operator', id: fx[kind].published, why: `a published ${kind} (unpublish first)` },
      ];
      return [
        [`PATCH /v1/${kind}Admin/update/{id}`, inReview],
        [`POST /v1/${kind}Admin/file/{id}`, inReview],
        [`POST /v1/${kind}Admin/removeFile/{id}`, inReview],
        [`POST /v1/${kind}Admin/submit/{id}`, inReview],
        [`POST /v1/${kind}Admin/withdraw/{id}`, () => [{ as: 'operator', id: fx[kind].draft, why: `a ${kind} draft (not in review)` }]],
        [`POST /v1/${kind}Admin/unpublish/{id}`, () => [{ as: 'operator', id: fx[kind].pending, why: `a ${kind} in review (not published)` }]],
      ];
    }),
  ),
  ...Object.fromEntries(
    ['claim', 'release', 'approve', 'reject'].map((action) => [
      `POST /v1/review/${action}/{id}`,
      () => [
        { as: 'operator', id: fx.claimedByOther, why: 'an item another operator claimed' },
        { as: 'operator', id: fx.decidedItem, why: 'a decided item' },
        ...(action === 'release' ? [{ as: 'operator' as const, id: fx.pendingItem, why: 'an item nobody claimed' }] : []),
      ],
    ]),
  ),
  'POST /v1/notice/read/{id}': () => [{ as: 'renter', id: fx.notice, why: 'a notice already read', idempotent: true }],
  // Offers, prices, regions and hosts can be edited in any state.
  'PATCH /v1/containerGoods/update/{id}': () => [],
  'PATCH /v1/container_goods/spec/update/{id}': () => [],
  'PATCH /v1/region/update/{code}': () => [],
  'PATCH /v1/host/update/{id}': () => [],
  'POST /v1/containerGoods/onSale/{id}': () => [{ as: 'operator', id: fx.goods, why: 'an offer on sale', idempotent: true }],
  'POST /v1/containerGoods/offSale/{id}': () => [{ as: 'operator', id: fx.offSaleGoods, why: 'an offer off sale', idempotent: true }],
  'POST /v1/priceSchedule/cancel/{id}': () => [{ as: 'operator', id: fx.cancelledSchedule, why: 'a cancelled price schedule' }],
  'POST /v1/host/online/{id}': () => [{ as: 'operator', id: fx.onlineHost, why: 'an online host', idempotent: true }],
  'POST /v1/host/maintenance/{id}': () => [{ as: 'operator', id: fx.maintenanceHost, why: 'a host in maintenance', idempotent: true }],
  'POST /v1/hostMaintenance/cancel/{id}': () => [{ as: 'operator', id: fx.cancelledMaintenance, why: 'a cancelled maintenance window' }],
  'POST /v1/cardBatch/exported/{id}': () => [{ as: 'operator', id: fx.exportedBatch, why: 'a batch already exported (card codes export once)' }],
  'POST /v1/cardBatch/revoke/{id}': () => [{ as: 'operator', id: fx.revokedBatch, why: 'a revoked batch' }],
  'POST /v1/inbox/consultation/handle/{id}': () => [{ as: 'operator', id: fx.consultation, why: 'a handled consultation' }],
  'POST /v1/inbox/feedback/handle/{id}': () => [{ as: 'operator', id: fx.feedback, why: 'a handled feedback' }],
  'POST /v1/inbox/questionnaire/handle/{id}': () => [{ as: 'operator', id: fx.questionnaire, why: 'a handled questionnaire' }],
  'POST /v1/resourceSupplierPlan/launchExamine/{id}': () => [
    { as: 'supplier', id: fx.reviewedPlan, why: 'a plan already in review' },
    { as: 'supplier', id: fx.deletedPlan, why: 'a deleted plan' },
  ],
  'POST /v1/resourceSupplierPlan/cancelExamine/{id}': () => [{ as: 'supplier', id: fx.draftPlan, why: 'a draft plan (not in review)' }],
  'POST /v1/resourceSupplierPlan/publish/{id}': () => [
    { as: 'supplier', id: fx.draftPlan, why: 'a draft plan (not approved)' },
    { as: 'supplier', id: fx.reviewedPlan, why: 'a plan in review' },
  ],
  'POST /v1/resourceSupplierPlan/notPublish/{id}': () => [{ as: 'supplier', id: fx.draftPlan, why: 'a draft plan (not published)' }],
  'POST /v1/resourceSupplierPlan/deletePlan/{id}': () => [{ as: 'supplier', id: fx.deletedPlan, why: 'a deleted plan' }],
  'POST /v1/supplierStatement/confirm/{id}': () => [{ as: 'supplier', id: fx.settledStatement, why: 'a settled statement' }],
  'POST /v1/supplierStatement/dispute/{id}': () => [{ as: 'supplier', id: fx.settledStatement, why: 'a settled statement' }],
  'POST /v1/mall/order/cancel/{id}': () => [{ as: 'renter', id: fx.deliveredOrder, why: 'a delivered order' }],
  'POST /v1/mall/vender/order/startDelivery/{id}': () => [{ as: 'supplier', id: fx.deliveredOrder, why: 'a delivered order' }],
  'POST /v1/mall/vender/order/deliver/{id}': () => [{ as: 'supplier', id: fx.deliveredOrder, why: 'a delivered order' }],
  'POST /v1/mall/vender/inquiry/reply/{id}': () => [{ as: 'supplier', id: fx.repliedInquiry, why: 'an inquiry already answered' }],
  'POST /v1/demandGoods/cancel/{demandGoodsBaseId}': () => [
    { as: 'renter', id: 'XQ-DEMO-0003', why: 'a cancelled demand' },
    { as: 'renter', id: 'XQ-DEMO-0002', why: 'a contracted demand' },
  ],
  'POST /v1/demandQuote/accept/{id}': () => [
    { as: 'renter', id: fx.acceptedQuote, why: 'an accepted quote (demand contracted)' },
    { as: 'renter', id: fx.rejectedQuote, why: 'a declined quote' },
  ],
  'POST /v1/demandQuote/reject/{id}': () => [
    { as: 'renter', id: fx.acceptedQuote, why: 'an accepted quote' },
    { as: 'renter', id: fx.rejectedQuote, why: 'a declined quote' },
  ],
};

// ---- Setup -------------------------------------------------------------------------------------

async function setupAccessPoints() {
  fx.accessPoint = (await must<{ id: number }>('renter', 'POST', '/v1/accessPoint/add', ACCESS_POINT)).id;
  fx.disabledAccessPoint = (await must<{ id: number }>('renter', 'POST', '/v1/accessPoint/add', ACCESS_POINT)).id;
  await must('renter', 'POST', `/v1/accessPoint/status/${fx.disabledAccessPoint}`, { status: 'disabled' });
}

async function userIdOf(userName: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

/** A fresh account with `roles` given by the operator through the users page. */
async function withRoles(roles: string[]) {
  const user = await registerUser(app);
  await must('operator', 'POST', `/user/roles/${user.userId}`, { roles });
  return { token: await login(app, user.userName, user.password), userId: user.userId };
}

async function setupAccounts() {
  for (const role of ['renter', 'supplier', 'operator'] as const) {
    tokens[role] = await login(app, `demo_${role}`);
    userIds[role] = await userIdOf(`demo_${role}`);
  }
  const stranger = await registerUser(app);
  tokens.stranger = stranger.token;
  userIds.stranger = stranger.userId;
  for (const [role, roles] of [
    ['rival', ['renter', 'supplier']],
    ['finance', ['renter', 'finance']],
    ['operator2', ['renter', 'operator']],
  ] as const) {
    const user = await withRoles([...roles]);
    tokens[role] = user.token;
    userIds[role] = user.userId;
  }
  // Plenty of money, so that nothing below is refused for funds.
  await app.db.update(wallets).set({ balanceAmount: '10000000.00' }).where(eq(wallets.userId, userIds.renter));
}

async function setupCompute() {
  const market = await must<{ records: { id: number }[] }>(null, 'GET', '/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090');
  const goodsId = market.records[0]!.id;
  const images = await must<{ id: number }[]>(null, 'GET', '/v1/image/public');
  fx.publicImage = images[0]!.id;
  const order = async () =>
    (await must<{ instanceId: number }>('renter', 'POST', '/v1/order/createOrder', { goodsId, gpuNumber: 1, billingMode: 'timed', imageId: fx.publicImage })).instanceId;
  fx.running = await order();
  fx.stopped = await order();
  fx.released = await order();
  await settle();
  await must('renter', 'POST', `/v1/container/stop/${fx.stopped}`);
  await must('renter', 'POST', `/v1/container/stop/${fx.released}`);
  await settle();
  await must('renter', 'POST', `/v1/container/release/${fx.released}`);
  await settle();
  fx.deletedImage = (await must<{ id: number }>('renter', 'POST', `/v1/container/saveImage/${fx.stopped}`, { name: 'walk-deleted' })).id;
  await settle();
  await must('renter', 'DELETE', `/v1/image/delete/${fx.deletedImage}`);
  fx.privateImage = (await must<{ id: number }>('renter', 'POST', `/v1/container/saveImage/${fx.stopped}`, { name: 'walk-kept' })).id;
  await settle();
}

async function setupSessions() {
  const sessions = await must<{ records: { id: number; current: boolean }[] }>('stranger', 'GET', '/v1/profile/sessions?size=100');
  fx.strangerSession = sessions.records.find((s) => s.current)!.id;
  const second = await login(app, 'demo_renter');
  const mine = await must<{ records: { id: number; current: boolean }[] }>('renter', 'GET', '/v1/profile/sessions?size=100');
  const current = await answer('GET /v1/profile/sessions (setup)', { method: 'GET', url: '/gateway/v1/profile/sessions?size=100', headers: auth(second) });
  const secondId = (current.data as { records: { id: number; current: boolean }[] }).records.find((s) => s.current)!.id;
  expect(mine.records.map((s) => s.id)).toContain(secondId);
  await must('renter', 'POST', `/v1/profile/sessions/revoke/${secondId}`);
  fx.revokedSession = secondId;
}

async function setupUsers() {
  fx.victim = (await registerUser(app)).userId;
  fx.lockedVictim = (await registerUser(app)).userId;
  await must('operator', 'POST', `/user/lock/${fx.lockedVictim}`, { reason: '走查' });
  fx.deletedVictim = (await registerUser(app)).userId;
  await must('operator', 'DELETE', `/user/delete/${fx.deletedVictim}`);
}

async function setupContent() {
  fx.draft = {} as Record<ContentKind, number>;
  fx.archived = {} as Record<ContentKind, number>;
  for (const kind of CONTENT_KINDS) {
    fx.draft[kind] = (await must<{ id: number }>('operator', 'POST', `/v1/contentAdmin/${kind}/add`, CONTENT_BODIES[kind]())).id;
    const archived = (await must<{ id: number }>('operator', 'POST', `/v1/contentAdmin/${kind}/add`, CONTENT_BODIES[kind]())).id;
    await must('operator', 'POST', `/v1/contentAdmin/${kind}/publish/${archived}`);
    await must('operator', 'POST', `/v1/contentAdmin/${kind}/archive/${archived}`);
    fx.archived[kind] = archived;
  }
}

let catalogueCount = 0;
const MODEL_BODY = () => ({
  modelId: `walk-model-${(catalogueCount += 1)}`,
  publisher: 'walk',
  name: '走查模型',
  summary: '走查',
  task: 'text-generation',
  library: 'transformers',
  license: 'apache-2.0',
  params: 7_000_000_000,
  readme: '# 走查',
});
const DATASET_BODY = () => ({
  datasetId: `walk-dataset-${(catalogueCount += 1)}`,
  publisher: 'walk',
  name: '走查数据集',
  summary: '走查',
  task: 'text-classification',
  modality: 'text',
  license: 'mit',
  readme: '# 走查',
});

/** A draft with a file, one in review and one published, of models and of datasets. */
async function setupCatalogue() {
  const upload = (kind: 'model' | 'dataset', id: number) => {
    const extras = EXTRAS[`POST /v1/${kind}Admin/file/{id}`]!();
    return answer(`upload ${kind} file (setup)`, {
      method: 'POST',
      url: `/gateway/v1/${kind}Admin/file/${id}?${extras.query}`,
      headers: { ...auth(tokens.operator), ...extras.headers },
      payload: extras.payload as Buffer,
    });
  };
  for (const kind of ['model', 'dataset'] as const) {
    const body = kind === 'model' ? MODEL_BODY : DATASET_BODY;
    const made = async () => {
      const { id } = await must<{ id: number }>('operator', 'POST', `/v1/${kind}Admin/add`, body());
      const res = await upload(kind, id);
      if (res.code !== 100000) throw new Error(`setup upload ${kind}: ${res.code} ${res.msg}`);
      return { id, fileId: (res.data as { files: { id: number }[] }).files[0]!.id };
    };
    const draft = await made();
    const pending = await made();
    const published = await made();
    await must('operator', 'POST', `/v1/${kind}Admin/submit/${pending.id}`);
    await must('operator', 'POST', `/v1/${kind}Admin/submit/${published.id}`);
    const page = await must<{ records: { id: number; subjectId: string }[] }>('operator', 'GET', `/v1/review/page?kind=${kind}&status=pending&size=100`);
    await must('operator', 'POST', `/v1/review/approve/${page.records.find((r) => r.subjectId === String(published.id))!.id}`, {});
    fx[kind] = { draft: draft.id, pending: pending.id, published: published.id };
    if (kind === 'model') fx.modelFile = draft.fileId;
    else fx.datasetFile = draft.fileId;
  }
}

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
async function setupReview() {
  const applicant = async (n: number) => {
    const user = await registerUser(app);
    await answer('certify (setup)', {
      method: 'POST',
      url: '/gateway/v1/user/certification/certify',
      headers: auth(user.token),
      payload: { type: 'enterprise', name: `走查算力科技有限公司${n}`, code: '91350100M000100Y43', licenseImage: PNG, contactName: '李四', contactPhone: '13800000008', contactEmail: `walk${n}@example.cn` },
    });
    const page = await must<{ records: { id: number; applicant: { userName: string } }[] }>(
      'operator',
      'GET',
      `/v1/review/page?kind=certification&status=pending&keyword=${encodeURIComponent(user.userName)}&size=100`,
    );
    return page.records.find((r) => r.applicant.userName === user.userName)!.id;
  };
  fx.pendingItem = await applicant(1);
  fx.claimedByOther = await applicant(2);
  await must('operator2', 'POST', `/v1/review/claim/${fx.claimedByOther}`);
  fx.decidedItem = await applicant(3);
  await must('operator', 'POST', `/v1/review/approve/${fx.decidedItem}`, {});
}

async function setupGoods() {
  const goods = await must<{ records: { id: number; status: string; gpuType: string }[] }>('operator', 'GET', '/v1/containerGoods/page?size=100');
  const others = goods.records.filter((g) => g.status === 'on_sale' && g.gpuType !== 'RTX 4090');
  fx.goods = others[0]!.id;
  fx.offSaleGoods = others[1]!.id;
  await must('operator', 'POST', `/v1/containerGoods/offSale/${fx.offSaleGoods}`);
  const detail = await must<{ specs: { specId: number }[] }>('operator', 'GET', `/v1/containerGoods/detail/${fx.goods}`);
  fx.spec = detail.specs[0]!.specId;
  const scheduled = await must<{ id: number }>('operator', 'POST', '/v1/priceSchedule/add', {
    specId: fx.spec,
    effectiveAt: inDays(3).toISOString(),
    timeRanges: [day('2.5000'), night('1.2000')],
    note: '走查',
  });
  await must('operator', 'POST', `/v1/priceSchedule/cancel/${scheduled.id}`);
  fx.cancelledSchedule = scheduled.id;
  const hosts = await must<{ records: { id: number; goodsId: number; status: string }[] }>('operator', 'GET', `/v1/host/page?size=100&goodsId=${fx.goods}`);
  const online = hosts.records.filter((h) => h.status === 'online');
  fx.onlineHost = online[0]!.id;
  fx.maintenanceHost = online[1]?.id ?? (await must<{ id: number }>('operator', 'POST', '/v1/host/add', { goodsId: fx.goods, name: 'walk-2', sshHost: 'walk-2.example.cn', gpuTotal: 8 })).id;
  await must('operator', 'POST', `/v1/host/maintenance/${fx.maintenanceHost}`);
  const window = await must<{ id: number }>('operator', 'POST', '/v1/hostMaintenance/add', {
    hostId: fx.onlineHost,
    startsAt: inDays(5).toISOString(),
    endsAt: new Date(inDays(5).getTime() + 60 * MINUTE).toISOString(),
    note: '走查',
  });
  await must('operator', 'POST', `/v1/hostMaintenance/cancel/${window.id}`);
  fx.cancelledMaintenance = window.id;
}

async function setupCardsAndInbox() {
  const issue = () =>
    must<{ batch: { id: number }; cards: { cardNumber: string; cardCode: string }[] }>('operator', 'POST', '/v1/cardBatch/add', { name: '走查', kind: 'balance', amount: '10', count: 1 });
  fx.exportedBatch = (await issue()).batch.id;
  await must('operator', 'POST', `/v1/cardBatch/exported/${fx.exportedBatch}`);
  const revoked = await issue();
  fx.revokedBatch = revoked.batch.id;
  fx.revokedCard = revoked.cards[0]!;
  await must('operator', 'POST', `/v1/cardBatch/revoke/${fx.revokedBatch}`);

  const requestId = () => `walk-${Math.random().toString(36).slice(2, 12)}`;
  fx.consultation = (
    await must<{ consultationId: number }>(null, 'POST', '/v1/consultation/add', {
      requestId: requestId(),
      name: '王经理',
      company: '走查科技',
      phone: freshPhone(),
      email: 'walk@example.cn',
      demandType: 'gpu_rental',
      content: '想了解 A800 包月价格',
    })
  ).consultationId;
  fx.feedback = (
    await must<{ feedbackId: number }>('renter', 'POST', '/v1/feedback/add', { requestId: requestId(), type: 'billing', content: '账单金额与实际使用时长对不上，请核查', contact: 'walk@example.cn' })
  ).feedbackId;
  await must('stranger', 'POST', '/v1/questionnaire/add', {
    answers: {
      role: 'algorithm',
      industry: 'internet',
      teamSize: '11-50',
      workloads: ['llm_inference'],
      gpuTypes: ['rtx4090'],
      budget: '20k-100k',
      priorities: ['price'],
      tidal: 'yes_some',
      channel: 'search',
      suggestion: '走查',
    },
  });
  const questionnaires = await must<{ records: { id: number }[] }>('operator', 'GET', '/v1/inbox/page?kind=questionnaire&size=100');
  fx.questionnaire = questionnaires.records[0]!.id;
  for (const [kind, id] of [
    ['consultation', fx.consultation],
    ['feedback', fx.feedback],
    ['questionnaire', fx.questionnaire],
  ] as const) {
    await must('operator', 'POST', `/v1/inbox/${kind}/handle/${id}`, {});
  }
}

async function setupSupplier() {
  const add = async (name: string) => (await must<{ id: number }>('supplier', 'POST', '/v1/resourceSupplierPlan/addPlan', plan(name))).id;
  fx.draftPlan = await add('走查草稿');
  fx.reviewedPlan = await add('走查审核中');
  await must('supplier', 'POST', `/v1/resourceSupplierPlan/launchExamine/${fx.reviewedPlan}`);
  fx.deletedPlan = await add('走查已删除');
  await must('supplier', 'POST', `/v1/resourceSupplierPlan/deletePlan/${fx.deletedPlan}`);
  // Statements come from a week of sales; the walk needs only their rows, one issued and one settled.
  const statement = (weekStart: string, status: 'issued' | 'settled') => ({
    planId: fx.draftPlan,
    supplierId: userIds.supplier,
    weekStart,
    gross: '0',
    fee: '0',
    feeRate: '0.1000',
    covered: '0',
    net: '0',
    soldMinutes: 0,
    outageMinutes: 0,
    status,
    issuedAt: clock.now(),
    createdAt: clock.now(),
  });
  const rows = await app.db
    .insert(supplierStatements)
    .values([statement('2020-01-06', 'issued'), statement('2020-01-13', 'settled')])
    .returning({ id: supplierStatements.id });
  fx.issuedStatement = rows[0]!.id;
  fx.settledStatement = rows[1]!.id;
}

async function setupMall() {
  const order = async () =>
    (await must<{ orderBaseId: string }>('renter', 'POST', '/v1/mall/order/create', { goodsBaseId: 'BM-3060-1-CD03', term: 'month', termCount: 1, quantity: 1 })).orderBaseId;
  fx.paidOrder = await order();
  fx.deliveredOrder = await order();
  await must('supplier', 'POST', `/v1/mall/vender/order/startDelivery/${fx.deliveredOrder}`);
  await must('supplier', 'POST', `/v1/mall/vender/order/deliver/${fx.deliveredOrder}`, { note: '已交付' });
  const inquiry = async () =>
    (await must<{ id: number }>('renter', 'POST', '/v1/mall/inquiry/add', { goodsBaseId: 'BM-3090-8-GZ02', quantity: 1, startDate: dateIn(5), months: 1, message: '走查询价' })).id;
  fx.openInquiry = await inquiry();
  fx.repliedInquiry = await inquiry();
  await must('supplier', 'POST', `/v1/mall/vender/inquiry/reply/${fx.repliedInquiry}`, { quotedUnitPrice: '5200', reply: '可以' });
}

async function setupDemands() {
  const quote = async (as: Role, demandGoodsBaseId: string) =>
    (
      await must<{ id: number }>(as, 'POST', '/v1/demandQuote/add', {
        demandGoodsBaseId,
        unitPrice: '1.0000',
        term: 'month',
        startDate: dateIn(10),
        minCommitmentMonths: 1,
        validUntil: dateIn(5),
        note: '走查报价',
      })
    ).id;
  fx.openQuote = await quote('supplier', 'XQ-DEMO-0001');
  fx.rejectedQuote = await quote('rival', 'XQ-DEMO-0001');
  await must('renter', 'POST', `/v1/demandQuote/reject/${fx.rejectedQuote}`);
  fx.acceptedQuote = await quote('supplier', 'XQ-DEMO-0002');
  await must('renter', 'POST', `/v1/demandQuote/accept/${fx.acceptedQuote}`);
  await must('renter', 'POST', '/v1/demandGoods/cancel/XQ-DEMO-0003');
  const notices = await must<{ records: { id: number }[] }>('renter', 'GET', '/v1/notice/page?size=100');
  fx.notice = notices.records[0]!.id;
  await must('renter', 'POST', `/v1/notice/read/${fx.notice}`);
}

async function setupPayments() {
  const recharge = async () => (await must<{ tradeNo: string }>('renter', 'POST', '/v1/wallet/getWalletRechargePayInfo', { amount: '10' })).tradeNo;
  fx.pendingTrade = await recharge();
  fx.paidTrade = await recharge();
  await must('renter', 'POST', `/dev/pay/${fx.paidTrade}`);
  fx.cancelledTrade = await recharge();
  await must('renter', 'PATCH', '/v1/tradeOrders/cancelPay', { tradeNo: fx.cancelledTrade });
  const ticket = (await must<{ ticket: string }>(null, 'POST', '/v1/user/qrLogin/create')).ticket;
  await must('renter', 'POST', '/v1/user/qrLogin/cancel', { ticket });
  fx.cancelledTicket = ticket;
}

const MODEL_SERVICE = {
  source: 'image',
  modelId: null,
  image: 'registry.example.com/walk/llm:1.0',
  gpuNumber: 1,
  minReplicas: 1,
  maxReplicas: 1,
  idleTimeout: 3600,
  env: [],
  upstreamUrl: null,
  promptPrice: '0.0000',
  completionPrice: '0.0000',
  rpm: null,
  tpm: null,
};

/** demo_renter's model services: one running, one stopped, one deleted. */
async function setupModelServices() {
  const market = await must<{ records: { id: number }[] }>(null, 'GET', '/v1/container_goods/containerGoods4ConsolePage?size=100&regionCode=cn-east-1&gpuType=RTX%204090');
  const deploy = async (name: string) => (await must<{ id: number }>('renter', 'POST', '/v1/modelService/add', { ...MODEL_SERVICE, name, goodsId: market.records[0]!.id })).id;
  fx.service = await deploy('walk-running');
  fx.stoppedService = await deploy('walk-stopped');
  fx.deletedService = await deploy('walk-deleted');
  await settle();
  await must('renter', 'POST', `/v1/modelService/stop/${fx.stoppedService}`);
  await must('renter', 'DELETE', `/v1/modelService/delete/${fx.deletedService}`);
  const running = await must<{ status: string }>('renter', 'GET', `/v1/modelService/detail/${fx.service}`);
  if (running.status !== 'running') throw new Error(`setup: the walk's model service is ${running.status}, not running`);
}

async function setupBudgets() {
  fx.budget = (await must<{ id: number }>('renter', 'POST', '/v1/budget/add', BUDGET)).id;
  fx.deletedBudget = (await must<{ id: number }>('renter', 'POST', '/v1/budget/add', { ...BUDGET, name: '走查已删预算' })).id;
  await must('renter', 'DELETE', `/v1/budget/delete/${fx.deletedBudget}`);
}

/** demo_renter's online contracts in three states, written as the contract module would have left them. */
async function setupContracts() {
  const now = clock.now();
  const base = {
    userId: userIds.renter,
    templateId: 1,
    templateVersion: 1,
    content: '走查合同正文',
    party: { type: 'personal' as const, name: '演示租户', code: '110101199003070011', address: '上海市浦东新区', phone: '13800000001' },
    startsAt: now,
    endsAt: inDays(365),
  };
  const signed = { sha256: 'a'.repeat(64), pdfKey: `contracts/${userIds.renter}/${'b'.repeat(32)}.pdf`, signedAt: now, platformSignedAt: now, signatureMethod: 'typed' as const, signerName: '演示租户' };
  const rows = await app.db
    .insert(onlineContracts)
    .values([
      { ...base, id: `KJ${'1'.repeat(20)}`, kind: 'framework', title: '算力服务框架协议', status: 'draft' },
      { ...base, ...signed, id: `CZ${'1'.repeat(20)}`, kind: 'recharge', title: '账户充值协议', refId: 'wallet_transaction:1', amount: '10.00', status: 'effective', effectiveAt: now },
      { ...base, ...signed, id: `KJ${'2'.repeat(20)}`, kind: 'framework', title: '算力服务框架协议', status: 'terminated', endedAt: now, terminateReason: '走查' },
    ])
    .returning({ id: onlineContracts.id });
  [fx.draftContract, fx.effectiveContract, fx.terminatedContract] = rows.map((row) => row.id) as [string, string, string];
}

async function setupInvoices() {
  const title = async (name: string) => (await must<{ id: number }>('renter', 'POST', '/v1/invoice/title/create', { kind: 'individual', invoiceKind: 'normal', title: name })).id;
  fx.invoiceTitle = await title('走查个人');
  fx.deletedInvoiceTitle = await title('走查已删');
  await must('renter', 'DELETE', `/v1/invoice/title/delete/${fx.deletedInvoiceTitle}`);
}

beforeAll(async () => {
  app = await createTestApp({ clock });
  const doc = (await app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  walked = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => STATE_CHANGING.includes(method))
      .flatMap(([method, op]) => {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        const content = op.requestBody?.content ?? {};
        const needsBody = Object.entries(content).some(([type, body]) => type !== 'application/json' || Boolean(body.schema?.required?.length));
        return params.length ? [{ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, param: params[0]!, others: params.slice(1), needsBody }] : [];
      }),
  );
  await setupAccounts();
  await setupCompute();
  await setupSessions();
  await setupUsers();
  await setupContent();
  await setupCatalogue();
  await setupReview();
  await setupGoods();
  await setupCardsAndInbox();
  await setupSupplier();
  await setupMall();
  await setupDemands();
  await setupPayments();
  await setupInvoices();
  await setupContracts();
  await setupAccessPoints();
  await setupBudgets();
  await setupModelServices();
}, 300_000);

// ---- The walk ----------------------------------------------------------------------------------

/** Checks every call makes (soft: the walk goes on and reports them all); `refusal` adds that it must not succeed. */
function check(label: string, res: Answer, refusal: boolean) {
  expect.soft(res.status, `${label}: HTTP ${res.status} ${res.code} ${res.msg}`).not.toBe(500);
  if (refusal) expect.soft(res.code, `${label} succeeded: ${res.msg}`).not.toBe(100000);
}

describe('every state-changing operation with an id in its path', () => {
  it('is walked: the document has them, and each has its foreign and wrong-state records (or none, said so)', () => {
    expect(walked.length).toBeGreaterThan(60);
    const keys = walked.map((op) => op.key);
    expect(walked.filter((op) => op.needsBody && !EXTRAS[op.key]).map((op) => op.key), 'operations that need a body: add a valid one to EXTRAS').toEqual([]);
    expect(keys.filter((key) => !FOREIGN[key]), 'operations without a record of another user: add them to FOREIGN').toEqual([]);
    expect(keys.filter((key) => !WRONG_STATE[key]), 'operations without a wrong-state record (or [] saying it has no states): add them to WRONG_STATE').toEqual([]);
    expect([...Object.keys(FOREIGN), ...Object.keys(WRONG_STATE)].filter((key) => !keys.includes(key)), 'table entries the document no longer has').toEqual([]);
  });

  it('(a) refuses an id that does not exist, as a renter, a supplier and an operator, within 2 s', async () => {
    let calls = 0;
    for (const op of walked) {
      for (const id of unknownIds(op.param)) {
        for (const as of ['renter', 'supplier', 'operator'] as const) {
          const label = `${op.key} with unknown ${op.param.name}=${id} as ${as}`;
          const res = await callOp(op, id, as);
          check(label, res, true);
          // Not found, or not for this role: a 50005 would mean the body was refused before the id was looked at.
          expect.soft(REFUSALS, `${label}: ${res.code} ${res.msg}`).toContain(res.code);
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
  });

  it("(b) refuses another user's record (and the back office's to other roles), within 2 s", async () => {
    let calls = 0;
    for (const op of walked) {
      for (const probe of FOREIGN[op.key]?.() ?? []) {
        const label = `${op.key} with ${op.param.name}=${probe.id} (${probe.why}) as ${probe.as}`;
        const res = await callOp(op, probe.id, probe.as);
        check(label, res, true);
        expect.soft(REFUSALS, `${label}: ${res.code} ${res.msg}`).toContain(res.code);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(walked.length);
  });

  it('(c) refuses a record in a state the operation does not start from, within 2 s', async () => {
    let calls = 0;
    for (const op of walked) {
      for (const probe of WRONG_STATE[op.key]?.() ?? []) {
        const label = `${op.key} with ${op.param.name}=${probe.id} (${probe.why}) as ${probe.as}`;
        const res = await callOp(op, probe.id, probe.as);
        check(label, res, !probe.idempotent);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(60);
  });
});

describe('state-changing operations with an id in the body', () => {
  /** method, path, who, body, why, and whether a repeat may succeed (changing nothing); the rest must be refused. */
  const cases = (): [string, string, Role, Record<string, unknown>, string, 'idempotent'?][] => [
    ['PATCH', '/v1/tradeOrders/cancelPay', 'renter', { tradeNo: `TR${'0'.repeat(20)}` }, 'an unknown trade'],
    ['PATCH', '/v1/tradeOrders/cancelPay', 'stranger', { tradeNo: fx.pendingTrade }, "demo_renter's trade"],
    ['PATCH', '/v1/tradeOrders/cancelPay', 'renter', { tradeNo: fx.paidTrade }, 'a paid trade'],
    ['PATCH', '/v1/tradeOrders/cancelPay', 'renter', { tradeNo: fx.cancelledTrade }, 'a cancelled trade', 'idempotent'],
    ['PATCH', '/v1/resourceSupplierPlan/updatePlan', 'supplier', { id: 2147483647, ...plan('走查') }, 'an unknown plan'],
    ['PATCH', '/v1/resourceSupplierPlan/updatePlan', 'rival', { id: fx.draftPlan, ...plan('走查') }, "demo_supplier's plan"],
    ['PATCH', '/v1/resourceSupplierPlan/updatePlan', 'supplier', { id: fx.deletedPlan, ...plan('走查') }, 'a deleted plan'],
    ['POST', '/v1/demandQuote/add', 'supplier', quoteOn('XQ-DOES-NOT-EXIST'), 'an unknown demand'],
    ['POST', '/v1/demandQuote/add', 'supplier', quoteOn('XQ-DEMO-0003'), 'a cancelled demand'],
    ['POST', '/v1/demandQuote/add', 'rival', quoteOn('XQ-DEMO-0002'), 'a contracted demand'],
    ['POST', '/v1/demandQuote/add', 'rival', { ...quoteOn('XQ-DEMO-0001'), goodsBaseId: 'BM-3060-1-CD03' }, "demo_supplier's goods, quoted by another supplier"],
    ['POST', '/v1/mall/order/create', 'renter', { goodsBaseId: 'BM-DOES-NOT-EXIST', term: 'month', termCount: 1, quantity: 1 }, 'unknown goods'],
    ['POST', '/v1/mall/inquiry/add', 'renter', { goodsBaseId: 'BM-DOES-NOT-EXIST', quantity: 1, startDate: dateIn(5), months: 1, message: '？' }, 'unknown goods'],
    ['POST', '/v1/priceSchedule/add', 'operator', { specId: 2147483647, effectiveAt: inDays(3).toISOString(), timeRanges: [day('2.5000'), night('1.2000')] }, 'an unknown spec'],
    ['POST', '/v1/host/add', 'operator', { goodsId: 2147483647, name: 'walk', sshHost: 'walk.example.cn', gpuTotal: 8 }, 'unknown goods'],
    [
      'POST',
      '/v1/hostMaintenance/add',
      'operator',
      { hostId: 2147483647, startsAt: inDays(5).toISOString(), endsAt: new Date(inDays(5).getTime() + 60 * MINUTE).toISOString() },
      'an unknown host',
    ],
    ['POST', '/v1/order/createOrder', 'renter', { goodsId: 2147483647, gpuNumber: 1, billingMode: 'timed', imageId: fx.publicImage }, 'unknown goods'],
    ['POST', '/v1/order/createOrder', 'renter', { goodsId: fx.goods, gpuNumber: 1, billingMode: 'timed', imageId: 2147483647 }, 'an unknown image'],
    ['POST', '/v1/order/createOrder', 'stranger', { goodsId: fx.goods, gpuNumber: 1, billingMode: 'timed', imageId: fx.privateImage }, "demo_renter's private image"],
    ['POST', '/v1/order/createOrder', 'renter', { goodsId: fx.offSaleGoods, gpuNumber: 1, billingMode: 'timed', imageId: fx.publicImage }, 'goods off sale'],
    ['POST', '/v1/user/qrLogin/confirm', 'renter', { ticket: '6f1c2b1e-8d4a-4c3b-9a2f-000000000000' }, 'an unknown ticket'],
    ['POST', '/v1/user/qrLogin/cancel', 'renter', { ticket: '6f1c2b1e-8d4a-4c3b-9a2f-000000000000' }, 'an unknown ticket'],
    ['POST', '/v1/user/qrLogin/confirm', 'stranger', { ticket: fx.cancelledTicket }, 'a cancelled ticket'],
    ['POST', '/v1/cardExchange/useCardExchange', 'stranger', fx.revokedCard, 'a card of a revoked batch'],
    ['POST', '/v1/cardExchange/useCardExchange', 'stranger', { cardNumber: 'SLK-DOES-NOT-EXIST', cardCode: 'XXXX-XXXX' }, 'an unknown card'],
  ];
  const quoteOn = (demandGoodsBaseId: string) => ({ demandGoodsBaseId, unitPrice: '1.0000', term: 'month', startDate: dateIn(10), minCommitmentMonths: 1, validUntil: dateIn(5) });

  it('(d) refuses unknown, foreign and wrong-state ids in the body, within 2 s', async () => {
    for (const [method, url, as, body, why, idempotent] of cases()) {
      const label = `${method} ${url} with ${why} as ${as}`;
      const res = await send(label, as, method, url, body);
      check(label, res, !idempotent);
    }
  });

  it('(d) answers a batch review of an unknown and a decided item item by item, within 2 s', async () => {
    for (const [ids, action, why] of [
      [[2147483647], 'approve', 'an unknown item'],
      [[fx.decidedItem], 'approve', 'a decided item'],
      [[fx.claimedByOther], 'reject', 'an item another operator claimed'],
    ] as const) {
      const label = `POST /v1/review/batch ${action} with ${why}`;
      const res = await send(label, 'operator', 'POST', '/v1/review/batch', { ids, action, reason: '走查' });
      check(label, res, false);
      // The batch answers each item: none of these may be done.
      if (res.code === 100000) expect.soft((res.data as { ok: boolean }[]).filter((r) => r.ok), label).toEqual([]);
      else expect.soft(res.code, `${label}: ${res.msg}`).not.toBe(100000);
    }
  });
});
