/** Seeds a heavy history with bulk inserts: three years of training, ~27 sets a session. */
import { type Db, exercises, workouts } from '@coach/db';

const LIFTS = [
  { name: 'barbell back squat', groups: ['legs', 'core'], base: 225 },
  { name: 'barbell bench press', groups: ['chest', 'arms', 'shoulders'], base: 185 },
  { name: 'conventional deadlift', groups: ['back', 'legs'], base: 275 },
  { name: 'overhead press', groups: ['shoulders', 'arms'], base: 115 },
  { name: 'barbell row', groups: ['back', 'arms'], base: 155 },
  { name: 'pull-up', groups: ['back', 'arms'], base: 0 },
  { name: 'romanian deadlift', groups: ['legs', 'back'], base: 185 },
  { name: 'dumbbell curl', groups: ['arms'], base: 35 },
  { name: 'triceps pushdown', groups: ['arms'], base: 60 },
] as const;

const DAY_MS = 86_400_000;
const chunk = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** ~`count` completed workouts spread over `days`, the newest yesterday; answers the number of sets. */
export async function seedHistory(db: Db, userId: number, count: number, days: number, setsPerWorkout = 27) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(now - DAY_MS * (1 + Math.floor(((count - 1 - i) * days) / count)));
    return {
      userId,
      name: `Session ${i + 1}`,
      notes: i % 7 === 0 ? 'Felt strong, good bar speed' : null,
      date: at.toISOString().slice(0, 10),
      duration: 3600 + (i % 20) * 60,
      totalVolume: 20_000 + (i % 50) * 100,
      calories: 300,
      isCompleted: true,
      completedAt: new Date(at.getTime() + 3_600_000),
      createdAt: at,
    };
  });
  const ids: number[] = [];
  for (const part of chunk(rows, 500)) {
    const made = await db.insert(workouts).values(part).returning({ id: workouts.id });
    ids.push(...made.map((m) => m.id));
  }
  const sets = ids.flatMap((workoutId, w) =>
    Array.from({ length: setsPerWorkout }, (_, i) => {
      const lift = LIFTS[(w + Math.floor(i / 4)) % LIFTS.length]!;
      const weight = lift.base + (w % 30) * 2.5;
      return {
        workoutId,
        name: lift.name,
        reps: 5 + (i % 4),
        weight,
        totalWeight: weight,
        rpe: 7 + (i % 3),
        muscleGroups: [...lift.groups],
        isCompleted: true,
        position: i,
      };
    }),
  );
  for (const part of chunk(sets, 2000)) await db.insert(exercises).values(part);
  return { workoutIds: ids, sets: sets.length };
}
