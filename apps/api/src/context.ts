import type { Coach } from '@coach/ai';
import {
  createContextInner,
  type LimitStore,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  SESSION_TTL_MS,
  type SessionCookieSink,
  validateSessionToken,
} from '@coach/api-contract';
import type { Db } from '@coach/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieSettings {
  secure: boolean;
}

const cookieBase = (settings: CookieSettings) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: settings.secure,
});

/** The session cookie and its readable hint (see session-hint.ts) are set and cleared together. */
function cookieSink(reply: FastifyReply, settings: CookieSettings): SessionCookieSink {
  const base = cookieBase(settings);
  const hint = { ...base, httpOnly: false };
  return {
    set: (token, expiresAt) => {
      reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
      reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hint, expires: expiresAt });
    },
    clear: () => {
      reply.clearCookie(SESSION_COOKIE, base);
      reply.clearCookie(SESSION_HINT_COOKIE, hint);
    },
  };
}

/**
 * Page loads keep the hint true to the session cookie the browser sent: a session from before the
 * hint existed gets one, and a hint that outlived its session cookie goes. No database lookup: the
 * API's first call still validates the session (and clears both cookies when it is not valid).
 */
export function syncSessionHint(req: FastifyRequest, reply: FastifyReply, settings: CookieSettings) {
  const hasSession = Boolean(req.cookies[SESSION_COOKIE]);
  const hasHint = req.cookies[SESSION_HINT_COOKIE] === '1';
  const hint = { ...cookieBase(settings), httpOnly: false };
  if (hasSession && !hasHint)
    reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hint, expires: new Date(Date.now() + SESSION_TTL_MS) });
  else if (!hasSession && req.cookies[SESSION_HINT_COOKIE] !== undefined)
    reply.clearCookie(SESSION_HINT_COOKIE, hint);
}

/** Builds the procedure context from an HTTP request: the same one tRPC and REST calls get. */
export async function contextFromRequest(
  deps: { db: Db; limiter: LimitStore; cookies: CookieSettings; coach: Coach },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const cookies = cookieSink(reply, deps.cookies);
  const token = req.cookies[SESSION_COOKIE] ?? null;
  const auth = token ? await validateSessionToken(deps.db, token) : null;
  if (token && auth?.renewed) cookies.set(token, auth.session.expiresAt);
  if (token && !auth) cookies.clear();
  return createContextInner({
    db: deps.db,
    auth,
    sessionToken: token,
    cookies,
    ip: req.ip,
    limiter: deps.limiter,
    coach: deps.coach,
  });
}
