/**
 * Feedback about single exercises: replace one with another, remove one (with a same-muscle swap),
 * spare a joint, add one the member asks for, or drop one a day. Each says what it changed.
 */
import { findExercise, isDoableWith, lookupKey, normalizeWords } from '../catalogue/index.ts';
import type { ProgramDay } from '../schemas.ts';
import { enforce, JOINT_TEXT } from './program-constraints.ts';
import { accessory } from './program-design.ts';
import type { Edit } from './program-feedback.ts';
import type { Modifier } from './program-modify.ts';
import { dayTrains } from './program-volume.ts';

/**
 * Exercises in the day that the member's words point at: the exact exercise first, then names with
 * all their words ("dumbbell flyes" → incline dumbbell fly) training the same muscle group, then for
 * one generic word ("lunges", "rows") every exercise of that movement pattern.
 */
export function matching(day: ProgramDay, words: string): number[] {
  const target = findExercise(words);
  const key = (n: string) => lookupKey(findExercise(n)?.name ?? n);
  const exact = day.exercises.flatMap((x, i) => (target && key(x.name) === key(target.name) ? [i] : []));
  if (exact.length > 0) return exact;
  const w = normalizeWords(words).map((x) => x.replace(/e?s$/, ''));
  if (w.length === 0) return [];
  const sameGroup = (n: string) => !target || findExercise(n)?.primary[0] === target.primary[0];
  const byWords = day.exercises.flatMap((x, i) =>
    w.every((word) => normalizeWords(x.name).some((n) => n.startsWith(word))) && sameGroup(x.name) ? [i] : [],
  );
  if (byWords.length > 0 || w.length > 1 || !target) return byWords;
  return day.exercises.flatMap((x, i) => (findExercise(x.name)?.pattern === target.pattern ? [i] : []));
}

type ExerciseEdit = Extract<Edit, { kind: 'replace' | 'remove' | 'injury' | 'add' | 'fewer' }>;

export function applyExerciseEdit(m: Modifier, edit: ExerciseEdit, clause: string): void {
  const d = m.draft;
  switch (edit.kind) {
    case 'replace': {
      const to = findExercise(edit.to);
      if (!to) {
        m.skipped.push(`${clause} (I don't know "${edit.to}")`);
        return;
      }
      if (!isDoableWith(to, d.equipment)) {
        m.skipped.push(`${clause} (${to.name} needs ${to.equipment.join(', ')})`);
        return;
      }
      const replaced = new Set<string>();
      for (const day of m.days) {
        for (const i of matching(day, edit.from)) {
          const old = day.exercises[i];
          if (!old) continue;
          replaced.add(old.name);
          day.exercises[i] = m.swapIn(old, to);
        }
      }
      if (replaced.size === 0) {
        m.skipped.push(`${clause} (no ${edit.from} in the program)`);
        return;
      }
      // Remembered: a rebuilt schedule uses the member's choice instead of bringing the old one back.
      const c = m.constraints;
      for (const from of replaced) {
        c.swaps = [...c.swaps.filter((s) => s.from !== from), { from, to: to.name }];
        if (!c.avoidExercises.includes(from)) c.avoidExercises.push(from);
      }
      c.avoidExercises = c.avoidExercises.filter((n) => lookupKey(n) !== lookupKey(to.name));
      m.done.push(`${edit.from} → ${to.name}`);
      m.dedupe();
      return;
    }
    case 'remove': {
      const target = findExercise(edit.name);
      const hits = [
        ...new Set(
          m.days.flatMap((day) => matching(day, edit.name).map((i) => day.exercises[i]?.name ?? '')),
        ),
      ].filter(Boolean);
      if (hits.length === 0 && !target) {
        m.skipped.push(`${clause} (not in the program)`);
        return;
      }
      // Remembered, so a later revision (or a swap) does not bring it back.
      // A generic word ("lunges") is kept as said: it stands for the whole family.
      const generic = normalizeWords(edit.name).length === 1 ? [edit.name.toLowerCase()] : [];
      for (const n of [...generic, ...(target ? [target.name] : []), ...hits])
        if (!m.constraints.avoidExercises.includes(n)) m.constraints.avoidExercises.push(n);
      if (hits.length === 0) {
        m.done.push(`no ${target?.name} (there was none; it stays out)`);
        return;
      }
      const changes = enforce(m.days, d.equipment, m.constraints, m.swapIn);
      const said = [...new Set(changes.map((c) => (c.to ? `${c.from} → ${c.to}` : `no ${c.from}`)))];
      m.done.push(said.join(', '));
      m.dedupe();
      return;
    }
    case 'injury': {
      if (!m.constraints.avoidJoints.includes(edit.joint)) m.constraints.avoidJoints.push(edit.joint);
      const changes = enforce(m.days, d.equipment, m.constraints, m.swapIn);
      const swapped = [...new Set(changes.map((c) => (c.to ? `${c.from} → ${c.to}` : `no ${c.from}`)))];
      m.done.push(`${JOINT_TEXT[edit.joint]}${swapped.length > 0 ? ` (${swapped.join(', ')})` : ''}`);
      m.dedupe();
      return;
    }
    case 'add': {
      const e = findExercise(edit.name);
      if (!e) {
        m.skipped.push(clause);
        return;
      }
      if (!isDoableWith(e, d.equipment)) {
        m.skipped.push(`${clause} (${e.name} needs ${e.equipment.join(', ')})`);
        return;
      }
      const has = (day: ProgramDay) =>
        day.exercises.some((x) => lookupKey(findExercise(x.name)?.name ?? x.name) === lookupKey(e.name));
      const group = e.primary[0];
      const day = [...m.days]
        .filter((x) => !has(x) && (!group || dayTrains(x, group)))
        .sort((a, b) => a.exercises.length - b.exercises.length)[0];
      if (!day) {
        m.skipped.push(
          `${clause} (${m.days.some(has) ? 'it is already in every day that fits' : 'no day trains that'})`,
        );
        return;
      }
      day.exercises.push(accessory(e, day.exercises.length, m.aim, m.level));
      m.constraints.avoidExercises = m.constraints.avoidExercises.filter(
        (n) => lookupKey(n) !== lookupKey(e.name),
      );
      m.done.push(`${e.name} on ${day.name}`);
      return;
    }
    case 'fewer': {
      const dropped: string[] = [];
      for (const day of m.days) {
        if (day.exercises.length <= 4) continue;
        const i = day.exercises.findLastIndex(
          (x, j) => j > 1 && x.progression?.kind !== 'rpe' && x.progression?.kind !== 'linear',
        );
        if (i < 0) continue;
        dropped.push(day.exercises[i]?.name ?? '');
        day.exercises.splice(i, 1);
      }
      if (dropped.length === 0) m.skipped.push(`${clause} (every day is down to its main work)`);
      else m.done.push(`one exercise fewer a day (dropped ${[...new Set(dropped)].join(', ')})`);
      return;
    }
  }
}
