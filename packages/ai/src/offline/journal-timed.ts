/**
 * Cardio and timed work in a chunk ("10 minutes on rowing machine", "1 x 2min Row", "Plank 3 x 1 min"):
 * logged as timed sets, with the load carried before them, under the hold or machine they name.
 */
import type { LoggedSet } from '../schemas.ts';
import { partTold } from './journal-bout-parts.ts';
import { boutsIn, MACHINES, partOfBout } from './journal-bouts.ts';
import { CARDIO_QUANTITY, cardioName, cardioWord, withPart } from './journal-cardio.ts';
import { liftAfterCardio } from './journal-carry.ts';
import type { Chunk } from './journal-lines.ts';
import { addToCardio, timedSets, toSets } from './journal-logged.ts';
import { type Resolved, resolveName } from './journal-names.ts';
import { awaitingNumbers } from './journal-session.ts';
import type { ChunkNumbers } from './journal-sets.ts';
import type { JournalState } from './journal-state.ts';

// A time or distance with its unit, found once (the shared pattern is global).
const A_QUANTITY = new RegExp(CARDIO_QUANTITY.source, 'i');
const quantityIn = (text: string) => A_QUANTITY.exec(text)?.[0] ?? '\u0000';
// "14 miles total", "a total of 10k", "all up 30.7km", "altogether": a bout told as its whole.
const WHOLE = /\b(?:total|in\s+all|all\s+up|altogether|all\s+together)\b/i;
// "30 minutes", "5k": a number with its unit's letters (built once, as a \p{…} literal in a function is
// rebuilt per call under tsx).
const WITH_UNIT = /\d\s*-?\s*\p{L}/u;
// "3 miles of it uphill": a stretch told as a share of the bout before.
const OF_IT = /\d\s*\p{L}*\s+of\s+(?:it|that|those|them)\b/iu;

/**
 * Logs the chunk's time or distance as timed sets; false if it holds none. `unknownLabel` is a label
 * the catalogue lacks, kept for a lone time after it on its line; `before` and `after` the chunks beside
 * it, whose clauses on its line may name the cardio its time or distance is for.
 */
export function logTimed(
  st: JournalState,
  chunk: Chunk,
  numbers: ChunkNumbers,
  named: Resolved | undefined,
  unknownLabel: string | undefined,
  [before, after]: (Chunk | undefined)[] = [],
  laterOnLine: Chunk[] = [],
): boolean {
  // A clause with a bout's numbers of its own ("60 laps, 8 mins on the bike") names its own bout, not
  // this one; a clause with none ("yesterday was swim day") may name this one.
  const beside = (c: Chunk | undefined) => (c && !A_QUANTITY.test(c.text) ? c.text : '');
  const told = [chunk.lineStart ? '' : beside(before), beside(after)].join(' ');
  // "Split: 2:07/500m", "(9:15/mi pace)": a pace alone, whatever its label, tells the bout just logged.
  const bout = st.sets.at(-1);
  if (
    /^\d[\d:.]*(?: min)? pace(?:, \d[\d:.]*(?: min)? pace)*$/.test(numbers.cardio ?? '') &&
    bout &&
    addToCardio(bout, [bout], numbers, false)
  )
    return true;
  // "20 minutes on the treadmill, running five minutes at 6mph …": a stretch of the bout on its line.
  const part =
    st.sets.length > st.lineStart && numbers.groups.every((g) => g.reps.every((r) => r === null))
      ? partOfBout(bout, chunk.text, numbers.cardio)
      : null;
  if (part && bout) {
    bout.notes = part;
    return true;
  }
  // "3.8 miles in 35 minutes, including 1 minute walking warm up, …": a part the bout was told in
  // (journal-bout-parts), inside it.
  if (partTold(bout, chunk.text, numbers.cardio)) return true;
  // "today's ride was 14 miles total, but about 38 miles of Jihad!": after a bout told as its whole, a
  // time or distance on its line naming no activity of its own is no other bout: a part of it when it
  // fits ("10 miles of it on gravel"), else a remark on it (what it felt like). "Ran 10 miles, 3 miles of
  // it uphill": a share of the bout before is inside it too.
  if (
    bout &&
    numbers.cardio &&
    !chunk.lineStart &&
    st.lastChunkSets.at(-1) === bout &&
    (WHOLE.test(before?.text ?? '') || OF_IT.test(chunk.text)) &&
    !cardioWord(chunk.text) &&
    numbers.groups.every((g) => g.reps.every((r) => r === null)) &&
    (bout.notes ?? '').includes(quantityIn(before?.text ?? ''))
  ) {
    const inside = bout.notes ? withPart(bout.notes, numbers.cardio) : null;
    if (inside) bout.notes = inside;
    else st.notes.push(chunk.text);
    return true;
  }
  // "5km on the Concept2 followed by 20 minutes on the SkiErg": two machines, each with its own
  // numbers, are two bouts.
  const bouts = numbers.groups.length ? undefined : boutsIn(chunk.text);
  if (bouts) {
    for (const b of bouts)
      st.log(toSets({ sets: 1, reps: [null], weight: null, rpe: null }, b.name, undefined, false, b.note));
    return true;
  }
  // Cardio and timed work: "10 minutes on rowing machine", "1 x 2min Row", "Plank 3 x 1 min".
  // "Plank\nSet 1: 1:00\nSet 2: 1:00": a time on its own line under a name, or after timed sets, is one.
  const ownTime =
    st.sets.length === st.blockStart || (st.last?.reps === null && st.last.name === st.current?.name);
  // "HS practice – 5mins": a time alone after a name the catalogue lacks is that practice, timed.
  // Only a time said as one ("10m" may be a distance, or a soak).
  const saysTime = /\d\s*(?:mins?|minutes?|secs?|seconds?|hrs?|hours?)\b|\d:\d\d/i.test(numbers.cardio ?? '');
  const practice =
    unknownLabel && !named && saysTime ? resolveName(unknownLabel, true, unknownLabel) : undefined;
  // "30 minutes", "5k": a time or distance said with its unit, not a clock's "5:15" (an hour of the day).
  const saidWithUnit = WITH_UNIT.test(numbers.cardio ?? '');
  // Only the entry's first bout takes cardio told apart from its numbers: after one is logged, more
  // numbers with no activity are its parts or remarks, as before ("10 x (1 min hard, 1 min easy)").
  const firstBout = !st.sets.some((s) => s.reps === null && cardioName(s.name) === s.name);
  // "5 mile tempo run (treadmill), 37:30": a time after the cardio its line logged is that bout's.
  // "went for a bike ride. … All up 30.7km": a session told with no numbers takes the next ones.
  const lineBout =
    st.lastChunkSets.find((s) => s.reps === null && cardioName(s.name))?.name ??
    awaitingNumbers(st.sets.at(-1));
  // "I made it 11 minutes. … So, on to the Stairmaster. … I made it a whopping 3 minutes": after a bout,
  // another machine told in sentences of their own is the next time's, whatever the bout before was on.
  const movedOn = !firstBout && !cardioWord(chunk.text) ? st.cardioSinceBout() : undefined;
  const onMachine =
    movedOn && movedOn !== bout?.name ? { name: movedOn, exercise: undefined, notes: null } : undefined;
  const timed =
    timedSets(
      numbers,
      // The bout before, carried as the chunk's name, yields to the machine moved on to.
      onMachine && !named?.exercise ? undefined : named,
      // "Quick feet (fast) x 20 s": a name the catalogue lacks, opening the line, heads its time.
      onMachine ?? st.header ?? st.current,
      chunk.lineStart && !ownTime,
      false,
      // "… a foothills ride with him. Sure, why not? Two hours, 30 miles": else the cardio told before;
      // "I barely made it to 30 minutes and …, I had the urge to just get off the treadmill": else the
      // cardio told later on its line, in clauses with no time or distance of their own.
      onMachine?.name ??
        lineBout ??
        (cardioWord(told) || !firstBout
          ? told
          : (st.toldCardio() ??
            (saidWithUnit ? cardioWord(laterOnLine.map(beside).join(' ')) : undefined) ??
            told)),
      // The clause after, which may tell the time a distance took ("…, but it took me 46 minutes").
      after && !cardioWord(after.text) ? after.text : '',
    ) ?? (practice ? timedSets(numbers, practice, undefined, false, true) : null);
  if (timed) {
    st.boutNotes = st.notes.length;
    // "with a 70 lb dumbbell in each hand, 3 x 40m": the load before the timed sets is theirs.
    for (const s of timed) s.weight ??= st.carryWeight;
    st.carryWeight = null;
    // "Plank 60 sec, 45 sec": the hold named heads the times after it.
    if (named?.exercise && named.name === timed[0]?.name && named.name !== st.current?.name)
      st.switchTo(named);
    // "Treadmill: 15 min walking, 10 min jogging": under a machine's label, each way of moving told on
    // its line is a stretch on that machine, one bout.
    if (onTheLabel(st, timed, unknownLabel, numbers.cardio)) return true;
    // "Running 5.0 km, 28:30", "Walk:\n1.43 miles\n24:19": more of the cardio bout just logged.
    const onItsLine = !chunk.lineStart && st.lastChunkSets.at(-1) === st.sets.at(-1);
    // "10M including tempo run (5M - 27:33)", "last 5 min=3.6": a part of that bout, inside it.
    const said = [onItsLine ? (before?.text ?? '') : '', chunk.text];
    if (addToCardio(st.sets.at(-1), timed, numbers, onItsLine, said)) return true;
    // "4 super-sets of: 10 dips, …, 1 lap on the track": a circuit's bout is run every round too.
    st.log(
      chunk.rounds ? Array.from({ length: chunk.rounds }, () => timed.map((s) => ({ ...s }))).flat() : timed,
    );
    // "30:30 on the bike after some deadlifts:": the lift named after the cardio heads what follows.
    const followed = liftAfterCardio(numbers.rest, timed[0]?.name);
    if (followed) st.switchTo(followed);
    return true;
  }
  return false;
}

/** Names the timed sets for the machine the line's label names, when they are ways of moving on it. */
function onTheLabel(st: JournalState, timed: LoggedSet[], label: string | undefined, told: string | null) {
  const machine = label ? cardioName(label) : undefined;
  if (!machine || !MACHINES.has(machine)) return false;
  if (!timed.every((s) => cardioName(s.name) && !MACHINES.has(s.name))) return false;
  for (const s of timed) s.name = machine;
  const bout = st.sets.length > st.lineStart ? st.sets.at(-1) : undefined;
  if (!bout || bout.name !== machine || bout.reps !== null || !told) return false;
  bout.notes = [bout.notes, told].filter(Boolean).join(', ');
  return true;
}
