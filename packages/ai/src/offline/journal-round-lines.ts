/**
 * Rounds written one a line, each line the same moves in the same order with its own counts: a ladder
 * over bullets ("• 5 pull-ups, 10 merkins" over "• 4 pull-ups, 10 merkins" … "• 1 pull-up, 10 merkins")
 * or a circuit written out each time with its counts changed ("10 swings + 10 squats" over "8 swings + 8
 * squats"). A coach reads them as each move's
 * sets, in the order the moves were first listed: pull-ups 5, 4, 3, 2, 1, then five sets of 10 merkins,
 * as "3 rounds: 10 pull-ups, 20 push-ups" is already read (three sets of each, move by move). Read line
 * by line, the moves came back interleaved, one exercise per set.
 * The entry is rewritten with each move's parts one a line, moved together, the bullet and the words of
 * each part as written, so every reader after this one reads each part as before.
 * Only two lines or more in a row, each of two parts or more, every part a count and a move's words alone
 * ("5 pull-ups", "merkins x 10"; no load, time or aside but a remark closing the line, " - felt good",
 * "; felt strong", kept on its part), the same moves in the same order on every line,
 * at least two moves different: a line of one move's sets ("5 pull-ups, 5 pull-ups") is not a round.
 */

// A line's bullet or list number, kept on each part's line.
const BULLET = /^\s*(?:[-–—•·*]|\d{1,2}[.)])?\s*/;
// The parts of a round: parted by a comma, semicolon, plus, ampersand or "and".
const PARTS = /\s*(?:[,;+&]|\band\b)\s*/i;
// "5 pull-ups", "10 merkins", "merkins x 10", "Merkins x10": a count and words only.
const COUNT_FIRST = /^(\d{1,3})\s+(\p{L}[\p{L}'’ -]{1,40})$/u;
const COUNT_AFTER = /^(\p{L}[\p{L}'’ -]{1,40}?)\s*[x×]\s*(\d{1,3})$/u;

interface Round {
  bullet: string;
  parts: string[];
  keys: string[];
}

// A remark closing the line's last part: " - felt good", "; felt strong", " (felt good)", an emoji.
const REMARK = /\s*(?:[-–—]\s+\p{L}[^\n]*|;\s*\p{L}[^\n]*|\([^()]*\)|\p{Extended_Pictographic}[^\n]*)$/u;

/** The move a part counts, spelled one way ("1 pull-up" and "5 pull-ups" the same), or null. */
function moveKey(written: string): string | null {
  const part = written.replace(REMARK, '');
  const m = COUNT_FIRST.exec(part) ?? COUNT_AFTER.exec(part);
  const words = m ? (COUNT_FIRST.test(part) ? m[2] : m[1]) : null;
  if (!words || !/\p{L}{3}/u.test(words)) return null;
  return words
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, '')
    .replace(/[se]+$/, '');
}

function roundOf(line: string): Round | null {
  if (!line.trim() || line.length > 200) return null;
  const bullet = BULLET.exec(line)?.[0] ?? '';
  const parts = line.slice(bullet.length).trim().replace(/\.$/, '').split(PARTS).filter(Boolean);
  // "…, 10 merkins; felt strong": words with no count closing the line are its remark, kept on its part.
  const last = parts.at(-1) ?? '';
  if (parts.length > 2 && !/\d/.test(last)) parts.splice(-2, 2, `${parts.at(-2)}; ${last}`);
  if (parts.length < 2) return null;
  const keys: string[] = [];
  for (const part of parts) {
    const key = moveKey(part);
    if (!key) return null;
    keys.push(key);
  }
  return new Set(keys).size >= 2 ? { bullet, parts, keys } : null;
}

const sameMoves = (a: Round, b: Round) =>
  a.keys.length === b.keys.length && a.keys.every((k, i) => k === b.keys[i]);

/** The entry with rounds written one a line rewritten move by move. */
export function roundLinesByMove(text: string): string {
  if (!/\d/.test(text)) return text;
  const lines = text.split('\n');
  const rounds = lines.map(roundOf);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = rounds[i];
    let j = i + 1;
    while (first && j < lines.length) {
      const next = rounds[j];
      if (!next || !sameMoves(first, next)) break;
      j++;
    }
    if (!first || j - i < 2) {
      out.push(lines[i] ?? '');
      continue;
    }
    const run = rounds.slice(i, j) as Round[];
    // The same line again and again ("12 Push-ups, 15 Lunges" twice) is journal-block-marks' circuit
    // written out, read as rounds of the line, which keeps each move beside the others on its line.
    if (run.every((r) => r.parts.join() === first.parts.join())) {
      out.push(...lines.slice(i, j));
      i = j - 1;
      continue;
    }
    for (let k = 0; k < first.keys.length; k++) for (const r of run) out.push(`${r.bullet}${r.parts[k]}`);
    i = j - 1;
  }
  return out.join('\n');
}
