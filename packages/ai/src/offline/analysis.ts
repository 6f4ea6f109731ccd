/**
 * Post-workout analysis against the member's history: volume and its change, personal records,
 * effort drift and what to try next time for each exercise.
 */
import { findExercise } from '../catalogue/index.ts';
import type { AnalyzeWorkoutInput, LoggedSet, PersonalRecord, WorkoutAnalysis } from '../schemas.ts';
import { estimate1RM } from './e1rm.ts';
import { formatWeight, LB_PER_KG } from './units.ts';
import { averageRpe, byExercise, effectiveLoad, round1, setVolume, totalVolume } from './volume.ts';

type Input = Omit<AnalyzeWorkoutInput, 'sets' | 'history'> & {
  sets: LoggedSet[];
  history: { date: string; sets: LoggedSet[] }[];
};

function best1RM(sets: readonly LoggedSet[], bw: number | null): number | null {
  let best: number | null = null;
  for (const s of sets) {
    const e = estimate1RM(effectiveLoad(s, bw), s.reps, s.rpe);
    if (e !== null && (best === null || e > best)) best = e;
  }
  return best;
}

function maxLoad(sets: readonly LoggedSet[], bw: number | null): number | null {
  const loads = sets.filter((s) => (s.reps ?? 0) > 0).map((s) => effectiveLoad(s, bw));
  return loads.length === 0 ? null : Math.max(...loads);
}

function records(name: string, today: LoggedSet[], past: LoggedSet[], bw: number | null): PersonalRecord[] {
  // A first session sets a baseline rather than records, or every new exercise would be a "PR".
  if (past.length === 0) return [];
  const out: PersonalRecord[] = [];
  const heavy = maxLoad(today, bw);
  const prevHeavy = maxLoad(past, bw);
  if (heavy !== null && heavy > 0 && (prevHeavy === null || heavy > prevHeavy))
    out.push({ exercise: name, kind: 'heaviest_weight', value: round1(heavy), previous: prevHeavy });
  const e1 = best1RM(today, bw);
  const prevE1 = best1RM(past, bw);
  if (e1 !== null && (prevE1 === null || e1 > prevE1))
    out.push({ exercise: name, kind: 'estimated_1rm', value: e1, previous: prevE1 });
  // Most reps at a load at least as heavy as the earlier sets compared against.
  const top = [...today].sort(
    (a, b) => (b.reps ?? 0) - (a.reps ?? 0) || effectiveLoad(b, bw) - effectiveLoad(a, bw),
  )[0];
  if (top?.reps) {
    const load = effectiveLoad(top, bw);
    const comparable = past.filter((s) => effectiveLoad(s, bw) >= load).map((s) => s.reps ?? 0);
    const prev = comparable.length > 0 ? Math.max(...comparable) : null;
    if (prev !== null && top.reps > prev)
      out.push({ exercise: name, kind: 'most_reps', value: top.reps, previous: prev });
  }
  return out;
}

function nextTime(name: string, sets: LoggedSet[], avgRpe: number | null, unit: 'lb' | 'kg'): string {
  const w = (lb: number) => formatWeight(lb, unit);
  const e = findExercise(name);
  const top = Math.max(...sets.map((s) => s.weight ?? 0));
  const reps = sets.map((s) => s.reps ?? 0);
  const first = reps[0] ?? 0;
  const lowest = Math.min(...reps);
  const dropped = first - lowest >= 2;
  const bigLift = e && (e.pattern === 'squat' || e.pattern === 'hinge') && e.equipment.includes('barbell');
  if (e?.isBodyweight && top === 0) {
    if (lowest >= 12 && (avgRpe === null || avgRpe <= 8))
      return `Add load (+${unit === 'kg' ? '2.5 kg' : '5 lb'}) or a harder variation; ${lowest}+ reps is plenty.`;
    return dropped
      ? `Hold the rep target and rest a little longer; aim for ${first} reps on every set.`
      : `Aim for ${first + 1} reps per set.`;
  }
  const at = top > 0 ? w(top) : 'the same load';
  if (avgRpe !== null && avgRpe >= 9.5)
    return `Hold ${at} and own the reps before adding weight; that was near max effort.`;
  if (dropped && (avgRpe === null || avgRpe > 8))
    return `Hold ${at} and aim for ${first} reps on every set before adding weight.`;
  if (avgRpe === null || avgRpe <= 8) {
    const big = bigLift && avgRpe !== null && avgRpe <= 7;
    // Plates come in 2.5 kg or 5 lb steps: advise a jump the member can load.
    const step = unit === 'kg' ? (big ? 5 : 2.5) * LB_PER_KG : big ? 10 : 5;
    return top > 0
      ? `Add ${w(step)} (to ${w(top + step)}) for the same reps.`
      : 'Add a little load for the same reps.';
  }
  return `Keep ${at} and aim for one more rep per set.`;
}

export function analyzeWorkout(input: Input): WorkoutAnalysis {
  const unit = input.unit ?? 'lb';
  const bw = input.bodyWeight ?? null;
  const groups = byExercise(input.sets);
  const history = [...input.history].sort((a, b) => b.date.localeCompare(a.date));
  const names = [...groups.keys()];
  const pastSets = (name: string) => history.flatMap((h) => h.sets.filter((s) => s.name === name));
  const lastSession = (name: string) => history.find((h) => h.sets.some((s) => s.name === name));

  const total = totalVolume(input.sets, bw);
  // Compare like with like: the latest earlier session sharing exercises, over the shared ones only.
  const previous = history.find((h) => h.sets.some((s) => groups.has(s.name)));
  let volumeChangePercent: number | null = null;
  if (previous) {
    const shared = new Set(previous.sets.map((s) => s.name).filter((n) => groups.has(n)));
    const before = totalVolume(
      previous.sets.filter((s) => shared.has(s.name)),
      bw,
    );
    const now = totalVolume(
      input.sets.filter((s) => shared.has(s.name)),
      bw,
    );
    if (before > 0) volumeChangePercent = round1(((now - before) / before) * 100);
  }

  const personalRecords: PersonalRecord[] = [];
  const exercises = names.map((name) => {
    const sets = groups.get(name) ?? [];
    const avg = averageRpe(sets);
    const prevSession = lastSession(name);
    personalRecords.push(...records(name, sets, pastSets(name), bw));
    return {
      name,
      sets: sets.length,
      volume: round1(sets.reduce((sum, s) => sum + setVolume(s, bw), 0)),
      bestEstimated1RM: best1RM(sets, bw),
      averageRpe: avg,
      previousAverageRpe: prevSession ? averageRpe(prevSession.sets.filter((s) => s.name === name)) : null,
      nextTime: nextTime(name, sets, avg, input.unit ?? 'lb'),
    };
  });

  const suggestions: string[] = [];
  const drifts = exercises.filter((x) => x.averageRpe !== null && x.previousAverageRpe !== null);
  const drift =
    drifts.length > 0
      ? drifts.reduce((a, x) => a + ((x.averageRpe ?? 0) - (x.previousAverageRpe ?? 0)), 0) / drifts.length
      : 0;
  if (drift >= 1)
    suggestions.push(
      `Sets felt harder than last time (about ${round1(drift)} effort points on average): check sleep and recovery, or plan a lighter session.`,
    );
  else if (drift <= -1)
    suggestions.push(
      `Sets felt easier than last time (about ${round1(-drift)} effort points): you have room to push the loads.`,
    );
  if (input.sets.length > 0 && input.sets.every((s) => s.rpe === null))
    suggestions.push('Log effort (RPE or RIR) on your work sets to get sharper progression advice.');
  if (volumeChangePercent !== null && volumeChangePercent <= -20)
    suggestions.push(
      'Volume was well down on last time; fine for a deload, otherwise add back a set per exercise.',
    );
  if (volumeChangePercent !== null && volumeChangePercent >= 25)
    suggestions.push('Big jump in volume: keep the next session steady so recovery keeps up.');
  if (input.durationSeconds && input.sets.length > 0) {
    const perSet = input.durationSeconds / input.sets.length;
    if (perSet > 360)
      suggestions.push('Long rests between sets: timing them keeps sessions shorter without losing quality.');
  }
  if (personalRecords.length > 0)
    suggestions.push('New records today: repeat the top set next time before chasing another jump.');
  if (suggestions.length === 0)
    suggestions.push('Solid session. Follow the next-time notes for each exercise.');

  const change =
    volumeChangePercent === null
      ? ''
      : ` (${volumeChangePercent >= 0 ? '+' : ''}${volumeChangePercent}% vs ${previous?.date.slice(0, 10)})`;
  const prText =
    personalRecords.length === 0
      ? 'No new records.'
      : `${personalRecords.length} personal record${personalRecords.length > 1 ? 's' : ''}: ${[...new Set(personalRecords.map((p) => p.exercise))].join(', ')}.`;
  const summary =
    input.sets.length === 0
      ? 'No sets were logged in this workout.'
      : `${names.length} exercise${names.length > 1 ? 's' : ''}, ${input.sets.length} sets, ${Math.round(unit === 'kg' ? total / LB_PER_KG : total).toLocaleString('en-US')} ${unit} total volume${change}. ${prText}`;
  return {
    summary,
    totalVolume: total,
    volumeChangePercent,
    personalRecords,
    exercises,
    suggestions,
    answeredBy: 'offline',
  };
}
