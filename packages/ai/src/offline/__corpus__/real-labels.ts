// biome-ignore-all format: label constants read as a table
/** Shared shorthand for hand-labelled real log lines (real-holdout*.ts): names, patterns, set specs. */
import type { RealCase, RealExpectation } from './real-score.ts';

export type Group = [name: string, match: string, not: string | null, sets: string];
export const BENCH = ['Bench Press', 'bench', 'incline|decline|close|dumbbell|db'] as const;
export const SQUAT = ['Squat', 'squat', 'front|goblet|hack|split|zercher|overhead'] as const;
export const DEADLIFT = ['Deadlift', 'dead', 'romanian|rdl|sumo|stiff|clean|rack|dumbbell'] as const;
export const OHP = ['Overhead Press', 'overhead|ohp|military|shoulder press|^press|strict press', 'behind|btn|machine|push press|dumbbell'] as const;
export const ROW = ['Barbell Row', 'row', 'dumbbell|db|cable|seated|machine|upright'] as const;
export const DB_ROW = ['Dumbbell Row', 'row', 'barbell|cable|seated|machine|upright'] as const;
export const CABLE_ROW = ['Seated Cable Row', 'row', 'barbell|dumbbell|upright|bent'] as const;
export const CARDIO_ROW = ['Rowing (cardio)', 'row', 'barbell|dumbbell|cable|seated|t-bar|pendlay|machine row'] as const;
export const DIP = ['Dip', 'dip', 'bench'] as const;
export const CHIN = ['Chin-up', 'chin', null] as const;
export const PULLUP = ['Pull-up', 'pull.?up', 'chin'] as const;
export const PUSHUP = ['Push-up', 'push.?ups?', null] as const;
export const HAMMER = ['Hammer Curl', 'hammer', null] as const;
export const DB_CURL = ['Dumbbell Curl', 'curl', 'hammer|leg|barbell|preacher'] as const;
export const DB_BENCH = ['Dumbbell Bench Press', 'dumbbell|db', 'incline|row|curl|fly'] as const;
export const LAT = ['Lat Pulldown', 'pull.?down', 'tricep'] as const;
export const BACK_EXT = ['Back Extension', 'back ext|hyperext|back raise', null] as const;
export const GOOD_MORNING = ['Good Morning', 'good morning', null] as const;
export const SIT_UP = ['Sit-up', 'sit.?up', null] as const;
export const SIDE_BEND = ['Side Bend', 'side bend', null] as const;
export const BOX_SQUAT = ['Box Squat', 'squat', 'front|goblet|hack|split'] as const;
export const RUN = ['Run', 'run', null] as const;
export const g = (name: readonly [string, string, string | null], sets: string): Group => [...name, sets];

/** "3*10@21 5@bw -@-": [count*]reps@weight, with "bw"/"-" for no load and "-" reps for cardio. */
function sets(spec: string, unit: 'lb' | 'kg'): RealExpectation['sets'] {
  return spec.split(' ').flatMap((token) => {
    const [, count, reps, weight] = /^(?:(\d+)\*)?([\d.]+|-)@([\d.]+|bw|-)$/.exec(token) ?? [];
    if (!reps || !weight) throw new Error(`bad set spec ${token}`);
    const load = weight === 'bw' || weight === '-' ? null : Number(weight);
    const set = { reps: reps === '-' ? null : Number(reps), weight: load, unit: load === null ? null : unit };
    return Array.from({ length: Number(count ?? 1) }, () => ({ ...set }));
  });
}

export function line(source: string, unit: 'lb' | 'kg', unitStated: boolean, text: string, groups: Group[]): RealCase {
  return {
    text,
    source,
    unitStated,
    expect: groups.map(([name, match, not, spec]) => ({ name, match, not, sets: sets(spec, unit) })),
  };
}

