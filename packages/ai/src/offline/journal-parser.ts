/**
 * The offline journal parser: free text as lifters write it → one LoggedSet per performed set.
 * A clear set is never dropped: a name the catalogue lacks is logged as written (title case, no
 * muscle groups), and time or distance is logged as cardio. Text that names no set is the note.
 *
 * Pipeline: journal-pipeline.md beside this file maps which module reads what, in order.
 */
import type { ParseJournalOutput, WeightUnit } from '../schemas.ts';
import { caseRead } from './journal-case.ts';
import {
  bareIsReps,
  bodyweightForm,
  nameChunk,
  namesAnother,
  setKind,
  thingsCounted,
} from './journal-chunk-name.ts';
import { effortForLast, spreadEfforts } from './journal-efforts.ts';
import { entryRewritten } from './journal-entry-rewrites.ts';
import { faceValueSets } from './journal-face-value.ts';
import { fillLineSets, finishSets, loadForLast, loadsForSets } from './journal-fill.ts';
import { headingChunk } from './journal-headings.ts';
import { withoutLayout } from './journal-layout.ts';
import { type Chunk, splitChunks } from './journal-lines.ts';
import { carryLoad, countAfterLoad, inList, onlyCounts, repsForSingle } from './journal-loads.ts';
import { pairVariant, schemeOf, sentenceLoad, storyTalk, withScheme } from './journal-logbook.ts';
import { againAt, amendLast, toSets } from './journal-logged.ts';
import { mentionIn, resolveLabel, resolveName } from './journal-names.ts';
import { oneRepTold } from './journal-one-rep.ts';
import { othersRoutineEntry } from './journal-others.ts';
import { ownLineMove } from './journal-own-line-move.ts';
import { cardioPieces } from './journal-pieces.ts';
import { recordNamed } from './journal-record-named.ts';
import { repeatCount, sameForAnother, timesOver } from './journal-repeats.ts';
import { dropHeadingCount } from './journal-rows.ts';
import { logListedBout, logSession } from './journal-session.ts';
import { sessionLength } from './journal-session-time.ts';
import { type ChunkNumbers, extractNumbers } from './journal-sets.ts';
import { JournalState } from './journal-state.ts';
import { holdToldLoad } from './journal-story.ts';
import { switchedVariant } from './journal-switch-variant.ts';
import { logTimed } from './journal-timed.ts';
import { isGeneric, namedLater } from './journal-told-name.ts';
import { warmUpsFirst } from './journal-warm-after.ts';
import { FAILED, isProse, SHORT_OF } from './journal-words.ts';

export { splitChunks } from './journal-lines.ts';

// A note worth keeping says something: a letter or a digit.
const WORDS = /[\p{L}\d]/u;
// "…, then 2x5 at 120": sets × reps at a load are counted on purpose, like "3 back-off sets".
const ON_PURPOSE = /\bsets?\b|\bback[\s-]*offs?\b|^\s*\d{1,2}\s*[x×]\s*\d+\s*(?:@|at\b)/i;

const WARM_UP = /\bwarm(?:ed|ing)?[\s-]*up\b/i;

// "…, AMRAP @ 185", "1 set to failure at 185": a load said with a set of its own is that set, its reps
// unknown, not a load for the sets before.
const OPEN_SET = /\bamrap\b|\b(?:to|until)\s+failure\b|\b(?:1|one|a|another)\s+(?:more\s+)?set\b/i;

// The lifter's layout (a mark on every line, a word gap of their own) is taken off once, for every
// reader, and an entry shouted in capitals reads as the same entry in lower case (journal-case).
// An entry telling a relative's or friend's routine logs none of the lifter's sets (journal-others).
export const parseJournal = (content: string, unit: WeightUnit): ParseJournalOutput =>
  othersRoutineEntry(content)
    ? { sets: [], note: content.trim() || null }
    : readEntry(caseRead(withoutLayout(content)), unit, true);
/** The chunks after the i-th on its line. */
function laterOnLine(chunks: Chunk[], i: number): Chunk[] {
  const end = chunks.findIndex((c, j) => j > i && (c.lineStart || c.label));
  return chunks.slice(i + 1, end < 0 ? chunks.length : end);
}

/** `reread`: whether an entry that logs nothing may be read again at face value (once, never from there). */
function readEntry(written: string, unit: WeightUnit, reread: boolean): ParseJournalOutput {
  const content = entryRewritten(written);
  const st = new JournalState();
  const chunks = splitChunks(content, unit);
  // A label the catalogue does not know, kept for a lone time after it on its line.
  let unknownLabel: string | undefined;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as Chunk;
    const next = chunks[i + 1];
    const nextOnLine = next && !next.lineStart && !next.label ? next : undefined;
    if (chunk.lineStart || chunk.label) st.startLine(chunk);
    if (chunk.label) {
      // "Capri Lap: 20 SSH" among counted moves: the lap is a bout of its own, and the list goes on.
      if (st.countRows && logListedBout(st, chunk.text, next?.text)) {
        st.labelled = false;
        continue;
      }
      st.countRows = false;
      const named = resolveLabel(chunk.text);
      if (named) st.switchTo(named);
      else st.notes.push(chunk.text);
      st.header = undefined;
      unknownLabel = named?.exercise ? undefined : chunk.text;
      continue;
    }
    if (chunk.lineStart) unknownLabel = undefined;
    // After "worked up to 315 x 5", only sets counted on purpose follow ("then 3 back-off sets of 8"),
    // until another lift is named ("…up to 3 sets of 5 at 225. Finished with leg curls, 3x12").
    if (st.topSetLine && !ON_PURPOSE.test(chunk.text)) st.topSetLine = !namesAnother(chunk.text, st.current);
    if ((st.topSetLine && !ON_PURPOSE.test(chunk.text)) || chunk.remark) {
      st.notes.push(chunk.text);
      // "I wanted to hit a 5×5 back squat today. … so 245 for a 5×5": a plan's lift heads the sets after.
      const aimed = chunk.remark && !st.current ? mentionIn(chunk.text) : undefined;
      if (aimed) st.switchTo(aimed);
      continue;
    }
    if (st.current && loadsForSets(chunk.text, () => st.setsSince(st.blockStart), chunk.unit ?? unit))
      continue;
    // "a set of 5 at 225 and another at 245", "one at 335": the last set again at a new load.
    const again = chunk.lineStart ? undefined : againAt(chunk.text, st.last, chunk.unit ?? unit);
    if (again) {
      st.log(again);
      continue;
    }
    // "Bench - 3 sets" over two rows or more: the rows are the sets, not the count (journal-rows).
    if (chunk.lineStart) dropHeadingCount(st, chunks, i, chunk.unit ?? unit);
    if (repeatCount(st, chunk, unit) || timesOver(st, chunk)) continue;
    const numbers: ChunkNumbers = extractNumbers(chunk.text, chunk.unit ?? unit);
    // "We slap on 185 and bang out 10 reps": a load told in a story is the load of the counts after it.
    if (holdToldLoad(st, chunk.text, numbers, chunk.unit ?? unit)) continue;
    // "last set to failure (11 reps)": the set named before is the one these numbers are for.
    if (numbers.ordinal === null && numbers.groups.length && !isProse(numbers.rest))
      numbers.ordinal = st.pendingOrdinal;
    st.pendingOrdinal = numbers.groups.length ? null : numbers.ordinal;
    const kind = setKind(numbers, chunk, nextOnLine, st.labelled, unit, st.countRows);
    const { clearSet, countFirst } = kind;
    // "1. 10 burpees" over "2. 20 merkins", "did 20 dips, 10 derkins and 20 squats": in a list of counts
    // each before its move, the word after the count is the next move's name, however short and unknown.
    // "Bench 3x5 185" over "10 merkins": a count first on its line and one plural word is a move (journal-own-line-move).
    const countsMove =
      kind.countsMove ||
      (countFirst && st.countRows && thingsCounted(chunk.text)) ||
      ownLineMove(chunk.lineStart, numbers);
    let named = nameChunk(chunk.text, numbers, clearSet, st.current ?? st.header, st.labelled, countsMove);
    // A chunk with numbers says whether the list goes on; one without them (a heading, a lap) leaves it.
    if (numbers.groups.length > 0 || numbers.bare !== null) st.countRows = countFirst && named !== undefined;
    // "I picked 110 pounds …, five times, in a movement called the deadlift": a name told later names them.
    const told =
      numbers.groups.length && (!named?.exercise || isGeneric(named.name)) && namedLater(chunks, i + 1);
    if (told) named = resolveName(told, true) ?? named;
    // "Then switched to sumo and continued up to 3x190kg": the lift in scope's variant (journal-switch-variant).
    const variant = named?.exercise ? undefined : switchedVariant(chunk.text, st.current);
    if (variant && !numbers.groups.length && numbers.bare === null) {
      st.switchTo(variant);
      continue;
    }
    if (variant) named = variant;

    // "…, in sets of 20" splits the total just logged; "3 sets of 5. I used 245" loads those sets.
    const amended = amendLast(chunk, numbers, named, st.lastChunkSets, chunk.unit ?? unit);
    if (amended) {
      if (amended !== st.lastChunkSets) {
        st.sets.splice(st.sets.length - st.lastChunkSets.length);
        st.log(amended);
      }
      continue;
    }
    // "4x95kg -- 2 reps short", "2 left in the tank": reps not done are a remark, not a set.
    // "(missed 2 on the last)": reps failed, with no load of their own, are a remark too.
    const missed = FAILED.test(chunk.text) && numbers.groups.every((g) => g.weight === null);
    if (
      !chunk.lineStart &&
      !named?.exercise &&
      st.lastChunkSets.length &&
      (SHORT_OF.test(numbers.rest) || missed)
    ) {
      st.notes.push(chunk.text);
      continue;
    }
    // "Time: 45 min" under a lift's rep sets: how long it took, a note (journal-session-time).
    if (sessionLength(st, chunk.text, numbers, unknownLabel)) continue;
    if (
      logTimed(st, chunk, numbers, named, unknownLabel, [chunks[i - 1], nextOnLine], laterOnLine(chunks, i))
    )
      continue;
    // "Sit ups: 26 total", "Superman Back Extension: 10": a lone count under a label is the reps.
    // "widegrip 7" under a label: a count with a word or two about the set.
    // "Deadlift 110 pounds, five times": a lone count after a load carried to it is that load's reps.
    if (!chunk.lineStart && repsForSingle(st.lastChunkSets, chunks[i - 1]?.text ?? '', numbers)) continue;
    const carried = st.carryWeight !== null && !chunk.lineStart && countAfterLoad(numbers, true);
    if (
      carried ||
      bareIsReps(numbers, named, st.current ?? st.header, chunk.lineStart, st.labelled, countFirst)
    )
      numbers.groups.push({ sets: 1, reps: [numbers.bare], weight: null, rpe: numbers.rpe });
    const hasNumbers = numbers.groups.length > 0;
    if (!hasNumbers && !named && effortForLast(chunk.text, chunk.lineStart, numbers, st)) continue;
    if (!hasNumbers && sameForAnother(st, chunk.text)) continue;
    // "20 SSH" / "Capri Lap" / "20 SSH": a lap named alone among counted moves is a bout of its own.
    if (
      !hasNumbers &&
      chunk.lineStart &&
      st.countRows &&
      !named?.exercise &&
      logListedBout(st, chunk.text, next?.text)
    )
      continue;
    // "went for an easy bike ride", "I did a little shuffle first": a session told in words.
    if (!hasNumbers && !named?.exercise && logSession(st, chunk.text, chunks[i - 1]?.text)) continue;
    // "I managed to do a pull-up", "I did my first pull up": one rep told in words (journal-one-rep).
    const oneRep = hasNumbers ? undefined : oneRepTold(chunk.text);
    if (oneRep) {
      if (oneRep.named.name !== st.current?.name) st.switchTo(oneRep.named);
      st.log(oneRep.sets);
      continue;
    }
    if (!hasNumbers) {
      headingChunk(st, chunk, numbers, named, next);
      continue;
    }
    if (!named && st.header) {
      st.notes.pop();
      named = st.header;
    }
    st.header = undefined;
    // "3 rounds: 10 push-ups, 15 squats", "bodyweight squats 3x20": done with the body alone.
    if (named) named = bodyweightForm(named, chunk, numbers);
    const countsOnly = numbers.groups.every((g) => g.weight === null && g.reps.every((r) => r === null));
    // "--last two reps of the 3rd set were a bit forward": commentary after the sets, not a set.
    // "last 2 sets were tough": a sentence that only counts sets talks about them (not a story's sets).
    const talk = storyTalk(chunk.text, numbers, countsOnly, st.lastChunkSets);
    // "3 x 10 reps of back rows. … but I think it's 60 lbs.", "I choose to do the exercise with 10 pounds
    // of added weight": a load with its unit, the only number of a sentence after sets logged without
    // one, is theirs.
    // A load just after a label ("Squats: 255lbs, deloaded …") opens its sets as after the bare name.
    const opens = chunk.lineStart || (chunks[i - 1]?.label && numbers.groups.some((g) => g.weight !== null));
    const load = opens || named?.exercise ? null : sentenceLoad(chunk.text, numbers);
    if (load !== null && (numbers.ordinal === null || talk) && loadForLast(st.lastChunkSets, load)) continue;
    // "10 KB bottoms up presses for each arm" in a round: a count before the move it names is a set.
    if (!opens && !countFirst && !named?.exercise && numbers.ordinal === null && talk) {
      st.notes.push(chunk.text);
      continue;
    }
    if (named) {
      if (named.name !== st.current?.name) st.switchTo(named);
      else st.current = named;
    }
    // "315x1x10 sets (speed deadlifts, …)": with no lift yet, one named right after the sets is theirs.
    // "… and 93kg for 2 reps and a new bench press PR": sets that name no lift take their record's.
    const after = !nextOnLine
      ? undefined
      : st.current
        ? named
          ? undefined
          : recordNamed(nextOnLine.text)
        : resolveName(nextOnLine.text, false);
    // Not a scheme whose lift comes with its own load ("3x8 today. Got 60kg for squats"): that is the
    // scheme's load, read below.
    if (
      after?.exercise &&
      !(schemeOf(numbers) && /\d\s*(?:kgs?|lbs?|pounds?|kilos?)\b/i.test(nextOnLine?.text ?? ''))
    )
      st.switchTo(after);
    // "I upped my reps of dips. I do 4 sets of 8.": with no lift in scope, the one told before is theirs.
    if (!st.current) st.switchTo(st.toldLift());
    // "I also added curls this week. 4x10 with 25s": sets at a pair of dumbbells by their weight are
    // the lift in scope's dumbbell variant.
    const pair = named ? undefined : pairVariant(chunk.text, st.current);
    if (pair) st.switchTo(pair);
    if (!st.current) {
      // "a particular protocol: 5 sets of 5 reps … 50Kg for bench press": a scheme before any lift is
      // the one the loads named after it were lifted for.
      st.scheme = schemeOf(numbers) ?? st.scheme;
      st.notes.push(chunk.text);
      continue;
    }
    // A chunk that completes sets already logged: first on its line ("Squats\n3 sets\n10 reps\n135 lbs",
    // "Sets: 3 x 8") it completes the exercise's block, after other numbers on a line, that line.
    if (!named || named.name === st.current.name) {
      const lineHasSets = st.sets.length > st.lineStart;
      const scope = lineHasSets && !chunk.lineStart ? st.lineStart : named ? -1 : st.blockStart;
      // Only one group of numbers can complete sets: the scan of the sets before is skipped otherwise.
      const filled =
        scope < 0 || numbers.groups.length !== 1 ? null : fillLineSets(st.setsSince(scope), numbers);
      if (filled) {
        st.log(filled);
        continue;
      }
    }
    // "Barbell Row (170 lbs), 2 sets x 12 reps": a load on its own belongs to the reps after it.
    const weightOnly = numbers.groups.every((g) => g.weight !== null && g.reps.every((r) => r === null));
    // "Deadlift 3x10 (across, 150kg)": a load after the sets is theirs; after loaded sets, a total.
    // Only the lift in scope's: "Squats 5x5 @ 45. Finished with barbell row, using only the 45 lbs. bar,
    // in the 5x5 …" turns to the rows' own load, never the squats'.
    // Not "I did my final two sets with 185": sets counted with their load are sets, their reps told after.
    const counted = numbers.groups.some((g) => g.sets > 1);
    if (
      weightOnly &&
      !chunk.lineStart &&
      !named &&
      !counted &&
      !OPEN_SET.test(chunk.text) &&
      st.hasOnLine()
    ) {
      if (!loadForLast(st.lastChunkSets, numbers.groups[0]?.weight ?? null)) st.notes.push(chunk.text);
      continue;
    }
    // "3 sets of 100 lbs – 10 reps each set" keeps its sets: the reps after fill them in.
    if (weightOnly && nextOnLine && !counted) {
      // "My overhead press was 75 pounds. I failed out on 80.": a miss at its own load leaves this one.
      if (FAILED.test(nextOnLine.text) && !/\d/.test(nextOnLine.text)) {
        st.notes.push(chunk.text);
        continue;
      }
      if (onlyCounts(extractNumbers(nextOnLine.text, nextOnLine.unit ?? unit))) {
        st.carryWeight = numbers.groups[0]?.weight ?? null;
        continue;
      }
    }
    if (st.carryWeight !== null) carryLoad(numbers.groups, st.carryWeight);
    // "Calf raises with 50 lbs. 2 sets of 15 and one set of 30": the load holds for every run of
    // counts after it on its line, until a load or a lift of their own.
    const holds =
      st.carryWeight !== null &&
      nextOnLine &&
      !resolveName(nextOnLine.text, false)?.exercise &&
      onlyCounts(extractNumbers(nextOnLine.text, nextOnLine.unit ?? unit)) &&
      extractNumbers(nextOnLine.text, nextOnLine.unit ?? unit).groups.length > 0;
    if (!holds) st.carryWeight = null;
    if (chunk.topSet) {
      st.sets.splice(st.lineStart);
      st.topSetLine = true;
    }
    const previous = chunk.lineStart ? undefined : st.sets.length > st.lineStart ? st.sets.at(-1) : undefined;
    const before = previous?.name === st.current.name ? previous : undefined;
    // "30x10, dropset 20x8, 10x6": on a drop-set line loads fall, so a lighter "N x R" is one too.
    st.dropLine ||= /\bdrop/i.test(chunk.text);
    const groups = numbers.groups.map((g) => withScheme(inList(g, before, st.dropLine), st.scheme));
    // "Paddle" over "10,8,6,4 with minute rests": counts under a cardio heading are bouts (journal-pieces).
    const made = cardioPieces(
      groups.flatMap((g) =>
        toSets(g, st.current?.name ?? '', st.current?.exercise, numbers.bodyweightHint, named?.notes || null),
      ),
      st.current?.exercise ? undefined : st.current?.name,
      chunk.text,
    );
    spreadEfforts(made, numbers.efforts, chunk.text);
    if (chunk.plan) {
      st.planned = made;
      continue;
    }
    st.planned = [];
    if (chunk.headline) st.headline = st.sets.length;
    const done = chunk.rounds
      ? Array.from({ length: chunk.rounds }, () => made.map((s) => ({ ...s }))).flat()
      : made;
    if (!warmUpsFirst(st, chunk, done)) st.log(done, WARM_UP.test(chunk.text));
  }
  st.switchTo(undefined);
  // A lift named and sets stated, but every reader set the numbers aside: never log nothing.
  const again = reread ? (text: string) => readEntry(text, unit, false).sets : undefined;
  if (st.sets.length === 0) st.sets.push(...faceValueSets(content, unit, again));
  finishSets(content, st.sets, (text) => resolveName(text, false)?.exercise?.name);
  if (st.unusedName) st.notes.push(st.unusedName);
  // A heading's marks alone ("##" over a dated list) say nothing to keep.
  const notes = st.notes.filter((n) => WORDS.test(n));
  return { sets: st.sets, note: notes.length > 0 ? notes.join('. ') : null };
}
