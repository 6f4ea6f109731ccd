import type { Coach } from '@coach/ai';
import {
  createContextInner,
  type LimitStore,
  SESSION_COOKIE,
  type SessionCookieSink,
  validateSessionToken,
} from '@coach/api-contract';
import type { Db } from '@coach/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieSettings {
  secure: boolean;
}

function cookieSink(reply: FastifyReply, settings: CookieSettings): SessionCookieSink {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: settings.secure };
  return {
    set: (token, expiresAt) => void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, base),
  };
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
