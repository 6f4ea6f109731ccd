/**
 * "Today" of a program: the next day in order after the last completed workout of that program (not a
 * weekday), in the week it falls in, with this member's targets and the coach's session insights.
 */
import type { Coach } from '@coach/ai';
import { dayForWeek, weekPlanFor } from '@coach/ai/programs';
import type { Experience } from '@coach/ai/schemas';
import { type ProgramRow, workouts } from '@coach/db';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../shared/executor.ts';
import { memberStreak } from '../workouts/streak.ts';
import { type PlanningMember, planExercises } from './plan.ts';
import { activeProgram, ownedProgram } from './service.ts';

export interface ProgramPosition {
  week: number;
  /** index into schedule.days */
  dayIndex: number;
  completedDays: number;
  totalDays: number;
  finished: boolean;
}

/** The day after (week, dayNumber) of the last completed session; the first day when there is none. */
export function nextPosition(
  program: Pick<ProgramRow, 'schedule' | 'durationWeeks'>,
  last: { week: number | null; dayNumber: number | null } | null,
): ProgramPosition {
  const days = program.schedule.days;
  const totalDays = days.length * program.durationWeeks;
  let week = 1;
  let dayIndex = 0;
  if (last && last.dayNumber !== null) {
    const found = days.findIndex((d) => d.dayNumber === last.dayNumber);
    const index = found >= 0 ? found : Math.min(days.length - 1, Math.max(0, last.dayNumber - 1));
    week = last.week ?? 1;
    dayIndex = index + 1;
    if (dayIndex >= days.length) {
      week += 1;
      dayIndex = 0;
    }
  }
  const completedDays = Math.min(totalDays, (week - 1) * days.length + dayIndex);
  return { week, dayIndex, completedDays, totalDays, finished: week > program.durationWeeks };
}

export async function programPosition(db: Executor, userId: number, program: ProgramRow) {
  const [last] = await db
    .select({ week: workouts.programWeek, dayNumber: workouts.programDay })
    .from(workouts)
    .where(
      and(eq(workouts.userId, userId), eq(workouts.programId, program.id), eq(workouts.isCompleted, true)),
    )
    .orderBy(desc(workouts.completedAt), desc(workouts.id))
    .limit(1);
  return nextPosition(program, last ?? null);
}

/** The open (in progress) workout of that program day, if one was started. */
export async function openProgramWorkout(
  db: Executor,
  userId: number,
  programId: number,
  week: number,
  dayNumber: number,
) {
  const [row] = await db
    .select()
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        eq(workouts.programId, programId),
        eq(workouts.programWeek, week),
        eq(workouts.programDay, dayNumber),
        eq(workouts.isCompleted, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

interface TodayMember extends PlanningMember {
  timeZone: string;
}

export async function programToday(db: Executor, coach: Coach, member: TodayMember, program: ProgramRow) {
  const pos = await programPosition(db, member.id, program);
  const streak = await memberStreak(db, member.id, member.timeZone);
  const progress = { completedDays: pos.completedDays, totalDays: pos.totalDays, streak };
  const head = { program: { id: program.id, name: program.name }, progress };
  if (pos.finished)
    return { ...head, todayWorkout: null, finished: true, insights: null, inProgressWorkoutId: null };
  const day = program.schedule.days[pos.dayIndex]!;
  const plan = weekPlanFor(program.schedule, pos.week);
  const level = program.difficulty as Experience;
  const exercises = await planExercises(db, member, day.exercises, { week: plan, level });
  const insights = await coach.describeSession(
    { programName: program.name, day: dayForWeek(day, plan), difficulty: level },
    { userId: member.id },
  );
  const open = await openProgramWorkout(db, member.id, program.id, pos.week, day.dayNumber);
  return {
    ...head,
    todayWorkout: {
      name: day.name,
      dayNumber: day.dayNumber,
      week: pos.week,
      deload: plan.deload,
      exercises,
    },
    finished: false,
    insights: insights.data,
    inProgressWorkoutId: open?.id ?? null,
  };
}

export async function todayFor(db: Executor, coach: Coach, member: TodayMember, programId: number) {
  return programToday(db, coach, member, await ownedProgram(db, member.id, programId));
}

/** Today of the active program, or null when the member has none. */
export async function activeToday(db: Executor, coach: Coach, member: TodayMember) {
  const active = await activeProgram(db, member.id);
  return active ? programToday(db, coach, member, active) : null;
}
