import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameOrigin(req: FastifyRequest, origin: string): boolean {
  try {
    // req.host honours X-Forwarded-Host behind a trusted proxy; URL drops default ports on both sides.
    return new URL(origin).host === new URL(`http://${req.host}`).host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence for cookie sessions: a mutation must come from our own origin and carry JSON, which a
 * cross-site HTML form cannot send.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!MUTATING.has(req.method)) return;
    if (!req.url.startsWith('/api/') && !req.url.startsWith('/trpc/')) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if ((origin && !sameOrigin(req, origin)) || site === 'cross-site') {
      return reply.code(403).send({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
    const type = req.headers['content-type'];
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'];
    if ((hasBody || type) && !type?.toLowerCase().startsWith('application/json')) {
      return reply
        .code(415)
        .send({ message: 'Requests must be sent as JSON', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
}

/** CSP and friends. Mantine sets inline styles, so style-src allows them; scripts stay same-origin. */
export const helmetOptions = (production: boolean) => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
  crossOriginEmbedderPolicy: false,
  // HSTS on http://localhost would pin developers' browsers to https.
  strictTransportSecurity: production,
});
