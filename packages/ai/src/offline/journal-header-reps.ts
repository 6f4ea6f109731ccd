/**
 * Reps stated once above a list of loads: "Today I did 7 single reps at these weights:" then "• 90kg",
 * "• 100kg"…; "Bench triples:" then "80 / 90 / 100" one a line. Each load line under such a header is
 * one set of those reps, and so is each load of a list on one line ("- Split jerk singles" then
 * "- 130, 135, 140 lbs"; "Bench, sets of 5" then "135 / 155 / 175"). Read for the whole entry before it
 * is split, since the header and the loads are on different lines.
 */
const KIND: Record<string, number> = { single: 1, double: 2, triple: 3 };

// "7 single reps", "singles", "doubles:", "3 reps at these weights", "5 reps each:" — the reps of
// every set below, with nothing but words after them on the line.
const HEADER =
  /\b(?:\d{1,2}\s+)?(single|double|triple)s?\b(?:\s+reps?)?(?:\s+(?:at|@|with)\s+(?:these|the following)\s+(?:weights|loads))?\s*:?\s*$|\b(\d{1,2})\s*reps?\s+(?:each\s+)?(?:at|@|with)\s+(?:these|the following)\s+(?:weights|loads)\s*:?\s*$|\b(\d{1,2})\s*reps?\s+(?:each|per set)\s*:\s*$|(?<!\d\s*)\bsets\s+of\s+(\d{1,2})\s*(?:reps?)?\s*:?\s*$/i;
// "  • 115kg – PB", "- 100", "120 kg (easy)": a load alone, a remark after it.
const LOAD_LINE =
  /^(\s*(?:[-–—•·*>]+\s*)?)(\d{2,3}(?:[.,]\d+)?)\s*(kgs?|lbs?|#)?(?:['’]s)?(\s*(?:[-–—(,].*)?)$/i;
// "- 130, 135, 140 lbs", "80 / 90 / 100kg": the loads of several sets on one line, a unit after any.
const ITEM = String.raw`\d{2,3}(?:\.\d+)?\s*(?:kgs?|lbs?|#)?`;
const LIST_LINE = new RegExp(
  String.raw`^(\s*(?:[-–—•·*>]+\s*)?)(${ITEM}(?:\s*[,/]\s*${ITEM})+)(\s*(?:[-–—(].*)?)$`,
  'i',
);

/** One load line, or one list of loads, as sets of the header's reps; null when it is neither. */
function asSets(line: string, reps: number): string[] | null {
  const list = LIST_LINE.exec(line);
  if (list) {
    const loads = (list[2] ?? '').split(/\s*[,/]\s*/);
    const unit = /(kgs?|lbs?|#)$/i.exec(loads.at(-1) ?? '')?.[1];
    const sets = loads.map((w) => `${reps} reps @ ${w}${unit && !/[a-z#]/i.test(w) ? ` ${unit}` : ''}`);
    return [`${list[1]}${sets.join('; ')}${list[3]}`];
  }
  return LOAD_LINE.test(line)
    ? [
        line.replace(
          LOAD_LINE,
          (_, lead: string, load: string, unit: string | undefined, rest: string) =>
            `${lead}${reps} reps @ ${load.replace(',', '.')}${unit ? ` ${unit}` : ''}${rest}`,
        ),
      ]
    : null;
}

/** Load lines under a reps header, each rewritten as "R reps @ load". */
export function repsForLoadLines(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
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
