import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, answersFile } from '../../../src/shared/contracts/common';
import {
  ContractIdParams,
  ContractItemPage,
  ContractListQuery,
  ContractTemplate,
  GenerateContractBody,
  OnlineContract,
  SignContractBody,
  TerminateContractBody,
  VERIFY_PDF_MAX_BYTES,
  VerifyContractBody,
  VerifyContractResult,
} from '../../../src/shared/contracts/contract';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';
import { generateContract } from './generate';
import { contractFile, submitContract, terminateContract, verifyFile } from './lifecycle';
import { contractList } from './list';
import { currentTemplates } from './queries';
import { mustOwn, signContract } from './sign';
import { contractView } from './views';
import { asAttachment } from '../../lib/attachment';

/**
 * 合同管理 (/bss-contract): the caller's contracts only (another user's id is not found). Online
 * contracts are generated, signed with an SMS code (scene signContract, sent through
 * /v1/sms/sendVerifyCodeByUserName to the caller's own phone), downloaded and checked by hash.
 */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const tags = ['contract'];
  const signing = { db: app.db, clock: app.clock, storage: app.storage, codes: app.verifyCodes };

  app.get(
    '/v1/contract/all/page',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '我的全部合同（框架、充值、消费协议与租赁合同）', querystring: ContractListQuery, response: answers(ContractItemPage) } },
    async (request) => ok(await contractList(app.db, app.mall, caller(request).userId, request.query)),
  );

  app.get('/v1/contract/online/templates', { ...CACHED_READ, ...auth, schema: { tags, summary: '当前合同模板及版本', response: answers(z.array(ContractTemplate)) } }, async () =>
    ok(await currentTemplates(app.db)),
  );

  app.get(
    '/v1/contract/online/detail/:id',
    { ...CACHED_READ, ...auth, schema: { tags, summary: '在线合同详情', params: ContractIdParams, response: answers(OnlineContract) } },
    async (request) => ok(contractView(await mustOwn(app.db, caller(request).userId, request.params.id))),
  );

  app.post(
    '/v1/contract/online/generate',
    { ...auth, schema: { tags, summary: '按最新模板生成合同草稿（按实名认证信息与订单/充值记录填写）', body: GenerateContractBody, response: answers(OnlineContract) } },
    async (request) => ok(contractView(await generateContract(app.db, app.clock, caller(request).userId, request.body)), '合同已生成'),
  );

  app.post(
    '/v1/contract/online/submit/:id',
    { ...auth, schema: { tags, summary: '确认合同内容，发起签署（草稿 → 待签署）', params: ContractIdParams, response: answers(OnlineContract) } },
    async (request) => ok(contractView(await submitContract(app.db, app.clock, caller(request).userId, request.params.id)), '已发起签署'),
  );

  app.post(
    '/v1/contract/online/sign/:id',
    {
      ...auth,
      schema: { tags, summary: '签署合同（输入姓名或手写签名，短信验证码确认；平台自动盖章）', params: ContractIdParams, body: SignContractBody, response: answers(OnlineContract) },
    },
    async (request) => ok(contractView(await signContract(signing, caller(request).userId, request.params.id, request.body, request.ip)), '合同签署成功'),
  );

  app.post(
    '/v1/contract/online/terminate/:id',
    { ...auth, schema: { tags, summary: '终止框架协议', params: ContractIdParams, body: TerminateContractBody, response: answers(OnlineContract) } },
    async (request) => ok(contractView(await terminateContract(app.db, app.clock, caller(request).userId, request.params.id, request.body.reason)), '合同已终止'),
  );

  app.get(
    '/v1/contract/online/pdf/:id',
    { ...auth, schema: { tags, summary: '下载合同 PDF（签署后为最终文件，其 SHA-256 与记录一致）', params: ContractIdParams, response: answersFile('合同 PDF', ['application/pdf']) } },
    async (request, reply) => {
      const { row, bytes } = await contractFile(app.db, app.storage, caller(request).userId, request.params.id);
      return asAttachment(reply, 'application/pdf', `${row.id}${row.sha256 ? '' : '-draft'}.pdf`)
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    '/v1/contract/online/verify',
    {
      ...auth,
      bodyLimit: Math.ceil((VERIFY_PDF_MAX_BYTES * 4) / 3) + 4096,
      schema: { tags, summary: '验证文件：上传 PDF，核对其 SHA-256 是否与我的已签署合同一致', body: VerifyContractBody, response: answers(VerifyContractResult) },
    },
    async (request) => {
      const result = await verifyFile(app.db, caller(request).userId, request.body.file);
      return ok(result, result.match ? '文件与已签署合同一致' : '未找到与该文件一致的已签署合同');
    },
  );
};

export default contractRoutes;
