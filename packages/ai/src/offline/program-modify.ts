/**
 * Applies written feedback to a program and says what changed. Whatever it does not understand is
 * said in the description rather than thrown, so the member always gets a valid program back.
 */
import {
  type CatalogueExercise,
  findExercise,
  isDoableWith,
  lookupKey,
  muscleGroupsFor,
} from '../catalogue/index.ts';
import { explainProgram } from '../programs/explain.ts';
import { isMainLift } from '../programs/progression.ts';
import { hasDeload, planWeeks } from '../programs/weeks.ts';
import type {
  Equipment,
  Experience,
  ProgramConstraints,
  ProgramDay,
  ProgramDraft,
  ProgrammedExercise,
} from '../schemas.ts';
import { type Aim, readGoals } from './goals.ts';
import { COMPOUND } from './prescription.ts';
import { emptyConstraints, enforce } from './program-constraints.ts';
import { accessory, designProgram, pickForSlot } from './program-design.ts';
import { applyExerciseEdit } from './program-exercise-edits.ts';
import { type Edit, readClause, splitFeedback } from './program-feedback.ts';
import { applyPlanEdit } from './program-plan-edits.ts';
import { goalsOf, redesignDays } from './program-redesign.ts';
import { withRule } from './program-rules.ts';
import type { Slot } from './program-slots.ts';
import { progressionSummary, weeksArticle } from './program-summary.ts';
import { rankSwaps } from './swap.ts';

/** The role an exercise plays, read back from its rule and pattern. */
function roleOf(x: ProgrammedExercise, e: CatalogueExercise | undefined) {
  if (!e) return 'compound' as const;
  if ((x.progression?.kind === 'rpe' || x.progression?.kind === 'linear') && isMainLift(e))
    return 'main' as const;
  if (['core', 'carry', 'conditioning', 'olympic'].includes(e.pattern)) return 'other' as const;
  return COMPOUND.has(e.pattern) ? ('compound' as const) : ('isolation' as const);
}

export class Modifier {
  draft: ProgramDraft;
  constraints: ProgramConstraints;
  done: string[] = [];
  skipped: string[] = [];
  aim: Aim;
  constructor(draft: ProgramDraft) {
    this.draft = structuredClone(draft);
    this.constraints = structuredClone(draft.schedule.constraints ?? emptyConstraints());
    this.aim = readGoals(goalsOf(draft)).aim;
  }
  get days() {
    return this.draft.schedule.days;
  }
  get level(): Experience {
    return this.draft.difficulty;
  }

  /** `old`'s place taken by `e`: same dose when the role carries over, a fresh dose when it does not. */
  swapIn = (old: ProgrammedExercise, e: CatalogueExercise): ProgrammedExercise => {
    const oldRole = roleOf(old, findExercise(old.name));
    const main = oldRole === 'main' && isMainLift(e);
    if (!main && oldRole === 'main') return { ...accessory(e, 1, this.aim, this.level), sets: old.sets };
    const { progression: _, ...rest } = old;
    const next = { ...rest, name: e.name, muscleGroups: muscleGroupsFor(e.name) };
    return withRule(next, main ? 'main' : roleOf(next, e), this.aim, this.level);
  };

  redesign(days: number, equipment: Equipment[]) {
    const fresh = redesignDays(this.draft, days, equipment);
    this.draft = {
      ...this.draft,
      schedule: { ...this.draft.schedule, days: fresh.schedule.days },
      daysPerWeek: days,
      name: fresh.name,
      equipment: fresh.equipment,
      // The split changed, so the description's first sentences come from the new design.
      description: fresh.description,
    };
  }

  /** Swap out everything the equipment no longer allows. */
  fitEquipment() {
    const eq = this.draft.equipment;
    for (const day of this.days) {
      day.exercises = day.exercises.flatMap((x) => {
        const e = findExercise(x.name);
        if (!e || isDoableWith(e, eq)) return [x];
        const alt = rankSwaps(
          e,
          eq,
          day.exercises.map((y) => y.name),
        )[0];
        return alt ? [this.swapIn(x, alt)] : [];
      });
    }
    this.dedupe();
  }

  dedupe() {
    for (const day of this.days) {
      const seen = new Set<string>();
      day.exercises = day.exercises.filter((x) => {
        const k = lookupKey(findExercise(x.name)?.name ?? x.name);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }
  }

  addSlot(slot: Slot, where: (day: ProgramDay) => boolean) {
    let added = 0;
    for (const day of this.days) {
      if (!where(day)) continue;
      const taken = new Set(day.exercises.map((x) => findExercise(x.name)?.name ?? x.name));
      const e = pickForSlot(slot, this.draft.equipment, taken, day.dayNumber, true);
      if (!e) continue;
      day.exercises.push(accessory(e, day.exercises.length, this.aim, this.level));
      added++;
    }
    return added;
  }

  /** Re-reads every exercise's rule for the current level (after a difficulty change). */
  reRule() {
    for (const day of this.days)
      day.exercises = day.exercises.map((x) =>
        withRule(x, roleOf(x, findExercise(x.name)), this.aim, this.level),
      );
  }

  replanWeeks(deload?: boolean) {
    const d = this.draft;
    const keep = deload ?? (d.schedule.weeks ? hasDeload(d.schedule) : undefined);
    d.schedule.weeks = planWeeks(d.difficulty, d.durationWeeks, { deload: keep });
  }

  apply(edit: Edit, clause: string) {
    switch (edit.kind) {
      case 'replace':
      case 'remove':
      case 'injury':
      case 'add':
      case 'fewer':
        applyExerciseEdit(this, edit, clause);
        return;
      default:
        applyPlanEdit(this, edit, clause);
    }
  }

  /** Constraints hold after every edit (a new day count must not bring squats back to a sore knee). */
  finish(): ProgramDraft {
    const d = this.draft;
    enforce(this.days, d.equipment, this.constraints, this.swapIn);
    this.dedupe();
    // Every day keeps at least one exercise: the schema and the member both need it.
    for (const day of this.days)
      if (day.exercises.length === 0)
        day.exercises.push(
          ...(designProgram({
            goals: d.name,
            experience: d.difficulty,
            availableDays: 1,
            equipment: d.equipment,
          }).schedule.days[0]?.exercises.slice(0, 3) ?? []),
        );
    const c = this.constraints;
    const { constraints: _c, ...schedule } = d.schedule;
    d.schedule =
      c.avoidExercises.length > 0 || c.avoidJoints.length > 0 || c.swaps.length > 0
        ? { ...schedule, constraints: c }
        : schedule;
    if (!d.schedule.weeks || d.schedule.weeks.length !== d.durationWeeks) this.replanWeeks();
    d.progression = progressionSummary(this.aim, d.schedule.days, d.schedule.weeks ?? []);
    d.description = d.description
      .replace(/\bAn? \d+-week\b/, `${weeksArticle(d.durationWeeks)} ${d.durationWeeks}-week`)
      .replace(/\b\d days? a week\b/, `${d.daysPerWeek} day${d.daysPerWeek > 1 ? 's' : ''} a week`)
      .replace(/\bpitched for \w+ lifters\b/, `pitched for ${d.difficulty} lifters`);
    return d;
  }
}

/** The revised program; its description ends with what changed ("Updated: …") and what did not. */
export function modifyProgram(program: ProgramDraft, feedback: string): ProgramDraft {
  const m = new Modifier(program);
  const clauses = splitFeedback(feedback);
  // Day counts rebuild the schedule, so they go first and later edits apply to the new days.
  const edits = clauses.map((c) => ({ clause: c, edits: readClause(c) }));
  edits.sort(
    (a, b) => Number(b.edits.some((e) => e.kind === 'days')) - Number(a.edits.some((e) => e.kind === 'days')),
  );
  for (const { clause, edits: list } of edits) {
    if (list.length === 0) m.skipped.push(clause);
    for (const e of list) m.apply(e, clause);
  }
  const d = m.finish();
  const base = d.description.replace(/\s*Updated: .*$/s, '').replace(/\s*Not changed: .*$/s, '');
  const parts = [base];
  if (m.done.length > 0) parts.push(`Updated: ${m.done.join('; ')}.`);
  if (m.skipped.length > 0) parts.push(`Not changed: I couldn't apply "${m.skipped.join('", "')}".`);
  d.description = parts.join(' ').slice(0, 2000);
  return { ...d, explanation: explainProgram(d) };
}
