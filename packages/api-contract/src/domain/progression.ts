/**
 * The progression engine: from a member's own logged sets of an exercise and the exercise's rule, the
 * concrete target (load and reps) for every prescribed set of the next session. Browser-safe, pure.
 *
 * - linear: every set reached the reps → add the step; missed → hold; missed `resetAfter` sessions in
 *   a row at that load → take `resetPercent` off (Starting Strength / GZCLP style).
 * - double: every set reached the top of the range at or under the rule's targetRpe → add the step and
 *   restart at the bottom; inside the range → same load, one more rep than last time per set; below
 *   the range → hold, and twice below in a row → step back.
 * - rpe: load = estimated 1RM (RTS chart from the logged sets) × the chart's %1RM for reps @ RPE.
 * The week's plan applies on top: its RPE offset (to this week's targets and an rpe rule's load, never
 * to judging last session's hit), its load multiplier and, on a deload, no progression.
 */
import { estimate1RM, rtsPercent } from '@coach/ai/e1rm';
import { easyEnoughText, effortText, scaleName } from '@coach/ai/programs';
import type { EffortScale, Experience, Progression, WeekPlan } from '@coach/ai/schemas';
import { type LoadKind, loadable, rungsFor, stepLoad, type Unit } from './loading.ts';
import { startingLoad } from './starting-load.ts';
import { formatWeight } from './units.ts';

export interface LoggedSetLite {
  reps: number | null;
  /** pounds (the added load for bodyweight moves) */
  weight: number | null;
  rpe: number | null;
}
/** One earlier session of the exercise; `deload` sessions never count as a miss or a success. */
export interface PastExerciseSession {
  date: string;
  sets: LoggedSetLite[];
  deload?: boolean;
}

export interface PrescribeInput {
  /** the exercise's rule (progressionOf from @coach/ai/programs); null: no load to progress */
  rule: Progression | null;
  /** as written: "5", "8-12", "AMRAP", "30s" */
  reps: string;
  /** sets as written in the day template; the week's multiplier applies here */
  sets: number;
  /** base target RPE of the exercise */
  rpe: number | null;
  /** a load the program itself prescribes, pounds */
  weight: number | null;
  week: Pick<WeekPlan, 'rpeOffset' | 'setMultiplier' | 'loadMultiplier' | 'deload'>;
  /** newest first, completed sets only, this member's */
  history: PastExerciseSession[];
  unit: Unit;
  /** the member's effort scale, for the reason's wording only (targets stay RPE) */
  effort: EffortScale;
  kind: LoadKind;
  /** body weight in pounds, for a first-session suggestion */
  bodyWeight: number | null;
  experience: Experience;
  /** movement pattern from the catalogue, for a first-session suggestion */
  pattern: string | null;
}

export type Decision =
  | 'start'
  | 'increase'
  | 'hold'
  | 'more_reps'
  | 'step_back'
  | 'from_e1rm'
  | 'deload'
  | 'fixed';

export interface SetTarget {
  setNumber: number;
  reps: string;
  /** pounds, loadable in the member's unit; null for moves without load */
  weight: number | null;
  rpe: number | null;
}
export interface Prescription {
  targets: SetTarget[];
  decision: Decision;
  /** one plain sentence: why these numbers */
  basis: string;
  hasHistory: boolean;
}

export const NEUTRAL_WEEK = { rpeOffset: 0, setMultiplier: 1, loadMultiplier: 1, deload: false } as const;

const clampRpe = (r: number) => Math.min(10, Math.max(5, Math.round(r * 2) / 2));

/** The reps text as numbers: "8-12" → [8, 12], "5" → [5, 5]; null when not counted reps. */
export function repRange(reps: string): [number, number] | null {
  if (/s\b|sec|min|m\b|yard|meter/i.test(reps)) return null;
  const nums = (reps.match(/\d+/g) ?? []).map(Number);
  if (!nums.length) return null;
  return [Math.min(...nums), Math.max(...nums)];
}

/** The working sets of a session: those at its heaviest load (warm-ups and back-offs left out). */
export function workingSets(sets: LoggedSetLite[]): LoggedSetLite[] {
  const loaded = sets.filter((s) => s.reps !== null && s.reps > 0);
  if (!loaded.length) return [];
  const top = Math.max(...loaded.map((s) => s.weight ?? 0));
  return loaded.filter((s) => (s.weight ?? 0) >= top - 1e-6);
}

type Outcome = 'success' | 'in_range' | 'miss';

/**
 * Whether a session hit the rule. A double rule's "hit" is judged by the rule's own targetRpe, with no
 * week offset: that is the number its sentence promises ("3×12 at RPE 8 or easier"); the session
 * judged was done in an earlier week whose offset the history does not carry, so this week's offset
 * would judge it by another week's plan; and exerciseForWeek keeps a load rule's targetRpe as written
 * for the same reason (only an rpe rule's load follows the week's effort). Deloads never progress.
 */
function outcomeOf(rule: Progression, sets: LoggedSetLite[]): Outcome {
  if (rule.kind === 'linear') {
    return sets.every((s) => (s.reps ?? 0) >= rule.reps) ? 'success' : 'miss';
  }
  if (rule.kind === 'double') {
    const easyEnough = (s: LoggedSetLite) => s.rpe === null || s.rpe <= rule.targetRpe;
    if (sets.every((s) => (s.reps ?? 0) >= rule.repsMax && easyEnough(s))) return 'success';
    return sets.every((s) => (s.reps ?? 0) >= rule.repsMin) ? 'in_range' : 'miss';
  }
  return 'in_range';
}

const lastOf = (history: PastExerciseSession[]) =>
  history.filter((h) => !h.deload && workingSets(h.sets).length > 0);

/** Misses in a row at the latest session's load, newest first. */
function missesInARow(rule: Progression, sessions: PastExerciseSession[]): number {
  const load = workingSets(sessions[0]!.sets)[0]?.weight ?? 0;
  let n = 0;
  for (const s of sessions) {
    const work = workingSets(s.sets);
    if (Math.abs((work[0]?.weight ?? 0) - load) > 1e-6 || outcomeOf(rule, work) !== 'miss') break;
    n += 1;
  }
  return n;
}

function targetsOf(
  sets: number,
  reps: (i: number) => string,
  weight: number | null,
  rpe: number | null,
): SetTarget[] {
  return Array.from({ length: sets }, (_, i) => ({ setNumber: i + 1, reps: reps(i), weight, rpe }));
}

export function prescribe(input: PrescribeInput): Prescription {
  const { week, unit, kind } = input;
  const sets = Math.max(1, Math.round(input.sets * (week.setMultiplier ?? 1)));
  const rpe = input.rpe === null ? null : clampRpe(input.rpe + (week.rpeOffset ?? 0));
  const rule = input.rule;
  const range = repRange(input.reps);
  const fmt = (lb: number) => formatWeight(lb, unit);
  const light = (lb: number) =>
    kind === 'bodyweight' ? lb : loadable(lb * (week.loadMultiplier ?? 1), kind, unit, 'down');
  const deloadNote = week.deload ? ' Deload week: fewer sets, lighter load.' : '';
  const same = (weight: number | null, decision: Decision, basis: string, hasHistory: boolean) => ({
    targets: targetsOf(sets, () => input.reps, weight === null ? null : light(weight), rpe),
    decision,
    basis: basis + deloadNote,
    hasHistory,
  });

  if (!rule || !range) {
    if (input.weight !== null)
      return same(input.weight, 'fixed', `The program prescribes ${fmt(input.weight)}.`, false);
    return same(null, 'fixed', 'Done for time or distance: no load to progress.', false);
  }

  const sessions = lastOf(input.history);
  if (!sessions.length) {
    if (input.weight !== null)
      return same(
        input.weight,
        'fixed',
        `No history yet: the program's ${fmt(input.weight)} to start.`,
        false,
      );
    const start = startingLoad({ ...input, reps: range[1], rpe: rpe ?? 7 });
    return same(start.weight, 'start', start.basis, false);
  }

  const work = workingSets(sessions[0]!.sets);
  const lastLoad = work[0]?.weight ?? 0;
  const lastReps = work.map((s) => s.reps ?? 0);
  const did = `${work.length}×${lastReps.join('/')}${lastLoad > 0 ? ` at ${fmt(lastLoad)}` : ''}`;

  if (rule.kind === 'rpe') {
    const best = Math.max(0, ...work.map((s) => estimate1RM(s.weight ?? 0, s.reps, s.rpe) ?? 0));
    const pct = rtsPercent(rule.reps, clampRpe(rule.targetRpe + (week.rpeOffset ?? 0)));
    if (best <= 0 || !pct || kind === 'bodyweight')
      return same(
        lastLoad,
        'hold',
        `Last time ${did}: same load until a ${scaleName(input.effort) ? `set with ${scaleName(input.effort)}` : 'logged set'} gives an estimate.`,
        true,
      );
    const target = loadable(best * pct, kind, unit, 'nearest');
    const reps = String(rule.reps);
    return {
      targets: targetsOf(sets, () => reps, target, rpe ?? rule.targetRpe),
      decision: 'from_e1rm',
      basis: `Estimated 1RM ${fmt(best)} from last time (${did}): ${rule.reps} reps @ ${effortText(clampRpe(rule.targetRpe + (week.rpeOffset ?? 0)), input.effort)} is ${fmt(target)}.${deloadNote}`,
      hasHistory: true,
    };
  }

  if (week.deload) return same(lastLoad, 'deload', `Last time ${did}: no progression on a deload.`, true);
  const outcome = outcomeOf(rule, work);
  const rungs = kind === 'bodyweight' ? 0 : rungsFor(rule.step, kind, unit);
  if (outcome === 'success' && rungs > 0) {
    const next = stepLoad(lastLoad, kind, unit, rungs);
    const bottom = rule.kind === 'double' ? String(rule.repsMin) : input.reps;
    return {
      targets: targetsOf(sets, () => bottom, next, rpe),
      decision: 'increase',
      basis: `Last time ${did}, every set on target: +${fmt(next - lastLoad)} to ${fmt(next)}.`,
      hasHistory: true,
    };
  }
  if (outcome === 'miss') {
    const misses = missesInARow(rule, sessions);
    const limit = rule.kind === 'linear' ? rule.resetAfter : 2;
    if (misses >= limit && lastLoad > 0 && kind !== 'bodyweight') {
      const back =
        rule.kind === 'linear'
          ? loadable(lastLoad * (1 - rule.resetPercent / 100), kind, unit, 'down')
          : stepLoad(lastLoad, kind, unit, -rungsFor(rule.step, kind, unit));
      return same(
        back,
        'step_back',
        `Missed ${misses} sessions in a row at ${fmt(lastLoad)}: back to ${fmt(back)} to build up again.`,
        true,
      );
    }
    return same(lastLoad, 'hold', `Last time ${did} fell short: same load, aim for every rep.`, true);
  }
  // Double progression inside the range: same load, one more rep on each set than last time.
  const top = rule.kind === 'double' ? rule.repsMax : range[1];
  const bottom = rule.kind === 'double' ? rule.repsMin : range[0];
  const repsFor = (i: number) =>
    String(Math.min(top, Math.max(bottom, (lastReps[i] ?? lastReps.at(-1) ?? bottom) + 1)));
  return {
    targets: targetsOf(sets, repsFor, kind === 'bodyweight' ? lastLoad : light(lastLoad), rpe),
    decision: 'more_reps',
    // The bar to clear is the rule's, as outcomeOf judges it; this week's targets keep the week's RPE.
    basis: `Last time ${did}: same load, one more rep per set until ${work.length}×${top}${rule.kind === 'double' ? easyEnoughText(rule.targetRpe, input.effort) : ''}.`,
    hasHistory: true,
  };
}
