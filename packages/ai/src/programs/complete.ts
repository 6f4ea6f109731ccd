/**
 * Fills what a program may lack (saved before rules existed, or a model's answer): a rule on every
 * loadable exercise, a week plan with one entry per week, and the explanation. Pure, browser-safe.
 */
import type { ProgramDraft } from '../schemas.ts';
import { explainProgram } from './explain.ts';
import { inferProgression } from './progression.ts';
import { hasDeload, planWeeks } from './weeks.ts';

export function completeProgram(draft: ProgramDraft): ProgramDraft {
  const level = draft.difficulty;
  const days = draft.schedule.days.map((d) => ({
    ...d,
    exercises: d.exercises.map((x) => {
      if (x.progression) return x;
      const rule = inferProgression(x, level);
      return rule ? { ...x, progression: rule } : x;
    }),
  }));
  const given = draft.schedule.weeks;
  const fits =
    given !== undefined && given.length === draft.durationWeeks && given.every((w, i) => w.week === i + 1);
  const weeks = fits
    ? given
    : planWeeks(level, draft.durationWeeks, { deload: given ? hasDeload({ weeks: given }) : undefined });
  const schedule = { ...draft.schedule, days, weeks };
  const out = { ...draft, schedule };
  return { ...out, explanation: explainProgram(out) };
}
