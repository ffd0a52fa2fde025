import type { Db } from '../db/client';
import { aiKnowledge, announcements, articles, consultationPhones } from '../db/schema';
import { BILLING_UNIT, DAY_HOURS, NIGHT_HOURS, SEGMENT_RULE } from '../../src/shared/core/tidal-window';

/**
 * The storefront's demo content (DESIGN §2): the home announcement, the consultation lines, and
 * knowledge reports and encyclopedia articles with real-looking Chinese text. Idempotent: every
 * row has a fixed key and existing rows are left alone.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.insert(announcements).values(ANNOUNCEMENTS).onConflictDoNothing();
  await db.insert(consultationPhones).values(CONSULTATION_PHONES).onConflictDoNothing();
  await db
    .insert(aiKnowledge)
    .values(KNOWLEDGE.map((k) => ({ ...k, status: 'PUBLISH' as const, publishTime: new Date(k.publishTime) })))
    .onConflictDoNothing();
  await db
    .insert(articles)
    .values(ARTICLES.map((a) => ({ ...a, status: 'PUBLISH' as const, publishTime: new Date(a.publishTime) })))
    .onConflictDoNothing();
  // A draft that must never be listed publicly: proves the status filter in every environment.
  await db
    .insert(aiKnowledge)
    .values({
      aiKnowledgeBaseId: 'kb-draft-2025-q4',
      title: '2025 年第四季度 GPU 价格指数（编辑中）',
      summary: '季度价格指数初稿，待数据复核后发布。',
      category: '研究报告',
      coverUrl: '/media/knowledge/kb-price-index.svg',
      author: '算力市场研究院',
      content: '初稿内容，待复核。',
      status: 'DRAFT',
    })
    .onConflictDoNothing();
}

export const ANNOUNCEMENTS = [
  {
    announcementBaseId: 'ann-2025-tidal',
    content:
      `【服务公告】夜间潮汐价已覆盖全部弹性 GPU 机型：每日 ${NIGHT_HOURS} 运行的时长按潮汐价计费，${SEGMENT_RULE}，${BILLING_UNIT}。\n新注册用户完成调研问卷，即可领取 10 卡时 GPU 算力，详情见首页活动。`,
    applicablePages: ['home'],
    sort: 1,
  },
];

export const CONSULTATION_PHONES = [
  { name: '商务合作热线', phone: '400-820-6688', serviceHours: '7×24 小时', sort: 1 },
  { name: '华东大客户经理', phone: '021-5080-6688', serviceHours: '工作日 9:00–18:00', sort: 2 },
  { name: '华北大客户经理', phone: '010-8462-6688', serviceHours: '工作日 9:00–18:00', sort: 3 },
  { name: '资源供应商入驻', phone: '0755-8665-6688', serviceHours: '工作日 9:30–18:30', sort: 4 },
];

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const KNOWLEDGE = [
  {
    aiKnowledgeBaseId: 'kb-2025-llm-compute',
    title: '2025 大模型训练算力需求白皮书',
    summary: '从参数规模、训练数据量与迭代节奏三个维度，测算国内大模型团队未来两年的 GPU 需求，并给出自建、租赁与混合三种供给方式的成本区间。',
    category: '行业报告',
    tags: ['大模型', '训练', '算力规划'],
    coverUrl: '/media/knowledge/kb-llm-compute.svg',
    author: '算力市场研究院',
    pageCount: 46,
    viewCount: 12840,
    downloadCount: 3126,
    publishTime: '2025-11-18T10:00:00+08:00',
    content: p(
      '2025 年，国内发布的开源与闭源大模型已超过 200 个，参数规模从 7B 到 670B 不等。训练一个 70B 级别的稠密模型，按 2T tokens 的数据量估算，大约需要 1.2×10²⁴ 次浮点运算；在 1024 张 H800 上，以 45% 的算力利用率连续运行，约需 23 天。',
      '我们调研了 86 家模型团队后发现，算力需求呈现“短时高峰、长期低谷”的特点：预训练阶段集中消耗 70% 以上的算力，而微调、评测与推理阶段的需求更分散。自建集群在高峰期往往不够用，在低谷期又大量闲置，平均利用率仅为 38%。',
      '报告对比了三种供给方式：全部自建、全部租赁，以及“基础负载自建 + 峰值弹性租赁”的混合模式。在 24 个月的周期内，混合模式的总成本比全部自建低 17%–26%，同时把交付等待时间从数月缩短到数小时。',
      '附录给出了不同参数规模、不同数据量下的算力测算表，以及 GPU 型号、互联带宽和存储吞吐的选型建议，可直接用于立项预算。',
    ),
  },
  {
    aiKnowledgeBaseId: 'kb-2025-gpu-guide',
    title: 'GPU 选型指南：从 RTX 4090 到 H100',
    summary: '用一张表看懂主流 GPU 的显存、带宽、FP16/FP8 算力与每卡时价格，并按训练、微调、推理和图像生成四类场景给出选型建议。',
    category: '技术指南',
    tags: ['GPU', '选型', 'RTX 4090', 'H100'],
    coverUrl: '/media/knowledge/kb-gpu-guide.svg',
    author: '算力市场技术团队',
    pageCount: 28,
    viewCount: 20416,
    downloadCount: 5873,
    publishTime: '2025-10-30T10:00:00+08:00',
    content: p(
      '选 GPU 的第一步不是看算力，而是看显存。模型参数、优化器状态、激活值与 KV Cache 都要放进显存：全参数训练 7B 模型约需 112GB 显存，而 LoRA 微调同一模型只需 24GB 左右。',
      'RTX 4090 拥有 24GB 显存和出色的单卡性价比，适合 LoRA 微调、Stable Diffusion 推理和中小模型实验；A100 与 A800 的 80GB 显存和 NVLink 互联，适合多卡训练；H100/H800 支持 FP8，在大模型训练和高并发推理上有明显优势；L40S 兼顾图形渲染与推理。',
      '带宽同样重要。单机多卡训练看 NVLink 带宽，多机训练看节点间的 RoCE 或 InfiniBand 网络，数据加载看存储吞吐。我们建议先用单卡跑通流程、记录显存与吞吐，再按实测结果扩展到多卡。',
      '指南最后附有各型号在算力市场的参考价格，以及夜间潮汐时段的价格，便于按预算选择开机时段。',
    ),
  },
  {
    aiKnowledgeBaseId: 'kb-2025-tidal-economics',
    title: '潮汐算力：夜间闲时资源的经济学',
    summary: '算力中心的负载在一天之内起伏明显。本报告分析了 12 个数据中心一年的负载曲线，解释潮汐定价为何能同时降低租户成本、提高供应商收益。',
    category: '研究报告',
    tags: ['潮汐定价', '削峰填谷', '利用率'],
    coverUrl: '/media/knowledge/kb-tidal.svg',
    author: '算力市场研究院',
    pageCount: 32,
    viewCount: 9312,
    downloadCount: 2208,
    publishTime: '2025-09-26T10:00:00+08:00',
    content: p(
      `我们采集了 12 个数据中心在 2024 年的逐小时 GPU 负载。工作日 ${DAY_HOURS} 的平均利用率为 81%，而 ${NIGHT_HOURS} 只有 34%。这意味着每天有近三分之一的时间，大量 GPU 空转但仍在消耗电力与折旧。`,
      '潮汐定价把这部分闲时资源以更低的价格释放出来：批量推理、离线数据处理、模型评测和可中断的训练任务，都可以迁移到夜间运行。对租户而言，同样的任务成本下降 30%–50%；对供应商而言，闲置资源变成了增量收入。',
      '报告用一个 400 卡集群的案例说明了“削峰填谷”的效果：传统包月方案 24 个月总成本 960 万元，采用峰谷结合的方案后为 796.8 万元，降幅 17%，同时供应商的闲置资源变现率提升 10% 以上。',
      '最后，我们给出了任务迁移的实践清单：如何设置检查点、如何用定时任务在潮汐时段自动开机，以及如何评估任务是否适合在夜间运行。',
    ),
  },
  {
    aiKnowledgeBaseId: 'kb-2025-private-llm-cost',
    title: '企业私有化部署大模型成本测算手册',
    summary: '面向金融、政务与制造企业的私有化部署场景，拆解硬件、机房、运维、许可与人力五类成本，附 Excel 测算模板的使用说明。',
    category: '行业报告',
    tags: ['私有化部署', '成本', '推理'],
    coverUrl: '/media/knowledge/kb-private-cost.svg',
    author: '算力市场解决方案部',
    pageCount: 38,
    viewCount: 7645,
    downloadCount: 1930,
    publishTime: '2025-08-21T10:00:00+08:00',
    content: p(
      '私有化部署的成本远不止买几台 GPU 服务器。以部署一个 72B 参数、支持 200 并发的问答服务为例，硬件约占总成本的 55%，机房电力与制冷约占 15%，运维与人力约占 20%，其余为软件许可与安全合规投入。',
      '手册给出了三档配置：8 卡 L40S 适合内部知识库问答，8 卡 A800 适合百人规模的业务助手，双机 16 卡 H800 适合面向客户的高并发服务。每一档都列出了吞吐、首字延迟与每千 tokens 成本。',
      '对于需求尚不稳定的企业，我们建议先在算力市场租用同配置的裸金属服务器做 1–3 个月的试运行，用真实业务流量验证容量，再决定采购规模。',
    ),
  },
  {
    aiKnowledgeBaseId: 'kb-2025-aidc-h1',
    title: '中国智算中心发展报告（2025 上半年）',
    summary: '梳理 2025 年上半年全国智算中心的建设规模、区域分布、上架率与定价变化，并对下半年的供需走势作出判断。',
    category: '行业报告',
    tags: ['智算中心', '供需', '区域'],
    coverUrl: '/media/knowledge/kb-aidc.svg',
    author: '算力市场研究院',
    pageCount: 54,
    viewCount: 11268,
    downloadCount: 2675,
    publishTime: '2025-07-15T10:00:00+08:00',
    content: p(
      '截至 2025 年 6 月，全国已投运的智算中心超过 180 个，总算力规模较去年同期增长 62%。华东与京津冀仍是需求最旺盛的区域，而西部枢纽节点凭借电价优势，在训练类业务上的份额快速提升。',
      '与规模扩张相对的是上架率分化：头部智算中心的上架率超过 85%，部分新建中心却不足 40%。资源“建得出来、卖不出去”，根本原因是供需信息不对称，以及缺少按小时、按卡灵活交易的渠道。',
      '价格方面，上半年 A800 与 H800 的整机月租价格分别下降 18% 和 23%，RTX 4090 的每卡时价格基本稳定。我们预计下半年训练类需求继续向头部团队集中，推理类需求则更加分散，弹性租赁的比重将进一步提高。',
    ),
  },
  {
    aiKnowledgeBaseId: 'kb-2025-aigc-inference',
    title: 'AIGC 图像生成推理优化实践',
    summary: '以 SDXL 与 FLUX 为例，介绍 TensorRT 加速、批处理、显存复用与潮汐调度四项优化，在 RTX 4090 上把单图成本降低 62%。',
    category: '技术指南',
    tags: ['AIGC', '推理优化', 'Stable Diffusion'],
    coverUrl: '/media/knowledge/kb-aigc.svg',
    author: '算力市场技术团队',
    pageCount: 24,
    viewCount: 8930,
    downloadCount: 2451,
    publishTime: '2025-06-12T10:00:00+08:00',
    content: p(
      '图像生成服务的成本主要由单图耗时决定。在 RTX 4090 上，SDXL 1024×1024、30 步采样的原始耗时约 6.1 秒；经过 TensorRT 编译后降到 3.4 秒，再配合动态批处理，吞吐提升到原来的 2.3 倍。',
      '显存复用是第二个关键：把 VAE、文本编码器与 UNet 按需加载，可以在 24GB 显存中同时驻留两个风格模型，减少切换开销。对于 AI 写真这类需要人脸一致性的业务，LoRA 权重的热加载能把模型切换时间控制在 1 秒以内。',
      '最后是调度：把实时请求放在白天的常驻实例上，把批量生成任务放到夜间潮汐时段执行。综合四项优化后，单图成本从 0.052 元降到 0.020 元。',
    ),
  },
  {
    aiKnowledgeBaseId: 'kb-2025-network',
    title: '分布式训练网络选型：RoCE 与 InfiniBand 对比',
    summary: '在 64 卡到 1024 卡的规模上实测 RoCE v2 与 InfiniBand 的通信带宽、延迟与训练吞吐，给出不同预算下的组网建议。',
    category: '技术指南',
    tags: ['RDMA', 'InfiniBand', '分布式训练'],
    coverUrl: '/media/knowledge/kb-network.svg',
    author: '算力市场技术团队',
    pageCount: 30,
    viewCount: 5482,
    downloadCount: 1317,
    publishTime: '2025-05-08T10:00:00+08:00',
    content: p(
      '多机训练中，AllReduce 通信的效率直接决定了扩展效率。我们在相同的 H800 节点上分别组建了 400Gb/s InfiniBand 与 400Gb/s RoCE v2 网络，测试 GPT 类模型在 64、256 与 1024 卡规模下的训练吞吐。',
      '结果显示，在 256 卡以内两者差距不到 4%；到 1024 卡时，InfiniBand 凭借更稳定的拥塞控制领先约 9%。RoCE 的优势在于成本和运维生态，交换机与光模块成本低 30% 左右。',
      '建议：千卡以下的训练集群优先考虑 RoCE，并做好 PFC 与 ECN 调优；千卡以上、对扩展效率极其敏感的预训练任务，可选择 InfiniBand。在算力市场租用裸金属时，可在商品详情中查看每台服务器的网络类型与带宽。',
    ),
  },
  {
    aiKnowledgeBaseId: 'kb-2025-compliance',
    title: '算力租赁合规与数据安全指引',
    summary: '结合《数据安全法》《生成式人工智能服务管理暂行办法》等要求，说明企业租用第三方算力时在数据出境、存储加密、日志留存方面的注意事项。',
    category: '合规指引',
    tags: ['数据安全', '合规', '等保'],
    coverUrl: '/media/knowledge/kb-compliance.svg',
    author: '算力市场法务与安全团队',
    pageCount: 20,
    viewCount: 4376,
    downloadCount: 1102,
    publishTime: '2025-04-10T10:00:00+08:00',
    content: p(
      '租用第三方 GPU 算力时，训练数据与模型权重离开了企业自有机房，合规的核心是“数据在哪里、谁能访问、如何留痕”。指引首先帮助企业梳理数据分级：公开数据、内部数据与个人信息应采取不同的保护措施。',
      '技术层面，建议对存储卷启用加密，任务结束后及时释放实例并清除数据盘；使用专属裸金属服务器处理敏感数据，避免与其他租户共享宿主机；通过访问点与 API 密钥控制调用方身份，并保留不少于 6 个月的访问日志。',
      '管理层面，企业应与平台签订数据处理协议，明确双方责任。算力市场的全部节点位于中国境内，平台已通过等保三级测评，可为企业客户提供合规证明材料。',
    ),
  },
];

export const ARTICLES = [
  {
    articleBaseId: 'art-transformer',
    title: '什么是 Transformer？一文读懂大模型的基础结构',
    summary: '自注意力机制让模型在处理每个词时都能“看到”整段文字。这篇文章用通俗的例子解释 Transformer 的编码器、解码器与注意力计算。',
    thumbnail: '/media/articles/art-transformer.svg',
    category: '基础概念',
    author: '算力市场编辑部',
    viewCount: 18652,
    publishTime: '2025-11-20T09:00:00+08:00',
    content: p(
      'Transformer 是 2017 年由论文《Attention Is All You Need》提出的神经网络结构，今天几乎所有的大语言模型都建立在它之上。它最核心的发明是自注意力（Self-Attention）：在理解一句话中的某个词时，模型会计算这个词与句中其他每个词的关联程度。',
      '举个例子，“小明把书还给了小红，因为她明天要考试”，模型需要判断“她”指的是谁。自注意力会让“她”与“小红”之间得到更高的权重，从而正确理解句意。',
      '一个 Transformer 层由多头注意力和前馈网络两部分组成，大模型就是把几十到上百个这样的层堆叠起来。层数越多、每层越宽，参数量就越大，对 GPU 显存和算力的需求也随之增长。',
      '由于注意力的计算量与序列长度的平方成正比，长上下文模型对显存的要求尤其高，这也是 FlashAttention 等优化技术被广泛采用的原因。',
    ),
  },
  {
    articleBaseId: 'art-vram',
    title: '显存为什么决定你能跑多大的模型',
    summary: '同样是 7B 模型，推理只要 16GB，全参数训练却要 100GB 以上。本文拆解显存都花在了哪里，以及如何估算自己需要的显卡。',
    thumbnail: '/media/articles/art-vram.svg',
    category: '选型入门',
    author: '算力市场编辑部',
    viewCount: 15230,
    publishTime: '2025-10-28T09:00:00+08:00',
    content: p(
      '模型运行时，显存里主要存放四样东西：模型参数、梯度、优化器状态和激活值。推理时只需要参数和 KV Cache，而训练时四样都需要。',
      '以 FP16 精度为例，每个参数占 2 字节，7B 模型的参数就要 14GB。全参数训练使用 Adam 优化器时，还需要保存 FP32 的主权重和两份动量，每个参数合计约 16 字节，7B 模型因此需要 112GB 以上的显存，只能用多张 80GB 显卡分摊。',
      '一个实用的估算方法：推理显存 ≈ 参数量 × 2 字节 × 1.2；LoRA 微调显存 ≈ 参数量 × 2 字节 + 4GB 左右；全参数训练显存 ≈ 参数量 × 16 字节 + 激活值。按这个方法，24GB 的 RTX 4090 可以推理 7B–13B 的模型，或对 7B 模型做 LoRA 微调。',
    ),
  },
  {
    articleBaseId: 'art-lora',
    title: 'LoRA 微调：用一张显卡定制你的大模型',
    summary: 'LoRA 只训练插入模型中的小矩阵，参数量不到原模型的 1%。本文介绍它的原理、常用超参数，以及在 RTX 4090 上的实操建议。',
    thumbnail: '/media/articles/art-lora.svg',
    category: '训练与微调',
    author: '算力市场技术团队',
    viewCount: 12087,
    publishTime: '2025-09-30T09:00:00+08:00',
    content: p(
      'LoRA（Low-Rank Adaptation）的思路是：冻结原模型的全部参数，只在注意力层旁边插入两个低秩矩阵 A 和 B，训练时只更新这两个小矩阵。秩 r 通常取 8 到 64，可训练参数量只有原模型的 0.1%–1%。',
      '因为不需要为原模型参数保存梯度和优化器状态，LoRA 的显存开销大幅下降。配合 4 位量化的 QLoRA，单张 24GB 显卡就能微调 13B 模型。',
      '实操建议：学习率从 1e-4 到 2e-4 开始尝试；数据量在几千条时训练 2–3 个 epoch 即可；训练前先用几十条样本做过拟合测试，确认数据格式无误。训练完成的 LoRA 权重只有几十 MB，可以方便地与基础模型合并或按需加载。',
    ),
  },
  {
    articleBaseId: 'art-quantization',
    title: '推理量化入门：INT8、INT4 与 FP8',
    summary: '量化把模型权重从 16 位压缩到 8 位甚至 4 位，显存减半、速度更快。本文比较几种主流量化方案在精度与性能上的取舍。',
    thumbnail: '/media/articles/art-quantization.svg',
    category: '推理部署',
    author: '算力市场技术团队',
    viewCount: 9734,
    publishTime: '2025-08-26T09:00:00+08:00',
    content: p(
      '量化是用更少的比特表示模型权重和激活值。FP16 模型量化为 INT8 后，显存占用减半；量化为 INT4 后只剩四分之一，原本需要两张卡的模型可以放进一张卡。',
      '常见方案包括：GPTQ 与 AWQ 等仅对权重做 4 位量化的方法，部署简单、精度损失小；SmoothQuant 对权重和激活同时做 8 位量化，更适合高吞吐场景；FP8 则依赖 H100 等新一代 GPU 的硬件支持，在几乎不损失精度的前提下获得接近 2 倍的速度提升。',
      '选择时要用自己的业务数据评测，而不只看公开榜单。对话类任务通常对 INT4 不敏感，而代码生成和数学推理任务的精度下降会更明显。',
    ),
  },
  {
    articleBaseId: 'art-rag',
    title: 'RAG 检索增强生成：让大模型读懂企业知识',
    summary: 'RAG 先检索、再生成，让模型基于企业自己的文档回答问题，既减少“幻觉”，又无需重新训练。本文讲解一套 RAG 系统的完整组成。',
    thumbnail: '/media/articles/art-rag.svg',
    category: '应用实践',
    author: '算力市场解决方案部',
    viewCount: 11406,
    publishTime: '2025-07-22T09:00:00+08:00',
    content: p(
      '大模型的知识截止于训练数据，也不了解企业内部的制度、产品与客户资料。RAG（Retrieval-Augmented Generation）的做法是：用户提问时，先从知识库中检索出最相关的几段文档，再把它们和问题一起交给模型生成答案。',
      '一套 RAG 系统包括文档解析与切分、向量化（Embedding）、向量数据库检索、重排序和生成五个环节。其中切分粒度和重排序对效果影响最大：段落太长会引入噪声，太短又会丢失上下文。',
      '在算力方面，向量化和重排序可以用一张 L40S 或 RTX 4090 完成，生成环节按并发量选择模型规模。相比微调，RAG 更新知识只需要重新导入文档，维护成本更低。',
    ),
  },
  {
    articleBaseId: 'art-parallelism',
    title: '多卡并行：数据并行、张量并行与流水线并行',
    summary: '当一张卡放不下模型、或训练太慢时，就需要多卡并行。本文用图解方式比较三种并行策略的原理、通信开销与适用规模。',
    thumbnail: '/media/articles/art-parallelism.svg',
    category: '训练与微调',
    author: '算力市场技术团队',
    viewCount: 7215,
    publishTime: '2025-06-18T09:00:00+08:00',
    content: p(
      '数据并行是最简单的方式：每张卡保存完整模型，各自处理一部分数据，再同步梯度。它适合模型能放进单卡的情况，扩展效率主要取决于梯度同步的通信带宽。',
      '当模型放不进单卡时，需要把模型本身拆开。张量并行把每一层的矩阵切分到多张卡上计算，通信频繁，通常限制在一台服务器内部、依靠 NVLink 完成；流水线并行把不同的层放在不同的卡上，像流水线一样传递中间结果，适合跨节点扩展。',
      '大规模训练通常把三者组合使用，再配合 ZeRO 优化器状态切分。选择方案时，先确定单卡能否放下模型，再根据节点间网络带宽决定流水线的切分方式。',
    ),
  },
  {
    articleBaseId: 'art-diffusion',
    title: '扩散模型是如何“画”出一张图的',
    summary: '从一张纯噪声图开始，一步步去噪，最终得到清晰图像。本文解释扩散模型的正向加噪、反向去噪以及文字如何引导画面。',
    thumbnail: '/media/articles/art-diffusion.svg',
    category: '基础概念',
    author: '算力市场编辑部',
    viewCount: 8841,
    publishTime: '2025-05-20T09:00:00+08:00',
    content: p(
      '扩散模型的训练过程是“学会去噪”：先给真实图片逐步加上高斯噪声，直到变成一张随机噪声图，再训练神经网络预测每一步加入的噪声。',
      '生成图片时过程相反：从随机噪声出发，模型每一步预测并去除一部分噪声，经过 20 到 50 步后得到清晰图像。文字提示通过文本编码器转为向量，在每一步去噪时引导画面朝描述的方向变化。',
      'Stable Diffusion 把这一过程放在压缩后的潜空间中进行，大幅降低了计算量，因此一张消费级显卡就能在几秒内生成高清图片。AI 写真等应用正是在此基础上，通过 LoRA 学习特定人物的面部特征。',
    ),
  },
  {
    articleBaseId: 'art-token',
    title: 'Token 是什么？为什么大模型按 Token 计费',
    summary: 'Token 是模型处理文字的基本单位。理解 Token，才能估算调用成本、控制上下文长度。本文介绍分词原理与常见的计费方式。',
    thumbnail: '/media/articles/art-token.svg',
    category: '基础概念',
    author: '算力市场编辑部',
    viewCount: 10367,
    publishTime: '2025-04-15T09:00:00+08:00',
    content: p(
      '大模型并不是按“字”来读文本，而是先用分词器把文本切成 Token。英文中一个 Token 大约是 4 个字母，中文里一个汉字通常对应 1 到 2 个 Token，具体取决于模型的词表。',
      '模型的计算量与输入、输出的 Token 数成正比，所以模型服务普遍按 Token 计费，并且输出 Token 的单价往往高于输入 Token，因为生成每个 Token 都需要完整地运行一次模型。',
      '控制成本的办法包括：精简系统提示词、只把必要的上下文放进对话、为重复问题设置缓存。自建推理服务时，则可以用每秒生成的 Token 数来衡量 GPU 的利用效率。',
    ),
  },
];
