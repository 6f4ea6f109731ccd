/**
 * A sentence whose time is told around it rather than in it (round 34), for journal-achieved's
 * sentenceKind:
 * - "I set some objectives after which to re-evaluate my training regimen. Namely: 96kg on squat, 72kg on
 *   bench press, …": a sentence opening on "namely" or "specifically" spells out the goals the sentence
 *   before named, so its numbers are goals too; not "I hit all my targets today. Namely: squat 3x5 at
 *   225" (goals told as met, or today's, are today's work). A one-word sentence between, the tail of a
 *   wrapped line ending on a full stop ("… my training.\nregimen. Namely: …"), is read with the one before;
 * - "- 10x10 @ 32 KG Two Arm Swings (100!) (Achieved November '23), but then regressed": the sets an aside
 *   dates to a month gone, achieved or set then, are that month's; at most two asides between ("(100!)")
 *   are skipped. Not a log's own date "(Jan 12 2024)", nor "(first time since March 2021)".
 */
import { DATED_ASIDE } from './journal-past.ts';

export const NAMELY = /^\W*(?:namely|specifically|to\s+wit|i\.e\.|that\s+is)\b/i;
const GOAL_NOUN = /\b(?:goals?|objectives?|targets?|aims?)\b/i;
const ONE_WORD = /^\W*\p{L}+\W*$/u;
const ASIDE_ONLY = /^\([^()]*\)\W*$/;

/** The sentences (of `said`, a line's) that spell out goals named just before; `met`: told as met or today's. */
export function goalsSpelledOut(said: string[], met: (sentence: string) => boolean): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < said.length; i++) {
    if (!NAMELY.test(said[i] ?? '')) continue;
    const last = said[i - 1] ?? '';
    const before = ONE_WORD.test(last) ? `${said[i - 2] ?? ''} ${last}` : last;
    if (GOAL_NOUN.test(before) && !met(before)) out.add(said[i] ?? '');
  }
  return out;
}

/** The sentences (of `said`, a line's) an aside after them dates to a month gone. */
export function datedByAside(said: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < said.length; i++) {
    let j = i + 1;
    // at most two asides between, so a long line of asides stays linear
    while (j <= i + 2 && ASIDE_ONLY.test(said[j] ?? '') && !DATED_ASIDE.test(said[j] ?? '')) j++;
    if (DATED_ASIDE.test(said[j] ?? '') && !ASIDE_ONLY.test(said[i] ?? '')) out.add(said[i] ?? '');
  }
  return out;
}
