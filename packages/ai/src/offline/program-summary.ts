/**
 * What a program says about itself in words: its aim's label, its focus areas, its progression in
 * prose and the article before its length. Design writes them and modification rewrites them, so they
 * live apart from both.
 */
import type { ProgramDay, WeekPlan } from '../schemas.ts';
import type { Aim, Goals } from './goals.ts';

export const AIM_LABEL: Record<Aim, string> = {
  strength: 'Strength',
  hypertrophy: 'Muscle Growth',
  fat_loss: 'Fat Loss',
  endurance: 'Endurance',
  general: 'General Fitness',
};

/** The program's progression in prose, from the rules it actually has (they are on each exercise). */
export function progressionSummary(
  aim: Aim,
  days: readonly ProgramDay[],
  weeks: readonly WeekPlan[],
): string {
  const kinds = new Set(days.flatMap((d) => d.exercises.map((x) => x.progression?.kind)));
  const parts: string[] = [];
  if (kinds.has('linear'))
    parts.push(
      'Main barbell lifts add a fixed step (5 lb on presses and rows, 10 lb on squats and deadlifts) every session you make all your reps; two misses in a row take 10% off to build back.',
    );
  if (kinds.has('rpe'))
    parts.push(
      'Main barbell lifts take their weight from your estimated max and the RPE chart, so the load follows what you actually lift.',
    );
  if (kinds.has('double'))
    parts.push(
      `${parts.length > 0 ? 'Other exercises' : 'Every exercise'} uses double progression: add reps up to the top of the range, then add weight and start again at the bottom${aim === 'endurance' || aim === 'fat_loss' ? '; rests stay short' : ''}.`,
    );
  const deloads = weeks.filter((w) => w.deload).map((w) => w.week);
  if (deloads.length > 0)
    parts.push(
      `Effort builds through each block and week${deloads.length > 1 ? 's' : ''} ${deloads.join(', ')} ${deloads.length > 1 ? 'are deloads' : 'is a deload'} (about half the sets, lighter loads).`,
    );
  return parts.join(' ') || 'Add time, distance or rounds as each session gets easier.';
}

export function focusAreas(goals: Goals): string[] {
  const areas = [AIM_LABEL[goals.aim]];
  for (const a of goals.aims.slice(1, 2)) areas.push(AIM_LABEL[a]);
  for (const l of goals.lifts) areas.push(l.target ? `${l.name} ${l.target} lb` : l.name);
  for (const g of goals.emphasis) areas.push(g.charAt(0).toUpperCase() + g.slice(1));
  for (const s of goals.sports) areas.push(`${s.replace('_', ' ')} support`);
  return [...new Set(areas)].slice(0, 6);
}

/** "An 8-week", "A 12-week". */
export function weeksArticle(n: number): 'A' | 'An' {
  return n === 8 || n === 11 || n === 18 ? 'An' : 'A';
}
