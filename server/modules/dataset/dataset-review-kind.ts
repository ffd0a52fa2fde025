import { asc, eq } from 'drizzle-orm';
import { Code } from '../../../src/shared/core/codes';
import { DATASET_LICENSES, DATASET_MODALITIES, DATASET_TASKS, formatRows } from '../../../src/shared/core/dataset';
import { datasetFiles, datasets } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import type { ReviewKindHandler } from '../review/registry';
import { filesWithoutStats, moveDataset } from './admin-queries';

const datasetIdOf = (title: string) => title.slice(title.lastIndexOf('/') + 1);

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

  async describe(db, item) {
    const id = Number(item.subjectId);
    const [row] = await db.select().from(datasets).where(eq(datasets.id, id));
    if (!row) return { fields: [], evidence: [] };
    const files = await db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, id)).orderBy(asc(datasetFiles.sort));
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

  async apply(tx, { item, approved, clock }) {
    const id = Number(item.subjectId);
    const now = clock.now();
    if (approved && (await filesWithoutStats(tx, id)) > 0) throw new BizError(Code.ERROR, '数据集文件的统计信息尚未生成，请稍后再审核');
    const moved = await moveDataset(tx, id, 'PENDING', approved ? { status: 'PUBLISH', publishTime: now, updatedAt: now } : { status: 'REJECTED', updatedAt: now });
    if (!moved) throw new BizError(Code.ERROR, '该数据集已不在待审核状态（可能已撤回）');
  },

  outcome(item, { approved, reason }) {
    const datasetId = datasetIdOf(item.title);
    return approved
      ? { title: '数据集已发布', body: `数据集 ${datasetId} 已通过审核并发布。`, link: `/ai-market/dataset/${datasetId}`, sms: `【算力市场】数据集${datasetId}已通过审核并发布。` }
      : {
          title: '数据集发布未通过',
          body: `数据集 ${datasetId} 未通过发布审核，原因：${reason}。修改后可重新提交。`,
          link: '/admin/ai-datasets',
          sms: `【算力市场】数据集${datasetId}未通过发布审核，原因：${reason}。`,
        };
  },
};
