/**
 * A line's two edges: the label before its sets ("Bench:", "5/3/1 squat:", "Squats -") and the words
 * after its last dash, semicolon or comma that talk about the sets ("3x5 @ 225 - felt good"). Split
 * out of journal-lines, which cuts the line between them into chunks.
 */
import { toldWhen } from './journal-achieved.ts';
import { CARDIO_QUANTITY, cardioName } from './journal-cardio.ts';
import { LOAD_UNIT } from './journal-words.ts';

const LOAD = new RegExp(String.raw`\d\s*${LOAD_UNIT}(?![a-z])`, 'i');
// A time or distance with its unit, found once (the shared pattern is global).
const A_QUANTITY = new RegExp(CARDIO_QUANTITY.source, 'i');
const SET_NOTATION = /\d\s*[x×*]\s*\d|@|\d\s*(?:reps?|sets?)\b/i;

/**
 * Where the words after a line's sets start: after its last dash, semicolon or comma, when they hold
 * no number and run on past no sentence's end. The cut and the words after it, or null.
 */
export function lastTail(head: string): [string, string] | null {
  const cut = Math.max(head.lastIndexOf(' - '), head.lastIndexOf(' – '), head.lastIndexOf(' — '));
  const mark = Math.max(head.lastIndexOf(';'), head.lastIndexOf(','));
  const at = Math.max(cut, mark);
  const tail = at > 0 ? head.slice(at + (at === cut ? 3 : 1)).trim() : '';
  // A mark inside quotes or brackets ('"Woods, Fields & Campus" walk', "(25 lb, 30 lb)") cuts nothing.
  const inside = (t: string) =>
    (t.match(/["“”]/g) ?? []).length % 2 === 1 ||
    (t.match(/\)/g) ?? []).length > (t.match(/\(/g) ?? []).length;
  // A tail that runs on past a sentence's end, or that tells when its sentence's load was lifted ("my
  // max was 205#, but that was years ago"), is not words about the sets before it: the sentence is
  // read whole, its time with it.
  if (
    !tail ||
    /\d/.test(tail) ||
    inside(tail) ||
    /[.!?]\s+\S/.test(tail) ||
    toldWhen(head.slice(0, at), tail) ||
    !/\d/.test(head.slice(0, at)) ||
    /^(?:x|reps?|sets?|kgs?|lbs?|bw|each|per|and|then)\b/i.test(tail)
  )
    return null;
  return [head.slice(0, at), tail];
}

/**
 * "3x5 @ 225 - felt good", "4 x 25 - red band - felt good", "10/115; felt strong": words after the
 * last dash, semicolon or comma, with no number in them, are about the sets before; peeled off so the
 * sets read as if they ended the line.
 */
export function peelProse(segment: string): [string, string[]] {
  const prose: string[] = [];
  let head = segment;
  for (let i = 0; i < 4; i++) {
    const cut = lastTail(head);
    if (!cut) break;
    prose.unshift(cut[1]);
    head = cut[0];
  }
  return [head, prose];
}

/** Counts or a scheme with no load of its own: "5, 5, 4", "5/5/4", "3x5", "3 sets of 5 reps". */
const LOADLESS_SCHEME = /^\d{1,2}(?:\s*(?:[,/x×*]|sets?\s+of)\s*\d{1,2})*(?:\s*reps?)?$/i;

/** "5/5/5 (paused)" → ["5/5/5", " (paused)"]: a scheme and the words in brackets ending it. */
function withoutAside(sets: string): [string, string] {
  const aside = /\s*\([^()\d]*\)$/.exec(sets);
  return aside ? [sets.slice(0, aside.index), aside[0]] : [sets, ''];
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const NAME_THEN_LOAD =
  /^(.*\p{L}.*?)\s+((?:(?:bw|body\s*weight)\s*)?(\+\s*)?\d{2,4}(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)$/iu;
const LABEL_LETTER = /\p{L}/u;
const DASH_BEFORE_SETS = /\s[-–—]+\s+(?=[\dx@]|bw\b|an?\s+\p{L}+\s+\d)/iu;

/** A label before ':' or ' - ' that holds no set ("5/3/1 squat: …", "Squats - 2 sets/6 reps"). */
export function splitLabel(segment: string): [string | null, string] {
  // Not the colon of a time ("Rowed 2000m in 8:05"), nor of a face ("16 :(  my abs still hurt").
  const colon = segment.search(/(?:(?<!\d):|:(?!\d))(?![-^']?[()[\]DPp|/\\](?![\p{L}\d]))/u);
  // A remark in brackets is the name's ("Calf raise (what I used to call …):"), however long.
  if (colon > 0 && segment.slice(0, colon).replace(/\([^()]*\)/g, '').length <= 80) {
    const label = segment.slice(0, colon).trim();
    // "Squat 225: 5, 5, 5", "Bench 185: 3x5": a load ending the name is the load of the scheme after it.
    const load = NAME_THEN_LOAD.exec(label);
    const after = segment.slice(colon + 1).trim();
    // An added load ("Chins BW+25: 5,5,4") may be light; a bare number must be a load, not a count.
    const heavy = (n: string) => Number.parseFloat(n.replace(/^\D+/, '')) > (load?.[3] ? 0 : 20);
    // A remark in brackets after the scheme ("Bench 225: 5/5/5 (paused)") stays after it, the load too.
    const [scheme, aside] = withoutAside(after);
    if (load?.[1] && heavy(load[2] ?? '') && LOADLESS_SCHEME.test(scheme))
      return [load[1], `${scheme} @ ${load[2]}${aside}`];
    // "5 miles pool-running in the morning: 3.5 miles on the treadmill": a bout before the colon is
    // one of the entry's bouts, not a heading.
    const bout = cardioName(label) && A_QUANTITY.test(label);
    if (LABEL_LETTER.test(label) && !SET_NOTATION.test(label) && !LOAD.test(label) && !bout) {
      // "Squat: 225: 5, 5, 4": the same load, written after the name's colon (not a time: "21:12").
      const [, bare, told] = /^(\d{2,4}(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)\s*:(?!\d)\s*(.+)$/i.exec(after) ?? [];
      const [reps, remark] = withoutAside(told ?? '');
      if (bare && reps && Number.parseFloat(bare) > 20 && LOADLESS_SCHEME.test(reps))
        return [label, `${reps} @ ${bare}${remark}`];
      return [label, after];
    }
  }
  // "Push-ups - a miserable 16": a word of how it went between the dash and the count is no name.
  const dash = DASH_BEFORE_SETS.exec(segment);
  if (dash && dash.index <= 80) {
    const label = segment.slice(0, dash.index).trim();
    if (/\p{L}/u.test(label) && !/\d/.test(label)) return [label, segment.slice(dash.index + dash[0].length)];
  }
  return [null, segment];
}
