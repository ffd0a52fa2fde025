import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aiModelFiles, aiModels } from '../db/schema';
import { formatParams, isCommercialLicense, MODEL_LICENSES, MODEL_TASKS } from '../../src/shared/core/ai';
import type { AccessQuestion } from '../../src/shared/contracts/ai';
import { MODEL_SEEDS, type ModelSeed } from './ai-models-data';

/** Shards of at most this size, as the hubs publish safetensors. */
const SHARD_BYTES = 4_900_000_000;

/**
 * The model's files as its repository lists them. The catalogue does not host weights: sizes follow
 * from the parameter count and precision, and each SHA-256 identifies this catalogue's file record.
 */
export function modelFiles(seed: ModelSeed): { name: string; size: number; sha256: string }[] {
  const sha = (name: string, size: number) => createHash('sha256').update(`${seed.publisher}/${seed.modelId}/${name}/${size}`).digest('hex');
  const files: { name: string; size: number }[] = [{ name: 'README.md', size: 6_000 + seed.summary.length * 40 }, { name: 'config.json', size: 700 + seed.modelId.length * 3 }];
  if (seed.library === 'gguf') {
    for (const [quant, bits] of [['q4_k_m', 4.85], ['q5_k_m', 5.69], ['q8_0', 8.5]] as const) {
      files.push({ name: `${seed.modelId.toLowerCase().replace(/-gguf$/, '')}-${quant}.gguf`, size: Math.round((seed.params * bits) / 8) });
    }
  } else {
    const total = Math.round(seed.params * (seed.weightBytes ?? 2));
    const shards = Math.max(1, Math.ceil(total / SHARD_BYTES));
    const pad = (n: number) => String(n).padStart(5, '0');
    for (let i = 1; i <= shards; i += 1) {
      const size = i < shards ? SHARD_BYTES : total - SHARD_BYTES * (shards - 1);
      files.push({ name: shards === 1 ? 'model.safetensors' : `model-${pad(i)}-of-${pad(shards)}.safetensors`, size });
    }
    if (seed.library !== 'diffusers') files.push({ name: 'tokenizer.json', size: 7_031_645 });
  }
  return files.map((file) => ({ ...file, sha256: sha(file.name, file.size) }));
}

/** The model card's README (Markdown), from its facts. */
export function modelReadme(seed: ModelSeed): string {
  const repo = `${seed.publisher}/${seed.modelId}`;
  const rows = [
    ['任务', `${MODEL_TASKS[seed.task]}（${seed.task}）`],
    ['参数量', formatParams(seed.params)],
    ['上下文长度', seed.contextLength ? `${seed.contextLength.toLocaleString('en-US')} tokens` : '—'],
    ['层数 / KV 头 / 头维度', seed.layers ? `${seed.layers} / ${seed.kvHeads} / ${seed.headDim}` : '—'],
    ['许可证', MODEL_LICENSES[seed.license].name],
    ['基座模型', seed.baseModel ?? '—'],
  ];
  return [
    `# ${seed.modelId}`,
    '',
    seed.summary,
    '',
    '## 模型信息',
    '',
    ...rows.map(([k, v]) => `- **${k}**：${v}`),
    '',
    '## 快速开始',
    '',
    `在本平台租用 GPU 容器后，从模型仓库下载 \`${repo}\` 即可运行，详见本页“使用此模型”。`,
    '',
    '```bash',
    `huggingface-cli download ${repo} --local-dir /root/models/${seed.modelId}`,
    '```',
    '',
    '## 显存估算',
    '',
    '本页“显存与价格”根据参数量、精度、上下文长度与批大小估算所需显存，并列出平台上可装下该模型的 GPU 商品。',
    '',
    '## 许可证',
    '',
    `本模型以 **${MODEL_LICENSES[seed.license].name}** 发布，${isCommercialLicense(seed.license) ? '条款允许商业使用' : '商业使用受限，请先阅读许可证全文并取得授权'}。`,
    '',
  ].join('\n');
}

/** The questions Meta asks before it shares Llama's weights, as the access request's fields. */
const LLAMA_QUESTIONS: AccessQuestion[] = [
  { key: 'name', label: '姓名', required: true },
  { key: 'organization', label: '所在机构', required: true },
  { key: 'country', label: '国家或地区', required: true },
  { key: 'purpose', label: '使用用途', required: true, multiline: true },
];

/** Gated models (their files show after an approved access request), with their publisher's questions. */
export const GATED_MODELS: Record<string, AccessQuestion[]> = {
  'Meta-Llama-3-8B-Instruct': LLAMA_QUESTIONS,
  'Llama-3.2-3B-Instruct': LLAMA_QUESTIONS,
  'Llama-3.3-70B-Instruct': [...LLAMA_QUESTIONS, { key: 'affiliation', label: '是否为学术研究（是/否）', required: false }],
};

/** The AI market's catalogue (DESIGN §2 demo data): inserted once, models that exist are skipped. */
export async function seedAi(db: Db): Promise<void> {
  const existing = new Set(
    (await db.select({ modelId: aiModels.modelId }).from(aiModels).where(inArray(aiModels.modelId, MODEL_SEEDS.map((s) => s.modelId)))).map((r) => r.modelId),
  );
  const fresh = MODEL_SEEDS.filter((s) => !existing.has(s.modelId));
  if (fresh.length === 0) return;
  const inserted = await db
    .insert(aiModels)
    .values(
      fresh.map((s) => ({
        modelId: s.modelId,
        publisher: s.publisher,
        name: s.modelId,
        summary: s.summary,
        task: s.task,
        library: s.library,
        baseModel: s.baseModel ?? null,
        license: s.license,
        commercial: isCommercialLicense(s.license),
        languages: s.languages,
        tags: s.tags,
        params: Math.round(s.params),
        contextLength: s.contextLength ?? null,
        layers: s.layers ?? null,
        kvHeads: s.kvHeads ?? null,
        headDim: s.headDim ?? null,
        downloads: s.downloads,
        likes: s.likes,
        readme: modelReadme(s),
        gated: s.modelId in GATED_MODELS,
        accessQuestions: GATED_MODELS[s.modelId] ?? [],
        status: 'PUBLISH' as const,
        publishTime: new Date(`${s.published}T10:00:00+08:00`),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: aiModels.id, modelId: aiModels.modelId });
  const ids = new Map(inserted.map((r) => [r.modelId, r.id]));
  const files = fresh.flatMap((s) => {
    const id = ids.get(s.modelId);
    return id === undefined ? [] : modelFiles(s).map((file, sort) => ({ modelId: id, sort, ...file }));
  });
  for (let i = 0; i < files.length; i += 500) await db.insert(aiModelFiles).values(files.slice(i, i + 500)).onConflictDoNothing();
}
