/**
 * A scheme told twice on one line is one scheme. After "Bench 3x5 @ 185", a clause in words with no load
 * of its own that gives the same count again ("…, 3 sets of 5", "…, 3 sets", "- 5 sets of 5 reps") or the
 * reps summed ("…, 15 reps total", "…, 48 reps") says what was just written, in other words: read, it
 * logged as many sets again (or one set of the sum). The clause goes before any reader sees the line.
 * New numbers are new work ("…, 3 sets of 8", "…, 2 sets of 5 at 135"), and so is any clause after
 * "then", "and", "plus" or "another", or after a second scheme. A sum told over several of a line's
 * sets ("135x10, 185x8, 205x6 (24 reps in all)") is journal-reps-total's; this reads one scheme's words.
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
export function schemeToldOnce(text: string): string {
  return /\d\s*(?:[x×*]|sets?\b)/i.test(text) ? text.split('\n').map(lineToldOnce).join('\n') : text;
}
