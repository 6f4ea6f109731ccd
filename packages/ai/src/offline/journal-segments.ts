/**
 * What one journal line says about all of its chunks: the rounds a circuit line was done for, the one
 * unit it writes on its loads, and where a lift named mid-line without a separator starts a new part.
 */
import { resolveName } from './journal-names.ts';
import { FILLER, TRAILING } from './journal-words.ts';

// A complete set: "195x5", "212.5x1x2", "x15", "5 Reps", "3 sets of 10", with its load after it ("5x5 225", "4 x 12 @ 300")
// or a count of sets after it ("95x10 3 Sets").
const SET_END = String.raw`(?:[x×]\s*\d+(?:\.\d+)?(?:\s*[x×]\s*\d+)*|\d\s*reps?\b|\bsets?\s+of\s+\d+)(?:\s+\d{1,2}\s*sets?\b|\s*(?:@|\bat\b)?\s*\d+(?:\.\d+)?)?(?:\s*(?:kgs?\b|lbs?\b|#)|s\b)?`;
// Up to five words after it ("Close-grip Bench Press", "1-Arm LMR"), then a colon or a number; a dash,
// a spaced slash or plus ("curls 3x12 30lb / triceps pushdown 3x12 50lb") may stand between.
const NEXT = new RegExp(
  String.raw`(?<=${SET_END})\s+(?:[-–—/+&]\s+|(with|w\/)\s+)?(?!(?:sets?|reps?|kgs?|lbs?)\b)((?:\d+-)?[a-z][\w'/-]*(?:\s+[a-z][\w'/-]*){0,4})(?=\s*:(?!\d)|\s+(?:[x×]\s*)?\d)`,
  'gi',
);
const SUPERSET_WORD = /\bsuper[\s-]?set(?:ted|s)?\b|\bss\b|\bpaired\b/i;
// Words after a set that are about it, not the next lift ("RPE: 8", "rest 90s", "3 Sets").
const ABOUT_SET = /^(?:sets?|reps?|kgs?|lbs?|rpe|rir|rest|tempo|notes?|time|weight|load|total|each|per|bw)$/i;

/**
 * "Bench Press 195x5 3 Sets Close-grip Bench 135x15 Yates Rows: 95x10": after a complete set, words that
 * name a catalogue lift before their numbers, or form a "Name:" label, start the next exercise; the count
 * of sets after a set stays with it. Each exercise becomes its own segment ('•'), as if on its own line.
 */
export function runOn(line: string): string {
  return line.replace(NEXT, (whole: string, joined: string | undefined, words: string, at: number) => {
    // "superset curls 3x12 30lb with pushdowns 3x12 50lb": "with" joins two lifts only in a superset;
    // elsewhere what comes with a set is its gear or its manner ("with belt", "with pause").
    if (joined && !SUPERSET_WORD.test(line)) return whole;
    const list = words.toLowerCase().split(/\s+/);
    if (ABOUT_SET.test(list[0] ?? '')) return whole;
    if (list.some((w) => FILLER.has(w) || TRAILING.has(w))) return whole;
    // "5x12 DL 185", "5×5 BS: 141.5#": a scheme that opens the line is the scheme of the name after it;
    // so is a bare scheme (sets x reps) opening a clause when a load alone follows the name ("5x5 squat
    // 225 and 3x5 bench 185"); "50x10, 50x9 Lateral raise: 15x12" keeps its set before the next lift.
    const before = line.slice(0, at);
    if (!/\p{L}{2,}/u.test(before.replace(/\b(?:sets?|reps?|kgs?|lbs?)\b/gi, ' '))) return whole;
    const after = line.slice(at + whole.length);
    if (
      /(?:[,;]|\band\b|\bthen\b)\s*(?:10|[1-9])\s*[x×]\s*\d{1,2}\s*$/i.test(before) &&
      /^\s*(?:@\s*)?\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?(?![\d.]|\s*[x×/\d])/i.test(after)
    )
      return whole;
    // A name the catalogue lacks ("Yates Rows 95x10") only before a whole "load x reps" of its own.
    const named = /^\s*\d+(?:\.\d+)?\s*[x×]\s*\d/.test(after) ? resolveName(words, true) : undefined;
    return /^\s*:/.test(after) || named || resolveName(words, false)?.exercise ? ` • ${words}` : whole;
  });
}

/** The unit of a line that writes only one ("100 kg … 110"), for its loads written bare. */
export function lineUnit(segment: string): 'kg' | 'lb' | undefined {
  const kg = /\d\s*(?:kgs?|kilos?)\b|\(\s*kgs?\s*\)\s*$/i.test(segment);
  const lb = /\d\s*(?:lbs?|pounds?)\b|\d\s*#|\(\s*lbs?\s*\)\s*$/i.test(segment);
  return kg === lb ? undefined : kg ? 'kg' : 'lb';
}

// "10 burpees", "400m run", "21 KB swings 24kg": a count, then the move it counts, and no scheme.
const countedMove = (part: string) => /^\s*\d{1,4}\s*\p{L}/u.test(part) && !/\d\s*[x×]\s*\d/i.test(part);

/**
 * "3 rounds: 10 pull-ups, 20 push-ups", "3 rounds, 10 burpees + 10 push-ups", "Circuit x3: …", "3x: …", "10 pushups, 10 situps x 3 rounds" (or ", 3
 * rounds"), "3 supersets of curls (12 @ 30) and pushdowns (15 @ 50)": a line of two or more counted moves, done that many rounds;
 * the line without the rounds, one move per comma.
 */
export function rounds(line: string): { n: number; rest: string } | null {
  const lead =
    /^(?:(\d{1,2})\s*(?:rounds?|supersets?|circuits?|giant\s+sets?|tri-?sets?)(?:\s+of)?|(?:circuit|superset|complex|giant\s+set)\s*[x×]\s*(\d{1,2})|(\d{1,2})\s*[x×]\s*(?:superset|circuit|complex|(?=\s*:)))(?:\s*[:,–—-]\s*|(?<=of)\s+)/i.exec(
      line,
    );
  const tail = lead ? null : /(?:,\s*|[,\s]+[x×]\s*)(\d{1,2})\s*(?:rounds?|circuits?)\s*$/i.exec(line);
  const m = lead ?? tail;
  const n = Number(m?.[1] ?? m?.[2] ?? m?.[3]);
  if (!m || !(n > 1)) return null;
  // "curls (12 @ 30) and pushdowns (15 @ 50)", "curls 12 @ 30 / pushdowns 15 @ 50": the next move.
  const rest = (lead ? line.slice(m[0].length) : line.slice(0, m.index)).replace(
    /(?<=\d\s*(?:kgs?|lbs?|#)?\)?)\s+(?:and|&|\/)\s+(?=\p{L}{2})/giu,
    ', ',
  );
  const parts = rest.split(/,|;/).filter((t) => /\d/.test(t));
  // After a bare comma ("…, 3 rounds") only a list of counted moves: "Bench 3x8, rows 3x10, 3 rounds" is
  // no circuit of this kind.
  if (tail && !/[x×]/i.test(tail[0]) && !parts.every(countedMove)) return null;
  return parts.length >= 2 ? { n, rest } : null;
}
