/**
 * Issue 9.2: every content type gets the body limit. A large or non-JSON body on /trpc or /api is
 * answered (413 or 415) before it is read, so nobody can make the server buffer 200 MiB.
 */
import type { AddressInfo } from 'node:net';
import { createTestDb } from '@coach/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server.ts';
import { rawRequest } from './test-helpers.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let port: number;
beforeAll(async () => {
  const handle = await createTestDb();
  app = await createServer({ db: handle.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close());

const MiB200 = 200 * 1024 * 1024;
const head = (path: string, type: string, length: number | 'chunked') =>
  `POST ${path} HTTP/1.1\nHost: 127.0.0.1:${port}\nContent-Type: ${type}\n${
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`
  }\nConnection: close\n\n`;

describe('body limit on every content type', () => {
  it.each([
    ['/%74rpc/goals.create', 'multipart/form-data; boundary=x', 415],
    ['/trpc/goals.create', 'multipart/form-data; boundary=x', 415],
    ['/trpc/auth.login', 'application/octet-stream', 415],
    ['/%61pi/goals', 'text/plain', 415],
    ['/api/auth/login', 'application/json', 413],
    ['/trpc/auth.login', 'application/json', 413],
    ['/%74rpc/auth.login', 'application/json', 413],
  ])('POST %s (%s) declaring 200 MiB answers %i before reading the body', async (path, type, status) => {
    const res = await rawRequest(port, head(path, type, MiB200), { body: 'x'.repeat(1024), waitMs: 3000 });
    expect(res?.status).toBe(status);
  });

  it.each([
    ['/%74rpc/goals.create', 'multipart/form-data; boundary=x', 415],
    ['/trpc/auth.login', 'application/json', 413],
  ])('a chunked body to %s (%s) is cut off at the limit: %i', async (path, type, status) => {
    // 2 MiB in chunks, well past the 256 KiB limit, then no terminating chunk: a server that keeps
    // reading would wait for more and never answer.
    const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
    const res = await rawRequest(port, head(path, type, 'chunked'), {
      body: chunk.repeat(32),
      waitMs: 3000,
    });
    expect(res?.status).toBe(status);
  });
});
