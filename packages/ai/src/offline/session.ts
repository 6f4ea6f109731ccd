/** Today's session preview: time, difficulty, focus, challenges, PR chances and a word of encouragement. */
import { findExercise } from '../catalogue/index.ts';
import type { Experience, ProgramDay, ProgrammedExercise, SessionInsights } from '../schemas.ts';

/** Seconds of work in one set, read from the reps text ("8-12", "5", "30-45s", "40m", "AMRAP"). */
export function workSeconds(reps: string): number {
  const r = reps.toLowerCase();
  const nums = (r.match(/\d+/g) ?? []).map(Number);
  const avg = nums.length > 0 ? nums.reduce((a, b) => a + b, 0) / nums.length : 10;
  if (/\d\s*s\b|sec/.test(r)) return avg + 15;
  if (/\d\s*m\b|meter|yard/.test(r)) return 45;
  if (/amrap|max/.test(r)) return 45;
  // about three seconds a rep plus setting up
  return avg * 3 + 15;
}

export function estimateMinutes(exercises: readonly ProgrammedExercise[]): number {
  const seconds = exercises.reduce((sum, x) => sum + x.sets * (workSeconds(x.reps) + x.restTime), 0);
  // warm-up ramp sets before the first lift, and moving between stations
  const warmup = 300 + exercises.length * 60;
  return Math.max(10, Math.round((seconds + warmup) / 60));
}

const BASE: Record<Experience, number> = { beginner: 2, intermediate: 3, advanced: 4 };
const ENCOURAGEMENT = [
  'Every rep today is a deposit. Show up, do the work, and let the weeks add up.',
  'You planned this session; now just execute it one set at a time.',
  "Strong is built on days like today. Focus on clean reps and you'll leave better than you came.",
  'Consistency beats intensity. Hit your numbers, log them, and go home proud.',
  'The hardest part was getting here. The rest is just sets and reps.',
];

function lowReps(x: ProgrammedExercise): boolean {
  const nums = (x.reps.match(/\d+/g) ?? []).map(Number);
  return nums.length > 0 && !/s\b|m\b/.test(x.reps) && Math.max(...nums) <= 6;
}

export function describeSession(
  programName: string,
  day: ProgramDay,
  difficulty: Experience,
): SessionInsights {
  const xs = day.exercises;
  const totalSets = xs.reduce((a, x) => a + x.sets, 0);
  const maxRpe = Math.max(0, ...xs.map((x) => x.rpe ?? 0));
  let level = BASE[difficulty];
  if (totalSets >= 24) level++;
  if (totalSets <= 12) level--;
  if (maxRpe >= 8.5) level++;
  if (xs.some(lowReps) && difficulty !== 'beginner') level++;
  level = Math.min(5, Math.max(1, level));

  // Focus areas weighted by sets: primary groups count fully, secondary ones half.
  const weight = new Map<string, number>();
  for (const x of xs) {
    const e = findExercise(x.name);
    const groups = e ? e.primary : x.muscleGroups.slice(0, 1);
    for (const g of groups) weight.set(g, (weight.get(g) ?? 0) + x.sets);
    for (const g of e?.secondary ?? []) weight.set(g, (weight.get(g) ?? 0) + x.sets / 2);
  }
  const focusAreas = [...weight.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([g]) => g.charAt(0).toUpperCase() + g.slice(1));

  const challenges: string[] = [];
  const heavy = xs.filter(lowReps);
  for (const x of heavy.slice(0, 2))
    challenges.push(
      `${x.sets} heavy sets of ${x.name} at ${x.reps} reps: ramp up with 3-4 warm-up sets first.`,
    );
  const most = [...xs].sort((a, b) => b.sets - a.sets)[0];
  if (most && !heavy.includes(most) && most.sets >= 4)
    challenges.push(`${most.sets} sets of ${most.name}: keep the last set as crisp as the first.`);
  const shortRest = xs.filter((x) => x.restTime > 0 && x.restTime <= 60);
  if (shortRest.length >= 2)
    challenges.push(`Short rests on ${shortRest.length} exercises: keep moving and the time stays tight.`);
  const holds = xs.filter((x) => /\ds\b/.test(x.reps));
  for (const x of holds.slice(0, 1))
    challenges.push(`${x.name} holds of ${x.reps}: breathe and keep the position honest.`);
  if (challenges.length === 0)
    challenges.push(
      `${totalSets} working sets across ${xs.length} exercises: steady effort all the way through.`,
    );

  const prOpportunities: string[] = [];
  for (const x of xs) {
    const e = findExercise(x.name);
    if (lowReps(x))
      prOpportunities.push(
        `${x.name}: if the warm-ups move fast, go for a top set a little heavier than last time.`,
      );
    else if (/amrap|max/i.test(x.reps) || (e?.isBodyweight && x.sets >= 3 && e.pattern !== 'core'))
      prOpportunities.push(`${x.name}: beat your rep record on the last set.`);
    if (prOpportunities.length >= 3) break;
  }
  if (prOpportunities.length === 0 && xs[0])
    prOpportunities.push(`${xs[0].name}: add one rep to your best set from last time.`);

  const minutes = estimateMinutes(xs);
  const first = xs[0]?.name ?? 'your first lift';
  return {
    description: `${day.name} of ${programName}: ${xs.length} exercises, ${totalSets} working sets, mostly ${focusAreas.map((f) => f.toLowerCase()).join(', ') || 'full body'}. Start with ${first} while you are fresh.`,
    estimatedTime: minutes,
    difficulty: level,
    focusAreas,
    challenges,
    prOpportunities,
    encouragement: ENCOURAGEMENT[(day.dayNumber - 1) % ENCOURAGEMENT.length] ?? ENCOURAGEMENT[0] ?? '',
  };
}
