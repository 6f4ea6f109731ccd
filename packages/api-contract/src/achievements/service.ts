import { type AchievementType, achievements } from '@coach/db';
import type { Executor } from '../shared/executor.ts';

interface Milestone {
  key: string;
  type: AchievementType;
  title: string;
  description: string;
  data: Record<string, unknown>;
}

const workoutMilestone = (count: number, title: string, description: string): Milestone => ({
  key: `workouts:${count}`,
  type: 'workout_complete',
  title,
  description,
  data: { workouts: count },
});
const streakMilestone = (days: number, title: string, description: string): Milestone => ({
  key: `streak:${days}`,
  type: 'streak',
  title,
  description,
  data: { days },
});

export const WORKOUT_MILESTONES = [
  workoutMilestone(
    1,
    'First Workout Complete!',
    'You showed up and got it done. Every strong lifter starts with day one.',
  ),
  workoutMilestone(10, '10 Workouts Strong', 'Ten sessions in the books. This is turning into a habit.'),
  workoutMilestone(25, 'Quarter Century', '25 workouts logged. Your consistency is paying off.'),
  workoutMilestone(50, 'Half-Century Club', '50 workouts! You are building something that lasts.'),
  workoutMilestone(100, 'Centurion', '100 workouts. That is serious dedication. Take a bow.'),
] as const;
export const STREAK_MILESTONES = [
  streakMilestone(3, '3-Day Streak', 'Three days in a row. The momentum is building!'),
  streakMilestone(7, 'Week Warrior', 'A full week of training without missing a day.'),
  streakMilestone(14, 'Two-Week Titan', 'Fourteen days straight. Discipline looks good on you.'),
  streakMilestone(30, 'Unstoppable', 'A 30-day streak. You have made training part of who you are.'),
] as const;

/** The milestones a member has reached (whether or not they were granted before). */
export function reachedMilestones(completedWorkouts: number, streak: number): Milestone[] {
  return [
    ...WORKOUT_MILESTONES.filter((m) => completedWorkouts >= Number(m.data.workouts)),
    ...STREAK_MILESTONES.filter((m) => streak >= Number(m.data.days)),
  ];
}

/**
 * Grants every reached milestone not granted before and answers only the new ones. The unique
 * (user, key) index makes "granted once" hold even under concurrent completions.
 */
export async function grantMilestones(
  db: Executor,
  userId: number,
  completedWorkouts: number,
  streak: number,
) {
  const reached = reachedMilestones(completedWorkouts, streak);
  if (!reached.length) return [];
  return db
    .insert(achievements)
    .values(reached.map((m) => ({ ...m, userId })))
    .onConflictDoNothing()
    .returning();
}
