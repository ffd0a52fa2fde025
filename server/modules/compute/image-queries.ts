import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { PublicImage } from '../../../src/shared/contracts/compute';
import { Code } from '../../../src/shared/core/codes';
import { images, instances } from '../../db/schema';
import { BizError, notFound } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { type ComputeContext } from './instances';
import { imageView } from './views';

/** The public images and the caller's own saved images. */
export function imageReads(ctx: ComputeContext) {
  const { db, clock } = ctx;
  return {
  async publicImages(): Promise<PublicImage[]> {
    return db
      .select({ id: images.id, name: images.name, framework: images.framework, description: images.description, sizeGb: images.sizeGb })
      .from(images)
      .where(and(isNull(images.userId), isNull(images.deletedAt)))
      .orderBy(images.id);
  },

  async page(userId: number, q: PageParams) {
    const page = await paginate(
      db,
      db
        .select({ image: images, sourceInstanceName: instances.name })
        .from(images)
        .leftJoin(instances, eq(instances.id, images.sourceInstanceId))
        .where(and(eq(images.userId, userId), isNull(images.deletedAt)))
        .orderBy(desc(images.id))
        .$dynamic(),
      q,
    );
    return { ...page, records: page.records.map((r) => imageView(r.image, r.sourceInstanceName)) };
  },

  async remove(userId: number, id: number): Promise<void> {
    const [image] = await db
      .select()
      .from(images)
      .where(and(eq(images.id, id), eq(images.userId, userId), isNull(images.deletedAt)));
    if (!image) throw notFound('镜像不存在');
    if (image.saveState === 'saving') throw new BizError(Code.ERROR, '镜像正在保存，完成后才能删除');
    await db.update(images).set({ deletedAt: clock.now() }).where(eq(images.id, image.id));
  },
  };
}
