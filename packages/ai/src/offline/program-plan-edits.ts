/**
 * Feedback about the whole plan rather than one exercise: days a week, equipment, more work for an
 * area, shorter sessions, volume, conditioning, difficulty, weeks and deloads. Each says what it changed
 * (or why it did not) on the modifier, like program-exercise-edits does for single exercises.
 */
import { type Equipment, EXPERIENCE, type Experience, type ProgramDay } from '../schemas.ts';
import { allowedEquipment } from './program-design.ts';
import type { Edit, Emphasis } from './program-feedback.ts';
import type { Modifier } from './program-modify.ts';
import type { Slot } from './program-slots.ts';
import { fitMinutes } from './program-time.ts';

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

type PlanEdit = Exclude<Edit, { kind: 'replace' | 'remove' | 'injury' | 'add' | 'fewer' }>;

export function applyPlanEdit(m: Modifier, edit: PlanEdit, clause: string): void {
  const d = m.draft;
  switch (edit.kind) {
    case 'days':
      if (edit.days === m.days.length) {
        m.skipped.push(`${clause} (it already has ${edit.days})`);
        return;
      }
      m.redesign(edit.days, d.equipment);
      m.done.push(`${edit.days} day${edit.days > 1 ? 's' : ''} a week`);
      return;
    case 'remove_equipment':
    case 'only_equipment':
    case 'add_equipment': {
      const set = new Set<Equipment>(
        edit.kind === 'only_equipment' ? ['bodyweight', ...edit.equipment] : d.equipment,
      );
      if (edit.kind === 'remove_equipment') for (const q of edit.equipment) set.delete(q);
      if (edit.kind === 'add_equipment') for (const q of edit.equipment) set.add(q);
      const next = allowedEquipment([...set]);
      const before = JSON.stringify(m.days);
      if (edit.kind === 'add_equipment') m.redesign(d.daysPerWeek, next);
      else {
        d.equipment = next;
        m.fitEquipment();
      }
      const names = edit.equipment.map((q) => q.replace('_', ' ')).join(', ');
      if (edit.kind === 'remove_equipment' && before === JSON.stringify(m.days)) {
        m.done.push(`no ${names} (the program already had none)`);
        return;
      }
      m.done.push(
        edit.kind === 'remove_equipment'
          ? `no ${names}`
          : edit.kind === 'only_equipment'
            ? `only ${names || 'bodyweight'}`
            : `now using ${names}`,
      );
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
      for (const slot of AREA_SLOTS[edit.area]) added += m.addSlot(slot, fits);
      if (added === 0) m.skipped.push(`${clause} (nothing more fits your equipment)`);
      else m.done.push(`more ${edit.area} work`);
      return;
    }
    case 'shorter': {
      const r = fitMinutes(m.days, edit.minutes);
      const dropped = r.dropped.length > 0 ? `; dropped ${r.dropped.join(', ')}` : '';
      // Main lifts keep three sets, so a very short budget may not fit: say so rather than pretend.
      m.done.push(
        r.longest <= r.minutes
          ? `sessions about ${r.minutes} minutes or less (shorter rests, fewer accessory sets${dropped})`
          : `sessions as short as they go without cutting the main lifts: about ${r.longest} minutes (shorter rests, fewer accessory sets${dropped})`,
      );
      return;
    }
    case 'volume':
      for (const day of m.days)
        for (const x of day.exercises) x.sets = Math.min(6, Math.max(2, x.sets + edit.direction));
      m.done.push(edit.direction > 0 ? 'one more set per exercise' : 'one set less per exercise');
      return;
    case 'conditioning': {
      const added = m.addSlot('conditioning', () => true);
      if (added === 0) m.skipped.push(clause);
      else m.done.push('a conditioning finisher each day');
      return;
    }
    case 'difficulty': {
      const i = EXPERIENCE.indexOf(d.difficulty) + edit.direction;
      d.difficulty = EXPERIENCE[Math.min(2, Math.max(0, i))] as Experience;
      for (const day of m.days) {
        for (const x of day.exercises) {
          x.sets = Math.min(6, Math.max(2, x.sets + edit.direction));
          if (x.rpe !== null) x.rpe = Math.min(9.5, Math.max(6, x.rpe + edit.direction));
        }
      }
      m.reRule();
      m.replanWeeks();
      m.done.push(
        edit.direction > 0 ? 'harder (more sets, higher effort)' : 'easier (fewer sets, lower effort)',
      );
      return;
    }
    case 'weeks':
      d.durationWeeks = edit.weeks;
      m.replanWeeks();
      m.done.push(`${edit.weeks} weeks`);
      return;
    case 'deload': {
      if (edit.on && d.durationWeeks < 3) {
        d.durationWeeks = 4;
        m.done.push('4 weeks, so a deload fits');
      }
      m.replanWeeks(edit.on);
      const weeks = (d.schedule.weeks ?? []).filter((w) => w.deload).map((w) => w.week);
      m.done.push(edit.on ? `a deload in week ${weeks.join(' and ')}` : 'no deload weeks');
      return;
    }
  }
}
