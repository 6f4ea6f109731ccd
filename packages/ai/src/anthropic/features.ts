/**
 * Per feature: what the model is sent, and the domain checks its answer must pass beyond the
 * schema. A failed check throws, and the offline coach answers instead.
 */

import type { z } from 'zod';
import {
  canonicalName,
  findExercise,
  findExerciseFuzzy,
  isDoableWith,
  lookupKey,
  muscleGroupsFor,
} from '../catalogue/index.ts';
import { analyzeWorkout } from '../offline/analysis.ts';
import { titleCase } from '../offline/journal-names.ts';
import { checkProgram } from '../offline/program-check.ts';
import { completeProgram } from '../programs/complete.ts';
import type * as S from '../schemas.ts';

class CheckFailed extends Error {}

function fail(problems: string[]): never {
  throw new CheckFailed(`the answer failed domain checks: ${problems.slice(0, 3).join(' ')}`);
}

/** Catalogue names and muscle groups win over the model's spelling of them. */
function normalizeSet<T extends S.LoggedSet>(s: T): T {
  const e = findExercise(s.name);
  if (!e) return { ...s, name: s.name.trim().toLowerCase() };
  return { ...s, name: e.name, muscleGroups: muscleGroupsFor(e.name), isBodyweight: e.isBodyweight };
}

/** A misspelt catalogue name is that exercise; a name the catalogue lacks is kept, title-cased. */
export function finishJournal(out: S.ParseJournalOutput): S.ParseJournalOutput {
  return {
    ...out,
    sets: out.sets.map((s) => {
      const e = findExerciseFuzzy(s.name);
      if (!e) return { ...s, name: titleCase(s.name.trim()) || s.name.trim() };
      return { ...s, name: e.name, muscleGroups: muscleGroupsFor(e.name), isBodyweight: e.isBodyweight };
    }),
  };
}

export function finishEdit(
  out: S.EditExerciseOutput,
  input: z.output<typeof S.EditExerciseInput>,
): S.EditExerciseOutput {
  const ids = new Set(input.sets.map((s) => s.id));
  const bad = out.sets.filter((s) => s.id !== null && !ids.has(s.id));
  if (bad.length > 0) fail([`unknown set ids ${bad.map((s) => s.id).join(', ')}.`]);
  if (out.sets.length === 0) fail(['an exercise needs at least one set.']);
  return { ...out, sets: out.sets.map(normalizeSet) };
}

export function finishSwap(
  out: S.SwapExerciseOutput,
  input: z.output<typeof S.SwapExerciseInput>,
): S.SwapExerciseOutput {
  const name = canonicalName(out.swappedExercise.name.toLowerCase());
  const banned = [input.originalExercise, ...input.exclude].map((n) => lookupKey(canonicalName(n)));
  if (banned.includes(lookupKey(name))) fail([`${name} is the original or an excluded exercise.`]);
  const e = findExercise(name);
  if (e && input.equipment && !isDoableWith(e, input.equipment))
    fail([`${name} needs equipment the member does not have.`]);
  return {
    ...out,
    swappedExercise: {
      ...out.swappedExercise,
      name,
      muscleGroups: e ? muscleGroupsFor(name) : out.swappedExercise.muscleGroups,
    },
  };
}

/** What the model needs for an analysis: the exact numbers, computed here rather than by the model. */
export function analysisPayload(input: z.output<typeof S.AnalyzeWorkoutInput>) {
  return { workout: input, computed: analyzeWorkout(input) };
}

export function finishAnalysis(
  out: S.WorkoutAnalysis,
  input: z.output<typeof S.AnalyzeWorkoutInput>,
): S.WorkoutAnalysis {
  const exact = analyzeWorkout(input);
  // Keep the model's words, never its arithmetic.
  return {
    ...exact,
    summary: out.summary,
    suggestions: out.suggestions.length > 0 ? out.suggestions : exact.suggestions,
    exercises: exact.exercises.map((x) => ({
      ...x,
      nextTime: out.exercises.find((o) => canonicalName(o.name) === x.name)?.nextTime ?? x.nextTime,
    })),
    answeredBy: 'anthropic',
  };
}

function normalizeProgram(out: S.ProgramDraft): S.ProgramDraft {
  return {
    ...out,
    schedule: {
      ...out.schedule,
      days: out.schedule.days.map((d) => ({
        ...d,
        exercises: d.exercises.map((x) => {
          const e = findExercise(x.name);
          return e
            ? { ...x, name: e.name, muscleGroups: muscleGroupsFor(e.name) }
            : { ...x, name: x.name.trim().toLowerCase() };
        }),
      })),
    },
  };
}

export function finishGenerate(
  out: S.ProgramDraft,
  input: z.output<typeof S.GenerateProgramInput>,
): S.ProgramDraft {
  const draft = normalizeProgram(out);
  const problems = checkProgram(draft, input);
  const level = input.experience ?? 'beginner';
  if (draft.difficulty !== level) problems.push(`difficulty is ${draft.difficulty}, expected ${level}.`);
  if (problems.length > 0) fail(problems);
  return completeProgram(draft);
}

export function finishModify(
  out: S.ProgramDraft,
  input: z.output<typeof S.ModifyProgramInput>,
): S.ProgramDraft {
  const draft = normalizeProgram(out);
  // What the member ruled out earlier stays ruled out, whatever the model wrote.
  const before = input.program.schedule.constraints;
  if (before) {
    const now = draft.schedule.constraints;
    draft.schedule.constraints = {
      avoidExercises: [...new Set([...before.avoidExercises, ...(now?.avoidExercises ?? [])])],
      avoidJoints: [...new Set([...before.avoidJoints, ...(now?.avoidJoints ?? [])])],
      swaps: [
        ...before.swaps.filter((s) => !now?.swaps.some((n) => n.from === s.from)),
        ...(now?.swaps ?? []),
      ],
    };
  }
  const problems = checkProgram(draft, { equipment: draft.equipment });
  if (problems.length > 0) fail(problems);
  return completeProgram(draft);
}
