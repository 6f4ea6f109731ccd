/**
 * The Insights tab: the spec's cards (streak, training volume, training progress at 3+ workouts, time
 * investment) from the totals row, and four that read the last twelve weeks of exercise_sessions:
 * volume trend over four weeks, lifts stalled three or more weeks, groups under their band this week,
 * and consistency. Everything is bounded by the window, not the history.
 */

import { addDays, todayIn } from '../domain/calendar.ts';
import { minutesOf } from '../domain/duration.ts';
import { titleCase } from '../domain/text.ts';
import { weekStartOf } from '../domain/training.ts';
import { fromPounds, type WeightUnitName } from '../domain/units.ts';
import type { Executor } from '../shared/executor.ts';
import { bodyMap } from './body-map.ts';
import { memberTotals, streakToday } from './rollups.ts';
import type { Insights } from './schemas.ts';
import { sessionsBetween, type WindowSession } from './week.ts';

type Card = Insights['cards'][number];
const card = (c: Omit<Card, 'value' | 'series'> & Partial<Pick<Card, 'value' | 'series'>>): Card => ({
  value: null,
  series: null,
  ...c,
});
/** A volume in the member's unit, as the messages say it (numbers in the API stay in pounds). */
const volumeText = (lb: number, unit: WeightUnitName) =>
  `${Math.round(fromPounds(lb, unit)).toLocaleString('en-US')} ${unit === 'kg' ? 'kg' : 'lbs'}`;

export const STALL_DAYS = 21;
const WINDOW_WEEKS = 12;

/** Lifts trained in the last three weeks whose best e1RM there is no better than before them. */
export function stalledLifts(sessions: WindowSession[], today: string) {
  const since = addDays(today, -(STALL_DAYS - 1));
  const byLift = new Map<
    string,
    { recent: number; earlier: number; earlierDate: string | null; recentCount: number }
  >();
  for (const s of sessions) {
    if (s.bestEstimatedMax === null) continue;
    const lift = byLift.get(s.exerciseName) ?? { recent: 0, earlier: 0, earlierDate: null, recentCount: 0 };
    if (s.date >= since) {
      lift.recent = Math.max(lift.recent, s.bestEstimatedMax);
      lift.recentCount += 1;
    } else if (s.bestEstimatedMax >= lift.earlier) {
      lift.earlier = s.bestEstimatedMax;
      lift.earlierDate = s.date;
    }
    byLift.set(s.exerciseName, lift);
  }
  return [...byLift]
    .filter(([, l]) => l.recentCount >= 2 && l.earlier > 0 && l.recent <= l.earlier)
    .map(([name, l]) => ({ name, best: l.earlier, since: l.earlierDate! }));
}

export async function insights(
  db: Executor,
  member: { id: number; timeZone: string; weightUnit: WeightUnitName },
  now = new Date(),
) {
  const totals = await memberTotals(db, member.id);
  if (totals.workouts === 0) return { cards: [] };
  const today = todayIn(member.timeZone, now);
  const thisWeek = weekStartOf(today);
  const from = addDays(thisWeek, -7 * (WINDOW_WEEKS - 1));
  const [streak, sessions, map] = await Promise.all([
    streakToday(db, member.id, totals, today),
    sessionsBetween(db, member.id, from, today),
    bodyMap(db, member, now, totals),
  ]);
  const cards: Card[] = [];

  cards.push(
    card({
      key: 'streak',
      title: streak === 1 ? 'Great Start!' : 'Consistency Champion',
      message:
        streak === 0
          ? 'Train today to start a new streak.'
          : `You have trained ${streak} day${streak === 1 ? '' : 's'} in a row. Keep it going!`,
      tone: streak > 0 ? 'positive' : 'neutral',
      value: streak,
    }),
    card({
      key: 'training_volume',
      title: 'Training Volume',
      message: `You have moved ${volumeText(totals.volume, member.weightUnit)} in total.`,
      tone: 'positive',
      value: totals.volume,
    }),
  );
  if (totals.workouts >= 3) {
    cards.push(
      card({
        key: 'training_progress',
        title: 'Training Progress',
        message: `${totals.workouts} workouts completed. Regular training is what builds strength.`,
        tone: 'positive',
        value: totals.workouts,
      }),
    );
  }
  const average = minutesOf(Math.round(totals.seconds / totals.workouts));
  cards.push(
    card({
      key: 'time_investment',
      title: 'Time Investment',
      message: `You average ${average} minutes per workout.`,
      tone: 'neutral',
      value: average,
    }),
  );

  // Volume over the last four full weeks and this one so far.
  const weeks = Array.from({ length: 4 }, (_, i) => addDays(thisWeek, -7 * (4 - i)));
  const weekly = weeks.map((w) => ({
    label: w,
    value: Math.round(
      sessions.filter((s) => s.date >= w && s.date < addDays(w, 7)).reduce((n, s) => n + s.volume, 0),
    ),
  }));
  const [first, last] = [weekly[0]!.value, weekly[3]!.value];
  if (weekly.some((w) => w.value > 0)) {
    const change = first > 0 ? Math.round(((last - first) / first) * 100) : null;
    cards.push(
      card({
        key: 'volume_trend',
        title: 'Volume Trend',
        message:
          change === null
            ? `Last week you moved ${volumeText(last, member.weightUnit)}.`
            : change >= 0
              ? `Weekly volume is up ${change}% over four weeks (${volumeText(first, member.weightUnit)} → ${volumeText(last, member.weightUnit)}).`
              : `Weekly volume is down ${-change}% over four weeks (${volumeText(first, member.weightUnit)} → ${volumeText(last, member.weightUnit)}).`,
        tone: change === null || change >= 0 ? 'positive' : 'warning',
        value: change,
        series: weekly,
      }),
    );
  }

  const stalled = stalledLifts(sessions, today);
  if (stalled.length) {
    const names = stalled.slice(0, 3).map((s) => titleCase(s.name));
    cards.push(
      card({
        key: 'stalled_lifts',
        title: 'Lifts to Shake Up',
        message: `${names.join(', ')} ${stalled.length === 1 ? 'has' : 'have'} not beaten ${stalled.length === 1 ? 'its' : 'their'} best estimated 1RM in 3+ weeks. Try a new rep range, a deload week or a variation.`,
        tone: 'warning',
        value: stalled.length,
      }),
    );
  }

  const under = map.groups.filter((g) => g.status === 'under' || g.status === 'none');
  if (under.length && under.length < map.groups.length) {
    cards.push(
      card({
        key: 'under_band',
        title: 'Muscles Needing Work',
        // Each group against its own band: arms and legs aim for twice a single muscle's sets.
        message: `This week ${under.map((g) => `${g.displayName} (${g.sets} of ${g.band.min}+ hard sets)`).join(', ')} ${under.length === 1 ? 'is' : 'are'} under the ${map.level} target.`,
        tone: 'warning',
        value: under.length,
      }),
    );
  }

  const days = weeks.map(
    (w) => new Set(sessions.filter((s) => s.date >= w && s.date < addDays(w, 7)).map((s) => s.date)).size,
  );
  const trainedWeeks = days.filter((d) => d > 0).length;
  const perWeek = Math.round((days.reduce((a, b) => a + b, 0) / 4) * 10) / 10;
  cards.push(
    card({
      key: 'consistency',
      title: 'Consistency',
      message: `You trained in ${trainedWeeks} of the last 4 weeks, ${perWeek} days a week on average.`,
      tone: trainedWeeks >= 3 ? 'positive' : trainedWeeks >= 1 ? 'neutral' : 'warning',
      value: perWeek,
      series: weeks.map((w, i) => ({ label: w, value: days[i]! })),
    }),
  );
  return { cards };
}
