import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DAY, toShanghaiIso } from '../../src/shared/core/time';
import { SUPPLIER_AGREEMENT_VERSION } from '../../src/shared/contracts/supplier';
import { bareMetalGoods, demands, resourceSuppliers, users } from '../db/schema';
import { NIGHT_HOURS, NIGHT_WINDOW } from '../../src/shared/core/tidal-window';

type GoodsSeed = Omit<typeof bareMetalGoods.$inferInsert, 'supplierId' | 'id'>;

/**
 * Bare-metal goods of the mall (/mall), sold by demo_supplier: whole machines by the month,
 * quarter or year, across regions and GPU models, with a quarter and a year cheaper per month.
 */
export const MALL_GOODS: GoodsSeed[] = [
  {
    goodsBaseId: 'BM-H800-8-SH01',
    title: 'H800 八卡训练服务器（NVLink + 400G IB）',
    gpuModel: 'H800', gpuCount: 8, gpuVram: 80, cpuModel: 'Intel Xeon Platinum 8468 ×2', cpuCores: 96, ramGb: 2048, diskGb: 15360,
    nics: '2 × 25GbE', infiniband: '4 × 400Gb/s NDR', bandwidthMbps: 1000, regionCode: 'cn-east-1', deliveryLeadDays: 7, stock: 4,
    priceMonth: '198000.00', priceQuarter: '564300.00', priceYear: '2138400.00',
    description: '整机独享，8 × H800 SXM5 80GB，NVLink 全互联，4 口 400G InfiniBand，适合千亿参数大模型预训练。含机柜、电力与 7×24 小时运维。',
  },
  {
    goodsBaseId: 'BM-A800-8-BJ01',
    title: 'A800 八卡服务器（200G IB）',
    gpuModel: 'A800', gpuCount: 8, gpuVram: 80, cpuModel: 'Intel Xeon Platinum 8358 ×2', cpuCores: 64, ramGb: 1024, diskGb: 7680,
    nics: '2 × 25GbE', infiniband: '2 × 200Gb/s HDR', bandwidthMbps: 500, regionCode: 'cn-north-1', deliveryLeadDays: 5, stock: 6,
    priceMonth: '96000.00', priceQuarter: '273600.00', priceYear: '1036800.00',
    description: '8 × A800 SXM4 80GB，NVLink 互联，适合大模型微调与分布式训练。',
  },
  {
    goodsBaseId: 'BM-4090-8-CD01',
    title: 'RTX 4090 八卡推理服务器',
    gpuModel: 'RTX 4090', gpuCount: 8, gpuVram: 24, cpuModel: 'AMD EPYC 7543 ×2', cpuCores: 64, ramGb: 512, diskGb: 3840,
    nics: '2 × 10GbE', infiniband: '', bandwidthMbps: 300, regionCode: 'cn-southwest-1', deliveryLeadDays: 3, stock: 12,
    priceMonth: '9800.00', priceQuarter: '27900.00', priceYear: '105800.00',
    description: '8 × RTX 4090 24GB，西南区电价低，适合推理、渲染与 AIGC 批量出图。',
  },
  {
    goodsBaseId: 'BM-4090-4-GZ01',
    title: 'RTX 4090 四卡开发机',
    gpuModel: 'RTX 4090', gpuCount: 4, gpuVram: 24, cpuModel: 'Intel Xeon Gold 6330', cpuCores: 28, ramGb: 256, diskGb: 1920,
    nics: '2 × 10GbE', infiniband: '', bandwidthMbps: 200, regionCode: 'cn-south-1', deliveryLeadDays: 2, stock: 8,
    priceMonth: '5200.00', priceQuarter: '14800.00', priceYear: '56100.00',
    description: '4 × RTX 4090 24GB，交付快，适合团队开发与小模型训练。',
  },
  {
    goodsBaseId: 'BM-L40S-8-SH02',
    title: 'L40S 八卡多模态服务器',
    gpuModel: 'L40S', gpuCount: 8, gpuVram: 48, cpuModel: 'AMD EPYC 9354 ×2', cpuCores: 64, ramGb: 1024, diskGb: 7680,
    nics: '2 × 100GbE', infiniband: '', bandwidthMbps: 500, regionCode: 'cn-east-1', deliveryLeadDays: 5, stock: 3,
    priceMonth: '32000.00', priceQuarter: '91200.00', priceYear: '345600.00',
    description: '8 × L40S 48GB，兼顾训练与推理，适合视频生成与多模态模型。',
  },
  {
    goodsBaseId: 'BM-H20-8-BJ02',
    title: 'H20 八卡推理服务器（96G 显存）',
    gpuModel: 'H20', gpuCount: 8, gpuVram: 96, cpuModel: 'Intel Xeon Platinum 8480+ ×2', cpuCores: 112, ramGb: 2048, diskGb: 7680,
    nics: '2 × 25GbE', infiniband: '4 × 400Gb/s NDR', bandwidthMbps: 1000, regionCode: 'cn-north-1', deliveryLeadDays: 10, stock: 2,
    priceMonth: '68000.00', priceQuarter: '193800.00', priceYear: '734400.00',
    description: '8 × H20 96GB 大显存，适合长上下文大模型推理服务。',
  },
  {
    goodsBaseId: 'BM-A100-8-CD02',
    title: 'A100 八卡训练服务器',
    gpuModel: 'A100', gpuCount: 8, gpuVram: 40, cpuModel: 'AMD EPYC 7742 ×2', cpuCores: 128, ramGb: 1024, diskGb: 7680,
    nics: '2 × 25GbE', infiniband: '1 × 200Gb/s HDR', bandwidthMbps: 300, regionCode: 'cn-southwest-1', deliveryLeadDays: 5, stock: 5,
    priceMonth: '42000.00', priceQuarter: '119700.00', priceYear: '453600.00',
    description: '8 × A100 PCIe 40GB，成熟稳定的训练平台。',
  },
  {
    goodsBaseId: 'BM-3060-1-CD03',
    title: 'RTX 3060 单卡入门服务器',
    gpuModel: 'RTX 3060', gpuCount: 1, gpuVram: 12, cpuModel: 'Intel Xeon E5-2680 v4', cpuCores: 14, ramGb: 64, diskGb: 960,
    nics: '1 × 1GbE', infiniband: '', bandwidthMbps: 50, regionCode: 'cn-southwest-1', deliveryLeadDays: 1, stock: 20,
    priceMonth: '399.00', priceQuarter: '1140.00', priceYear: '4300.00',
    description: '1 × RTX 3060 12GB，适合学习、调试与轻量推理，次日交付。',
  },
  {
    goodsBaseId: 'BM-3090-8-GZ02',
    title: 'RTX 3090 八卡经济型服务器',
    gpuModel: 'RTX 3090', gpuCount: 8, gpuVram: 24, cpuModel: 'Intel Xeon Silver 4314 ×2', cpuCores: 32, ramGb: 256, diskGb: 1920,
    nics: '2 × 10GbE', infiniband: '', bandwidthMbps: 200, regionCode: 'cn-south-1', deliveryLeadDays: 3, stock: 0,
    priceMonth: '5600.00', priceQuarter: '15900.00', priceYear: '60400.00',
    description: '8 × RTX 3090 24GB，性价比之选，当前已售罄，可询价预订。',
  },
];

export async function seedMall(db: Db): Promise<void> {
  const [supplier] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_supplier'));
  if (!supplier) return;
  // demo_supplier is an approved supplier: its profile, as one that passed review would be.
  const now = new Date();
  await db
    .insert(resourceSuppliers)
    .values({
      userId: supplier.id,
      status: 'review_pass',
      contactName: '演示供应商',
      contactPhone: '13800000002',
      contactEmail: 'supplier@demo.suanli.cn',
      bankAccountName: '演示供应商科技有限公司',
      bankName: '中国工商银行',
      bankBranch: '上海张江支行',
      bankAccountNo: '6222020200112233445',
      agreementVersion: SUPPLIER_AGREEMENT_VERSION,
      agreementAcceptedAt: now,
      submittedAt: now,
      reviewedAt: now,
    })
    .onConflictDoNothing();
  await db
    .insert(bareMetalGoods)
    .values(MALL_GOODS.map((goods) => ({ ...goods, supplierId: supplier.id })))
    .onConflictDoNothing();
}

/** A date `days` from now, China time. */
const dateIn = (days: number) => toShanghaiIso(new Date(Date.now() + days * DAY)).slice(0, 10);

/** Open demands of demo_renter on the board (/demands), so the board shows what it is for. */
export async function seedDemands(db: Db): Promise<void> {
  const [renter] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_renter'));
  if (!renter) return;
  const now = new Date();
  const base = { userId: renter.id, contactName: '王经理', contactPhone: '13800000001', status: 'open' as const, createdAt: now, updatedAt: now };
  await db
    .insert(demands)
    .values([
      {
        ...base,
        demandGoodsBaseId: 'XQ-DEMO-0001',
        title: '70B 大模型全参微调，求 64 卡 H800 集群',
        gpuModels: ['H800', 'A800'],
        gpuCount: 64,
        startDate: dateIn(21),
        durationDays: 90,
        regionCode: null,
        maxUnitPrice: '28.0000',
        deliveryDeadline: dateIn(20),
        notes: '需 400G InfiniBand 全互联，共享存储不少于 200TB；可签年框。',
      },
      {
        ...base,
        demandGoodsBaseId: 'XQ-DEMO-0002',
        title: 'AIGC 批量出图，夜间 32 卡 RTX 4090',
        gpuModels: ['RTX 4090'],
        gpuCount: 32,
        startDate: dateIn(7),
        durationDays: 60,
        nightWindow: { ...NIGHT_WINDOW },
        regionCode: 'cn-southwest-1',
        maxUnitPrice: '1.2000',
        deliveryDeadline: dateIn(6),
        notes: `每晚潮汐时段 ${NIGHT_HOURS} 跑批，白天不用；需要预装 ComfyUI。`,
      },
      {
        ...base,
        demandGoodsBaseId: 'XQ-DEMO-0003',
        title: '推理服务扩容 16 卡，型号不限',
        gpuModels: [],
        gpuCount: 16,
        startDate: dateIn(10),
        durationDays: 180,
        regionCode: 'cn-east-1',
        maxUnitPrice: '6.5000',
        deliveryDeadline: dateIn(9),
        notes: '单卡显存 ≥ 48GB 优先，按季度付款。',
      },
    ])
    .onConflictDoNothing();
}
