/**
 * One group of sets read from a chunk, as the LoggedSets the journal stores: a bodyweight move's
 * "3x50" is sets of reps, reps repeat per set, and impossible numbers are dropped, not the set.
 */
import { type CatalogueExercise, muscleGroupsFor } from '../catalogue/index.ts';
import type { LoggedSet, WeightUnit } from '../schemas.ts';
import { anotherBout } from './journal-bout-again.ts';
import {
  cardioBeside,
  cardioName,
  cardioWord,
  distanceInTime,
  distanceTold,
  NOT_CARDIO,
  sameBout,
} from './journal-cardio.ts';
import { distanceMove } from './journal-distance-moves.ts';
import { cardioBout } from './journal-fill.ts';
import type { Chunk } from './journal-lines.ts';
import { countsByMove } from './journal-move-counts.ts';
import type { Resolved } from './journal-names.ts';
import type { ChunkNumbers, SetGroup } from './journal-sets.ts';
import { specificCardio } from './journal-told-name.ts';
import { wayOnMachine } from './journal-way-on-machine.ts';
import { WORD } from './journal-words.ts';
import { parseUnit, toPounds } from './units.ts';

export function toSets(
  group: SetGroup,
  name: string,
  exercise: CatalogueExercise | undefined,
  bwHint: boolean,
  notes: string | null,
): LoggedSet[] {
  // "Bulgarian split squat: 1 set of 10 with bodyweight", "Sumo squats: 18 @ 0 lb (no bar)": no load,
  // or a load of nothing, on a move that can take one is the body's weight alone.
  const isBodyweight = exercise ? exercise.isBodyweight || group.weight === 0 : bwHint || group.weight === 0;
  const g = countsByMove(group, name, exercise, isBodyweight);
  // Bodyweight moves store the added load; 0 means bodyweight only.
  const weight = g.weight ?? (isBodyweight ? 0 : null);
  const muscleGroups = muscleGroupsFor(name);
  const reps =
    g.reps.length === 1 ? Array.from({ length: Math.max(1, g.sets) }, () => g.reps[0] ?? null) : g.reps;
  // Out-of-range numbers are typos ("squat 5000x5"): keep the set, drop the impossible value.
  const safeWeight = weight !== null && weight <= 2000 ? weight : null;
  return reps.slice(0, 50).map((r) => ({
    name: name.slice(0, 120),
    reps: r === null || Number.isNaN(r) || r > 1000 ? null : Math.round(r),
    weight: safeWeight,
    rpe: g.rpe === null || Number.isNaN(g.rpe) ? null : Math.min(10, Math.max(1, g.rpe)),
    isBodyweight,
    muscleGroups,
    notes: notes?.slice(0, 500) ?? null,
  }));
}

/**
 * Cardio and timed work ("10 minutes on rowing machine", "1 x 2min Row", "run: 1m", "Plank 3 x 1 min"):
 * sets with the time or distance as their note, or null when the chunk is no such thing. `current` is
 * the exercise the lines before named; `lineStart` says the chunk begins its line.
 */
// "5 min", "90 s": a spell of time alone, nothing covered in it.
const SPELL = /^\d{1,3}(?:\.\d+)?\s*(?:mins?|minutes?|secs?|seconds?|s)$/i;
// "400m", "1km, 1:52.6 pace": a stretch of one distance, with its pace or none, is a repeat too ("6 x
// 400m", "10 x 1km rows"). Not a distance on a send-off ("2 x 250y/2:00", a swim's intervals), nor
// sprints counted with the distance of each ("4 sprints, 40 yards each"): each told as one session.
const STRETCH =
  /^\d{1,4}(?:\.\d+)?\s*(?:m|meters?|metres?|km|k|kilomet(?:er|re)s?|miles?|mi|yards?|yds?|y)(?:, \d[\d:.]*(?: min)? pace)?$/i;

export function timedSets(
  numbers: ChunkNumbers,
  named: Resolved | undefined,
  current: Resolved | undefined,
  lineStart: boolean,
  asWritten = false,
  told = '',
  took = '',
): LoggedSet[] | null {
  if (!numbers.cardio || !numbers.groups.every((g) => g.reps.every((r) => r === null))) return null;
  // "Farmer's walk 3 x 40m": a catalogue name wins over the cardio word inside it.
  let cardio =
    (named?.exercise && !cardioName(named.exercise.name)
      ? undefined
      : wayOnMachine(
          cardioName(numbers.rest) ?? cardioBeside(numbers.lead, numbers.trail),
          numbers.trail,
          numbers.lead,
        )) ?? (named ? undefined : cardioName(current?.name ?? ''));
  // "20 mins cardio. I chose the cross-trainer": a generic word yields to the specific one told beside it.
  if (cardio) cardio = specificCardio(cardio, told) ?? cardio;
  // A time alone after a known exercise is a timed set ("Plank: 60 sec"); "5 seconds hold" is tempo.
  const bareTime = !(numbers.rest.match(WORD) ?? []).length;
  let target = cardio
    ? { name: cardio, exercise: undefined, notes: null }
    : (named ?? (lineStart || !bareTime ? undefined : current));
  // A bout whose activity is said in the clause before or after ("The running wasn't hard and I got the
  // 5k in", "set my watch to 60 minutes and told myself to run"), or not at all: a distance in a time
  // is a run ("4.5 miles in 46 minutes"). Not a rest or a session's length.
  // "an easy 10k" is a run even in a sentence about the session.
  if (!target?.exercise && !cardio && !asWritten) {
    const unsaid = NOT_CARDIO.test(numbers.rest) ? undefined : cardioWord(told);
    // "I still ended up doing 5 miles, but it took me 46 minutes": the time in the clause beside is the
    // distance's, so a run too.
    const run =
      distanceTold(numbers.cardio, numbers.lead) ||
      (!NOT_CARDIO.test(numbers.rest) &&
        (distanceInTime(numbers.cardio) ||
          (!NOT_CARDIO.test(took) && distanceInTime(`${numbers.cardio} ${took}`))));
    cardio = unsaid ?? (run ? 'Running' : undefined);
    if (cardio) target = { name: cardio, exercise: undefined, notes: null };
  }
  // "Sled push 4 x 20m @ 100kg": sets of a distance are a clear set, whatever the name.
  // A name as written times only a lone time ("HS practice – 5mins"), not one with more words.
  // "Zercher carry 40m @ 100kg": one distance of a move done over ground is its set (journal-distance-moves).
  const overGround = target !== undefined && distanceMove(target.name, numbers.cardio);
  if (
    !target ||
    !(cardio || target.exercise || numbers.timedSets !== null || (asWritten && bareTime) || overGround)
  )
    return null;
  // "Farmer carries 3 x 50 yards with 70 lb dumbbells": the sets and load, the distance as note.
  const load = cardio ? null : (numbers.groups[0]?.weight ?? null);
  // "swim: 2 x 250y/2:00": intervals of cardio are one session, logged once with the distance as note;
  // "static bike 2 x 5 min", "6 x 400m", a count of spells of one time or distance alone, is that many bouts.
  const spells =
    numbers.timedSets !== null &&
    numbers.timedSets > 1 &&
    (SPELL.test(numbers.cardio) || (STRETCH.test(numbers.cardio) && !/^each\b/i.test(numbers.trail)));
  const timed = {
    sets: cardio && !spells ? 1 : (numbers.timedSets ?? 1),
    reps: [null],
    weight: load,
    rpe: numbers.rpe,
  };
  // "Rucked 5 miles with 35 lbs": the load a walk carried is a note on the bout, never its set's load.
  const carried = cardio === 'Walking' ? numbers.groups[0]?.weight : null;
  const notes = carried ? `${numbers.cardio}, with ${Math.round(carried * 10) / 10} lb` : numbers.cardio;
  return toSets(timed, target.name, target.exercise, false, null).map((s) => ({ ...s, notes }));
}

/** "185x8, 8, 7": a count alone repeats the last set with new reps (and the load before it, if any). */
export function repeatSet(
  last: LoggedSet | undefined,
  reps: number,
  load: number | null,
  current: Resolved,
): LoggedSet[] {
  if (last) return [{ ...last, reps, ...(load !== null ? { weight: load } : {}) }];
  return toSets(
    { sets: 1, reps: [reps], weight: load, rpe: null },
    current.name,
    current.exercise,
    false,
    null,
  );
}

/** "Rows the same": the sets just logged, again, for another lift. */
export function sameSetsFor(previous: LoggedSet[], named: Resolved): LoggedSet[] {
  return previous.flatMap((s) =>
    toSets(
      { sets: 1, reps: [s.reps], weight: s.weight, rpe: s.rpe },
      named.name,
      named.exercise,
      false,
      null,
    ),
  );
}

/**
 * A chunk that only amends the sets just logged: "…, in sets of 20" splits their total (the new sets
 * are returned), "3 sets of 5. I used 245" gives a load too big for reps to unloaded sets (the same
 * array comes back); undefined when the chunk is something else.
 */
export function amendLast(
  chunk: Chunk,
  numbers: ChunkNumbers,
  named: Resolved | undefined,
  last: LoggedSet[],
  unit: WeightUnit,
): LoggedSet[] | undefined {
  const per = /^in sets of (\d+)(?:\s*reps?)?$/i.exec(chunk.text);
  const split = per ? splitTotal(last, Number(per[1])) : null;
  if (split) return split;
  // "35, 35, 30. That's a hundred.": a number spelled out after the sets is a remark on them, no load.
  const bare = numbers.groups.length === 0 && /\d/.test(chunk.text) ? numbers.bare : null;
  if (bare === null || bare <= 30 || chunk.lineStart || named?.exercise || !last.length) return undefined;
  // "20 min bike. It was 78 out": a bout of cardio takes no load (the weather, a heart rate).
  if (!last.every((s) => s.weight === null) || last.some(cardioBout)) return undefined;
  for (const s of last) s.weight = toPounds(bare, unit);
  return last;
}

/** "100 kettlebell swings …, in sets of 20": one logged total, split into the sets it was done in. */
function splitTotal(previous: LoggedSet[], per: number): LoggedSet[] | null {
  const [only] = previous;
  if (previous.length !== 1 || !only?.reps || per <= 0 || only.reps % per !== 0 || only.reps === per)
    return null;
  return Array.from({ length: only.reps / per }, () => ({ ...only, reps: per }));
}

/** "Deadlifts\n3x24@135 (RDL)": the line's sets renamed for a variant of their lift named after them. */
export function renameToVariant(
  lineSets: LoggedSet[],
  named: Resolved,
  current: Resolved | undefined,
): boolean {
  if (!named.exercise || !current?.exercise || named.exercise.pattern !== current.exercise.pattern)
    return false;
  if (!lineSets.length || named.name === current.name) return false;
  for (const s of lineSets) Object.assign(s, { name: named.name, muscleGroups: muscleGroupsFor(named.name) });
  return true;
}

/** "(warm up)", "(joker)" after a set: a word or two that tag the sets just logged. */
export function tagSets(last: LoggedSet[], text: string): boolean {
  if (!last.length || (text.match(WORD) ?? []).length > 2) return false;
  for (const s of last) s.notes = [s.notes, text].filter(Boolean).join('; ').slice(0, 500);
  return true;
}

/**
 * "Running 5.0 km, 28:30", "Walk:\n1.43 miles\n24:19": time, distance or pace told after the cardio set
 * just logged (`last`) joins its note, one bout however many lines or sentences tell it. `said` is the
 * chunk before on its line and the chunk itself, whose words may make the numbers a part of the bout.
 */
export function addToCardio(
  last: LoggedSet | undefined,
  timed: LoggedSet[],
  numbers: ChunkNumbers,
  onItsLine: boolean,
  said: string[] = [],
): boolean {
  const [one] = timed;
  if (!last || !one || timed.length !== 1 || last.reps !== null || last.name !== one.name) return false;
  if (!cardioName(last.name) || !numbers.cardio) return false;
  // "… followed it up with another 5 mile run", "a 5.77km run …, and a 5.84km run": a new bout (journal-bout-again).
  if (anotherBout(said[1] ?? '', last.notes)) return false;
  // "3 rounds of" over "750m rowing": the cardio named again with the very distance or time its bout
  // already holds is the bout done again, as a circuit's rounds repeat it.
  // A remark on the bout before ("500m - died") leaves its distance the same.
  const held = last.notes?.split(';')[0]?.trim();
  if (!onItsLine && held === numbers.cardio && cardioWord(said[1] ?? '') === last.name) return false;
  // "swim: 2 x 250y/2:00; 5 x 50y/:30", "6 mins on level 8 then 6 mins on level 9": bare pieces of
  // the bout on its own line are its intervals; elsewhere, a new time or distance is a new bout.
  const pieces = onItsLine && !/\p{L}{3}/u.test(numbers.rest);
  const note = pieces
    ? [last.notes, numbers.cardio].filter(Boolean).join(', ')
    : sameBout(last.notes ?? '', numbers.cardio, said[0], said[1]);
  if (note === null) return false;
  last.notes = note;
  return true;
}

/**
 * A count too big for reps: "Squat 3x5, 225" loads the unloaded sets just logged (the same array comes
 * back); "Warmed up with 135, 225, 315" is the next load after a set with no reps (a new set), and
 * "Squats 5 reps: 135, 185" after one with reps.
 */
export function bigCount(
  n: number,
  last: LoggedSet | undefined,
  lastChunk: LoggedSet[],
  unit: WeightUnit,
  saysReps = false,
  line: LoggedSet[] = [],
): LoggedSet[] | undefined {
  if (n <= 30) return undefined;
  if (lastChunk.length && lastChunk.every((s) => s.weight === null)) {
    for (const s of lastChunk) s.weight = toPounds(n, unit);
    return lastChunk;
  }
  if (last && last.reps === null && last.weight !== null) return [{ ...last, weight: toPounds(n, unit) }];
  // "3 Box Squats (95lb, 115, 135)", "Squats 5 reps: 135, 185, 225": after a loaded set, a count too
  // big for reps and not called reps is the next load, for as many reps.
  if (!last || saysReps || last.reps === null || !last.weight) return undefined;
  // "45×8,6, 135×4, 225×3, 275×2, 315, 345": a bare load heavier still, after load × reps pairs
  // whose reps fall as the loads climb, is the ramp's next step: a single.
  const weight = toPounds(n, unit);
  return [{ ...last, weight, reps: weight > last.weight && rampsToTop(line) ? 1 : last.reps }];
}

/** Whether a line's sets climb in load while their reps fall, as a warm-up ramp to a top single does. */
function rampsToTop(line: LoggedSet[]): boolean {
  const loaded = line.filter((s) => s.weight !== null && s.reps !== null);
  if (loaded.length < 2) return false;
  for (let k = 1; k < loaded.length; k++) {
    const [a, b] = [loaded[k - 1] as LoggedSet, loaded[k] as LoggedSet];
    if ((b.weight ?? 0) < (a.weight ?? 0) || (b.reps ?? 0) > (a.reps ?? 0)) return false;
  }
  return (loaded[0]?.reps ?? 0) > (loaded.at(-1)?.reps ?? 0);
}

/** "… and another at 245", "one at 335": the last set again, at the new load. */
export function againAt(
  text: string,
  last: LoggedSet | undefined,
  unit: WeightUnit,
): LoggedSet[] | undefined {
  // "1 @ 175", spaced or not, is a single in set notation; "one at 175", "1 more at 175" are the set again.
  const m =
    /^(?:another|one more|1 more|one|1(?= set))(?: set| more)?\s+(?:at|@|with)\s+(\d+(?:\.\d+)?)\s*(kgs?|lbs?)?$/i.exec(
      text,
    );
  return m && last ? [{ ...last, weight: toPounds(Number(m[1]), parseUnit(m[2]) ?? unit) }] : undefined;
}
