/**
 * Why a program looks the way it does, for the confirm screen: weekly hard sets per body group
 * against the band for the member's level, one sentence per exercise's progression, how the weeks
 * ramp and the deload. Pure and browser-safe: the web recomputes it for any draft it holds.
 */
import type { ProgramDraft, ProgramExplanation, WeekPlan } from '../schemas.ts';
import { BODY_GROUPS } from '../schemas.ts';
import { bandFor, bandStatus, weeklySets } from '../training/set-targets.ts';
import { effortSpan } from './effort-words.ts';
import { describeProgression, progressionOf, type SentenceOptions } from './progression.ts';

type DraftLike = Pick<ProgramDraft, 'difficulty' | 'durationWeeks' | 'schedule'>;

function weekList(weeks: readonly number[]): string {
  if (weeks.length === 1) return `week ${weeks[0]}`;
  return `weeks ${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;
}

/**
 * The effort a plan asks of the main work, e.g. "RPE 7 to 9" (RIR members: "RIR 3 to 1"), from the
 * heaviest prescribed RPE; members who track no effort hear that each week gets closer to failure.
 */
function ramp(plan: readonly WeekPlan[], topRpe: number | null, effort: SentenceOptions['effort']): string {
  const build = plan.filter((w) => !w.deload);
  if (build.length === 0) return '';
  const lo = Math.min(...build.map((w) => w.rpeOffset));
  const hi = Math.max(...build.map((w) => w.rpeOffset));
  if (topRpe === null || lo === hi) return '';
  const at = (o: number) => Math.min(10, Math.max(6, topRpe + o));
  const span = effortSpan(at(lo), at(hi), effort);
  return span ? `, taking the main lifts from ${span}` : ', each week a little closer to failure';
}

function weeksSentence(
  draft: DraftLike,
  topRpe: number | null,
  effort: SentenceOptions['effort'],
): { weeks: string; deload: string | null } {
  const plan = draft.schedule.weeks ?? [];
  const deloads = plan.filter((w) => w.deload).map((w) => w.week);
  const n = draft.durationWeeks;
  if (deloads.length === 0)
    return {
      weeks: `All ${n} week${n > 1 ? 's' : ''} repeat the same days; each exercise's rule moves the load as you get stronger.`,
      deload: null,
    };
  const firstBlock = deloads[0] ?? n;
  const sameBlocks = deloads.every((w, i) => w === firstBlock * (i + 1));
  const blockText =
    deloads.length === 1
      ? `${firstBlock > 2 ? `Weeks 1-${firstBlock - 1} build` : 'Week 1 builds'} up${ramp(plan, topRpe, effort)}`
      : sameBlocks
        ? `Each ${firstBlock}-week block builds up${ramp(plan, topRpe, effort)}`
        : `${deloads.length} blocks build up${ramp(plan, topRpe, effort)}`;
  const d = plan.find((w) => w.deload);
  const sets = d ? Math.round(d.setMultiplier * 100) : 50;
  const load = d ? Math.round(d.loadMultiplier * 100) : 90;
  return {
    weeks: `${blockText}; ${weekList(deloads)} ${deloads.length > 1 ? 'are deloads' : 'is a deload'}.`,
    deload: `${weekList(deloads).replace(/^w/, 'W')} ${deloads.length > 1 ? 'are deloads' : 'is a deload'}: about ${sets}% of the sets at ${load}% of your loads and lower effort, so fatigue clears and the next block starts fresh.`,
  };
}

/** The explanation of a draft (or a stored program) for its level; sentences in the member's unit and effort scale. */
export function explainProgram(draft: DraftLike, options: SentenceOptions = {}): ProgramExplanation {
  const level = draft.difficulty;
  const all = draft.schedule.days.flatMap((d) => d.exercises);
  const totals = weeklySets(all);
  const volume = BODY_GROUPS.map((group) => {
    const sets = Math.round(totals[group] * 2) / 2;
    const band = bandFor(level, group);
    return { group, sets, min: band.min, max: band.max, status: bandStatus(sets, band) };
  });
  // One line per exercise and rule: a lift that is heavy one day and lighter another gets both.
  const lines = new Map<string, { name: string; progression: string; days: string[] }>();
  for (const day of draft.schedule.days)
    for (const x of day.exercises) {
      const progression = describeProgression(x, progressionOf(x, level), options);
      const line = lines.get(`${x.name}\n${progression}`);
      if (line) line.days.push(day.name);
      else lines.set(`${x.name}\n${progression}`, { name: x.name, progression, days: [day.name] });
    }
  const exercises = [...lines.values()];
  const rpes = all.map((x) => x.rpe).filter((r): r is number => r !== null);
  const topRpe = rpes.length > 0 ? Math.max(...rpes) : null;
  return { level, volume, exercises, ...weeksSentence(draft, topRpe, options.effort) };
}
