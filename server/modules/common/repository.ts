import { asc } from 'drizzle-orm';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { QrCode } from '../../../src/shared/contracts/system';
import type { Db } from '../../db/client';
import { qrCodes } from '../../db/schema';

/** What the site shows everywhere: its QR codes (公众号, 客服). */
export function commonRepository(db: Db) {
  return {
    qrCodes: (): Promise<QrCode[]> =>
      db.select({ scene: qrCodes.scene, previewOssUrl: qrCodes.previewOssUrl }).from(qrCodes).orderBy(asc(qrCodes.sort)),
  };
}

export type CommonRepository = ReturnType<typeof commonRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    common: CommonRepository;
  }
}

export default repositoryPlugin('common', (app) => commonRepository(app.db), { name: 'common-repository' });
