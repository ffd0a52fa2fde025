import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccessRequestParams, ModelAccessBody, ModelAccessState, ModelFile, ModelIdParams } from '../../../src/shared/contracts/ai';
import { answers } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { accessRequest, accessState, modelFilesFor, requestAccess } from './access';

/** Gated models: the caller's access, the request with the publisher's questions, and the files once approved. */
const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ai'];
  const auth = { preHandler: app.requireAuth };
  const deps = { db: app.db, clock: app.clock, registry: app.reviewKinds };

  app.get(
    '/v1/ai/model/access/:modelId',
    { ...auth, schema: { tags, summary: '我对该模型的访问：申请状态、排队位置与典型等待、获准后的文件', params: ModelIdParams, response: answers(ModelAccessState) } },
    async (request) => ok(await accessState(deps, request.params.modelId, caller(request).userId)),
  );
  app.post(
    '/v1/ai/model/access/:modelId',
    { ...auth, schema: { tags, summary: '申请访问受限模型（回答发布者的问题；重复提交仍是同一份申请）', params: ModelIdParams, body: ModelAccessBody, response: answers(ModelAccessState) } },
    async (request) => ok(await requestAccess(deps, request.params.modelId, caller(request).userId, request.body.answers), '申请已提交，请等待审核'),
  );
  app.get(
    '/v1/ai/model/accessRequest/detail/:id',
    { ...auth, schema: { tags, summary: '我的一份模型访问申请', params: AccessRequestParams, response: answers(ModelAccessState) } },
    async (request) => ok(await accessRequest(deps, request.params.id, caller(request).userId)),
  );
  app.get(
    '/v1/ai/model/files/:modelId',
    { ...auth, schema: { tags, summary: '模型文件（受限模型须访问申请获准）', params: ModelIdParams, response: answers(z.array(ModelFile)) } },
    async (request) => ok(await modelFilesFor(deps, request.params.modelId, caller(request).userId)),
  );
};

export default accessRoutes;
