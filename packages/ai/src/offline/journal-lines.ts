/**
 * Journal text → chunks the parser reads one at a time. Each line is cleaned of what lifters wrap
 * their sets in (bullets, markdown, dates and day labels, a second unit, bodyweight and training-max
 * notes, AMRAP marks), split into a label ("Bench:", "Squats -") and its sets, and the sets into
 * chunks on ';', ',', sentence ends, 'then' and 'and'.
 */

import { compactNotations } from './journal-compact.ts';
import { repsForLoadLines } from './journal-header-reps.ts';
import { percentLadder } from './journal-ladder.ts';
import {
  dropSpelledCount,
  expandLoadLists,
  expandSlashPairs,
  pairLists,
  repListAtLoad,
  repsAtLoadList,
  repsOnName,
  schemeBeforeName,
  slashLoads,
} from './journal-lists.ts';
import { dumbbellLabel, lastCountJoined, proseLabel, remarkLine, sessionMark } from './journal-logbook.ts';
import { marks } from './journal-marks.ts';
import { mentionIn, resolveName } from './journal-names.ts';
import { normalizeNumbers, stripPrefixes } from './journal-normalize.ts';
import { settleNotation, tripleConvention } from './journal-notation.ts';
import { kindHeadings, plainPhrasing, setRowsApart } from './journal-phrasing.ts';
import { loadsAfterNamedReps } from './journal-ramp.ts';
import { dropReferenceLoads } from './journal-references.ts';
import { numberedSetRows } from './journal-rows.ts';
import { joinRoundBlocks, spreadRounds, spreadSchemes } from './journal-schemes.ts';
import { lineUnit, rounds, runOn } from './journal-segments.ts';
import { sharedSets } from './journal-shared.ts';
import { quotedAndApprox } from './journal-story.ts';
import { readTables } from './journal-table.ts';
import { loadInMiddle } from './journal-triples.ts';
import { expandWaves } from './journal-waves.ts';

export interface Chunk {
  text: string;
  /** the line's label ("Bench:", "5/3/1 squat:", "Squats -"): a name, whatever numbers it holds */
  label: boolean;
  /** the first chunk of a line or of a "•"-separated segment */
  lineStart: boolean;
  /** sets × reps in parentheses on a name line ("Barbell Row (5×10)"): the plan, unless no sets follow */
  plan: boolean;
  /** "worked up to 100 x 3": only this chunk's set counts on its line */
  topSet: boolean;
  /** the one unit the line writes on its loads ("5 reps at 100 kg, 5 at 110"): its bare loads' too */
  unit?: 'kg' | 'lb';
  /** "I have always been doing 60kg 10 reps": sets a lifter usually does or plans, not did; a note */
  remark?: boolean;
  /** "3 rounds: 10 pull-ups, 20 push-ups": every set of the line done that many times */
  rounds?: number;
  /** "new deadlift PR: 345!": the day's record, told before the sets that led to it */
  headline?: boolean;
}

const UNIT = '(?:kgs?|kilos?|lbs?|pounds?|#)';
const NUMBER = String.raw`\d+(?:\.\d+)?`;
// Words that keep the parser from splitting an exercise name on 'and'.
const PROTECTED = [/\bclean and jerk\b/gi, /\bclean and press\b/gi];
const LOAD = new RegExp(String.raw`\d\s*${UNIT}(?![a-z])`, 'i');
const SET_NOTATION = /\d\s*[x×*]\s*\d|@|\d\s*(?:reps?|sets?)\b/i;

/** "Chest press      12/95       12/105": a table row, one set per column. */
function columns(row: string): string {
  // "Push ups   25   25   25 (felt good)": a remark in parentheses after the cells stays a remark.
  const remark = /\s*\([^()\d]*\)\s*$/.exec(row);
  const segment = remark ? row.slice(0, remark.index) : row;
  const after = remark ? ` ${remark[0].trim()}` : '';
  // The name ends at a colon ("Push ups: 25   25   25") or at the first wide gap before a number.
  // Found by index, not one regex: a lazy name group backtracks quadratically on long lines.
  const colon = /^[^\d:]+:/.exec(segment);
  const gap = colon ? null : /\s{2,}(?=\d)/.exec(segment);
  const end = colon ? colon[0].length : (gap?.index ?? -1);
  if (end <= 0 || (!colon && /[\d:]/.test(segment.slice(0, end)))) return row;
  const cells = segment
    .slice(end)
    .trim()
    .split(/\s{2,}/);
  if (cells.length < 2 || !cells.every((c) => /^(?:\d[\d./]*|n\/a)$/i.test(c))) return row;
  const name = segment.slice(0, end).replace(/:\s*$/, '').trim();
  return `${name}: ${cells.filter((c) => !/^n\/a$/i.test(c)).join('; ')}${after}`;
}

/**
 * "3x5 @ 225 - felt good", "4 x 25 - red band - felt good", "10/115; felt strong": words after the
 * last dash, semicolon or comma, with no number in them, are about the sets before; peeled off so the
 * sets read as if they ended the line.
 */
function peelProse(segment: string): [string, string[]] {
  const prose: string[] = [];
  let head = segment;
  for (let i = 0; i < 4; i++) {
    // The last dash, semicolon or comma: what follows it is a remark if no number is in it.
    const cut = Math.max(head.lastIndexOf(' - '), head.lastIndexOf(' – '), head.lastIndexOf(' — '));
    const mark = Math.max(head.lastIndexOf(';'), head.lastIndexOf(','));
    const at = Math.max(cut, mark);
    const tail = at > 0 ? head.slice(at + (at === cut ? 3 : 1)).trim() : '';
    if (
      !tail ||
      /\d/.test(tail) ||
      !/\d/.test(head.slice(0, at)) ||
      /^(?:x|reps?|sets?|kgs?|lbs?|bw|each|per|and|then)\b/i.test(tail)
    )
      break;
    prose.unshift(tail);
    head = head.slice(0, at);
  }
  return [head, prose];
}

/** A label before ':' or ' - ' that holds no set ("5/3/1 squat: …", "Squats - 2 sets/6 reps"). */
function splitLabel(segment: string): [string | null, string] {
  // Not the colon of a time ("Rowed 2000m in 8:05").
  const colon = segment.search(/(?<!\d):|:(?!\d)/);
  if (colon > 0 && colon <= 80) {
    const label = segment.slice(0, colon).trim();
    // "Squat 225: 5, 5, 5": a load ending the name is the load of the counts after it.
    const load = /^(.*\p{L}.*?)\s+(\d{2,4}(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)$/iu.exec(label);
    const after = segment.slice(colon + 1).trim();
    if (load?.[1] && Number.parseFloat(load[2] ?? '') > 20 && /^\d{1,2}(?:\s*[,/]\s*\d{1,2})*$/.test(after))
      return [load[1], `${after} @ ${load[2]}`];
    if (/\p{L}/u.test(label) && !SET_NOTATION.test(label) && !LOAD.test(label))
      return [label, segment.slice(colon + 1).trim()];
  }
  const dash = /\s[-–—]+\s+(?=[\dx@]|bw\b)/i.exec(segment);
  if (dash && dash.index <= 80) {
    const label = segment.slice(0, dash.index).trim();
    if (/\p{L}/u.test(label) && !/\d/.test(label)) return [label, segment.slice(dash.index + dash[0].length)];
  }
  return [null, segment];
}

const STATS =
  /\b(?:heart rate|bpm|calories|kcal|duration|bmi|steps|sleep|slept|body ?fat|protein|carbs|water|weigh(?:ed|[- ]in)|volume|tonnage|total (?:weight|lifted|load|reps))\b/i;

// Habits and plans: "I usually do 3x10", "next time 230", "going to try 5x5", "you should work up to
// your max for 5 reps", "Forgot the SP was 5×3" (the scheme it should have been), "BW down to 190,
// have to make weight at 181" (the lifter's weight and class), "should be able to pull a 400
// deadlift" (what one could lift), "this is a bench press where …" (what a lift is), "We use a 8-5-3-1
// progression" (the program's scheme); history ("It was 235# back then", "In 2019 I squatted 315") and
// the lifter's own weight ("I'm 6'2 and 200 lbs"); a record stated as it stands ("My PR on the back
// squat is 335") is history too, unless it is new ("my max is now 315").
const HABIT =
  /\b(?:always|usually|normally|typically|generally|used to|next time|next week|tomorrow|plan(?:ning)? to|going to|gonna|hop(?:e|ing) to|my goal|goal is|would like to|wanted to|want to|aim(?:ing)? (?:to|for)|last (?:week|time|session|year|month)|previously|ago|back then|at the time|in the past|back in (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|the day|high school|college|(?:19|20)\d\d)|in (?:19|20)\d\d|when i (?:started|began|first)|best ever|i weigh|i(?:['’]m| am)\s+(?:(?:now|at|about|around|currently|only)\s+)*(?:\d['’]\s*\d{1,2}["”]?\s+(?:and\s+)?)?\d{2,3}(?:\.\d+)?\s*(?:kgs?|lbs?|pounds?|kilos?)|(?<!\b(?:new|today'?s?|this)\s)(?:pr|pb)\s+(?:was|used to be)|all[- ]time (?:pr|pb|best|max|record)|(?:my |the )?previous (?:pr|pb|max|best|record)\b|planned|supposed to|meant to|intend(?:ed)? to|(?:have|has|needs?) to(?!\s+(?:say|admit|agree))|make weight|(?:it|this)(?:['’]s|\s+is)\s+an?\s+(?!new\b)[\p{L} -]{1,30}?\s(?:where|in which|with|that)\b|(?:should|could|would|might|will|to)\s+be\s+able\s+to|\d{1,2}(?:\s*[-/]\s*\d{1,2}){2,}\s+(?:rep\s+|set\s+)?(?:progression|scheme|program(?:me)?|protocol|template|method|cycle|wave)s?\b|^(?:my\s+)?(?:bw|body\s?weight)\s+(?:is|was|now|down|up|dropped|went|at)|forg[eo]t(?:ten)?\s+(?:that\s+)?(?:the|my)\s+[\p{L} ]{1,30}?\s+(?:was|is|were)|programmed|scheduled|instead of|rather than|you should|(?:my |the )?(?:old|previous|former|prior)\b[^.!?\d]{0,40}?\b(?:pr|pb|max|best|record)\b|my (?:current |old |previous |all[- ]time )?(?:pr|pb|max|1rm|best|record)\b(?=[^.!?]*\b(?:is|stands)\b)(?![^.!?]*\b(?:now|new)\b))\b/iu;
// A label that says the numbers after it were not lifted today: "Goal: 405", "Next week: 1x5 @ 325".
const PLAN_LABEL =
  /\b(?:goals?|targets?|plan(?:ned)?|next (?:week|time|session)|last (?:week|time|session)|previous(?:ly)?|tomorrow)\b/i;

const SCHEME = /^\s*\d{1,2}(?:\s*\/\s*\d{1,2})+\s*\+\s*$/;
// "Exercise #3: Walking lunges", "Lift 2: Rows": a numbered field holds the name too.
const FIELD = /^(?:name|exercise(?: name)?|movement|lift)(?:\s*(?:#|no\.?)?\s*\d{1,2})?$/i;
const RECORD_LABEL = /\b(?:pr|pb|personal (?:best|record)|new max|1 ?rm)\b/i;

type Part = { text: string; remark: boolean; headline?: boolean };

/** The sets text in parts, a clause about habits or plans kept whole as a remark. */
function splitParts(text: string): Part[] {
  if (!HABIT.test(text)) return splitSets(text).map((t) => ({ text: t, remark: false }));
  const out: { text: string; remark: boolean }[] = [];
  let plain = '';
  // Clauses end at sentence marks, dashes, commas, parentheses and before "but" ("I always do 2 sets, but
  // today …", "225 (+5 from last week)");
  // the separators are kept so the other clauses split as they would have.
  for (const clause of text.split(
    /([.!?;](?=\s)|\s[-–—]+\s|,|[()]|\s(?=but\b|instead\s+of\b|rather\s+than\b))/i,
  )) {
    // "he'd have to start incorporating squats and deadlifts": lifts named in a plan are no heading for
    // the sets after it either.
    if (
      HABIT.test(clause) &&
      (/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|singles?|doubles?|triples?)\b/i.test(
        clause,
      ) ||
        mentionIn(clause))
    ) {
      out.push(...splitSets(plain).map((t) => ({ text: t, remark: false })), {
        text: clause.trim(),
        remark: true,
      });
      plain = '';
    } else plain += clause;
  }
  return [...out, ...splitSets(plain).map((t) => ({ text: t, remark: false }))];
}

/** Parts of the sets text: a run of rep counts stays one list; parentheses become asides. */
function splitSets(text: string): string[] {
  let line = runOn(text);
  for (const re of PROTECTED) line = line.replace(re, (m) => m.replace(/ and /i, ' n '));
  line = lastCountJoined(line);
  // "curls 12, 10, 8 @ 30": a run of rep counts is one list, not separate entries. Not after 'x' or
  // 'for', '@' or 'at', where the first number already belongs to a set ("185x8, 8, 7", "10 @ 40, 8 @ 45").
  line = line.replace(
    /(?<!(?:x|×|for|,|\/|@|\bat)\s*)\b\d{1,2}(?:\s*,\s*\d{1,2}\b(?!\s*(?:[.x×]|kgs?\b|lbs?\b|pounds?\b|kilos?\b|#)))+/gi,
    (m) => m.replace(/\s*,\s*/g, '/'),
  );
  // "1 set of 12 reps @ 30 lbs / 1 set of 10 reps @ 35 lbs": one set each side of the slash.
  line = line.replace(/\s+\/\s+(?=\d+\s*(?:sets?\b|x|×|@|at\b|reps?\b))/gi, '; ');
  // "315lbs/6 reps", "2 sets/6 reps/135lbs": a slash beside a word only separates.
  line = line.replace(/(?<=[a-z#])\s*\/\s*(?=\d)|(?<=\d)\s*\/\s*(?=[a-z])/gi, ' ');
  // "60kg, 3 reps x 3", "90 lbs, 2 sets of 15": the load belongs to the reps after the comma.
  // Not "5 reps 100kg, 5 reps 110kg", where the load has its reps already.
  line = line.replace(
    new RegExp(
      String.raw`(?<!reps?\s*|@\s*)(?<![\d.])(${NUMBER}\s*${UNIT})\s*[,;]\s*(?=\d+\s*reps?\b)|(?<!reps?\s*|@\s*|\bat\s*)(?<![\d.])(${NUMBER}\s*${UNIT})\s*[,;]\s*(?=\d+\s*sets?\s+of\s+\d+\b)`,
      'gi',
    ),
    (_, reps: string | undefined, sets: string | undefined) => `${reps ?? sets} `,
  );
  // "3 x 5 @ 140kg + 1 x 8 @ 120kg": a plus between whole sets separates them.
  line = line.replace(/(?<=(?:kgs?|lbs?|\d)\s*)\s\+\s(?=\d+\s*[x×]\s*\d+\s*(?:@|at\b))/gi, '; ');
  // "Curl 30x10 + 20x8": a plus after a whole set, before another load × reps.
  line = line.replace(
    /(?<=\d\s*[x×]\s*\d+(?:\s*reps?)?)\s*\+\s*(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?\s*[x×]\s*\d)/gi,
    '; ',
  );
  // "1×15 (40 lb dumbbells)/1×12 (45 lb)": a slash after an aside starts the next set.
  line = line.replace(/\)\s*\/\s*(?=\d)/g, '); ');
  line = line.replace(/\s[-–—|]\s/g, ' ').replace(/[()[\]]/g, ',');
  return line
    .split(
      /;|,|--+|[.!?](?=\s|$)|\bthen\b|\band\b|(?<![\d/]):|:(?!\d)|\b(?:super[\s-]?set(?:ted)?|ss|paired|alternat(?:ed|ing)|rotat(?:ed|ing))\s+(?:with|w\/)/i,
    )
    .map((t) => t.trim())
    .filter(Boolean);
}

// The catalogue lift a line names ("Curls": a scheme under it is its reps; "Box jumps": done with the body).
const lift = (name: string) => resolveName(name.replace(/[:\s]+$/, ''), false)?.exercise;

export function splitChunks(content: string): Chunk[] {
  const chunks: Chunk[] = [];
  // "Squats (kg)\n60 x 5": a unit on a name line holds for the block under it.
  let blockUnit: 'kg' | 'lb' | undefined;
  // "135x2x10" then "60x3x20": the entry's own order of sets and reps after a load.
  const convention = tripleConvention(content);
  for (const rawLine of numberedSetRows(
    sharedSets(
      readTables(
        spreadSchemes(
          joinRoundBlocks(
            repsForLoadLines(loadInMiddle(percentLadder(kindHeadings(setRowsApart(content))).split(/\r?\n/))),
          ),
          lift,
        ),
      ),
    ),
  )) {
    // No real entry has a seven-digit number; dropping them keeps every pattern below linear.
    const stripped = stripPrefixes(
      compactNotations(dropReferenceLoads(quotedAndApprox(plainPhrasing(rawLine))))
        .replace(/\d{7,}/g, ' ')
        // A single "~" stays for journal-marks ("345×5 (~402)" is an estimate); "~~" is markdown.
        .replace(/[*`_]+|~~+/g, ' ')
        .trim(),
    );
    const plain = settleNotation(stripped, convention);
    const line = rounds(plain) ? plain : spreadRounds(plain);
    // "145x5/ Close-grip Bench 200 3x5": a slash after a set starts the next exercise.
    // "Squat 5x5 | Bench 3x5": a bar before a name starts the next exercise; "3 sets | 10 reps" stays.
    for (const rawSegment of line.split(
      /\s[•·]\s|\s\|\s(?=\s*\p{L}{2})(?!\s*(?:reps?|sets?|kgs?|lbs?)\b)|(?<=\d)\s*\/\s+(?=\p{L}{2})|(?<=\d(?:\s*(?:kgs?|lbs?))?\)?),?\s+(?=[a-h][1-9][.):]?\s+\p{L}{2})|(?<=\d(?:\s*(?:kgs?|lbs?))?\)?)\s+\+\s+(?=\p{L}{2})(?!(?:bands?|chains?|belt|straps?|wraps?|sleeves?)\b)/iu,
    )) {
      // "…10/115.", "…x 6 💪": punctuation and emoji ending a line say nothing about its numbers.
      const cleaned = stripPrefixes(rawSegment.trim()).replace(/[^\p{L}\p{N})\]+#%'’"”]+$/u, '');
      if (/\p{L}/u.test(cleaned) && !/\d/.test(cleaned))
        blockUnit = /\(\s*kgs?\s*\)/i.test(cleaned)
          ? 'kg'
          : /\(\s*lbs?\s*\)/i.test(cleaned)
            ? 'lb'
            : undefined;
      const circuit = rounds(cleaned);
      const [head, prose] = peelProse(
        normalizeNumbers(
          repListAtLoad(
            repsAtLoadList(
              schemeBeforeName(repsOnName(expandWaves(marks(loadsAfterNamedReps(circuit?.rest ?? cleaned))))),
            ),
          ),
        ),
      );
      const when = sessionMark(columns(head));
      // "LT: 160 x 14 reps": last time's logbook line, a note beside today's.
      if (when.past) {
        chunks.push(remarkLine(when.segment));
        continue;
      }
      const segment = when.segment;
      let [label, rest] = splitLabel(segment);
      // "**Name:** Decline Weighted Crunch": a field that holds the name.
      if (label && FIELD.test(label) && /\p{L}/u.test(rest) && !/\d/.test(rest)) [label, rest] = [rest, ''];
      // "Bent Over Row: 3 x 8, 2 x 12kg", "Bicep curls (8kg weights)": a pair of dumbbells picks the
      // lift's dumbbell variant, as "(Dumbbell)" after the name would.
      [label, rest] = dumbbellLabel(cleaned, label, rest);
      // "Deadlifts: 3x24@135 (RDL)": a name in trailing parentheses belongs to the label.
      const trailing = label ? /\(([^()\d]{2,40})\)\s*$/.exec(rest) : null;
      if (label && trailing?.[1]) {
        label = `${label} (${trailing[1]})`;
        rest = rest.slice(0, trailing.index);
      }
      // "Barbell Bent Over Row (5×10)", "Military Press (5/3/1)": a plan on the name line.
      const open = label ? -1 : segment.indexOf('(');
      const plan =
        open > 0 && /\p{L}/u.test(segment.slice(0, open)) && !/\d/.test(segment.slice(0, open))
          ? /^\(\s*(\d+\s*[x×]\s*\d+|\d{1,2}(?:\s*\/\s*\d{1,2})+\+?)\s*\)\s*$/.exec(segment.slice(open))
          : null;
      const topSet = /\b(?:worked|working|work|built|ramped)\s+up\s+to\b/i.test(rest);
      const parts: Part[] = plan?.[1]
        ? [segment.slice(0, open), plan[1]].map((t) => ({ text: t, remark: false }))
        : splitParts(expandSlashPairs(slashLoads(dropSpelledCount(pairLists(expandLoadLists(rest))))));
      // "Max Heart Rate: 170 BPM", "Calories burned: 658", "Goal: 405": not sets lifted today.
      // A sentence before a colon ("It's been 2 weeks since my last session so I kept it light:") is no field.
      const field = label !== null && label.split(/\s+/).length <= 5;
      if (label && field && (STATS.test(label.replace(/\([^()]*\)/g, ' ')) || PLAN_LABEL.test(label))) {
        chunks.push({
          text: segment,
          label: false,
          lineStart: true,
          plan: false,
          topSet: false,
          remark: true,
        });
        continue;
      }
      // "This morning we did weights: lots of weights": a sentence before a colon that names no lift is prose.
      const prosed = label !== null && proseLabel(label);
      if (prosed) {
        chunks.push(remarkLine(label ?? ''));
        label = null;
      }
      if (label) chunks.push({ text: label, label: true, lineStart: true, plan: false, topSet: false });
      // "…I managed a PB for bench - 77.5 kg": a record's load alone is a single.
      // "new deadlift PR: 345! I warmed up to …": the record's load, then the story of the day.
      const LOAD_ALONE = /^\d+(?:\.\d+)?\s*(?:kgs?|lbs?|pounds?|kilos?|#)?$/i;
      if (label && RECORD_LABEL.test(label) && LOAD_ALONE.test(rest.trim()))
        parts.splice(0, parts.length, { text: `${rest.trim()} single`, remark: false });
      else if (label && RECORD_LABEL.test(label) && parts[0] && LOAD_ALONE.test(parts[0].text.trim()))
        parts[0] = { text: `${parts[0].text.trim()} single`, remark: false, headline: true };
      for (const [i, { text, remark, headline }] of [
        ...parts,
        ...prose.map((t) => ({ text: t, remark: false, headline: false })),
      ].entries()) {
        chunks.push({
          text,
          remark,
          ...(headline ? { headline } : {}),
          unit: lineUnit(cleaned) ?? blockUnit,
          label: false,
          lineStart: !label && !prosed && i === 0,
          // "bench press, 5 / 5 / 5+": the day's scheme, logged only if no sets follow.
          plan: (Boolean(plan) && i === 1) || SCHEME.test(text),
          topSet: topSet && /\bup\s+to\b/i.test(text),
          ...(circuit ? { rounds: circuit.n } : {}),
        });
      }
    }
  }
  return chunks;
}
