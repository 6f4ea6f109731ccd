/** What a revision changed in a program draft, in plain sentences (browser-safe, pure). */
import type { ProgramDraft } from '@coach/ai/schemas';
import { titleCase } from '../domain/text.ts';

const names = (d: ProgramDraft) =>
  new Set(d.schedule.days.flatMap((day) => day.exercises.map((x) => x.name.toLowerCase())));

const list = (xs: string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? '');

/** One sentence per visible change: days, weeks, exercises in and out, sets per week. */
export function draftChanges(before: ProgramDraft, after: ProgramDraft): string[] {
  const out: string[] = [];
  const daysBefore = before.schedule.days.length;
  const daysAfter = after.schedule.days.length;
  if (daysBefore !== daysAfter) out.push(`Now ${daysAfter} days a week (was ${daysBefore})`);
  if (before.durationWeeks !== after.durationWeeks)
    out.push(`Now ${after.durationWeeks} weeks long (was ${before.durationWeeks})`);
  if (before.name !== after.name) out.push(`Renamed to ${after.name}`);
  const was = names(before);
  const now = names(after);
  const removed = [...was].filter((n) => !now.has(n)).map(titleCase);
  const added = [...now].filter((n) => !was.has(n)).map(titleCase);
  if (removed.length) out.push(`Removed ${list(removed)}`);
  if (added.length) out.push(`Added ${list(added)}`);
  const sets = (d: ProgramDraft) =>
    d.schedule.days.reduce((sum, day) => sum + day.exercises.reduce((a, x) => a + x.sets, 0), 0);
  if (!removed.length && !added.length && sets(before) !== sets(after))
    out.push(
      `Weekly sets ${sets(after) > sets(before) ? 'up' : 'down'} from ${sets(before)} to ${sets(after)}`,
    );
  if (!out.length && JSON.stringify(before) !== JSON.stringify(after)) out.push('Adjusted the prescriptions');
  return out;
}

export function changesSummary(changes: string[]): string {
  return changes.length ? `${changes.join('. ')}.` : 'No changes were needed for that feedback.';
}
