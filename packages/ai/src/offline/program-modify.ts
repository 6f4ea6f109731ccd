/**
 * Applies written feedback to a program. Whatever it does not understand is said in the
 * description rather than thrown, so the member always gets a valid program back.
 */
import {
  type CatalogueExercise,
  findExercise,
  isDoableWith,
  lookupKey,
  muscleGroupsFor,
  normalizeWords,
} from '../catalogue/index.ts';
import {
  type Equipment,
  EXPERIENCE,
  type Experience,
  type ProgramDay,
  type ProgramDraft,
  type ProgrammedExercise,
} from '../schemas.ts';
import { readGoals } from './goals.ts';
import { allowedEquipment, designProgram, pickForSlot } from './program-design.ts';
import { dose, roleOf } from './program-dose.ts';
import { type Edit, type Emphasis, readClause, splitFeedback } from './program-feedback.ts';
import type { Slot } from './program-slots.ts';
import { rankSwaps } from './swap.ts';

const AREA_SLOTS: Record<Emphasis, Slot[]> = {
  arms: ['biceps', 'triceps'],
  chest: ['chest_iso'],
  back: ['h_pull_alt'],
  shoulders: ['lateral'],
  legs: ['quad_iso', 'ham_iso'],
  glutes: ['glutes'],
  core: ['core'],
};
const UPPER_AREAS = new Set<Emphasis>(['arms', 'chest', 'back', 'shoulders']);

function programmed(e: CatalogueExercise, position: number, draft: ProgramDraft): ProgrammedExercise {
  const aim = readGoals(`${draft.name}. ${draft.focusAreas.join('. ')}`).aim;
  const p = dose(e, roleOf(e, position, false), aim, draft.difficulty, false);
  return {
    name: e.name,
    sets: p.sets,
    reps: p.reps,
    restTime: p.restTime,
    notes: p.notes,
    rpe: p.rpe,
    weight: null,
    muscleGroups: muscleGroupsFor(e.name),
  };
}

/** Exercises in the program that the member's words point at: exact name first, then by words. */
function matching(day: ProgramDay, words: string): number[] {
  const target = findExercise(words);
  const exact = day.exercises.flatMap((x, i) =>
    target && lookupKey(x.name) === lookupKey(target.name) ? [i] : [],
  );
  if (exact.length > 0) return exact;
  const w = normalizeWords(words).map((x) => x.replace(/s$/, ''));
  if (w.length === 0) return [];
  return day.exercises.flatMap((x, i) =>
    w.every((word) => normalizeWords(x.name).some((n) => n.startsWith(word))) ? [i] : [],
  );
}

class Modifier {
  draft: ProgramDraft;
  done: string[] = [];
  skipped: string[] = [];
  constructor(draft: ProgramDraft) {
    this.draft = structuredClone(draft);
  }
  get days() {
    return this.draft.schedule.days;
  }

  redesign(days: number, equipment: Equipment[]) {
    const d = this.draft;
    const fresh = designProgram({
      goals: `${d.name}. ${d.focusAreas.join('. ')}`,
      experience: d.difficulty,
      availableDays: days,
      equipment,
    });
    this.draft = {
      ...d,
      schedule: fresh.schedule,
      daysPerWeek: days,
      name: fresh.name,
      equipment: fresh.equipment,
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
        return alt ? [{ ...x, name: alt.name, muscleGroups: muscleGroupsFor(alt.name), notes: x.notes }] : [];
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
      day.exercises.push(programmed(e, day.exercises.length, this.draft));
      added++;
    }
    return added;
  }

  apply(edit: Edit, clause: string) {
    const d = this.draft;
    switch (edit.kind) {
      case 'days':
        this.redesign(edit.days, d.equipment);
        this.done.push(`${edit.days} day${edit.days > 1 ? 's' : ''} a week`);
        return;
      case 'remove_equipment':
      case 'only_equipment':
      case 'add_equipment': {
        const set = new Set<Equipment>(
          edit.kind === 'only_equipment' ? ['bodyweight', ...edit.equipment] : d.equipment,
        );
        if (edit.kind === 'remove_equipment') for (const q of edit.equipment) set.delete(q);
        if (edit.kind === 'add_equipment') for (const q of edit.equipment) set.add(q);
        d.equipment = allowedEquipment([...set]);
        if (edit.kind === 'add_equipment') this.redesign(d.daysPerWeek, d.equipment);
        else this.fitEquipment();
        const names = edit.equipment.map((q) => q.replace('_', ' ')).join(', ');
        this.done.push(
          edit.kind === 'remove_equipment'
            ? `no ${names}`
            : edit.kind === 'only_equipment'
              ? `only ${names || 'bodyweight'}`
              : `now using ${names}`,
        );
        return;
      }
      case 'replace': {
        const to = findExercise(edit.to);
        if (to && !isDoableWith(to, d.equipment)) {
          this.skipped.push(`${clause} (${to.name} needs ${to.equipment.join(', ')})`);
          return;
        }
        const toName = to?.name ?? edit.to.slice(0, 120);
        let count = 0;
        for (const day of this.days) {
          for (const i of matching(day, edit.from)) {
            const old = day.exercises[i];
            if (!old) continue;
            // Keep the prescription: the member asked for a different exercise, not a different dose.
            day.exercises[i] = {
              ...old,
              name: toName,
              muscleGroups: muscleGroupsFor(toName),
              notes: old.notes,
            };
            count++;
          }
        }
        if (count === 0) this.skipped.push(`${clause} (no ${edit.from} in the program)`);
        else this.done.push(`${edit.from} → ${toName}`);
        this.dedupe();
        return;
      }
      case 'remove': {
        let count = 0;
        for (const day of this.days) {
          for (const i of matching(day, edit.name).reverse()) {
            const old = day.exercises[i];
            const e = old && findExercise(old.name);
            const alt =
              e &&
              rankSwaps(e, d.equipment, [...day.exercises.map((x) => x.name), edit.name]).find(
                (a) => matching({ ...day, exercises: [programmed(a, 0, d)] }, edit.name).length === 0,
              );
            if (old && alt)
              day.exercises[i] = { ...old, name: alt.name, muscleGroups: muscleGroupsFor(alt.name) };
            else if (day.exercises.length > 1) day.exercises.splice(i, 1);
            count++;
          }
        }
        if (count === 0) this.skipped.push(`${clause} (not in the program)`);
        else this.done.push(`no ${edit.name}`);
        this.dedupe();
        return;
      }
      case 'more': {
        const upper = UPPER_AREAS.has(edit.area);
        const fits = (day: ProgramDay) =>
          edit.area === 'core'
            ? true
            : upper
              ? !/lower|legs/i.test(day.name)
              : !/upper|push|pull/i.test(day.name);
        let added = 0;
        for (const slot of AREA_SLOTS[edit.area]) added += this.addSlot(slot, fits);
        if (added === 0) this.skipped.push(`${clause} (nothing more fits your equipment)`);
        else this.done.push(`more ${edit.area} work`);
        return;
      }
      case 'shorter':
        for (const day of this.days) {
          day.exercises = day.exercises.slice(0, Math.max(3, Math.min(day.exercises.length, 5)));
          for (const x of day.exercises) x.restTime = Math.max(45, Math.round((x.restTime * 0.75) / 15) * 15);
        }
        this.done.push('shorter sessions (5 exercises at most, shorter rests)');
        return;
      case 'volume':
        for (const day of this.days)
          for (const x of day.exercises) x.sets = Math.min(6, Math.max(2, x.sets + edit.direction));
        this.done.push(edit.direction > 0 ? 'one more set per exercise' : 'one set less per exercise');
        return;
      case 'conditioning': {
        const added = this.addSlot('conditioning', () => true);
        if (added === 0) this.skipped.push(clause);
        else this.done.push('a conditioning finisher each day');
        return;
      }
      case 'difficulty': {
        const i = EXPERIENCE.indexOf(d.difficulty) + edit.direction;
        d.difficulty = EXPERIENCE[Math.min(2, Math.max(0, i))] as Experience;
        for (const day of this.days) {
          for (const x of day.exercises) {
            x.sets = Math.min(6, Math.max(2, x.sets + edit.direction));
            if (x.rpe !== null) x.rpe = Math.min(9.5, Math.max(6, x.rpe + edit.direction));
          }
        }
        this.done.push(
          edit.direction > 0 ? 'harder (more sets, higher effort)' : 'easier (fewer sets, lower effort)',
        );
        return;
      }
      case 'weeks':
        d.durationWeeks = edit.weeks;
        this.done.push(`${edit.weeks} weeks`);
        return;
    }
  }
}

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
  const d = m.draft;
  // Every day keeps at least one exercise: the schema and the member both need it.
  for (const day of d.schedule.days)
    if (day.exercises.length === 0)
      day.exercises.push(
        ...(designProgram({
          goals: d.name,
          experience: d.difficulty,
          availableDays: 1,
          equipment: d.equipment,
        }).schedule.days[0]?.exercises.slice(0, 3) ?? []),
      );
  const base = d.description.replace(/\s*Updated: .*$/s, '').replace(/\s*Not changed: .*$/s, '');
  const parts = [base];
  if (m.done.length > 0) parts.push(`Updated: ${m.done.join('; ')}.`);
  if (m.skipped.length > 0) parts.push(`Not changed: I couldn't apply "${m.skipped.join('", "')}".`);
  d.description = parts.join(' ').slice(0, 2000);
  return d;
}
