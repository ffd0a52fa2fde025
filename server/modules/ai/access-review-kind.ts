import { eq } from 'drizzle-orm';
import { aiModelAccessRequests, aiModels } from '../../db/schema';
import { idInTitle } from '../../lib/catalogue';
import { describeRow, setOnSubject, type ReviewKindHandler } from '../review/registry';

/**
 * 模型访问申请 in the review centre: a user's answers to a gated model's questions. An approval
 * opens the model's files to that user; either way the user gets a workbench notice and an SMS.
 */
export const modelAccessReview: ReviewKindHandler = {
  kind: 'model_access',
  label: '模型访问申请',
  approveTemplates: ['用途说明清楚，符合模型许可证要求'],
  rejectTemplates: ['用途说明不清楚，请补充具体使用场景后重新申请', '所在机构信息不完整，请补充后重新申请', '申请用途不符合该模型许可证的使用限制'],

  describe: describeRow(
    (db, id) =>
      db
        .select({ request: aiModelAccessRequests, modelId: aiModels.modelId, publisher: aiModels.publisher, license: aiModels.license, questions: aiModels.accessQuestions })
        .from(aiModelAccessRequests)
        .innerJoin(aiModels, eq(aiModels.id, aiModelAccessRequests.modelId))
        .where(eq(aiModelAccessRequests.id, id)),
    (row) => ({
      fields: [
        { label: '模型', value: `${row.publisher}/${row.modelId}` },
        { label: '许可证', value: row.license },
        ...row.questions.map((question) => ({ label: question.label, value: row.request.answers[question.key] ?? '—' })),
      ],
      evidence: [{ label: '模型卡片', url: `/ai-market/model/${row.modelId}`, type: 'link' }],
    }),
  ),

  async apply(tx, { item, approved, reason, clock }) {
    const values = { status: approved ? ('approved' as const) : ('rejected' as const), reason, decidedAt: clock.now() };
    await setOnSubject(tx, item, aiModelAccessRequests, aiModelAccessRequests.id, values, '访问申请不存在');
  },

  outcome(item, { approved, reason }) {
    const modelId = idInTitle(item.title); // the queue title is `publisher/modelId`
    return approved
      ? {
          title: '模型访问申请已通过',
          body: `您对模型 ${modelId} 的访问申请已通过，现在可以查看并下载它的文件。`,
          link: `/ai-market/model/${modelId}?tab=files`,
          sms: `【算力市场】您对模型${modelId}的访问申请已通过，可在模型页查看文件。`,
        }
      : {
          title: '模型访问申请未通过',
          body: `您对模型 ${modelId} 的访问申请未通过，原因：${reason}。`,
          link: `/ai-market/model/${modelId}?tab=files`,
          sms: `【算力市场】您对模型${modelId}的访问申请未通过，原因：${reason}。`,
        };
  },
};
