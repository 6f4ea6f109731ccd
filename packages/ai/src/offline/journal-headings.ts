/**
 * A chunk with no set in it: a name that heads the sets after it, a variant or place of the lift just
 * named, a tag on the sets just logged, a sentence that mentions a lift, or words for the note.
 */
import { saysWhere } from './journal-chunk-name.ts';
import type { Chunk } from './journal-lines.ts';
import { renameToVariant, tagSets } from './journal-logged.ts';
import { mentionIn, onlyRepeats, type Resolved, resolveLabel, resolveName } from './journal-names.ts';
import type { ChunkNumbers } from './journal-sets.ts';
import type { JournalState } from './journal-state.ts';
import { isSentence, WORD } from './journal-words.ts';

// "I did this with 165", "did them at 60kg", "Did it all with 20s": the work told before, done so.
const REFERS_BACK =
  /^\s*(?:(?:i|we|and|so)\s+)*(?:did|done|do|doing|lifted|used)\s+(?:all\s+)?(?:this|that|these|those|them|it)\s+(?:all\s+)?(?:with|at|@|using|for)\b/i;

// "Finished the lifting with barbell row", "Next came squats", "then moved on to rows": words that turn
// to the next lift, so the lift they mention heads the sets after them even mid-line.
const TURNS_TO =
  /^\s*(?:(?:and|then|so|i|we)\s+)*(?:finish(?:ed|ing)?|end(?:ed|ing)?|wrap(?:ped)?\s+up|kick(?:ed)?\s+off|mov(?:ed?|ing)\s+on|next\s+(?:came|up|was|were)|followed\s+(?:up\s+)?(?:with|by))\b/i;

// "when doing one leg raise with …", "while performing the twist": how the lift in scope was done.
const WHILE_DOING = /^\s*(?:(?:but|and|so)\s+)?(?:when|while|whilst)\s+(?:doing|performing|adding)\b/i;

/** Applies a chunk with no numbers to the state; `next` is the chunk after it. */
export function headingChunk(
  st: JournalState,
  chunk: Chunk,
  numbers: ChunkNumbers,
  named: Resolved | undefined,
  next: Chunk | undefined,
): void {
  // "Deadlifts\n3x24@135 (RDL)": a variant of the lift named right after its sets is theirs. Not a name
  // with numbers of its own after it ("Leg curl, 105 lbs, 2x15. Leg extension, 90 lbs, 2x15"), which
  // heads those.
  const lineSets = st.sets.slice(st.lineStart).filter((s) => s.name === st.current?.name);
  const heads = next && !next.lineStart && !next.label && /\d/.test(next.text);
  if (named && !chunk.lineStart && !heads && renameToVariant(lineSets, named, st.current)) {
    st.current = named;
    return;
  }
  // "Squat with push-press: you put a barbell …, squat and then push up": on the lift's own line, a word
  // of its name in the description is part of that lift, not another one.
  if (
    named &&
    !chunk.lineStart &&
    st.current &&
    named.name !== st.current.name &&
    onlyRepeats(numbers.rest, st.current)
  ) {
    st.notes.push(chunk.text);
    return;
  }
  // "Chair Dips … But, when doing one leg raise with the other leg on another chair, it is easier to get
  // more depth" (round 35): mid-line, a clause of how a move is done while doing another is about the lift
  // in scope, not a turn to the other.
  if (named && !chunk.lineStart && st.current && WHILE_DOING.test(chunk.text)) {
    st.notes.push(chunk.text);
    return;
  }
  // "Calf press (on the leg press machine)": where the lift just named was done; that name wins.
  if (named && !chunk.lineStart && (st.header || st.unusedName) && saysWhere(chunk.text)) {
    st.notes.splice(st.header ? -1 : st.notes.length, 0, chunk.text); // before the header's note
    return;
  }
  // "(warm up)", "(joker)" after a set: a tag on that set, not a workout note.
  if (!named && !chunk.lineStart && tagSets(st.lastChunkSets, chunk.text)) return;
  // "The leg press was the big surprise.": a sentence that names a lift heads the sets after it.
  // "With that said, I pushed it heavier on my decline bench": also a later sentence of a line
  // that has no lift and no set yet.
  // "Squats 5x5 @ 45. Finished the lifting with barbell row, …": a sentence turning to the next lift too.
  const opens =
    chunk.lineStart || (!st.current && st.sets.length === st.lineStart) || TURNS_TO.test(chunk.text);
  // After words turning to it ("Next came Chair Dips"), even a short word common in prose names the lift.
  const turns = TURNS_TO.test(chunk.text);
  const mention =
    !named && opens && (turns || isSentence(numbers.rest))
      ? (mentionIn(numbers.rest) ?? (turns ? mentionIn(numbers.rest, true) : undefined))
      : undefined;
  // "Dumbbell press, incline, 3x10": a qualifier after the name, before any set, refines it.
  if (!named && !chunk.lineStart && st.current && st.unusedName && st.sets.length === st.lineStart) {
    const refined = resolveLabel(`${st.unusedName} (${chunk.text})`);
    if (refined?.exercise && refined.name !== st.current.name) {
      st.switchTo(refined);
      st.notes.push(chunk.text);
      return;
    }
  }
  // A name on its own heads the sets after it; an unknown one only if sets follow straight away.
  // "Squats\nAbout to attack my goal weight!\n10 reps x 60kg": under a known name whose sets have
  // not come yet, a line of words is talk about them, not another lift.
  // "Back squats 3×10.\n- Close. I did this with 165.": sets told of "this" are the ones told before, so
  // an unknown word before them is a remark (a verdict), not a lift heading them.
  const candidate =
    named ??
    (chunk.lineStart &&
    next &&
    !REFERS_BACK.test(next.text) &&
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
  // A lift the sentence names wins over an unknown word that opened the line ("Anyway, …").
  if (mention) {
    st.switchTo(mention);
    st.header = undefined;
  }
}
