import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '../../../src/shared/contracts/audit';
import { answers, answersFile } from '../../../src/shared/contracts/common';
import { auditActionLabel, auditTargetLabel } from '../../../src/shared/core/audit-labels';
import { formatDateTimeSeconds } from '../../../src/shared/core/time';
import { ok } from '../../lib/envelope';
import * as API from '../../../src/shared/core/api-paths';
import { asAttachment, CSV_TYPE } from '../../lib/attachment';

const CSV_HEADER = ['时间', '操作人', '操作', '对象类型', '对象', '修改前', '修改后', 'IP'];

/** A CSV cell: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** 审计日志: searchable and exportable by whoever holds audit:view; nobody can change it. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requirePermission('audit:view') };

  app.get('/v1/audit/page', { ...guard, schema: { tags: ['audit'], summary: '审计日志', querystring: AuditQuery, response: answers(AuditPage) } }, async (request) =>
    ok(await app.audit.page(request.query)),
  );

  app.get(
    API.audit.export,
    { ...guard, schema: { tags: ['audit'], summary: '导出审计日志（CSV，最多一万行）', querystring: AuditQuery, response: answersFile('审计日志 CSV', ['text/csv']) } },
    async (request, reply) => {
      const rows = await app.audit.all(request.query);
      const lines = [
        CSV_HEADER.map(cell).join(','),
        ...rows.map((row) =>
          [formatDateTimeSeconds(row.at), row.actor ? `${row.actor.name}(${row.actor.userName})` : '', auditActionLabel(row.action), auditTargetLabel(row.targetType), row.targetId, row.before, row.after, row.ip]
            .map(cell)
            .join(','),
        ),
      ];
      return asAttachment(reply, CSV_TYPE, `audit-${Date.now()}.csv`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );
};

export default auditRoutes;
