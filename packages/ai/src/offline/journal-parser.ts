/**
 * The offline journal parser: free text as lifters write it → one LoggedSet per performed set.
 * A clear set is never dropped: a name the catalogue lacks is logged as written (title case, no
 * muscle groups), and time or distance is logged as cardio. Text that names no set is the note.
 *
 * Pipeline: journal-table (spreadsheet rows) → journal-shared (lifts sharing one count, one line
 * each) → journal-rows (numbered set rows) → journal-story, journal-asides and journal-normalize (prefixes,
 * one meaning per number) → journal-lists (per-set lists) → journal-lines (labels, clauses, chunks; habits
 * and plans become remarks) → per chunk, journal-sets (numbers, with where they sat) and journal-chunk-name
 * / journal-names (catalogue, journal-abbrev short labels, typos, mentions in a sentence, as written).
 * Here the chunks become sets; a chunk holding only part of a set fills the line's or block's sets
 * (journal-fill, journal-logged), and small "N x R" turn into loads when their list or block says so
 * (journal-loads). Logbook marks (last time's line, a dumbbell pair, a load said in a sentence, a scheme
 * told before its lifts) are journal-logbook's. What carries from chunk to chunk is journal-state.
 */
import type { ParseJournalOutput, WeightUnit } from '../schemas.ts';
import { carryLineLoad, liftAfterCardio } from './journal-carry.ts';
import { bareIsReps, nameChunk, namesAnother, sameAs, saysWhere, setKind } from './journal-chunk-name.ts';
import { bodyweightNotes, effortForLast, fillLineSets, loadForLast, loadsForSets } from './journal-fill.ts';
import { type Chunk, splitChunks } from './journal-lines.ts';
import { blockLine, inList, onlyCounts } from './journal-loads.ts';
import { schemeOf, sentenceLoad, withScheme } from './journal-logbook.ts';
import {
  addToCardio,
  againAt,
  amendLast,
  bigCount,
  renameToVariant,
  repeatSet,
  sameSetsFor,
  tagSets,
  timedSets,
  toSets,
} from './journal-logged.ts';
import { mentionIn, resolveLabel, resolveName } from './journal-names.ts';
import { type ChunkNumbers, extractNumbers } from './journal-sets.ts';
import { JournalState } from './journal-state.ts';
import { FAILED, FAILED_TRY, isProse, isSentence, SHORT_OF, WORD } from './journal-words.ts';

export { splitChunks } from './journal-lines.ts';

// "…, then 2x5 at 120": sets × reps at a load are counted on purpose, like "3 back-off sets".
const ON_PURPOSE = /\bsets?\b|\bback[\s-]*offs?\b|^\s*\d{1,2}\s*[x×]\s*\d+\s*(?:@|at\b)/i;

export function parseJournal(content: string, unit: WeightUnit): ParseJournalOutput {
  const st = new JournalState();
  const chunks = splitChunks(content);
  // A label the catalogue does not know, kept for a lone time after it on its line.
  let unknownLabel: string | undefined;

  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as Chunk;
    const next = chunks[i + 1];
    const nextOnLine = next && !next.lineStart && !next.label ? next : undefined;
    if (chunk.lineStart || chunk.label) st.startLine(chunk);
    if (chunk.label) {
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
    if (
      st.current &&
      loadsForSets(
        chunk.text,
        st.sets.slice(st.blockStart).filter((s) => s.name === st.current?.name),
        chunk.unit ?? unit,
      )
    )
      continue;
    // "• 3 failed attempts at 160 kg (352.7 lbs)": no set, and no new lift; the rest of its line goes too.
    if (FAILED_TRY.test(chunk.text) || (st.failedLine && !chunk.lineStart)) {
      st.failedLine = true;
      st.notes.push(chunk.text);
      continue;
    }
    // "a set of 5 at 225 and another at 245", "one at 335": the last set again at a new load.
    const again = chunk.lineStart ? undefined : againAt(chunk.text, st.last, chunk.unit ?? unit);
    if (again) {
      st.log(again);
      continue;
    }
    // "185x8, 8, 7", "230×5,x5,x5", "Dips: 10, 10, 5": a count repeats the last load with new reps.
    const repeat = /^([x×]\s*)?(\d{1,3})(?:\s*reps?)?$/i.exec(chunk.text);
    // "Squats\n230×5\nx5\nx5", "Incline bench\n205 x 7\n7": a count on its own line repeats the
    // exercise's last set with new reps.
    const ownLine =
      chunk.lineStart &&
      st.last?.reps != null &&
      st.last.name === st.current?.name &&
      Number(repeat?.[2]) <= 100;
    if (
      repeat &&
      st.pendingOrdinal === null &&
      (!chunk.lineStart || ownLine) &&
      (st.last || ((st.labelled || st.carryWeight !== null) && st.current))
    ) {
      const n = Number(repeat[2]);
      // "Squat 3x5, 225", "Warmed up with 135, 225, 315": too many for reps, so a load.
      const big = repeat[1]
        ? undefined
        : bigCount(n, st.last, st.lastChunkSets, chunk.unit ?? unit, /reps?$/i.test(chunk.text));
      if (big && big !== st.lastChunkSets) st.log(big);
      if (big) continue;
      // "205lbs: 3": the load before the colon is this count's.
      const load = st.carryWeight;
      st.carryWeight = null;
      if (st.current) st.log(repeatSet(st.last, n, load, st.current));
      continue;
    }
    const numbers: ChunkNumbers = extractNumbers(chunk.text, chunk.unit ?? unit);
    // "last set to failure (11 reps)": the set named before is the one these numbers are for.
    if (numbers.ordinal === null && numbers.groups.length && !isProse(numbers.rest))
      numbers.ordinal = st.pendingOrdinal;
    st.pendingOrdinal = numbers.groups.length ? null : numbers.ordinal;
    const { clearSet, countFirst } = setKind(numbers, chunk, nextOnLine, st.labelled, unit);
    let named = nameChunk(chunk.text, numbers, clearSet, st.current, st.labelled);

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
    // Cardio and timed work: "10 minutes on rowing machine", "1 x 2min Row", "Plank 3 x 1 min".
    // "Plank\nSet 1: 1:00\nSet 2: 1:00": a time on its own line under a name, or after timed sets, is one.
    const ownTime =
      st.sets.length === st.blockStart || (st.last?.reps === null && st.last.name === st.current?.name);
    // "HS practice – 5mins": a time alone after a name the catalogue lacks is that practice, timed.
    // Only a time said as one ("10m" may be a distance, or a soak).
    const saysTime = /\d\s*(?:mins?|minutes?|secs?|seconds?|hrs?|hours?)\b|\d:\d\d/i.test(
      numbers.cardio ?? '',
    );
    const practice =
      unknownLabel && !named && saysTime ? resolveName(unknownLabel, true, unknownLabel) : undefined;
    const timed =
      timedSets(numbers, named, st.current ?? st.header, chunk.lineStart && !ownTime) ??
      (practice ? timedSets(numbers, practice, undefined, false, true) : null);
    if (timed) {
      // "with a 70 lb dumbbell in each hand, 3 x 40m": the load before the timed sets is theirs.
      for (const s of timed) s.weight ??= st.carryWeight;
      st.carryWeight = null;
      // "Plank 60 sec, 45 sec": the hold named heads the times after it.
      if (named?.exercise && named.name === timed[0]?.name && named.name !== st.current?.name)
        st.switchTo(named);
      // "Running 5.0 km, 28:30": a second quantity of the one cardio set just logged is its note.
      if (!chunk.lineStart && addToCardio(st.lastChunkSets, timed, numbers)) continue;
      st.log(timed);
      // "30:30 on the bike after some deadlifts:": the lift named after the cardio heads what follows.
      const followed = liftAfterCardio(numbers.rest, timed[0]?.name);
      if (followed) st.switchTo(followed);
      continue;
    }
    // "Sit ups: 26 total", "Superman Back Extension: 10": a lone count under a label is the reps.
    // "widegrip 7" under a label: a count with a word or two about the set.
    if (bareIsReps(numbers, named, st.current ?? st.header, chunk.lineStart, st.labelled, countFirst))
      numbers.groups.push({ sets: 1, reps: [numbers.bare], weight: null, rpe: numbers.rpe });
    const hasNumbers = numbers.groups.length > 0;
    if (!hasNumbers && !named && effortForLast(chunk.text, numbers.rpe, st.lastChunkSets)) continue;
    // "Rows the same": another lift, the sets just logged.
    const same = hasNumbers ? undefined : sameAs(chunk.text);
    if (same && st.lastChunkSets.length) {
      st.switchTo(same);
      st.log(sameSetsFor(st.lastChunkSets, same));
      continue;
    }
    if (!hasNumbers) {
      // "Deadlifts\n3x24@135 (RDL)": a variant of the lift named right after its sets is theirs.
      const lineSets = st.sets.slice(st.lineStart).filter((s) => s.name === st.current?.name);
      if (named && !chunk.lineStart && renameToVariant(lineSets, named, st.current)) {
        st.current = named;
        continue;
      }
      // "Calf press (on the leg press machine)": where the lift just named was done; that name wins.
      if (named && !chunk.lineStart && (st.header || st.unusedName) && saysWhere(chunk.text)) {
        st.notes.splice(st.header ? -1 : st.notes.length, 0, chunk.text); // before the header's note
        continue;
      }
      // "(warm up)", "(joker)" after a set: a tag on that set, not a workout note.
      if (!named && !chunk.lineStart && tagSets(st.lastChunkSets, chunk.text)) continue;
      // "The leg press was the big surprise.": a sentence that names a lift heads the sets after it.
      const mention =
        !named && chunk.lineStart && isSentence(numbers.rest) ? mentionIn(numbers.rest) : undefined;
      // "Dumbbell press, incline, 3x10": a qualifier after the name, before any set, refines it.
      if (!named && !chunk.lineStart && st.current && st.unusedName && st.sets.length === st.lineStart) {
        const refined = resolveLabel(`${st.unusedName} (${chunk.text})`);
        if (refined?.exercise && refined.name !== st.current.name) {
          st.switchTo(refined);
          st.notes.push(chunk.text);
          continue;
        }
      }
      // A name on its own heads the sets after it; an unknown one only if sets follow straight away.
      // "Squats\nAbout to attack my goal weight!\n10 reps x 60kg": under a known name whose sets have
      // not come yet, a line of words is talk about them, not another lift.
      const candidate =
        named ??
        (chunk.lineStart &&
        next &&
        !mention &&
        !(st.unusedName && (numbers.rest.match(WORD) ?? []).length >= 4)
          ? resolveName(numbers.rest, true, chunk.text)
          : undefined);
      // A name that no set follows stays in the note ("did pullups"), so nothing written is lost.
      if (st.unusedName) st.notes.push(st.unusedName);
      st.unusedName = named ? chunk.text : undefined;
      if (named) st.switchTo(named);
      // "Ab work (weight crunches) 30lbs 3x20": a known name after an unknown one is the better name.
      if (chunk.lineStart || named) st.header = !named && candidate ? candidate : undefined;
      if (!named) st.notes.push(chunk.text);
      if (mention) st.switchTo(mention);
      continue;
    }
    if (!named && st.header) {
      st.notes.pop();
      named = st.header;
    }
    st.header = undefined;
    // "--last two reps of the 3rd set were a bit forward": commentary after the sets, not a set.
    // "last 2 sets were tough": a sentence that only counts sets talks about them.
    // "3 x 10 reps of back rows. … but I think it's 60 lbs.": a load with its unit, the only number of a
    // sentence after sets logged without one, is theirs.
    if (
      !chunk.lineStart &&
      !named?.exercise &&
      numbers.ordinal === null &&
      sentenceLoad(chunk.text, numbers) !== null &&
      loadForLast(st.lastChunkSets, sentenceLoad(chunk.text, numbers))
    )
      continue;
    const countsOnly = numbers.groups.every((g) => g.weight === null && g.reps.every((r) => r === null));
    const talk = isProse(numbers.rest) || (countsOnly && isSentence(numbers.rest));
    if (!chunk.lineStart && !named?.exercise && numbers.ordinal === null && talk) {
      st.notes.push(chunk.text);
      continue;
    }
    if (named) {
      if (named.name !== st.current?.name) st.switchTo(named);
      else st.current = named;
    }
    // "315x1x10 sets (speed deadlifts, …)": with no lift yet, one named right after the sets is theirs.
    const after = st.current || !nextOnLine ? undefined : resolveName(nextOnLine.text, false);
    // Not a scheme whose lift comes with its own load ("3x8 today. Got 60kg for squats"): that is the
    // scheme's load, read below.
    if (
      after?.exercise &&
      !(schemeOf(numbers) && /\d\s*(?:kgs?|lbs?|pounds?|kilos?)\b/i.test(nextOnLine?.text ?? ''))
    )
      st.switchTo(after);
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
      const filled =
        scope < 0
          ? null
          : fillLineSets(
              st.sets.slice(scope).filter((s) => s.name === st.current?.name),
              numbers,
            );
      if (filled) {
        st.log(filled);
        continue;
      }
    }
    // "Barbell Row (170 lbs), 2 sets x 12 reps": a load on its own belongs to the reps after it.
    const weightOnly = numbers.groups.every((g) => g.weight !== null && g.reps.every((r) => r === null));
    // "Deadlift 3x10 (across, 150kg)": a load after the sets is theirs; after loaded sets, a total.
    const lineSets = st.sets.slice(st.lineStart);
    if (weightOnly && !chunk.lineStart && lineSets.length && !named) {
      if (!loadForLast(st.lastChunkSets, numbers.groups[0]?.weight ?? null)) st.notes.push(chunk.text);
      continue;
    }
    // "3 sets of 100 lbs – 10 reps each set" keeps its sets: the reps after fill them in.
    if (weightOnly && nextOnLine && numbers.groups.every((g) => g.sets === 1)) {
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
    if (st.carryWeight !== null) for (const g of numbers.groups) g.weight ??= st.carryWeight;
    st.carryWeight = null;
    if (chunk.topSet) {
      st.sets.splice(st.lineStart);
      st.topSetLine = true;
    }
    const previous = chunk.lineStart ? undefined : st.sets.slice(st.lineStart).at(-1);
    const before = previous?.name === st.current.name ? previous : undefined;
    // "30x10, dropset 20x8, 10x6": on a drop-set line loads fall, so a lighter "N x R" is one too.
    st.dropLine ||= /\bdrop/i.test(chunk.text);
    const groups = numbers.groups.map((g) => withScheme(inList(g, before, st.dropLine), st.scheme));
    // "Dumbbell press 10kg 1 x 5, 1 x 4": the load written once before the sets holds for the line.
    st.loadFirst = carryLineLoad(
      chunk.text,
      groups,
      st.loadFirst,
      before !== undefined,
      numbers.bodyweightHint,
    );
    const made = groups.flatMap((g) =>
      toSets(g, st.current?.name ?? '', st.current?.exercise, numbers.bodyweightHint, named?.notes || null),
    );
    // A line that is only "N x R" in a block: kept in case the block's lines climb like loads.
    const ambiguous =
      chunk.lineStart && !chunk.plan
        ? blockLine(groups, nextOnLine?.text, st.sets.length, made.length)
        : null;
    if (ambiguous) st.blockLines.push(ambiguous);
    if (chunk.plan) {
      st.planned = made;
      continue;
    }
    st.planned = [];
    if (chunk.headline) st.headline = st.sets.length;
    st.log(
      chunk.rounds ? Array.from({ length: chunk.rounds }, () => made.map((s) => ({ ...s }))).flat() : made,
      /\bwarm(?:ed|ing)?[\s-]*up\b/i.test(chunk.text),
    );
  }
  st.switchTo(undefined);
  bodyweightNotes(content, st.sets, (text) => resolveName(text, false)?.exercise?.name);
  if (st.unusedName) st.notes.push(st.unusedName);
  return { sets: st.sets, note: st.notes.length > 0 ? st.notes.join('. ') : null };
}
