import { weekPlanFor } from '@coach/ai/programs';
import type { Experience } from '@coach/ai/schemas';
import { plannedSets, users, workouts } from '@coach/db';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../domain/calendar.ts';
import { NEUTRAL_WEEK } from '../domain/progression.ts';
import { type PlanningMember, planExercises } from '../programs/plan.ts';
import { plannedRows } from '../programs/planned-store.ts';
import { ownedProgram } from '../programs/service.ts';
import { openProgramWorkout, programPosition } from '../programs/today.ts';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { ownedWorkout } from '../shared/owned-workout.ts';
import { badRequest, conflict } from '../trpc.ts';
import type { CreateWorkoutInput } from './schemas.ts';

interface Member extends PlanningMember {
  timeZone: string;
}
type Input = z.output<typeof CreateWorkoutInput>;

/**
 * How long an in-progress plain workout of the same name and date is taken to be "the same session"
 * by workouts.start: a reload or a second tab within a training session, not tomorrow's plan.
 */
export const RESUME_WINDOW_HOURS = 6;

/** Level for targets of a plan given without a program: the conservative end. */
const PLAIN_LEVEL: Experience = 'beginner';

function dateOf(member: Member, input: Input) {
  const today = todayIn(member.timeZone);
  const date = input.date ?? today;
  if (date > today) throw badRequest('The workout date cannot be in the future');
  return date;
}

/**
 * A program day: the program's own day for that week, each set with this member's target. Starting a
 * day whose workout is still in progress answers that workout (the program row lock serialises two
 * starts, and a partial unique index backs it up).
 */
async function startProgramDay(tx: Executor, member: Member, input: Input, date: string, programId: number) {
  const program = await ownedProgram(tx, member.id, programId, true);
  const position = await programPosition(tx, member.id, program);
  const days = program.schedule.days;
  const day =
    input.programDay === undefined
      ? days[position.dayIndex]
      : days.find((d) => d.dayNumber === input.programDay);
  if (!day) throw badRequest(`This program has no day ${input.programDay}`);
  if (input.programDay === undefined && position.finished) throw conflict('You have finished this program');
  const week = input.programWeek ?? Math.min(position.week, program.durationWeeks);
  if (week > program.durationWeeks) throw badRequest(`This program has ${program.durationWeeks} weeks`);
  const open = await openProgramWorkout(tx, member.id, program.id, week, day.dayNumber);
  if (open) return { ...open, resumed: true };
  const [row] = await tx
    .insert(workouts)
    .values({
      userId: member.id,
      name: input.name,
      aiGenerateName: input.aiGenerateName ?? false,
      date,
      notes: input.notes ?? null,
      programId: program.id,
      programDay: day.dayNumber,
      programWeek: week,
    })
    .returning();
  const plan = weekPlanFor(program.schedule, week);
  const planned = await planExercises(tx, member, day.exercises, {
    week: plan,
    level: program.difficulty as Experience,
  });
  const rows = plannedRows(row!.id, planned, { week, dayNumber: day.dayNumber, deload: plan.deload });
  if (rows.length) await tx.insert(plannedSets).values(rows);
  return { ...row!, resumed: false };
}

async function insertPlain(tx: Executor, member: Member, input: Input, date: string) {
  const [row] = await tx
    .insert(workouts)
    .values({
      userId: member.id,
      name: input.name,
      aiGenerateName: input.aiGenerateName ?? false,
      date,
      notes: input.notes ?? null,
    })
    .returning();
  if (input.exercises?.length) {
    const planned = await planExercises(tx, member, input.exercises, {
      week: { week: 1, ...NEUTRAL_WEEK },
      level: PLAIN_LEVEL,
    });
    await tx
      .insert(plannedSets)
      .values(plannedRows(row!.id, planned, { week: null, dayNumber: null, deload: false }));
  }
  return { ...row!, resumed: false };
}

/** The newest in-progress plain workout of this name and date started within the resume window. */
async function resumablePlain(tx: Executor, member: Member, name: string, date: string) {
  const [row] = await tx
    .select()
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, member.id),
        eq(workouts.isCompleted, false),
        isNull(workouts.programId),
        eq(workouts.date, date),
        sql`lower(${workouts.name}) = lower(${name})`,
        gte(workouts.createdAt, new Date(Date.now() - RESUME_WINDOW_HOURS * 3_600_000)),
      ),
    )
    .orderBy(desc(workouts.createdAt), desc(workouts.id))
    .limit(1);
  return row ?? null;
}

function write(member: Member, input: Input, resumePlain: boolean) {
  const date = dateOf(member, input);
  return async (tx: Executor) => {
    const workout = await tx.transaction(async (t) => {
      if (input.programId !== undefined) return startProgramDay(t, member, input, date, input.programId);
      if (resumePlain) {
        // One start at a time per member, so two reloads racing cannot both miss the other's workout.
        await t.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
        const open = await resumablePlain(t, member, input.name, date);
        if (open) return { ...open, resumed: true };
      }
      return insertPlain(t, member, input, date);
    });
    return { result: workout, ids: [workout.id] };
  };
}

/**
 * POST /api/workouts. A plain workout is always new; a program workout resumes its day when that day's
 * workout is still in progress.
 */
export async function createWorkout(db: Executor, member: Member, input: Input) {
  return once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'workouts.create',
    write: write(member, input, false),
    // A replay answers as the first call did for a new workout; deleted since, it is a 404.
    replay: async ([id]) => ({ ...(await ownedWorkout(db, member.id, id ?? 0)), resumed: false }),
  });
}

/**
 * POST /api/workouts/start, for `/workout?name&date`: like create, but an in-progress plain workout of
 * the same name and date started in the last hours is answered instead of a new one, so reloading the
 * page (or opening it in a second tab) lands in the same session. Decided over an idempotency key from
 * the web: the URL has no key to survive a reload, and the rule also holds across tabs and devices.
 */
export async function startWorkout(db: Executor, member: Member, input: Input) {
  return once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'workouts.start',
    write: write(member, input, true),
    // A replay answers as the first call did for a new workout; deleted since, it is a 404.
    replay: async ([id]) => ({ ...(await ownedWorkout(db, member.id, id ?? 0)), resumed: false }),
  });
}
