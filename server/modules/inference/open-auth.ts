import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../../src/shared/core/codes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { BizError } from '../../lib/envelope';
import { admitAccount } from './account-limits';
import { hashKey } from './access-points';
import { minuteStart, secondsUntil } from './periods';
import { accessPointByKeyHash, takeWindow, type AccessPointRow } from './queries';

/** `sk-` and 48 letters or digits: anything else is not a key of ours and is not looked up. */
const KEY_RE = /^sk-[A-Za-z0-9]{48}$/;

const refuse = (httpStatus: number, code: number, message: string) => new BizError(code, message, null, httpStatus);

/** The caller's address as one plain IP: an IPv4 address mapped into IPv6 reads as IPv4. */
export function plainIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Whether an address lies in one of the CIDR ranges (none: every address). */
export function ipAllowed(ip: string, ranges: string[]): boolean {
  if (ranges.length === 0) return true;
  const address = plainIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const range of ranges) {
    const [net, bits] = range.split('/') as [string, string];
    const rangeFamily = isIP(net);
    if (rangeFamily !== 0) list.addSubnet(net, Number(bits), rangeFamily === 6 ? 'ipv6' : 'ipv4');
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Who calls the public API: the access point of the `Authorization: Bearer sk-…` key, refused when
 * the key is unknown (never issued, rotated or deleted: all read alike), or not admitted (below).
 */
export async function authenticateKey(db: Db, clock: Clock, request: FastifyRequest, reply: FastifyReply): Promise<AccessPointRow> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw refuse(401, Code.NO_TOKEN, '缺少 API 密钥：请在请求头 Authorization 中以 Bearer sk-… 传入');
  const key = match[1]!;
  const row = KEY_RE.test(key) ? await accessPointByKeyHash(db, hashKey(key)) : undefined;
  if (!row) throw refuse(401, Code.TOKEN_INVALID, 'API 密钥无效：密钥不存在、已轮换或已删除');
  request.accessPoint = row;
  await admit(db, clock, request, reply, row, { checkIp: true });
  return row;
}

/**
 * Let a call through an access point in: refused when the point is disabled, expired, called from
 * outside its IP ranges (for API callers; the console's playground is its owner in person), or
 * past its requests per minute or its account's. The minute's count lives in the database, so every gateway on it
 * counts the same calls.
 */
export async function admit(db: Db, clock: Clock, request: FastifyRequest, reply: FastifyReply, row: AccessPointRow, options: { checkIp: boolean }): Promise<void> {
  const now = clock.now();
  if (row.status !== 'active') throw refuse(403, Code.FORBIDDEN, '接入点已停用，请在控制台启用后再调用');
  if (row.expiresAt && row.expiresAt <= now) throw refuse(403, Code.FORBIDDEN, 'API 密钥已过期，请在控制台延长有效期或新建接入点');
  if (options.checkIp && !ipAllowed(request.ip, row.ipRanges)) throw refuse(403, Code.FORBIDDEN, `来源 IP ${plainIp(request.ip)} 不在该接入点允许的 IP 段内`);
  if (row.rpm !== null) {
    const window = minuteStart(now);
    if (!(await takeWindow(db, row.id, 'minute', window, 1, row.rpm))) {
      reply.header('retry-after', String(secondsUntil(new Date(window.getTime() + MINUTE), now)));
      throw refuse(429, Code.RATE_LIMITED, `请求过于频繁：该接入点每分钟最多 ${row.rpm} 次请求`);
    }
  }
  await admitAccount(db, clock, reply, row.userId);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The access point a public API call came through, once its key is known. */
    accessPoint?: AccessPointRow;
  }
}
