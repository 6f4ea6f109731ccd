import { type Db, type UserRow, users } from '@coach/db';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { grantReachedGoals } from '../goals/tracking.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { LIMITS, type Limit, LOGIN_BACKOFF } from './rate-limit.ts';
import type { LoginInput, RegisterInput, UpdatePreferencesInput } from './schemas.ts';
import { createSession, generateSessionToken, invalidateAllSessions, invalidateSession } from './session.ts';

type Ctx = Pick<Context, 'db' | 'cookies' | 'ip' | 'limiter'>;

function tooMany(wait: number) {
  const [n, unit] = wait < 60 ? [wait, 'second'] : [Math.ceil(wait / 60), 'minute'];
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many attempts. Please try again in ${n} ${unit}${n === 1 ? '' : 's'}.`,
  });
}

async function limit(ctx: Ctx, key: string, rule: Limit) {
  const wait = await ctx.limiter.hit(key, rule);
  if (wait > 0) throw tooMany(wait);
}

async function startSession(ctx: Ctx, userId: number) {
  const token = generateSessionToken();
  const session = await createSession(ctx.db, userId, token);
  ctx.cookies.set(token, session.expiresAt);
}

export async function register(ctx: Ctx, input: z.output<typeof RegisterInput>) {
  await limit(ctx, `register:ip:${ctx.ip}`, LIMITS.registerPerIp);
  await limit(ctx, `register:account:${input.email}`, LIMITS.registerPerAccount);
  const passwordHash = await hashPassword(input.password);
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new TRPCError({ code: 'CONFLICT', message: 'An account with this email already exists' });
  await startSession(ctx, user.id);
  return user;
}

/**
 * Every attempt counts against the address; wrong passwords back off per account and address, so
 * someone guessing from elsewhere slows only themselves, never the owner.
 */
export async function login(ctx: Ctx, input: z.output<typeof LoginInput>) {
  await limit(ctx, `login:ip:${ctx.ip}`, LIMITS.loginPerIp);
  const failures = `login:fail:${input.email}:${ctx.ip}`;
  const wait = await ctx.limiter.blocked(failures);
  if (wait > 0) throw tooMany(wait);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    await ctx.limiter.fail(failures, LOGIN_BACKOFF);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
  }
  await ctx.limiter.reset(failures);
  await startSession(ctx, user.id);
  return user;
}

export async function logout(ctx: Ctx & { session: { id: string } | null }) {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  ctx.cookies.clear();
}

/** 'Sign out everywhere': every session the member has, this one included. */
export async function logoutAll(ctx: Ctx, userId: number) {
  const ended = await invalidateAllSessions(ctx.db, userId);
  ctx.cookies.clear();
  return ended;
}

export async function updatePreferences(
  db: Db,
  userId: number,
  input: z.output<typeof UpdatePreferencesInput>,
) {
  const [user] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  // A new body weight may reach a body weight goal: granted now, not at the next workout.
  if (user && input.weight !== undefined) await grantReachedGoals(db, user);
  return user as UserRow;
}

/** Read fresh: a long-lived caller's context holds the member as they were when it was made. */
export async function currentUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return user;
}
