/**
 * Issue 9, must show: every REST route (read from procedure meta, so new routes are covered without
 * touching this file) and every tRPC procedure, sent wrong types, huge strings, odd dates, percent-
 * encoded paths and foreign origins, answers no 5xx and changes nothing (a checksum of every table
 * before and after, rate-limit counters aside: counting attempts is their job).
 */
import { appRouter } from '@coach/api-contract';
import { createTestDb } from '@coach/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { restRoutes } from './rest.ts';
import { createServer } from './server.ts';
import { as, registerMember } from './test-helpers.ts';

type Db = Awaited<ReturnType<typeof createTestDb>>['db'];
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let owner: Awaited<ReturnType<typeof registerMember>>;
const ids = { workout: 0, set: 0, goal: 0 };

beforeAll(async () => {
  const handle = await createTestDb();
  db = handle.db;
  app = await createServer({ db });
  close = async () => {
    await app.close();
    await handle.close();
  };
  owner = await registerMember(app);
  const w = await as(app, owner.cookie, { method: 'POST', url: '/api/workouts', payload: { name: 'Push' } });
  ids.workout = w.json().id;
  const j = await as(app, owner.cookie, {
    method: 'POST',
    url: `/api/workouts/${ids.workout}/journal`,
    payload: { content: 'bench 3x8 @185 rpe 8' },
  });
  ids.set = j.json().sets[0].id;
  const g = await as(app, owner.cookie, {
    method: 'POST',
    url: '/api/goals',
    payload: { title: 'Bench 225', category: 'strength' },
  });
  ids.goal = g.json().id;
  // The progress rollups are built on a member's first read; build them now, so the checksums below
  // see only what a request writes.
  await as(app, owner.cookie, { method: 'GET', url: '/api/progress/summary' });
}, 60_000);
afterAll(() => close());

/** md5 of every row of every table but the rate-limit counters. */
async function checksum(): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`,
  )) as unknown as { table_name: string }[] | { rows: { table_name: string }[] };
  const names = (Array.isArray(tables) ? tables : tables.rows).map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const name of names) {
    const res = (await db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`),
    )) as unknown as { sum: string }[] | { rows: { sum: string }[] };
    out[name] = (Array.isArray(res) ? res : res.rows)[0]?.sum ?? '';
  }
  return out;
}

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] } }
>;

/** The top-level field names a procedure's input takes, from its zod schema. */
function fieldsOf(procedure: string): string[] {
  const parser = procedures[procedure]?._def.inputs[0];
  if (!(parser instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(parser as ZodType, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

const huge = 'x'.repeat(20_000);
const badIds = ['abc', '0', '-1', '1.5', '99999999999', '0000-01-01', 'x'.repeat(400), '%00'];
const oddDates = ['0000-01-01', '2026-02-30', '99999-01-01', '1899-12-31', '2026-1-1'];
/** Payloads that no schema accepts: every field the wrong type, too long, or an impossible date. */
function badPayloads(fields: string[]): unknown[] {
  const all = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  return [
    all({ nested: true }),
    all(['a', {}]),
    all(-1.5),
    all(huge),
    all(true),
    ...oddDates.map((d) => all(d)),
    { ...all(null), date: '0000-01-01', targetDate: '0000-01-01', cursor: '0000-01-01_1' },
    [],
    'text',
    12,
  ];
}

/** A body a procedure might accept: the owner's real ids and plausible values, to tempt a broken guard. */
function plausible(fields: string[]): Record<string, unknown> {
  const guess: Record<string, unknown> = {
    id: ids.workout,
    workoutId: ids.workout,
    name: 'barbell bench press',
    title: 'Forged goal',
    category: 'strength',
    content: 'bench 3x5 @135',
    editInstruction: 'make it 5 sets',
    originalExercise: 'barbell bench press',
    email: owner.email,
    password: owner.password,
    firstName: 'Forged',
    height: 70,
    ids: [ids.set],
    reps: 3,
    weight: 100,
  };
  return Object.fromEntries(fields.map((f) => [f, guess[f] ?? 'forged']));
}

function pathFor(route: string): string {
  const id = route.startsWith('/api/exercises/:id')
    ? ids.set
    : route.startsWith('/api/goals/')
      ? ids.goal
      : ids.workout;
  return route.replace(':id', String(id)).replace(':name', 'bench');
}
/** `/api/goals` → `/%61pi/goals`, `/trpc/x` → `/%74rpc/x`: the same route, spelled differently. */
const encoded = (path: string) =>
  path.replace(/^\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`);

interface Case {
  label: string;
  opts: InjectOptions;
}

function restCases(kind: 'foreign' | 'bad'): Case[] {
  return restRoutes().flatMap((route) => {
    const fields = fieldsOf(route.procedure);
    const method = route.rest.method;
    const path = pathFor(route.path);
    if (kind === 'foreign') {
      if (method === 'GET') return [];
      return [path, encoded(path)].flatMap((url) =>
        [
          { origin: 'http://evil.example' },
          { origin: 'https://localhost' },
          { origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
        ].map((h) => ({
          label: `${method} ${url} ${JSON.stringify(h)}`,
          opts: {
            method,
            url,
            headers: { ...h, host: 'localhost', 'content-type': 'application/json' },
            payload: JSON.stringify(plausible(fields)),
          },
        })),
      );
    }
    // An input-less mutation (logout) has nothing to get wrong: it is covered by the foreign round.
    if (method !== 'GET' && fields.length === 0) return [];
    // Path parameters win over the body, so they get the bad values in the path itself.
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const bodyFields = fields.filter((f) => !params.includes(f));
    return badPayloads(bodyFields).flatMap((payload, i): Case[] => {
      const badPath = route.path.replace(/:\w+/g, () => encodeURIComponent(badIds[i % badIds.length] ?? ''));
      const spelled = params.length ? badPath : path;
      const url = i % 2 ? encoded(spelled) : spelled;
      if (method === 'GET') {
        const query = new URLSearchParams(
          Object.entries(payload as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        );
        return [{ label: `GET ${url}?${i}`, opts: { method, url: `${url}?${query}` } }];
      }
      return [
        {
          label: `${method} ${url} #${i}`,
          opts: {
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          },
        },
      ];
    });
  });
}

function trpcCases(kind: 'foreign' | 'bad'): Case[] {
  return Object.entries(procedures).flatMap(([name, p]) => {
    const fields = fieldsOf(name);
    const isQuery = p._def.type === 'query';
    if (kind === 'foreign') {
      if (isQuery) return [];
      return [`/trpc/${name}`, encoded(`/trpc/${name}`)].map((url) => ({
        label: `POST ${url} foreign`,
        opts: {
          method: 'POST' as const,
          url,
          headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
          payload: JSON.stringify(plausible(fields)),
        },
      }));
    }
    if (!isQuery && fields.length === 0) return [];
    return badPayloads(fields).map((payload, i) => {
      const url = i % 2 ? encoded(`/trpc/${name}`) : `/trpc/${name}`;
      return isQuery
        ? {
            label: `GET ${url} #${i}`,
            opts: {
              method: 'GET' as const,
              url: `${url}?input=${encodeURIComponent(JSON.stringify(payload))}`,
            },
          }
        : {
            label: `POST ${url} #${i}`,
            opts: {
              method: 'POST' as const,
              url,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            },
          };
    });
  });
}

async function run(cases: Case[], expectStatus?: number) {
  const failures: string[] = [];
  for (const c of cases) {
    const res = await as(app, owner.cookie, c.opts);
    if (res.statusCode >= 500) failures.push(`${c.label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    else if (expectStatus && res.statusCode !== expectStatus) failures.push(`${c.label} → ${res.statusCode}`);
    else if (res.statusCode < 400 && c.opts.method !== 'GET')
      failures.push(`${c.label} → accepted ${res.statusCode}`);
  }
  return failures;
}

describe('fuzz: every route and procedure', () => {
  it('covers every REST route and every tRPC procedure', () => {
    expect(restCases('bad').length).toBeGreaterThan(restRoutes().length);
    expect(trpcCases('bad').length).toBeGreaterThan(Object.keys(procedures).length);
  });

  it('foreign origins and percent-encoded paths: 403 for every mutation, nothing changes', async () => {
    const before = await checksum();
    const failures = await run([...restCases('foreign'), ...trpcCases('foreign')], 403);
    expect(failures).toEqual([]);
    expect(await checksum()).toEqual(before);
  });

  it('wrong types, huge strings and odd dates: no 5xx, no mutation accepted, nothing changes', async () => {
    const before = await checksum();
    const failures = await run([...restCases('bad'), ...trpcCases('bad')]);
    expect(failures).toEqual([]);
    expect(await checksum()).toEqual(before);
    // the owner is still signed in and their data is intact
    const w = await as(app, owner.cookie, { method: 'GET', url: `/api/workouts/${ids.workout}` });
    expect(w.statusCode).toBe(200);
  }, 300_000);
});
