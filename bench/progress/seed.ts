/**
 * Members with 50, 500 and 2,000 completed workouts at one steady pace (four a week), so a bigger
 * history means a longer one, as it does for a real member: 2,000 workouts are about ten years.
 */
import { type Db, goals, users } from '@coach/db';
import { rebuildMemberProgress } from '../../packages/api-contract/src/progress/rollups.ts';
import { seedHistory } from '../workouts/seed.ts';

export const SIZES = [50, 500, 2000] as const;
const PER_WEEK = 4;

/** Seeds one member's history, their rollups (as completions would have built them) and four goals. */
export async function seedMember(db: Db, userId: number, workouts: number) {
  const days = Math.ceil((workouts * 7) / PER_WEEK);
  const seeded = await seedHistory(db, userId, workouts, days);
  await rebuildMemberProgress(db, userId);
  await db.insert(goals).values([
    {
      userId,
      title: 'Bench 300',
      category: 'strength',
      kind: 'lift_e1rm',
      exerciseName: 'barbell bench press',
      targetValue: 300,
    },
    {
      userId,
      title: 'Four a week',
      category: 'habit',
      kind: 'workouts_per_week',
      targetValue: 4,
      unit: 'workouts',
    },
    {
      userId,
      title: 'Chest 12',
      category: 'volume',
      kind: 'weekly_sets',
      muscleGroup: 'chest',
      targetValue: 12,
      unit: 'sets',
    },
    {
      userId,
      title: 'Ten million',
      category: 'volume',
      kind: 'total_volume',
      targetValue: 10_000_000,
      unit: 'lbs',
    },
  ]);
  return { ...seeded, days };
}

/** A member who is not measured: other people's rows share every table and index. */
export async function seedOther(db: Db, tag: string, workouts: number) {
  const [other] = await db
    .insert(users)
    .values({ email: `other-${tag}@example.com`, passwordHash: 'x', firstName: 'Other' })
    .returning({ id: users.id });
  await seedMember(db, other!.id, workouts);
}
