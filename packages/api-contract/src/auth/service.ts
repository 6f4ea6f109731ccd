import { type Db, type UserRow, users } from '@coach/db';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { grantReachedGoals } from '../goals/tracking.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { LIMITS } from './rate-limit.ts';
import type { LoginInput, RegisterInput, UpdatePreferencesInput } from './schemas.ts';
import { createSession, generateSessionToken, invalidateSession } from './session.ts';

type Ctx = Pick<Context, 'db' | 'cookies' | 'ip' | 'limiter'>;

function limit(ctx: Ctx, key: string, rule: { max: number; windowMs: number }) {
  const wait = ctx.limiter.hit(key, rule);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
  }
}

async function startSession(ctx: Ctx, userId: number) {
  const token = generateSessionToken();
  const session = await createSession(ctx.db, userId, token);
  ctx.cookies.set(token, session.expiresAt);
}

export async function register(ctx: Ctx, input: z.output<typeof RegisterInput>) {
  limit(ctx, `register:ip:${ctx.ip}`, LIMITS.registerPerIp);
  limit(ctx, `register:account:${input.email}`, LIMITS.registerPerAccount);
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

export async function login(ctx: Ctx, input: z.output<typeof LoginInput>) {
  limit(ctx, `login:ip:${ctx.ip}`, LIMITS.loginPerIp);
  limit(ctx, `login:account:${input.email}`, LIMITS.loginPerAccount);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
  ctx.limiter.reset(`login:account:${input.email}`);
  await startSession(ctx, user.id);
  return user;
}

export async function logout(ctx: Ctx & { session: { id: string } | null }) {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  ctx.cookies.clear();
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
