import { repositoryPlugin } from '../../lib/repository-plugin';
import { billReads } from './bill-queries';
import { imageReads } from './image-queries';
import { instanceReads } from './instance-queries';
import type { ComputeContext } from './instances';
import { orderReads } from './order-queries';

/** Orders, instances, images and bills of the caller: the reads, and the calls into the ordering and instance rules. */
export function computeRepository(ctx: ComputeContext) {
  return { orders: orderReads(ctx), instances: instanceReads(ctx), images: imageReads(ctx), bills: billReads(ctx) };
}

export type ComputeRepository = ReturnType<typeof computeRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    computeRepository: ComputeRepository;
  }
}

export default repositoryPlugin('computeRepository', (app) => computeRepository(app.compute), { name: 'compute-repository', dependencies: ['db'] });
