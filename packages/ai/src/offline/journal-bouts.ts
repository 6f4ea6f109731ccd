/**
 * A cardio bout is one set per machine or activity, and what describes the bout is never a set. This
 * module holds both halves of that decision:
 * - `withoutSettings`: a machine's settings and the body's or stroke's rates ("level 8", "resistance 12",
 *   "cross ramp 10", "incline 4", "41 spm", "90 rpm", "200 watts") describe a bout; taken out
 *   of a line before its numbers are read, so they are never reps, a load or a piece of the bout.
 * - `boutsIn`: one clause joining two machines, each with its own time or distance ("5km on the Concept2
 *   followed by 20 minutes on the SkiErg"), tells two bouts; each piece keeps its own numbers.
 * - `partOfBout`: while on one machine, a stretch at another speed, slope, level or pace ("20 minutes on
 *   the treadmill, running five minutes at 6mph …, finishing with 3 minutes at 8 mph") is part of the bout.
 * Paces and splits ("9:10 mins/mile", "9:09 first mile") are read as parts of the bout by journal-cardio.
 */
import type { LoggedSet } from '../schemas.ts';
import { CARDIO_QUANTITY, cardioName, cardioWord, NOT_CARDIO, withPart } from './journal-cardio.ts';

// A rate is never a count of anything lifted: strokes, turns or beats a minute, or a machine's watts.
const RATE = String.raw`(?:spm|s\/m|rpm|bpm|strokes?\s*(?:per|\/|a)\s*min(?:ute)?|beats?\s*(?:per|\/|a)\s*min(?:ute)?|watts?)`;
// "between 65RPM and 83RPM", "80-90 rpm": a range of rates is one rate, its "between" no rest.
const RATE_FROM = String.raw`(?:\bbetween\s+\d{1,4}(?:\.\d+)?\s*(?:${RATE}\s*)?and\s+|(?<![\d.:])\d{1,4}(?:\.\d+)?\s*(?:${RATE}\s*)?(?:-|–|to\s)\s*)?`;
const RATES = new RegExp(
  String.raw`(?:\b(?:at|@|on|avg\.?|average)\s*)?${RATE_FROM}(?<![\d.:])\d{1,4}(?:\.\d+)?\s*${RATE}(?![\p{L}\d])(?:\s*(?:avg|average|max)\b)?`,
  'giu',
);
// A machine's setting, the number after its name: "resistance 12", "cross ramp 10", "level 8/10", "incline
// of 4%". Heart rate is a body reading (journal-achieved), taken out before.
const SETTING = String.raw`(?:level|lvl|resistance|setting|gradient|cross[\s-]*ramp|ramp|gear|damper|drag(?:\s*factor)?|cadence|stroke\s*rate)`;
// "incline" and "speed" also name a lift's variant: not "incline 3x10", "speed 8x2 @ 225", their sets after them.
const LIFT_SETTING = '(?:incline|grade|speed)';
const VALUE = String.raw`\s*(?:of\s+|at\s+|[:=]\s*)?\d{1,3}(?:\.\d+)?%?(?:\s*\/\s*\d{1,2})?`;
// "Sled drag 50m", "Prowler push at level 2 for 20 m": a number with a distance's unit after it is the
// distance, never a setting's value.
const NOT_DISTANCE = String.raw`(?![\d.%]|\s*(?:m|km|meters?|metres?|yards?|yds?|ft|feet)\b)`;
const SETTINGS = new RegExp(
  String.raw`(?:\b(?:on|at|@)\s*)?(?:\b${SETTING}${VALUE}${NOT_DISTANCE}|\b${LIFT_SETTING}${VALUE}(?![\d.]*\s*(?:[x×*]\s*\d|sets?\b|reps?\b|kgs?\b|lbs?\b)))|(?:\b(?:on|at|@)\s*(?:an?\s+)?)?(?<![\d.:])\d{1,2}(?:\.\d+)?(?:\s*\/\s*\d{1,2})?%?\s+(?:level|resistance|setting|incline|grade|gradient)\b(?!\s*(?:bench|press|db|dumbbell|curl|fly|row))`,
  'giu',
);
const A_QUANTITY = new RegExp(CARDIO_QUANTITY.source, 'i');

// On a bout's line, a small number said "at" with no unit of a lift or of the bout is the machine's speed
// or level, its unit left out or mistyped ("at 4.5", "@ 6", "at 3.5 mpg"), never a load.
const BOUT_UNITS = String.raw`[x×*\/:%#]|(?:kgs?|kilos?|lbs?|pounds?|reps?|sets?|rounds?|min|mins|minutes?|hours?|hrs?|h|secs?|seconds?|km|k|kilomet\w*|miles?|mi|m|meters?|metres?|yards?|yds?|ft|feet|laps?|lengths?)\b`;
const SPEED_AT = new RegExp(
  String.raw`\b(?:at|@)\s*(?<![\d.:])\d{1,2}(?:\.\d+)?(?![\d.]|\s*(?:${BOUT_UNITS}))(?:\s*(?:m[a-z]{1,2}|k[a-z]{1,3})\b)?`,
  'gi',
);
// "8 minutes of 5.5 jogging": a decimal said before the way of moving is its speed.
const SPEED_BEFORE = /(?<![\d.:])\d{1,2}\.\d+\s+(?=[\p{L}-]+)/gu;

/**
 * A line without what describes its bout: rates always (no lift is counted in spm), settings on a line
 * that names cardio or holds a time or distance ("20 minutes of intervals of 2 min resistance 12"), and
 * speeds said without their unit on a line that does both ("10 minutes at 4.5 at a 1.5 incline").
 */
export function withoutSettings(text: string): string {
  if (!/\d/.test(text)) return text;
  const out = text.replace(RATES, ' ');
  const cardio = cardioName(out) !== undefined;
  const quantity = A_QUANTITY.test(out);
  const plain = cardio || quantity ? out.replace(SETTINGS, ' ') : out;
  if (!cardio || !quantity) return plain;
  return plain
    .replace(SPEED_AT, ' ')
    .replace(SPEED_BEFORE, (n, at: number, all: string) =>
      cardioWord(/^[\p{L}-]+/u.exec(all.slice(at + n.length))?.[0] ?? '') ? ' ' : n,
    );
}

const WORD = /[\p{L}\d]+/gu;

/**
 * Where each activity is named in a clause, with its name: a word, or a word and the next ("ski erg",
 * "cross trainer", "air bike"), that cardioName reads; names side by side are one ("treadmill run").
 */
function activitiesIn(text: string): { at: number; end: number; name: string }[] {
  const out: { at: number; end: number; name: string }[] = [];
  const words = [...text.matchAll(WORD)];
  for (const [i, m] of words.entries()) {
    if (/^\d/.test(m[0])) continue;
    const at = m.index ?? 0;
    const next = words[i + 1];
    const pair = next ? cardioName(text.slice(at, (next.index ?? 0) + next[0].length)) : undefined;
    // A pair names something only when its second word alone does not ("ski erg"; not "on treadmill").
    const name = cardioName(m[0]) ?? (pair !== cardioName(next?.[0] ?? '') ? pair : undefined);
    if (!name) continue;
    const end = at + m[0].length;
    const last = out.at(-1);
    if (last && text.slice(last.end, at).trim() === '') last.end = end;
    else out.push({ at, end, name });
  }
  return out;
}

type Bout = { name: string; qs: string[] };

// Words joining one bout to the next: "5km on the Concept2 followed by 20 minutes on the SkiErg".
const NEXT_BOUT = /\s*,?\s*\b(?:followed\s+by|plus|before|after\s+(?:that|which))\b\s*|\s+[+&]\s+/i;
// Words opening a part of the bout: "10 min on the bike with a 2 min sprint" is one ride.
const PART_OF = /\b(?:with|including|incl|of\s+which|intervals?)\b/i;

// "Today’s swim was followed by 4 miles on the treadmill": a session named as a noun ("today's swim",
// "a swim", "my ride") is a bout told without its numbers.
const SESSION_NOUN =
  /^\s*(?:(?:on\s+)?\p{L}+day\s+)?(?:(?:i|we)\s+(?:did|had)\s+)?(?:a|an|my|the|today['’]s|this\s+morning['’]s)\s+(?:[\p{L}-]+\s+){0,2}?(?:swim|run|ride|bike\s+ride|row|walk|hike|jog)\s*(?:session\s*)?(?:was\s*)?$/iu;
// "a tough 3km swim session": a session named by its activity is that activity's bout, no workout's length.
const ACTIVITY_SESSION =
  /\b(swim|run|ride|bike|row|rowing|walk|hike|jog|cycle|cycling|swimming|running)\s+session\b/gi;

/** One piece of a clause as the bout it tells, when it names one machine and holds its numbers. */
function oneBout(piece: string): Bout | undefined {
  const names = new Set(activitiesIn(piece).map((a) => a.name));
  const qs = [...piece.matchAll(CARDIO_QUANTITY)].map((m) => m[0]);
  const [name] = names;
  const told = qs.length > 0 || SESSION_NOUN.test(piece);
  return names.size === 1 && name && told ? { name, qs } : undefined;
}

/**
 * The bouts one clause tells when it joins two or more different machines, each with its own time or
 * distance ("5km on the Concept2 followed by 20 minutes on the SkiErg", "2000m on the rower plus 10 min
 * on the bike"): [{ name, note }] in the order told, or undefined when the clause is one bout. Only a
 * word that joins one bout to the next cuts it: "run 4 min walk 1 min" with none is one bout of intervals.
 */
export function boutsIn(text: string): { name: string; note: string | null }[] | undefined {
  const said = text.replace(ACTIVITY_SESSION, '$1');
  if (NOT_CARDIO.test(said) || PART_OF.test(said) || !NEXT_BOUT.test(said)) return undefined;
  const bouts = said.split(NEXT_BOUT).map(oneBout);
  if (bouts.length < 2 || !bouts.every(Boolean)) return undefined;
  const told = bouts as Bout[];
  // At least one bout holds its numbers: two sessions named alone are read by journal-session.
  if (!told.some((b) => b.qs.length)) return undefined;
  if (new Set(told.map((b) => b.name)).size < 2) return undefined;
  return told.map((b) => ({ name: b.name, note: b.qs.join(', ') || null }));
}

// Machines, each hosting ways of moving that are no machine of their own: running on the treadmill,
// sprinting on the bike, walking on the stairs.
export const MACHINES = new Set([
  'Treadmill',
  'Cycling',
  'Rowing',
  'Elliptical',
  'Stair Climber',
  'SkiErg',
  'NordicTrack',
  'Air Bike',
  'Bike Trainer',
]);
// What changes within a bout: its speed, slope, level or pace, or where in the bout the stretch falls.
const CHANGES =
  /\b(?:speed|slope|gradient|incline|level|resistance|setting|pace|mph|kph|km\/h|rpm|spm|watts?|faster|slower|harder|easier)\b|\d\s*%|\b(?:start|finish|end|eas|build|increas|reduc|drop|rais|lower|push|upp)(?:ing|ed|e)?\b/i;

/**
 * The bout's note with the stretch a chunk tells added as its part, or null when the chunk is no part of
 * `bout` (the last set, logged on the chunk's line). A part names no other activity unless it is what was
 * done on the machine ("running five minutes at 6mph" on the treadmill is the treadmill), tells what changed (a speed, slope, level, pace, "finishing with") or
 * follows another part, and fits in what is left of the bout: the parts of 20 minutes last 20 minutes
 * at most, so "20 min treadmill, then 30 min bike" or "…, then 25 minutes" stays a bout of its own.
 */
export function partOfBout(bout: LoggedSet | undefined, text: string, told: string | null): string | null {
  if (!bout || !told || bout.reps !== null || !bout.notes || !cardioName(bout.name)) return null;
  const named = cardioWord(text);
  // "…, running five minutes at 6mph": how the machine was used, told as what the lifter was doing on
  // it; not "… and a 1 km cooldown walk", a bout of its own.
  const doing = /^(?:(?:and|then)\s+)*(\p{L}+ing)\b/iu.exec(text)?.[1] ?? '';
  const hosted =
    named !== undefined &&
    cardioWord(doing) === named &&
    (named === bout.name || (MACHINES.has(bout.name) && !MACHINES.has(named)));
  if (named && named !== bout.name && !hosted) return null;
  if (!hosted && !CHANGES.test(text) && !bout.notes.includes(', including ')) return null;
  return withPart(bout.notes, told);
}

// "20 mile cycle = 5 mile steady run": an "=" with a space each side, between two sides of a line.
const EQUALS = /[ \t]+=[ \t]+/;

/**
 * "Thursday - 20 mile cycle = 5 mile steady run": an "=" typed for "+" between two bouts, each side
 * naming its own activity with its own time or distance, is written "+", for every reader (a line
 * under a heading reads "= …" as a remark). "45 min cardio hill #5 = 5.00 miles" restates one bout, and
 * "20 min bike = 10 km bike" names one activity twice: both kept as written.
 */
export function boutsJoinedByEquals(text: string): string {
  if (!text.includes('=')) return text;
  return text
    .split('\n')
    .map((line) => {
      const sides = line.split(EQUALS);
      if (sides.length !== 2) return line;
      const [one, two] = sides.map(oneBout);
      return one && two && one.name !== two.name ? sides.join(' + ') : line;
    })
    .join('\n');
}
