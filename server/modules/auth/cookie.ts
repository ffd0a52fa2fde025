import type { FastifyReply } from 'fastify';
import { SESSION_TTL } from '../../plugins/sessions';

/**
 * The SPEC §3 `token` cookie. The gateway never reads it (tokens travel in the Authorization
 * header, so it cannot be used for cross-site requests); it is set by the server only, out of
 * reach of scripts, and lives as long as the session.
 */
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function setTokenCookie(reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `token=${token}; ${ATTRIBUTES}; Max-Age=${SESSION_TTL / 1000}`);
}

export function clearTokenCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `token=; ${ATTRIBUTES}; Max-Age=0`);
}
