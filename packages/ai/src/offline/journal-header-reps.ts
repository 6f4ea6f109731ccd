/**
 * Reps stated once above a list of loads: "Today I did 7 single reps at these weights:" then "• 90kg",
 * "• 100kg"…; "Bench triples:" then "80 / 90 / 100" one a line. Each load line under such a header is
 * one set of those reps, and so is each load of a list on one line ("- Split jerk singles" then
 * "- 130, 135, 140 lbs"; "Bench, sets of 5" then "135 / 155 / 175"). Read for the whole entry before it
 * is split, since the header and the loads are on different lines.
 *
 * A lift's name with its scheme is such a header too ("Squats (5x5)" then "225", "235"…; "OHP 3x5" then
 * "95, 100, 105"; "Squat x5", "Bench 3 sets of 8", "Squat 5x5" then "Set 1: 100", "Set 2: 100"…): the
 * name line carries the reps, the lines under it the loads, one set a load. One load alone under a
 * count of sets is every set's ("Bench 3 sets of 5" then "135"). Bare numbers there are loads only
 * when heavier than 20 and the reps and the lift is not done with the body, and only when nothing but
 * loads stands under the name up to a blank line or a word ("Pull-ups 3x10" then "10", "8", "7" are
 * the reps done; "Bench 3x8" then "135", "8" is no list of loads). A "Load:" line under a scheme is
 * that scheme's loads (joinLoadLines).
 */
import { resolveName } from './journal-names.ts';

const KIND: Record<string, number> = { single: 1, double: 2, triple: 3 };

// "7 single reps", "singles", "doubles:", "3 reps at these weights", "5 reps each:" — the reps of
// every set below, with nothing but words after them on the line.
const HEADER =
  /\b(?:\d{1,2}\s+)?(single|double|triple)s?\b(?:\s+reps?)?(?:\s+(?:at|@|with)\s+(?:these|the following)\s+(?:weights|loads))?\s*:?\s*$|\b(\d{1,2})\s*reps?\s+(?:each\s+)?(?:at|@|with)\s+(?:these|the following)\s+(?:weights|loads)\s*:?\s*$|\b(\d{1,2})\s*reps?\s+(?:each|per set)\s*:\s*$|(?<!\d\s*)\bsets\s+of\s+(\d{1,2})\s*(?:reps?)?\s*:?\s*$/i;
// "(RPE 7)", "@ RPE 8", "rir 2": the set's effort after its load, no load nor reps of its own.
const EFFORT = /[ \t]*(?:@[ \t]*)?\(?[ \t]*(?:rpe|rir)[ \t]*\d{1,2}(?:\.5)?[ \t]*\)?/gi;
// "  • 115kg – PB", "- 100", "120 kg (easy)", "185 @ RPE 7": a load alone, a remark or effort after it.
const LOAD_LINE =
  /^(\s*(?:[-–—•·*>]+\s*)?)(\d{2,3}(?:[.,]\d+)?)\s*(kgs?|lbs?|#)?(?:['’]s)?(\s*(?:[-–—(,].*|@?[ \t]*(?:rpe|rir)\b.*)?)$/i;
// "- 130, 135, 140 lbs", "80 / 90 / 100kg": the loads of several sets on one line, a unit after any.
const ITEM = String.raw`\d{2,3}(?:\.\d+)?(?:\s*(?:kgs?|lbs?|#))?`;
const LIST_LINE = new RegExp(
  String.raw`^(\s*(?:[-–—•·*>]+\s*)?)(${ITEM}(?:\s*[,/]\s*${ITEM})+)(\s*(?:[-–—(].*)?)$`,
  'i',
);

// "Squat 5x5", "Squats (5x5)", "OHP - 3 x 5:", "Bench 3 sets of 8", "Squat x5", "Squat 5 reps",
// "Squat (sets of 5)", "Squat 5x5 @", "Squat 3 sets": a name, then its scheme and nothing after it but
// a mark.
const NAMED_SCHEME =
  /^(\s*(?:[-–—•·*>]+\s*)?)(\p{L}[\p{L}\s'’.&/-]*?\p{L})\s*[,:–—-]?\s*\(?\s*(?:(\d{1,2})\s*(?:[x×]|sets?\s+(?:of|x)|sets?\s*[,/])\s*(\d{1,2})(?:\s*reps?)?|(?:[x×]\s*|sets\s+of\s+)(\d{1,2})(?:\s*reps?)?|(\d{1,2})\s*reps?|(\d{1,2})\s*sets?)\s*\)?\s*[:@–—-]?\s*$/iu;
// "Set 1: 100", "Set 2 - 105", "1: 225", "2) 235", "@ 245": a row's number or mark before its load.
const ROW_MARK =
  /^(\s*(?:[-–—•·*>]+\s*)?)(?:set\s*(\d{1,2})\s*[:.)–—-]?|(\d{1,2})\s*[:.)])?\s*(?:@\s*)?(?=\d)/i;

/**
 * A name line with its scheme: the reps (null for a count of sets alone, "Squat 3 sets"), the set count
 * when told, and the name as its heading.
 */
function namedScheme(line: string): { reps: number | null; sets: number; head: string } | null {
  const m = NAMED_SCHEME.exec(line);
  const name = m?.[2] ?? '';
  const lift = m ? resolveName(name, false)?.exercise : undefined;
  // Only a lift done with a load: "Pull-ups 3x10" over "10", "8" counts reps.
  if (!m || !lift || lift.isBodyweight) return null;
  const reps = m[7] ? null : Number(m[4] ?? m[5] ?? m[6]);
  const sets = Number(m[3] ?? m[7] ?? 1);
  if (reps === 0 || (reps ?? 0) > 30 || sets > 20) return null;
  return { reps, sets, head: `${m[1]}${name}:` };
}

/** "5 reps", or a set whose reps no one wrote ("Squat 3 sets" over its loads): the parser's own null. */
const counted = (reps: number | null, sets = 1) =>
  reps === null ? `${sets} ${sets > 1 ? 'sets' : 'set'}` : `${sets > 1 ? `${sets} sets x ` : ''}${reps} reps`;

/** A row's loads under a named scheme ("Set 2: 100" the second row), without its mark; null if not. */
function loadRow(line: string, k: number, reps: number | null): string | null {
  const m = ROW_MARK.exec(line);
  const number = m?.[2] ?? m?.[3];
  if (!m || (number !== undefined && Number(number) !== k + 1)) return null;
  const row = `${m[1]}${line.slice(m[0].length)}`;
  const loads = row.replace(EFFORT, ' ').match(/\d+(?:[.,]\d+)?(?:\s*(?:kgs?|lbs?|#))?/gi) ?? [];
  // A bare number no heavier than the reps (or 20) may be the reps done: no list of loads.
  const light = (w: string) => !/[a-z#]/i.test(w) && Number(w.replace(',', '.')) <= Math.max(20, reps ?? 0);
  return loads.some(light) ? null : row;
}

/** One load line, or one list of loads, as sets of the header's reps; null when it is neither. */
function asSets(line: string, reps: number | null, sets = 1): string[] | null {
  const list = LIST_LINE.exec(line);
  if (list) {
    const loads = (list[2] ?? '').split(/\s*[,/]\s*/);
    const unit = /(kgs?|lbs?|#)$/i.exec(loads.at(-1) ?? '')?.[1];
    const sets = loads.map((w) => `${counted(reps)} @ ${w}${unit && !/[a-z#]/i.test(w) ? ` ${unit}` : ''}`);
    return [`${list[1]}${sets.join('; ')}${list[3]}`];
  }
  return LOAD_LINE.test(line)
    ? [
        line.replace(
          LOAD_LINE,
          (_, lead: string, load: string, unit: string | undefined, rest: string) =>
            `${lead}${counted(reps, sets)} @ ${load.replace(',', '.')}${unit ? ` ${unit}` : ''}${rest.replace(/^(?=[@\p{L}])/u, ' ')}`,
        ),
      ]
    : null;
}

/** Load lines under a lift's name and scheme, each rewritten as sets; the next line to read. */
function namedSchemeLoads(out: string[], i: number): number {
  const header = namedScheme(out[i] ?? '');
  if (!header) return i;
  const rows: string[] = [];
  let j = i + 1;
  for (; j < out.length && (out[j] ?? '').trim(); j++) {
    const row = loadRow(out[j] ?? '', rows.length, header.reps);
    if (row === null || !(LOAD_LINE.test(row) || LIST_LINE.test(row))) break;
    rows.push(row);
  }
  // The block ends at a blank line or a word: "135" then "225x5" is a warm-up before sets of its own.
  if (!rows.length || /^\s*(?:[-–—•·*>]+\s*)?[\d@+]/.test(out[j] ?? '')) return i;
  // One load under a count of sets is every set's; more are one set each, the sets as the rows tell.
  const one = rows.length === 1 && !LIST_LINE.test(rows[0] ?? '');
  // A count of sets alone says how many loads follow: "Squat 3 sets" over two loads is no such list.
  if (header.reps === null && !one && rows.length !== header.sets && !LIST_LINE.test(rows[0] ?? '')) return i;
  const sets = rows.flatMap((row) => asSets(row, header.reps, one ? header.sets : 1) ?? []);
  if (sets.length !== rows.length) return i;
  out.splice(i, rows.length + 1, header.head, ...sets);
  return i + rows.length;
}

/** Load lines under a reps header, each rewritten as "R reps @ load". */
export function repsForLoadLines(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const next = namedSchemeLoads(out, i);
    if (next !== i) {
      i = next;
      continue;
    }
    // Only the line's last sentence is the header: "…best was 110kg. Today I did 7 single reps at…".
    const last = (out[i] ?? '').split(/(?<=[.!?])\s+/).at(-1) ?? '';
    const header = HEADER.exec(last);
    if (!header || /\d\s*(?:kgs?|lbs?|#|[x×@])/i.test(last)) continue;
    const reps = header[1]
      ? (KIND[header[1].toLowerCase()] ?? 1)
      : Number(header[2] ?? header[3] ?? header[4]);
    const loads: number[] = [];
    const sets: string[] = [];
    for (let j = i + 1; j < out.length; j++) {
      if (!(out[j] ?? '').trim()) continue;
      const read = asSets(out[j] ?? '', reps);
      if (!read) break;
      loads.push(j);
      sets.push(...read);
    }
    // Two or more loads: one alone may be the header's own set ("Singles:\n140kg" reads either way).
    if (loads.length < 2 && !loads.some((j) => LIST_LINE.test(out[j] ?? ''))) continue;
    loads.forEach((j, k) => {
      out[j] = sets[k] ?? out[j] ?? '';
    });
    // The header keeps its name and words, not its count: its reps are the sets' now.
    out[i] = (out[i] ?? '').replace(HEADER, ':');
    i = loads.at(-1) ?? i;
  }
  return out;
}

/** "Press 5 X 3" over "Load: 120, 140, 140, 150, 150": the loads line belongs to the scheme above. */
export function joinLoadLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const loads = /^\s*(?:loads?|weights?)\s*:\s*(\d[\d.,\s]*(?:kgs?|lbs?|#)?)\s*$/i.exec(line);
    if (loads && prev && /\d\s*[x×]\s*\d{1,3}\s*(?:reps?)?\s*$/i.test(prev))
      out[out.length - 1] = `${prev} @ ${loads[1]?.trim()}`;
    else out.push(line);
  }
  return out;
}
