import { and, eq, sql } from 'drizzle-orm';
import { fromMinor, PRICE, toMinor } from '../../src/shared/core/money';
import { roundDiv } from '../../src/shared/core/tidal';
import { DAY, HOUR, shanghaiDayStart } from '../../src/shared/core/time';
import type { Db } from '../db/client';
import { containerGoods, goodsSpecs, hostMaintenance, hosts, images, priceSchedules, regions, specTimeRanges, users } from '../db/schema';
import { countAll } from '../lib/sql';
import { DAY_WINDOW, NIGHT_WINDOW } from '../../src/shared/core/tidal-window';

/** Regions, GPU offers with tidal prices, hosts with free cards, and public images (DESIGN §2 demo data). */
const REGIONS = [
  { code: 'cn-east-1', name: '华东一区', city: '上海', sort: 1 },
  { code: 'cn-north-1', name: '华北一区', city: '北京', sort: 2 },
  { code: 'cn-south-1', name: '华南一区', city: '广州', sort: 3 },
  { code: 'cn-southwest-1', name: '西南一区', city: '成都', sort: 4 },
];

interface Offer {
  gpuType: string;
  alias: string;
  mapping: string;
  vram: number;
  cpu: number;
  ram: number;
  disk: number;
  max: number;
  cuda: string;
  day: string;
  night: string;
  supplier: string;
  source: string;
}

const OFFERS: Offer[] = [
  { gpuType: 'RTX 4090', alias: 'RTX 4090 24G', mapping: 'NVIDIA GeForce RTX 4090', vram: 24, cpu: 16, ram: 120, disk: 50, max: 8, cuda: '12.4', day: '2.1800', night: '0.9900', supplier: 'xunmeng', source: 'physical_machine' },
  { gpuType: 'RTX 3090', alias: 'RTX 3090 24G', mapping: 'NVIDIA GeForce RTX 3090', vram: 24, cpu: 12, ram: 90, disk: 50, max: 8, cuda: '12.2', day: '1.3800', night: '0.6600', supplier: 'qingdao', source: 'physical_machine' },
  { gpuType: 'A800', alias: 'A800 80G', mapping: 'NVIDIA A800-SXM4-80GB', vram: 80, cpu: 28, ram: 240, disk: 200, max: 8, cuda: '12.4', day: '6.8800', night: '3.3800', supplier: 'daocloud', source: 'open_api' },
  { gpuType: 'H800', alias: 'H800 80G', mapping: 'NVIDIA H800 PCIe', vram: 80, cpu: 32, ram: 256, disk: 500, max: 8, cuda: '12.6', day: '12.8000', night: '6.2000', supplier: 'gpugeek', source: 'open_api' },
  { gpuType: 'L40S', alias: 'L40S 48G', mapping: 'NVIDIA L40S', vram: 48, cpu: 16, ram: 128, disk: 100, max: 8, cuda: '12.4', day: '3.9800', night: '1.8800', supplier: 'xunmeng', source: 'physical_machine' },
  { gpuType: 'A100', alias: 'A100 40G', mapping: 'NVIDIA A100-PCIE-40GB', vram: 40, cpu: 16, ram: 120, disk: 100, max: 8, cuda: '12.2', day: '4.5800', night: '2.1800', supplier: 'qingdao', source: 'physical_machine' },
  { gpuType: 'V100', alias: 'V100 32G', mapping: 'Tesla V100-SXM2-32GB', vram: 32, cpu: 10, ram: 64, disk: 50, max: 8, cuda: '11.8', day: '1.8800', night: '0.8800', supplier: 'daocloud', source: 'physical_machine' },
  { gpuType: 'H20', alias: 'H20 96G', mapping: 'NVIDIA H20', vram: 96, cpu: 24, ram: 224, disk: 200, max: 8, cuda: '12.6', day: '5.2800', night: '2.5800', supplier: 'gpugeek', source: 'open_api' },
];

/** Which offers each region carries; the western region is cheaper (electricity). */
const CARRIED: Record<string, string[]> = {
  'cn-east-1': ['RTX 4090', 'A800', 'H800', 'L40S', 'A100'],
  'cn-north-1': ['RTX 4090', 'RTX 3090', 'A800', 'H20'],
  'cn-south-1': ['RTX 4090', 'RTX 3090', 'L40S', 'V100'],
  'cn-southwest-1': ['RTX 4090', 'RTX 3090', 'A100', 'V100', 'H20'],
};

export const PUBLIC_IMAGES = [
  { name: 'PyTorch 2.5.1 / CUDA 12.4 / Python 3.11', framework: 'pytorch', sizeGb: '18.60', description: 'Ubuntu 22.04，预装 PyTorch、torchvision、JupyterLab' },
  { name: 'TensorFlow 2.17 / CUDA 12.3 / Python 3.11', framework: 'tensorflow', sizeGb: '16.20', description: 'Ubuntu 22.04，预装 TensorFlow、Keras、JupyterLab' },
  { name: 'Miniconda3 / CUDA 12.4 / Ubuntu 22.04', framework: 'miniconda', sizeGb: '9.80', description: '干净的 Conda 环境，自行安装框架' },
  { name: 'vLLM 0.6 / PyTorch 2.5 / CUDA 12.4', framework: 'vllm', sizeGb: '24.30', description: '大模型推理服务，OpenAI 兼容接口' },
  { name: 'LLaMA-Factory 0.9 / PyTorch 2.5', framework: 'llama-factory', sizeGb: '26.70', description: '大模型微调（LoRA、QLoRA、全参）' },
  { name: 'Stable Diffusion WebUI 1.10 / CUDA 12.1', framework: 'stable-diffusion', sizeGb: '31.40', description: 'AUTOMATIC1111 WebUI，含常用插件' },
];

export async function seedMarket(db: Db): Promise<void> {
  await db.insert(regions).values(REGIONS).onConflictDoNothing();
  const [{ count }] = (await db.select({ count: countAll }).from(containerGoods)) as [{ count: number }];
  if (count === 0) {
    let sort = 0;
    for (const region of REGIONS) {
      const west = region.code === 'cn-southwest-1';
      for (const gpuType of CARRIED[region.code]!) {
        const offer = OFFERS.find((o) => o.gpuType === gpuType)!;
        sort += 1;
        const discount = (price: string) => (west ? fromMinor(roundDiv(toMinor(price, PRICE) * 9, 10), PRICE) : price);
        const [goods] = await db
          .insert(containerGoods)
          .values({
            regionCode: region.code,
            gpuType: offer.gpuType,
            aliasGpuType: offer.alias,
            gpuTypeMapping: offer.mapping,
            gpuVram: offer.vram,
            cpuCore: offer.cpu,
            ramSize: offer.ram,
            storageSpace: offer.disk,
            maxGpuNumber: offer.max,
            cudaVersion: offer.cuda,
            supplier: offer.supplier,
            source: offer.source,
            homeTag: region.code === 'cn-east-1' || gpuType === 'RTX 4090',
            sort,
          })
          .returning({ id: containerGoods.id });
        const [spec] = await db.insert(goodsSpecs).values({ goodsId: goods!.id, name: '按量计费' }).returning({ id: goodsSpecs.id });
        await db.insert(specTimeRanges).values([
          { specId: spec!.id, ...DAY_WINDOW, unitPrice: discount(offer.day), label: 'day' },
          { specId: spec!.id, ...NIGHT_WINDOW, unitPrice: discount(offer.night), label: 'night' },
        ]);
        const hostCount = gpuType === 'RTX 4090' ? 4 : 2;
        await db.insert(hosts).values(
          Array.from({ length: hostCount }, (_, i) => ({
            goodsId: goods!.id,
            name: `${region.code}-${offer.gpuType.replace(/\s+/g, '').toLowerCase()}-${String(i + 1).padStart(2, '0')}`,
            gpuTotal: 8,
            // Every card free: a card counts as used only while an instance or a replica holds it
            // (the inventory reconciliation checks it), so the seed holds none it has no holder for.
            gpuUsed: 0,
            sshHost: `${region.code.replace('cn-', '')}-${sort}${i}.ssh.suanli.cn`,
          })),
        );
      }
    }
  }
  const [{ publicCount }] = (await db
    .select({ publicCount: countAll })
    .from(images)
    .where(sql`${images.userId} is null`)) as [{ publicCount: number }];
  if (publicCount === 0) await db.insert(images).values(PUBLIC_IMAGES);
  await seedOperations(db);
}

/**
 * What the operators have planned, so 管理 › 商品与价格 and 日历 are not empty on `npm start`: a
 * price change of H20 in 西南一区 three days ahead at midnight, and a night's maintenance of one
 * of its hosts. Once, when nothing is planned yet; relative to the day the seed runs.
 */
async function seedOperations(db: Db): Promise<void> {
  const [planned] = await db.select({ id: priceSchedules.id }).from(priceSchedules).limit(1);
  if (planned) return;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_operator'));
  const [target] = await db
    .select({ goodsId: containerGoods.id, specId: goodsSpecs.id })
    .from(containerGoods)
    .innerJoin(goodsSpecs, eq(goodsSpecs.goodsId, containerGoods.id))
    .where(and(eq(containerGoods.gpuType, 'H20'), eq(containerGoods.regionCode, 'cn-southwest-1')))
    .limit(1);
  if (!operator || !target) return;
  const now = new Date();
  const midnight = shanghaiDayStart(now);
  await db.insert(priceSchedules).values({
    specId: target.specId,
    ranges: [
      { ...DAY_WINDOW, unitPrice: '4.9800', label: 'day' },
      { ...NIGHT_WINDOW, unitPrice: '2.3800', label: 'night' },
    ],
    effectiveAt: new Date(midnight.getTime() + 3 * DAY),
    note: '西南一区电价下调，H20 同步降价',
    createdBy: operator.id,
    createdAt: now,
  });
  const [host] = await db.select({ id: hosts.id }).from(hosts).where(eq(hosts.goodsId, target.goodsId)).orderBy(hosts.id).limit(1);
  if (host) {
    await db.insert(hostMaintenance).values({
      hostId: host.id,
      startsAt: new Date(midnight.getTime() + 2 * DAY + 2 * HOUR),
      endsAt: new Date(midnight.getTime() + 2 * DAY + 6 * HOUR),
      note: '升级 GPU 驱动至 550 版本',
      createdBy: operator.id,
      createdAt: now,
    });
  }
}
