/** Domain checks every program must pass, from the offline designer or from a model. */
import { findExercise, isDoableWith, lookupKey } from '../catalogue/index.ts';
import type { Equipment, ProgramDraft } from '../schemas.ts';
import { breaks } from './program-constraints.ts';

export interface ProgramRequirements {
  /** days the member asked for; null when the coach chooses */
  availableDays?: number | null;
  /** equipment the member has; null or empty means a full gym */
  equipment?: readonly Equipment[] | null;
}

const NAMED_TOOLS: [RegExp, Equipment][] = [
  [/\bbarbell|\bsmith\b|\bez.?bar\b|\btrap bar\b/, 'barbell'],
  [/\bdumbbell|\bdb\b/, 'dumbbells'],
  [/\bcable/, 'cables'],
  [/\bmachine\b/, 'machines'],
  [/\bkettlebell|\bkb\b/, 'kettlebell'],
  [/\bband(ed|s)?\b/, 'resistance_bands'],
];

/** Problems with a program, in words; an empty list means it passes. */
export function checkProgram(draft: ProgramDraft, req: ProgramRequirements): string[] {
  const problems: string[] = [];
  const days = draft.schedule.days;
  if (req.availableDays != null && days.length !== req.availableDays)
    problems.push(`The schedule has ${days.length} days but ${req.availableDays} were asked for.`);
  if (draft.daysPerWeek !== days.length)
    problems.push(`daysPerWeek is ${draft.daysPerWeek} but the schedule has ${days.length} days.`);
  days.forEach((d, i) => {
    if (d.dayNumber !== i + 1) problems.push(`Day ${i + 1} is numbered ${d.dayNumber}.`);
  });
  const equipment = req.equipment && req.equipment.length > 0 ? req.equipment : null;
  for (const d of days) {
    const seen = new Set<string>();
    for (const x of d.exercises) {
      const e = findExercise(x.name);
      const key = lookupKey(e?.name ?? x.name);
      if (seen.has(key)) problems.push(`${d.name} lists ${x.name} twice.`);
      seen.add(key);
      if (equipment && e && !isDoableWith(e, equipment))
        problems.push(
          `${x.name} on ${d.name} needs ${e.equipment.filter((q) => !equipment.includes(q)).join(', ')}.`,
        );
      // A name the catalogue does not know is judged by the tools it names.
      const named = e ? undefined : NAMED_TOOLS.find(([re]) => re.test(x.name.toLowerCase()));
      if (equipment && named && !equipment.includes(named[1]))
        problems.push(`${x.name} on ${d.name} needs ${named[1]}.`);
    }
  }
  const constraints = draft.schedule.constraints;
  for (const d of days) {
    for (const x of d.exercises) {
      if (constraints && breaks(x.name, constraints))
        problems.push(`${x.name} on ${d.name} is something the member ruled out.`);
      const rule = x.progression;
      if (rule?.kind === 'double' && rule.repsMin > rule.repsMax)
        problems.push(`${x.name} has a rep range of ${rule.repsMin}-${rule.repsMax}.`);
    }
  }
  const weeks = draft.schedule.weeks;
  if (weeks && weeks.length !== draft.durationWeeks)
    problems.push(`The week plan has ${weeks.length} weeks but durationWeeks is ${draft.durationWeeks}.`);
  weeks?.forEach((w, i) => {
    if (w.week !== i + 1) problems.push(`Week ${i + 1} of the plan is numbered ${w.week}.`);
  });
  return problems;
}
