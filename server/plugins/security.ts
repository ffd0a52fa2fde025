import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for everything the gateway serves. The CSP is what the built SPA needs and no
 * more: its own scripts only, inline styles for antd's CSS-in-JS, images from itself, data: and
 * blob: (QR codes, previews), and no framing.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The SPA loads nothing cross-origin, so cross-origin isolation costs nothing.
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet writes, worked out once: they depend on nothing in the request, so there is
 * no reason to rebuild the policy for every response (as @fastify/helmet does).
 */
function computeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(HELMET_OPTIONS)({} as never, res as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(computeHeaders());

async function security(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

export default fp(security, { name: 'security' });
