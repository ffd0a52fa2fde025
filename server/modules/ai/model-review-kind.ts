import { eq } from 'drizzle-orm';
import { formatParams, MODEL_LICENSES, MODEL_TASKS } from '../../../src/shared/core/ai';
import { aiModelFiles, aiModels } from '../../db/schema';
import { catalogueOutcome, decideCatalogueItem } from '../../lib/catalogue';
import { describeRow, type ReviewKindHandler } from '../review/registry';
import { moveModel } from './admin-queries';

/**
 * 模型发布 in the review centre: a model card an operator submitted from 管理 › 内容 › 模型. An
 * approval publishes it (it shows on /ai-market/model and in search from then on); a refusal sends
 * it back as rejected, with the reason, for its author to correct and submit again.
 */
export const modelReview: ReviewKindHandler = {
  kind: 'model',
  label: '模型发布',
  approveTemplates: ['模型信息完整，许可证与文件核对无误'],
  rejectTemplates: ['README 内容不完整，请补充模型介绍、用途与限制', '许可证与模型实际许可不一致，请核对', '模型文件缺失或与说明不符，请补充后重新提交', '模型元数据（参数量、上下文长度等）有误，请核对'],

  describe: describeRow(
    (db, id) => db.select().from(aiModels).where(eq(aiModels.id, id)),
    async (row, db) => {
      const files = await db.select({ name: aiModelFiles.name, size: aiModelFiles.size }).from(aiModelFiles).where(eq(aiModelFiles.modelId, row.id));
      return {
        fields: [
          { label: '模型', value: `${row.publisher}/${row.modelId}` },
          { label: '名称', value: row.name },
          { label: '简介', value: row.summary },
          { label: '任务', value: MODEL_TASKS[row.task] ?? row.task },
          { label: '框架', value: row.library },
          { label: '许可证', value: `${MODEL_LICENSES[row.license]?.name ?? row.license}（${row.commercial ? '可商用' : '不可商用'}）` },
          { label: '参数量', value: formatParams(row.params) },
          { label: '上下文长度', value: row.contextLength ? String(row.contextLength) : '—' },
          { label: '需申请访问', value: row.gated ? '是' : '否' },
          { label: '文件', value: files.length ? files.map((f) => f.name).join('、') : '无' },
          { label: 'README', value: `${row.readme.length} 字` },
        ],
        evidence: [{ label: '在内容管理中查看', url: `/admin/ai-models?id=${row.id}`, type: 'link' }],
      };
    },
  ),

  async apply(tx, { item, approved, clock }) {
    await decideCatalogueItem('模型', approved, clock.now(), (values) => moveModel(tx, Number(item.subjectId), 'PENDING', values));
  },

  outcome: (item, decision) => catalogueOutcome('模型', item.title, { pages: '/ai-market/model', admin: '/admin/ai-models' }, decision),
};
