import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, answersFile } from '../../../src/shared/contracts/common';
import {
  DatasetDetail,
  DatasetFileParams,
  DatasetFilterOptions,
  DatasetIdParams,
  DatasetPage,
  DatasetQuery,
  DatasetRows,
  DatasetStats,
  DownloadLink,
  DownloadQuery,
  RowsQuery,
  StatsQuery,
} from '../../../src/shared/contracts/dataset';
import { Code } from '../../../src/shared/core/codes';
import { DATASET_CONTENT_TYPES } from '../../../src/shared/core/dataset';
import { toShanghaiIso } from '../../../src/shared/core/time';
import { BizError, notFound, ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';
import { parseRange } from './download';
import { countDownload, datasetDetail, datasetPage, filterOptions } from './queries';

/** The AI market's datasets (/ai-market/dataset): the catalogue, a dataset card, the viewer and downloads. */
const datasetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dataset'];

  app.get('/v1/dataset/page', { ...CACHED_READ, schema: { tags, summary: '数据集市场列表', querystring: DatasetQuery, response: answers(DatasetPage) } }, async (request) => {
    const { current, size, orderField, orderSort, sizeCategory, ...filter } = request.query;
    return ok(await datasetPage(app.db, { ...filter, size: sizeCategory }, { current, size, orderField, orderSort }));
  });

  app.get('/v1/dataset/filters', { ...CACHED_READ, schema: { tags, summary: '数据集市场筛选项', response: answers(DatasetFilterOptions) } }, async () => ok(await filterOptions(app.db)));

  app.get(
    '/v1/dataset/detail/:datasetId',
    { ...CACHED_READ, schema: { tags, summary: '数据集详情（含文件、SHA-256 与 README）', params: DatasetIdParams, response: answers(DatasetDetail) } },
    async (request) => {
      const detail = await datasetDetail(app.db, request.params.datasetId);
      if (!detail) throw notFound('数据集不存在');
      return ok(detail);
    },
  );

  app.get(
    '/v1/dataset/rows/:datasetId',
    { schema: { tags, summary: '数据集查看器：一页行（可搜索、可筛选）', params: DatasetIdParams, querystring: RowsQuery, response: answers(DatasetRows) } },
    async (request) => {
      const { split, ...window } = request.query;
      return ok(await app.datasets.rows(request.params.datasetId, split, window));
    },
  );

  app.get(
    '/v1/dataset/statistics/:datasetId',
    { ...CACHED_READ, schema: { tags, summary: '数据集查看器：列统计（按文件版本计算一次并保存）', params: DatasetIdParams, querystring: StatsQuery, response: answers(DatasetStats) } },
    async (request) => ok(await app.datasets.stats(request.params.datasetId, request.query)),
  );

  app.post(
    '/v1/dataset/downloadLink/:datasetId/:fileId',
    { preHandler: app.requireAuth, schema: { tags, summary: '获取文件的下载链接（登录后，短时有效，可断点续传）', params: DatasetFileParams, response: answers(DownloadLink) } },
    async (request) => {
      const file = await app.datasets.file(request.params.datasetId, request.params.fileId);
      const link = app.datasets.signer.link(request.params.datasetId, file.fileId, caller(request).userId, app.clock.now());
      return ok({ url: link.path, expiresAt: toShanghaiIso(link.expires), sha256: file.sha256, size: file.size });
    },
  );

  app.get(
    '/v1/dataset/file/:datasetId/:fileId',
    {
      preHandler: app.optionalAuth,
      // Bytes go as stored: compressing would change the lengths a Range names.
      compress: false,
      schema: {
        tags,
        summary: '下载数据集文件（登录或签名链接；支持 Range 断点续传）',
        params: DatasetFileParams,
        querystring: DownloadQuery,
        response: answersFile('文件', Object.values(DATASET_CONTENT_TYPES)),
      },
    },
    async (request, reply) => {
      const userId = request.auth?.userId ?? app.datasets.signer.check(request.params.fileId, request.query, app.clock.now());
      if (!userId) throw new BizError(Code.NO_TOKEN, '请先登录后下载', null, 401);
      const file = await app.datasets.file(request.params.datasetId, request.params.fileId);
      const range = parseRange(request.headers.range, file.size);
      reply.header('accept-ranges', 'bytes').header('etag', `"${file.sha256}"`).header('cache-control', 'private, no-store');
      if (range.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        throw new BizError(Code.PARAM, 'Range 超出文件范围', null, 416);
      }
      const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, file.size - 1];
      // A download counts when it starts at the first byte; resuming it does not count again.
      if (start === 0 && request.method === 'GET') await countDownload(app.db, file);
      await app.datasets.cache.with(file, async (path) => {
        const stream = createReadStream(path, { start, end });
        const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
        // 206 is not one of the route's declared answers (a stream is not serialised through them).
        reply
          .code((range.kind === 'partial' ? 206 : 200) as 200)
          .type(DATASET_CONTENT_TYPES[file.format])
          .header('content-length', String(end - start + 1))
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`);
        if (range.kind === 'partial') reply.header('content-range', `bytes ${start}-${end}/${file.size}`);
        reply.send(stream);
        await closed;
      });
      return reply;
    },
  );
};

export default datasetRoutes;
