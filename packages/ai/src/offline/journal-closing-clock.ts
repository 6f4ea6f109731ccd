/**
 * A workout's time written at the end of its line of counted moves ("Chipper: 50 double unders, …, 10
 * burpees. 14:22", "DT - 5 rounds: 12 deadlifts, …, 6 push jerks @ 155. 9:30", "…, 20 double unders,
 * 7:55", "100 KB swings, 50 goblet squats - 11:02"): class write-ups close with the clock the work took.
 * Before, it was read as a timed set of the last move (an extra "burpee", or the move's count lost to
 * it). Written as "Time 14:22", the closing time every reader already keeps as a note
 * (journal-circuit-marks' closing time), on its own line it is already that.
 * Only after a move counted first ("10 burpees", "21-15-9 with burpees"), set off by a stop, a comma, a
 * dash or "in"; never after a named move's own clock ("Plank 1:30", "Burpees 10, 14:22"), nor after a
 * bout ("5k run in 24:30", "15 cal row, 1:05"), whose time is its own.
 * Round 35: "5k time: 20:29" on a line of its own, under "5k rowing machine (level 4)", is that bout's
 * time, told after the block: it is written on the bout's line ("5k rowing machine (level 4) in 20:29"),
 * never a timed set of the move above it. A distance no earlier line opens with is left as typed.
 */
import { COUNT_UNIT } from './journal-words.ts';

// The clock closing the line, after its separator; "Rx" or "scaled" may follow it.
const END_CLOCK =
  /(?:[.,;]|[ \t][-–—]|[ \t]in)[ \t]*(\d{1,2}:\d{2}(?::\d{2})?)([ \t]*\(?(?:rx'?d?|scaled)\)?)?[ \t]*\.?[ \t]*$/i;
// The last move before it: a count (or a scheme "21-15-9"), then a word that is no unit of a count.
const COUNTED_MOVE = new RegExp(
  String.raw`^[ \t]*(?:[-–—•*][ \t]*)?\d{1,3}(?:[-–—]\d{1,3})*[ \t]+(?!${COUNT_UNIT}\b)\p{L}`,
  'iu',
);
// A bout's time is its own: "5k run in 24:30", "2000m row, 7:45".
const BOUT =
  /\b(?:run|ran|running|row|rowing|rowed|bike|biked|cycle|cycling|swim|swam|walk(?:ed)?|jog(?:ged)?|ski|erg|miles?|km)\b/i;
// The parts of a list of moves: by commas, "and", "+", a colon or a stop.
const PARTS = /[,;:.+]|\band\b|&/i;

/** One line with its closing clock written as the work's time, or as it was. */
function lineClockTold(line: string): string {
  const end = END_CLOCK.exec(line);
  if (!end) return line;
  const before = line.slice(0, end.index);
  const last = before.split(PARTS).pop() ?? '';
  if (!COUNTED_MOVE.test(last) || BOUT.test(last)) return line;
  return `${before}. Time ${end[1]}${end[2] ?? ''}`;
}

// "5k time: 20:29", "2000m time - 7:45", "1 mile time 6:30": a distance's time on its own line, a remark
// after it its own.
const DISTANCE_TIME =
  /^[ \t]*(?:[-–—•*][ \t]*)?(\d{1,5}(?:\.\d{1,2})?)[ \t]?(k|km|m|mi|miles?)[ \t]+time[ \t]*[:=–—-]?[ \t]*(\d{1,2}:\d{2}(?::\d{2})?)(?![\d:])([^\n]{0,80})$/i;

/** Each distance's time alone on its line written on the line of the bout it timed. */
function distanceTimesJoined(lines: string[]): string[] {
  const out = [...lines];
  for (const [i, line] of lines.entries()) {
    const m = DISTANCE_TIME.exec(line);
    if (!m) continue;
    const opens = new RegExp(
      String.raw`^[ \t]*(?:[-–—•*][ \t]*)?${m[1]?.replace('.', '\\.')}[ \t]?${m[2]}\b[ \t]*\p{L}`,
      'iu',
    );
    let j = i - 1;
    while (j >= 0 && !opens.test(out[j] ?? '')) j--;
    if (j < 0 || /\d:\d{2}/.test(out[j] ?? '')) continue;
    // A remark after the time ("- felt good", "(felt good)") goes with it.
    out[j] = `${out[j]} in ${m[3]}${(m[4] ?? '').trimEnd()}`;
    out[i] = '';
  }
  return out;
}

/** The entry with each line's closing clock after counted moves told as the time the work took. */
export function closingClocksTold(text: string): string {
  const lines = /\btime\b/i.test(text) ? distanceTimesJoined(text.split('\n')) : null;
  // Guard: only lines that end in a clock.
  if (!/\d:\d{2}[ \t]*(?:\(?(?:rx'?d?|scaled)\)?)?[ \t]*\.?[ \t]*$/im.test(text))
    return lines ? lines.join('\n') : text;
  return (lines ?? text.split('\n')).map(lineClockTold).join('\n');
}
