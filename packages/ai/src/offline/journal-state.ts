/**
 * What parseJournal carries from chunk to chunk: the sets and notes so far, the lift the chunks are
 * for, where the line and the lift's block began, and what the line has said so far (a top set, a
 * drop set, a load waiting for its reps).
 */

import type { LoggedSet } from '../schemas.ts';
import { cardioWord } from './journal-cardio.ts';
import type { Chunk } from './journal-lines.ts';
import { mentionIn, type Resolved } from './journal-names.ts';
import type { ChunkNumbers } from './journal-types.ts';

// "on to the Stairmaster", "over to the rower", "switched to the bike", "hopped on the treadmill": a
// move from one machine to the next.
const MOVED_ON =
  /\b(?:on|over|across|back)[ \t]+to[ \t]+(?:the|a|an|my)\b|\b(?:moved|switched|went|headed|jumped|hopped|got)[ \t]+(?:on|onto|to)[ \t]+(?:the|a|an|my)\b/i;

export class JournalState {
  sets: LoggedSet[] = [];
  notes: string[] = [];
  current: Resolved | undefined;
  last: LoggedSet | undefined;
  lastChunkSets: LoggedSet[] = [];
  /** the sets the line before logged: an effort on a line of its own is theirs */
  lineBefore: LoggedSet[] = [];
  labelled = false;
  header: Resolved | undefined;
  planned: LoggedSet[] = [];
  lineStart = 0;
  blockStart = 0;
  topSetLine = false;
  dropLine = false;
  carryWeight: number | null = null;
  /** a scheme told before any lift ("protocol: 5 sets of 5 reps"), for loads named with their lift after it */
  scheme: { sets: number; reps: number } | null = null;
  pendingOrdinal: ChunkNumbers['ordinal'] = null;
  /** where the day's record, told first ("new deadlift PR: 345!"), sits among the sets */
  headline: number | null = null;
  unusedName: string | undefined;
  /** where warm-ups told after their top set go ("…; that's after I've warmed up with …", journal-warm-after) */
  warmAt: number | null = null;
  /**
   * Whether the rows so far are a list of counts each before its move ("10 burpees", "20 merkins"): in
   * such a list a word after the count names the next move, never a remark on the one before.
   */
  countRows = false;

  /** Another lift: the block before settles (its planned sets) and a new block begins. */
  switchTo(next: Resolved | undefined): void {
    if (this.planned.length) this.sets.push(...this.planned);
    this.planned = [];
    this.current = next;
    this.last = undefined;
    this.blockStart = this.sets.length;
    this.headline = null;
  }

  log(all: LoggedSet[], warmUp = false): void {
    // "225 x 0 (failed)": a set with no rep done is a miss, not a set.
    const made = all.filter((s) => s.reps !== 0);
    this.unusedName = undefined;
    // "new deadlift PR: 345! I warmed up to a single at 315": warm-ups told after the record came before it.
    if (
      warmUp &&
      this.headline !== null &&
      made.every((s) => s.name === this.sets[this.headline ?? 0]?.name)
    ) {
      this.sets.splice(this.headline, 0, ...made);
      this.headline += made.length;
    } else this.sets.push(...made);
    this.lastChunkSets = made;
    this.last = made.at(-1) ?? this.last;
  }

  /**
   * The lift the nearest earlier words of the entry named ("I upped my reps of dips."), if any. Each
   * note is read once: a long entry with no lift stays linear.
   */
  toldLift(): Resolved | undefined {
    for (; this.toldRead < this.notes.length; this.toldRead++)
      this.told = mentionIn(this.notes[this.toldRead] ?? '', true) ?? this.told;
    return this.told;
  }
  private toldRead = 0;
  private told: Resolved | undefined;

  /**
   * The cardio the nearest earlier words of the entry named ("… if I wanted to do a foothills ride with
   * him. Sure, why not? Two hours, 30 miles …"), for a time or distance that names none. Read once, as above.
   */
  toldCardio(): string | undefined {
    for (; this.cardioRead < this.notes.length; this.cardioRead++)
      this.cardio = cardioWord(this.notes[this.cardioRead] ?? '') ?? this.cardio;
    return this.cardio;
  }
  private cardioRead = 0;
  private cardio: string | undefined;
  /** How many notes there were when journal-timed last logged a bout; null before it logs one. */
  boutNotes: number | null = null;
  /**
   * The machine the lifter moved on to in the notes since journal-timed's last bout ("So, on to the
   * Stairmaster.", "Then over to the rower."), the last one told, if any.
   */
  cardioSinceBout(): string | undefined {
    if (this.boutNotes === null) return undefined;
    return this.notes
      .slice(this.boutNotes)
      .map((n) => (MOVED_ON.test(n) ? cardioWord(n) : undefined))
      .filter(Boolean)
      .at(-1);
  }

  /** The sets logged from index `from` on for the lift in scope. */
  setsSince(from: number): LoggedSet[] {
    return this.sets.slice(from).filter((s) => s.name === this.current?.name);
  }

  /** Whether this line has logged a set of the lift in scope: read from the end, the likely place. */
  hasOnLine(): boolean {
    for (let k = this.sets.length - 1; k >= this.lineStart; k--)
      if (this.sets[k]?.name === this.current?.name) return true;
    return false;
  }

  /** A new line (or label): what the last line said no longer holds. */
  startLine(chunk: Chunk): void {
    this.lineBefore = this.sets.slice(this.lineStart);
    this.lineStart = this.sets.length;
    this.topSetLine = false;
    this.dropLine = false;
    this.labelled = chunk.label;
    this.lastChunkSets = [];
    this.carryWeight = null;
    this.pendingOrdinal = null;
    this.warmAt = null;
  }
}
