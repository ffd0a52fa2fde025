import { asc, eq } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import { DATASET_LICENSES, DATASET_MODALITIES, DATASET_TASKS, formatRows } from '../../../src/shared/core/dataset';
import { datasetFiles, datasets } from '../../db/schema';
import { catalogueOutcome, decideCatalogueItem } from '../../lib/catalogue';
import { BizError } from '../../lib/envelope';
import { describeRow, type ReviewKindHandler } from '../review/registry';
import { filesWithoutStats, moveDataset } from './admin-queries';

/**
 * 数据集发布 in the review centre: a dataset card an operator submitted from 管理 › 内容 › 数据集.
 * An approval publishes it (the viewer's statistics of its files were stored at upload, so they are
 * there from the first visit); a refusal sends it back as rejected, with the reason.
 */
export const datasetReview: ReviewKindHandler = {
  kind: 'dataset',
  label: '数据集发布',
  approveTemplates: ['数据集信息完整，文件与许可证核对无误'],
  rejectTemplates: ['README 内容不完整，请补充数据来源、字段说明与用途', '许可证与数据来源不一致，请核对', '数据文件与说明不符或含有敏感信息，请处理后重新提交'],

  describe: describeRow(
    (db, id) => db.select().from(datasets).where(eq(datasets.id, id)),
    async (row, db) => {
      const files = await db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, row.id)).orderBy(asc(datasetFiles.sort));
      return {
        fields: [
          { label: '数据集', value: `${row.publisher}/${row.datasetId}` },
          { label: '名称', value: row.name },
          { label: '简介', value: row.summary },
          { label: '任务', value: DATASET_TASKS[row.task] ?? row.task },
          { label: '模态', value: DATASET_MODALITIES[row.modality] ?? row.modality },
          { label: '许可证', value: DATASET_LICENSES[row.license]?.name ?? row.license },
          { label: '行数', value: formatRows(row.rows) },
          { label: '文件', value: files.length ? files.map((f) => `${f.split}：${f.name}（${formatRows(f.rows)} 行）`).join('；') : '无' },
          { label: 'README', value: `${row.readme.length} 字` },
        ],
        evidence: [{ label: '在内容管理中查看', url: `/admin/ai-datasets?id=${row.id}`, type: 'link' }],
      };
    },
  ),

  async apply(tx, { item, approved, clock }) {
    const id = Number(item.subjectId);
    if (approved && (await filesWithoutStats(tx, id)) > 0) throw new BizError(Code.ERROR, '数据集文件的统计信息尚未生成，请稍后再审核');
    await decideCatalogueItem('数据集', approved, clock.now(), (values) => moveDataset(tx, id, 'PENDING', values));
  },

  outcome: (item, decision) => catalogueOutcome('数据集', item.title, { pages: '/ai-market/dataset', admin: '/admin/ai-datasets' }, decision),
};
