/**
 * A scheme told twice on one line is one scheme. After "Bench 3x5 @ 185", a clause in words with no load
 * of its own that gives the same count again ("…, 3 sets of 5", "…, 3 sets", "- 5 sets of 5 reps") or the
 * reps summed ("…, 15 reps total", "…, 48 reps") says what was just written, in other words: read, it
 * logged as many sets again (or one set of the sum). The clause goes before any reader sees the line.
 * New numbers are new work ("…, 3 sets of 8", "…, 2 sets of 5 at 135"), and so is any clause after
 * "then", "and", "plus" or "another", or after a second scheme. A sum told over several of a line's
 * sets ("135x10, 185x8, 205x6 (24 reps in all)") is journal-reps-total's; this reads one scheme's words.
 * Round 35: a line told again by the next, opening "that means" or "in other words", is read once, as
 * the explanation tells it (explainedOnce below).
 */

// "3x5", "3 × 5", "3 sets of 5", "4 sets x 12": sets then reps, not inside a chain ("225x3x5").
const SCHEME =
  /(?<![\d.]|[x×*]\s*)\b(\d{1,2})\s*(?:[x×*]|sets?\s+(?:of|x|×))\s*(\d{1,3})\b(?!\s*[x×*]\s*\d|[.,]\d)(?:\s*(?:reps?|repetitions)\b)?/gi;
// Between the scheme and the clause: its load, its unit, an effort, in the same clause; never more work.
const MORE =
  /\b(?:then|and|plus|more|another|again|after(?:wards)?|followed|back[\s-]*offs?|drops?|warm[\s-]*ups?|sets?|reps?)\b|[x×*]\s*\d|\+/i;
// The clause, after a comma, semicolon, dash or full stop, ending its clause: "3 sets of 5 (reps)
// (each)", "3 sets", "5 sets, 5 reps each", "15 reps total", "total of 15 reps".
const CLAUSE =
  /(?:\s*[,;]|\s+[-–—]|\.(?=\s))\s*(?:(\d{1,2})\s+sets?(?:(?:\s+(?:of|x|×)\s*|\s*,\s*)(\d{1,3})(?:\s*reps?)?)?(?:\s+each)?|(?:(?:a\s+)?total\s+(?:of\s+)?)?(\d{1,4})\s+(?:total\s+)?(?:reps?|repetitions)(?:\s+(?:total|in\s+all|altogether))?)\s*(?=[,;.!)]|$)/iy;

const GAP = 40;
const NUMBER = /\d+(?:\.\d+)?/g;
const EFFORT = /\b(?:rpe|rir)\s*\d+(?:\.\d+)?/gi;

/** One line with every clause that tells its scheme again taken off. */
function lineToldOnce(line: string): string {
  const schemes = [...line.matchAll(SCHEME)];
  let out = line;
  // From the last scheme back, so an earlier cut leaves later positions as they were.
  for (let k = schemes.length - 1; k >= 0; k--) {
    const m = schemes[k] as RegExpMatchArray;
    const sets = Number(m[1]);
    const reps = Number(m[2]);
    const from = (m.index ?? 0) + m[0].length;
    // A load, its unit and an effort fit in a few words: the clause comes within GAP characters.
    const to = Math.min(schemes[k + 1]?.index ?? line.length, from + GAP);
    for (let at = from; at < to; at++) {
      if (!/[,;.\s]/.test(line[at] ?? '')) continue;
      CLAUSE.lastIndex = at;
      const c = CLAUSE.exec(line);
      if (!c) continue;
      const gap = line.slice(from, at);
      if (/[,;]|\.\s/.test(gap) || MORE.test(gap) || (gap.replace(EFFORT, '').match(NUMBER) ?? []).length > 1)
        break;
      const toldSets = c[1] === undefined ? null : Number(c[1]);
      const toldReps = c[2] === undefined ? null : Number(c[2]);
      const total = c[3] === undefined ? null : Number(c[3]);
      const again =
        toldSets !== null
          ? toldSets === sets && (toldReps === null || toldReps === reps)
          : sets > 1 && total === sets * reps;
      if (again) out = out.slice(0, at) + out.slice(at + c[0].length);
      break;
    }
  }
  return out;
}

/** The entry with every scheme told twice on its line told once (see the header). */
export function schemeToldOnce(written: string): string {
  const text = explainedOnce(written);
  return /\d\s*(?:[x×*]|sets?\b)/i.test(text) ? text.split('\n').map(lineToldOnce).join('\n') : text;
}

// "15-minute countdown: 15 KB swings." over "Just to be clear, that means we did 15 kettlebell swings on
// the minute, every minute, for 15 minutes.": a line opening as an explanation of the one before ("that
// means", "in other words", "i.e.") tells it again, in full. When its first sentence says each number
// of the line before again, that line keeps its words and loses its counts (read once, not twice).
const EXPLAINS =
  /^\s*(?:(?:just\s+)?(?:to\s+be\s+clear|to\s+clarify)\s*[,;]?\s*)?(?:that|this|which)\s+means\b|^\s*(?:in\s+other\s+words|i\.e\.)/i;
const FIRST_SENTENCE = /^[^.!?\n]{0,400}/;

function explainedOnce(text: string): string {
  if (!/\bmeans\b|\bother\s+words\b|\bi\.e\./i.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!EXPLAINS.test(line)) continue;
    const j = lines.slice(0, i).findLastIndex((l) => l.trim() !== '');
    const before = lines[j] ?? '';
    const told = before.match(NUMBER) ?? [];
    // Each number told again once for each time the line before told it ("5-5-5-5-5" over "Which
    // means … your maximum weight for 5 reps" tells the scheme's meaning, not its sets).
    const again = FIRST_SENTENCE.exec(line)?.[0].match(NUMBER) ?? [];
    const left = [...again];
    const all = told.every((n) => {
      const at = left.indexOf(n);
      if (at !== -1) left.splice(at, 1);
      return at !== -1;
    });
    if (told.length && all) lines[j] = before.replace(NUMBER, ' ');
  }
  return lines.join('\n');
}
