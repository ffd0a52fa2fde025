import type { FastifyReply } from 'fastify';

/** The content type of every CSV export: UTF-8 text. */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * The reply as a file to download (an attachment saved as `fileName`, not shown in the page) of
 * content `type`; what else the route says of it (no-store) goes on the same reply before `send`.
 */
export const asAttachment = (reply: FastifyReply, type: string, fileName: string): FastifyReply =>
  reply.type(type).header('Content-Disposition', `attachment; filename="${fileName}"`);
