/** Helpers for inject-based tests: a server on a fresh database and a cookie-carrying member. */
import { randomUUID } from 'node:crypto';
import { createTestDb } from '@coach/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createServer, type ServerConfig } from './server.ts';

export function useTestServer(config: Omit<ServerConfig, 'db'> = {}) {
  const state = { app: undefined as unknown as FastifyInstance, close: async () => {} };
  beforeAll(async () => {
    const handle = await createTestDb();
    state.app = await createServer({ ...config, db: handle.db });
    state.close = async () => {
      await state.app.close();
      await handle.close();
    };
  });
  afterAll(() => state.close());
  return state;
}

export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return String(first ?? '').split(';')[0] ?? '';
}

/** Registers a unique member through the REST call and answers their cookie. */
/** Each member signs up from their own address, so sign-up rate limits do not couple tests. */
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

export async function registerMember(app: FastifyInstance, remoteAddress = randomAddress()) {
  const email = `rest-${randomUUID()}@example.com`;
  const password = 'secret12';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { email, password, firstName: 'Rita' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email, password, cookie: cookieFrom(res), user: res.json() as { id: number } };
}

/** inject with the member's cookie */
export function as(app: FastifyInstance, cookie: string, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...opts.headers, cookie } });
}

/**
 * Sends raw bytes to a listening server and answers the first response's status line and body, or
 * null when nothing came back within `waitMs` (the server is still reading, i.e. buffering the body).
 */
export async function rawRequest(
  port: number,
  head: string,
  opts: { body?: Buffer | string; waitMs?: number } = {},
): Promise<{ status: number; text: string } | null> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const done = (value: { status: number; text: string } | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), opts.waitMs ?? 3000);
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /content-length:\s*(\d+)/i.exec(data.slice(0, end))?.[1];
      const body = data.slice(end + 4);
      if (length === undefined || body.length >= Number(length))
        done({ status: Number(data.slice(9, 12)), text: data });
    });
    socket.on('error', () => done(data ? { status: Number(data.slice(9, 12)), text: data } : null));
    socket.write(head.replace(/\n/g, '\r\n'));
    if (opts.body) socket.write(opts.body);
  });
}
