import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { Instance, InstanceQuery } from '../../../src/shared/contracts/compute';
import type { StartMode } from '../../../src/shared/core/compute';
import { instances } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { releaseInstance, renameInstance, restartInstance, saveImage, startInstance, stopInstance, type ComputeContext } from './instances';
import { imageView, instanceQuery, instanceViews } from './views';

/** The caller's instances: reading them, and the owner's actions answered with the instance as it is now. */
export function instanceReads(ctx: ComputeContext) {
  const { db, clock } = ctx;
  const view = async (userId: number, id: number): Promise<Instance> => {
    const [row] = await instanceQuery(db).where(and(eq(instances.id, id), eq(instances.userId, userId)));
    if (!row) throw notFound('实例不存在');
    return (await instanceViews(db, clock, [row]))[0]!;
  };

  return {
  view,

  async page(userId: number, q: z.infer<typeof InstanceQuery> & PageParams) {
    const page = await paginate(
      db,
      instanceQuery(db)
        .where(and(eq(instances.userId, userId), ne(instances.status, 'released'), q.status ? eq(instances.status, q.status) : undefined))
        .orderBy(desc(instances.id)),
      q,
    );
    return { ...page, records: await instanceViews(db, clock, page.records) };
  },

  /** Revealed on demand only, and never for a released instance. */
  async sshPassword(userId: number, id: number) {
    const [row] = await db
      .select({ password: instances.sshPassword, status: instances.status })
      .from(instances)
      .where(and(eq(instances.id, id), eq(instances.userId, userId)));
    if (!row || row.status === 'released') throw notFound('实例不存在');
    return { password: row.password };
  },

  /** Run one of the owner's actions, then answer the instance as it is now. */
  async act(userId: number, id: number, action: 'stop' | 'restart' | 'release') {
    await { stop: stopInstance, restart: restartInstance, release: releaseInstance }[action](ctx, userId, id);
    return view(userId, id);
  },

  async start(userId: number, id: number, mode: StartMode) {
    await startInstance(ctx, userId, id, mode);
    return view(userId, id);
  },

  async rename(userId: number, id: number, name: string) {
    await renameInstance(ctx, userId, id, name);
    return view(userId, id);
  },

  saveImage: async (userId: number, id: number, name: string) => imageView(await saveImage(ctx, userId, id, name), null),
  };
}
