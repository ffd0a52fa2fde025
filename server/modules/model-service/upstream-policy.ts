import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/**
 * Where a model service's upstream may be (SSRF): a user sets the URL, the gateway connects to it,
 * so it must never reach this machine, the private network or the cloud's metadata service. The
 * host is resolved at call time and every address checked before connecting (and again as the
 * socket connects, so a name that changes its answer in between is caught); redirects are not
 * followed. `MODEL_UPSTREAM_ALLOW_HOSTS` names hosts, addresses or CIDR ranges allowed anyway
 * (tests and dev running an upstream on 127.0.0.1; an operator's own inference hosts).
 */

const RANGES: [label: string, cidrs: string[]][] = [
  ['本机回环地址', ['127.0.0.0/8', '::1/128']],
  ['链路本地地址（含云服务器元数据地址 169.254.169.254）', ['169.254.0.0/16', 'fe80::/10']],
  ['内网地址', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7']],
  [
    '保留或特殊用途地址',
    ['0.0.0.0/8', '192.0.0.0/24', '192.0.2.0/24', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4', '::/128', '::/96', '64:ff9b::/96', '100::/64', '2001:db8::/32', 'ff00::/8'],
  ],
];

function blockList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net, bits] = cidr.split('/') as [string, string | undefined];
    const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(net, bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits), family);
  }
  return list;
}

const DENIED = RANGES.map(([label, cidrs]) => ({ label, list: blockList(cidrs) }));

export interface UpstreamPolicy {
  /** Host names allowed whatever they resolve to (lower case). */
  hosts: Set<string>;
  /** Addresses and ranges allowed although they lie in a denied range. */
  nets: BlockList;
}

/** The policy from MODEL_UPSTREAM_ALLOW_HOSTS: comma- or space-separated host names, addresses and CIDR ranges. */
export function upstreamPolicy(setting: string | undefined): UpstreamPolicy {
  const hosts = new Set<string>();
  const cidrs: string[] = [];
  for (const raw of (setting ?? '').split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase().replace(/^\[|\]$/g, '');
    if (!entry) continue;
    const net = entry.split('/')[0]!;
    if (isIP(net)) cidrs.push(entry);
    else hosts.add(entry);
  }
  return { hosts, nets: blockList(cidrs) };
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Why `address` (reached by the name `host`) may not be connected to, or null when it may. */
export function deniedReason(policy: UpstreamPolicy, host: string, address: string): string | null {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (policy.hosts.has(name) || policy.nets.check(address, family(address))) return null;
  return DENIED.find((range) => range.list.check(address, family(address)))?.label ?? null;
}

/** Refused by the policy: said plainly, and the call is not charged. */
export class UpstreamDenied extends Error {
  constructor(host: string, address: string, reason: string) {
    super(`上游地址 ${host} 解析到 ${address}（${reason}），为防止访问内部网络，网关拒绝连接。本次未扣费`);
    this.name = 'UpstreamDenied';
  }
}

export class UpstreamTimeout extends Error {
  constructor() {
    super('upstream timed out');
    this.name = 'TimeoutError';
  }
}

function check(policy: UpstreamPolicy, host: string, addresses: readonly LookupAddress[]): void {
  for (const { address } of addresses) {
    const reason = deniedReason(policy, host, address);
    if (reason) throw new UpstreamDenied(host, address, reason);
  }
}

const resolveAll = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** Resolve the URL's host and refuse it when any address it has is denied (before any connection). */
export async function assertUpstreamAllowed(policy: UpstreamPolicy, url: URL): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UpstreamDenied(url.host, url.protocol, '只允许 http 与 https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  check(policy, host, isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host));
}

/** The socket's own lookup: the addresses it is about to connect to, checked again. */
function guardedLookup(policy: UpstreamPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        check(policy, hostname, addresses);
      } catch (denied) {
        return callback(denied as Error, '', 0);
      }
      if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function asResponse(res: IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const status = res.statusCode ?? 502;
  const empty = status === 204 || status === 205 || status === 304;
  if (empty) res.resume();
  return new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status, headers });
}

/**
 * POST `body` to an upstream allowed by the policy, answered as a fetch Response that is never a
 * followed redirect (a 3xx comes back as it is). `timeoutMs` bounds the wait for the answer's
 * head and, after it, each silence within the body.
 */
export async function postUpstream(policy: UpstreamPolicy, url: URL, headers: Record<string, string>, body: string, timeoutMs: number): Promise<Response> {
  await assertUpstreamAllowed(policy, url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const request = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: guardedLookup(policy) }, (res) => {
      clearTimeout(timer);
      res.setTimeout(timeoutMs, () => res.destroy(new UpstreamTimeout()));
      resolve(asResponse(res));
    });
    const timer = setTimeout(() => request.destroy(new UpstreamTimeout()), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
