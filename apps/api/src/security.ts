import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Methods that only read. Everything else is a mutation wherever it is routed. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Per-route config: a GET that changes state (the spec's `GET /api/logout`) opts into the guard. */
export interface GuardConfig {
  sameSiteOnly?: boolean;
}

export interface GuardOptions {
  /** the body limit in bytes, enforced on every content type before a byte is read */
  bodyLimit: number;
  /** origins the browser may show besides the request's own (a TLS proxy in front: PUBLIC_ORIGIN) */
  publicOrigins?: string[];
}

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The request's own origin, scheme and port included: `req.protocol` and `req.host` honour
 * X-Forwarded-Proto/-Host only behind a trusted proxy. URL() drops default ports on both sides.
 */
function ownOrigins(req: FastifyRequest, extra: string[]): Set<string> {
  const own = originOf(`${req.protocol}://${req.host}`);
  return new Set([...(own ? [own] : []), ...extra]);
}

/**
 * Did a page on another site send this? `Sec-Fetch-Site` when the browser sends it (anything but our
 * own origin or the address bar), else `Origin`, else `Referer`. A client that sends none of them is
 * not a browser acting for someone else: there is no ambient cookie to abuse.
 */
export function isForeign(req: FastifyRequest, publicOrigins: string[] = []): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const claimed = req.headers.origin ?? req.headers.referer;
  if (claimed === undefined) return false;
  const origin = originOf(claimed);
  return origin === null || !ownOrigins(req, publicOrigins).has(origin);
}

const hasBody = (req: FastifyRequest) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * One guard for every route, registered before any of them. Fastify runs onRequest hooks after it has
 * routed the request, on the decoded path (`/%61pi/goals` is `/api/goals`) and on the 404 handler too,
 * so the guard does not depend on how a path is spelled or on a list of today's routes:
 * - a request target must be a path: absolute-form lines (`POST http://host/api/...`) are refused;
 * - a mutation (any method but GET/HEAD/OPTIONS, or a route marked `sameSiteOnly`) from a foreign
 *   page answers 403;
 * - a body must be JSON (415) and within the limit (413), checked from the headers, before reading.
 */
export function registerRequestGuard(app: FastifyInstance, options: GuardOptions) {
  const publicOrigins = (options.publicOrigins ?? []).flatMap((o) => originOf(o) ?? []);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.raw.url?.startsWith('/')) {
      return reply.code(400).send({ message: 'The request target must be a path', code: 'BAD_REQUEST' });
    }
    // tRPC sends a fetch Response whose headers onSend cannot see: mark API answers up front.
    const route = req.routeOptions.url ?? '';
    if (route.startsWith('/api/') || route.startsWith('/trpc/')) reply.header('cache-control', 'no-store');
    const config = req.routeOptions.config as GuardConfig | undefined;
    const mutation = !SAFE.has(req.method) || config?.sameSiteOnly === true;
    if (mutation && isForeign(req, publicOrigins)) {
      return reply.code(403).send({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
    if (!hasBody(req)) return;
    const type = req.headers['content-type']?.toLowerCase() ?? '';
    if (!/^application\/json\s*(;|$)/.test(type)) {
      return reply
        .code(415)
        .send({ message: 'Requests must be sent as JSON', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (Number(req.headers['content-length'] ?? 0) > options.bodyLimit) {
      return reply.code(413).send({ message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
  });
}

/** Signed-in answers must not sit in a shared or back-button cache: every JSON answer is no-store. */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The request line without its query string: search terms and mistaken passwords stay out of logs. */
export const withoutQuery = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at)}?[redacted]`;
};

/**
 * CSP hashes of the page's inline scripts (`<script>` with no attributes): the colour-scheme snippet
 * must run before the first paint, and fetching it as a file cost phones a round trip. Read from the
 * built index.html, so the allowance always matches the bytes served and allows nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** CSP and friends. Mantine sets inline styles, so style-src allows them; scripts are same-origin or hashed. */
export const helmetOptions = (production: boolean, scriptHashes: string[] = []) => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The same answer as frame-ancestors 'none' for browsers that only read X-Frame-Options.
  frameguard: { action: 'deny' as const },
  crossOriginEmbedderPolicy: false,
  // HSTS on http://localhost would pin developers' browsers to https.
  strictTransportSecurity: production,
});
