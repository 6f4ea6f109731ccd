/**
 * Journal text → chunks the parser reads one at a time. Each line is cleaned of what lifters wrap
 * their sets in (bullets, markdown, dates and day labels, a second unit, bodyweight and training-max
 * notes, AMRAP marks), split into a label ("Bench:", "Squats -") and its sets, and the sets into
 * chunks on ';', ',', sentence ends, 'then' and 'and'.
 */

import { achievedToday } from './journal-achieved.ts';
import { agesOut } from './journal-ages.ts';
import { blankLoadRows } from './journal-blank-load.ts';
import { headingBlocks } from './journal-block-heading.ts';
import { bracketCountUnwrapped } from './journal-bracket-count.ts';
import { withoutCalendar } from './journal-calendar.ts';
import { averagedPaces, climbedOut, dottedTime } from './journal-cardio.ts';
import { type Part, splitParts } from './journal-clauses.ts';
import { compactNotations } from './journal-compact.ts';
import { countsAsDigits } from './journal-counts.ts';
import { decimalCommas } from './journal-decimal-comma.ts';
import { withoutDoneVerb } from './journal-done-verb.ts';
import { everyMinuteBlocks } from './journal-every-minute.ts';
import { readFieldRecords } from './journal-fields.ts';
import { joinLoadLines, repsForLoadLines } from './journal-header-reps.ts';
import { withoutKitMaker } from './journal-kit-maker.ts';
import { labelMarks } from './journal-label-mark.ts';
import { percentLadder } from './journal-ladder.ts';
import { inEnglish } from './journal-languages.ts';
import { peelProse, splitLabel } from './journal-line-label.ts';
import { lineTails } from './journal-line-tails.ts';
import { listItems } from './journal-list-items.ts';
import {
  dropSpelledCount,
  expandLoadLists,
  pairLists,
  repListAtLoad,
  repsAtLoadList,
  runsAtLoads,
  slashLoads,
} from './journal-lists.ts';
import { oneLoad } from './journal-load-forms.ts';
import { loadSetsWithReps } from './journal-load-sets-reps.ts';
import { dumbbellLabel, liftAfterRemark, proseLabel, remarkLine, sessionMark } from './journal-logbook.ts';
import { marks } from './journal-marks.ts';
import { maxesTold } from './journal-maxes.ts';
import { mentionIn, resolveName } from './journal-names.ts';
import { noBoutNumbersOut } from './journal-no-bout.ts';
import { normalizeNumbers, stripPrefixes } from './journal-normalize.ts';
import { labelNamesNothing, liftAfterLabel } from './journal-not-lifts.ts';
import { settleNotation, tripleConvention } from './journal-notation.ts';
import { asideAfterMove } from './journal-one-rep.ts';
import { type LoadSide, readPairLists, readPairRows } from './journal-pairs.ts';
import { perSidePairs } from './journal-per-side.ts';
import { kindHeadings, plainPhrasing, schemeInWords, setRowsApart } from './journal-phrasing.ts';
import { planBeforeSets } from './journal-plan-colon.ts';
import { loadsAfterNamedReps } from './journal-ramp.ts';
import { dropReferenceLoads } from './journal-references.ts';
import { PLAN_LABEL, RECORD_LABEL, RESULT_LABEL, STATS } from './journal-remarks.ts';
import { sameSetsPhrase } from './journal-repeats.ts';
import { repsToldAfter } from './journal-reps-after.ts';
import { roundsDone, roundsOneByOne } from './journal-rounds.ts';
import { rowAsides } from './journal-row-asides.ts';
import { numberedSetRows } from './journal-rows.ts';
import { spreadRounds, spreadSchemes } from './journal-schemes.ts';
import { lineUnit, rounds, runOn } from './journal-segments.ts';
import {
  ampersandSets,
  atAsMark,
  bracesAsParentheses,
  bracketedSets,
  crossedSets,
  doubtedCounts,
  plusMoves,
  semicolonsAsCommas,
  slashedSets,
  spacedAt,
  spacedCountMark,
  spacedStops,
  timeCommas,
} from './journal-separators.ts';
import { setRowHeads } from './journal-set-rows.ts';
import { sharedSets } from './journal-shared.ts';
import { spreadLoads } from './journal-spread.ts';
import { quotedAndApprox } from './journal-story.ts';
import { readTables, tableRow } from './journal-table.ts';
import { totalThenSplit } from './journal-total-breakdown.ts';
import { loadInMiddle } from './journal-triples.ts';
import { shortUnits } from './journal-unit-spelling.ts';
import { expandWaves } from './journal-waves.ts';
import { wordTables } from './journal-word-table.ts';
import { wrappedRows } from './journal-wrapped-rows.ts';

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

/**
 * A line with its separators read one way (journal-separators): "77,5" is a point, before any reader
 * takes it for a list's comma; semicolons, " / " between sets, units, "at" and "@" however the lifter
 * spaces or spells them; an aside in braces as one in parentheses; a cross after a set as "(missed)";
 * a doubt on a count inside a set ("25 x 8? x 5") taken off.
 */
const oneSpelling = (line: string) =>
  bracketedSets(
    spacedAt(
      atAsMark(
        shortUnits(
          slashedSets(
            ampersandSets(
              plusMoves(
                semicolonsAsCommas(
                  decimalCommas(
                    bracesAsParentheses(
                      crossedSets(spacedStops(spacedCountMark(timeCommas(doubtedCounts(line))))),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );

const SCHEME = /^\s*\d{1,2}(?:\s*\/\s*\d{1,2})+\s*\+\s*$/;

// The catalogue lift a line names ("Curls": a scheme under it is its reps; "Box jumps": done with the body).
const lift = (name: string) => resolveName(name.replace(/[:\s]+$/, ''), false)?.exercise;
// "Sit-ups: 25 15 10", "Dips 15 12 10": whether the lift named before a list's counts (or the label) is
// done with the body, so its bare counts are reps.
const bodyweight = (label: string | null) => (name: string) =>
  Boolean(lift((name.trim() || (label ?? '')).replace(/\([^()]*\)/g, ' ').trim())?.isBodyweight);

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const SEGMENT_BREAK =
  /\s[•·]\s|\s\|\s(?=\s*\p{L}{2})(?!\s*(?:reps?|sets?|kgs?|lbs?)\b)|(?<=\d)\s*\/\s+(?=\p{L}{2})|(?<=\d(?:\s*(?:kgs?|lbs?))?\)?),?\s+(?=[a-h][1-9][.):]?\s+\p{L}{2})|(?<=\d(?:\s*(?:kgs?|lbs?))?\)?)\s+\+\s+(?=\p{L}{2})(?!(?:bands?|chains?|belt|straps?|wraps?|sleeves?)\b)/iu;
const LETTER = /\p{L}/u;

// A sentence told by the lifter: "I", "we" or "my", then five words or more.
const SUBJECT = /\b(?:i|we|my)\b/i;
const TOLD_WORD = /\p{L}{2,}/gu;

/** "I started with a warm up on the Lat-Pulldown Machines … 40 reps": a story of sets naming their lift. */
function storyNamesLift(rest: string): boolean {
  const subject = SUBJECT.exec(rest);
  if (!subject || !/\d/.test(rest)) return false;
  const told = (rest.slice(subject.index).split(/[.!?\n]/)[0] ?? '').match(TOLD_WORD) ?? [];
  return told.length >= 6 && Boolean(mentionIn(rest)?.exercise);
}

export function splitChunks(written: string, unit?: 'kg' | 'lb'): Chunk[] {
  // "1세트: 40kg 10회", "3 Sätze à 10 Wdh.": the words that structure the log, read in English.
  const content = inEnglish(written);
  const chunks: Chunk[] = [];
  // "Squats (kg)\n60 x 5": a unit on a name line holds for the block under it.
  let blockUnit: 'kg' | 'lb' | undefined;
  // "135x2x10" then "60x3x20": the entry's own order of sets and reps after a load.
  const convention = tripleConvention(content);
  // "Squat 10x50, 8x70" then "Split squat 8x18, 10x14": the side an earlier list showed is the load.
  let habit: LoadSide | null = null;
  // What each block heading carries is written into its rows first; its remarks become notes, after the
  // entry's sets, where no word of theirs can name a lift (journal-block-heading).
  // A line opened by "did" reads as the line without it (journal-done-verb); the mark after a line's
  // name is its colon, however written, and a colon inside a running sentence none (journal-label-mark).
  // What ends a line after its sets (a full stop, an emoji, "- felt good") is cut before any reader sees
  // the line (journal-line-tails); its remarks are notes.
  // A scheme before a colon with whole sets after it is the plan they were done against
  // (journal-plan-colon). A count told, then split into sets that make it, is those sets
  // (journal-total-breakdown). A maker's name between a load and its kit goes (journal-kit-maker).
  // Sets counted with their load take the reps told after a comma (journal-load-sets-reps); a list of
  // per-side pairs ("14/14, 12/12") is a set a pair (journal-per-side).
  // A row wrapped at its mark ("1 x" over "½ 320 lbs.") is one row (journal-wrapped-rows).
  const tails = lineTails(
    wrappedRows(
      labelMarks(
        content
          .split(/\r?\n/)
          .map((l) =>
            withoutKitMaker(
              totalThenSplit(
                planBeforeSets(
                  withoutCalendar(
                    withoutDoneVerb(repsToldAfter(perSidePairs(loadSetsWithReps(bracketCountUnwrapped(l))))),
                  ),
                ),
              ),
            ),
          ),
      ),
    ).map(oneSpelling),
  );
  // A row's aside that names only the block's own rows restates them (journal-row-asides).
  const asides = rowAsides(tails.lines);
  const entry = [
    ...headingBlocks(
      // Totals are sums, and where maxes are told bare loads are singles (journal-maxes). A lift's name
      // over a clock counts the sets of the row under it, one a minute (journal-every-minute).
      everyMinuteBlocks(oneLoad(countsAsDigits(maxesTold(asides.lines).join('\n')), unit).split(/\r?\n/)),
    ),
    ...[...tails.remarks, ...asides.remarks].map((text) => ({ text, remark: true })),
  ];
  const carried = entry
    .filter((l) => !l.remark)
    .map((l) => l.text)
    .join('\n');
  // The block readers in the order they run, each writing the entry's rows plainer for the next.
  let rows = achievedToday(carried).split(/\r?\n/);
  rows = readFieldRecords(readPairRows(blankLoadRows(rows)));
  rows = percentLadder(kindHeadings(setRowHeads(setRowsApart(rows.join('\n'))))).split(/\r?\n/);
  rows = roundsDone(roundsOneByOne(repsForLoadLines(loadInMiddle(joinLoadLines(rows)))));
  // A scheme told in words around the name, put plainly before lifts sharing it part.
  // A table pasted without its cell gaps gets them back, to be read by its header (journal-word-table).
  rows = numberedSetRows(sharedSets(readTables(wordTables(spreadSchemes(rows, lift))).map(schemeInWords)));
  for (const rawLine of rows) {
    // No real entry has a seven-digit number; dropping them keeps every pattern below linear.
    const stripped = stripPrefixes(
      compactNotations(
        dropReferenceLoads(
          quotedAndApprox(
            noBoutNumbersOut(
              agesOut(
                climbedOut(dottedTime(averagedPaces(asideAfterMove(plainPhrasing(sameSetsPhrase(rawLine)))))),
              ),
            ),
          ),
        ),
      )
        .replace(/\d{7,}/g, ' ')
        // "5 * 5": a star between two counts is "x", any other is markdown; a lone "~" is journal-marks'.
        .replace(/(\d)\s*\*\s*(?=\d)|[*`_]+|~~+/g, (_, count?: string) => (count ? `${count}x` : ' '))
        .trim(),
    );
    const plain = settleNotation(stripped, convention);
    const line = runOn(rounds(plain) ? plain : spreadRounds(plain));
    // "145x5/ Close-grip Bench 200 3x5": a slash after a set starts the next exercise.
    // "Squat 5x5 | Bench 3x5": a bar before a name starts the next exercise; "3 sets | 10 reps" stays.
    for (const rawSegment of line.split(SEGMENT_BREAK)) {
      // "…10/115.", "…x 6 💪": punctuation and emoji ending a line say nothing about its numbers.
      const cleaned = stripPrefixes(rawSegment.trim()).replace(/[^\p{L}\p{N})\]+#%'’"”]+$/u, '');
      if (LETTER.test(cleaned) && !/\d/.test(cleaned))
        blockUnit = /\(\s*kgs?\s*\)/i.test(cleaned)
          ? 'kg'
          : /\(\s*lbs?\s*\)/i.test(cleaned)
            ? 'lb'
            : undefined;
      const circuit = rounds(cleaned);
      let listed: string;
      [listed, habit] = readPairLists(spreadLoads(circuit?.rest ?? cleaned), habit, (before) =>
        bodyweight(null)(before.replace(/[-–:]+\s*$/, '')),
      );
      const [head, prose] = peelProse(
        normalizeNumbers(
          repListAtLoad(repsAtLoadList(expandWaves(marks(loadsAfterNamedReps(runsAtLoads(listed)))))),
        ),
      );
      const when = sessionMark(tableRow(head));
      // "LT: 160 x 14 reps": last time's logbook line, a note beside today's.
      if (when.past) {
        chunks.push(remarkLine(when.segment));
        continue;
      }
      const segment = when.segment;
      let [label, rest] = splitLabel(segment);
      // "**Name:** Decline Weighted Crunch", "Lats: Front Pulldown": a field or body part before the name.
      if (label && liftAfterLabel(label, rest)) [label, rest] = [rest, ''];
      // "Latissimus: I started … on the Lat-Pulldown Machines … 40 reps": the story names the lift.
      if (label && labelNamesNothing(label) && storyNamesLift(rest)) label = null;
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
        open > 0 && LETTER.test(segment.slice(0, open)) && !/\d/.test(segment.slice(0, open))
          ? /^\(\s*(\d+\s*[x×]\s*\d+|\d{1,2}(?:\s*\/\s*\d{1,2})+\+?)\s*\)\s*$/.exec(segment.slice(open))
          : null;
      const topSet = /\b(?:worked|working|work|built|ramped)\s+up\s+to\b/i.test(rest);
      const parts: Part[] = plan?.[1]
        ? [segment.slice(0, open), plan[1]].map((t) => ({ text: t, remark: false }))
        : splitParts(
            slashLoads(dropSpelledCount(pairLists(expandLoadLists(listItems(rest, bodyweight(label)))))),
          );
      // "Max Heart Rate: 170 BPM", "Calories burned: 658", "Goal: 405", "Score: 14:12": not sets lifted today.
      // A sentence before a colon ("It's been 2 weeks since my last session so I kept it light:") is no field.
      const field = label !== null && label.split(/\s+/).length <= 5;
      if (
        label &&
        field &&
        (STATS.test(label.replace(/\([^()]*\)/g, ' ')) || PLAN_LABEL.test(label) || RESULT_LABEL.test(label))
      ) {
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
      // "Woke up and trained. Deadlift: 1x5": a remark, then the lift that labels the sets.
      const remark = label === null ? null : liftAfterRemark(label);
      if (remark) {
        chunks.push(remarkLine(remark[0]));
        label = remark[1];
      }
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
      const unitOfLine = lineUnit(cleaned) ?? blockUnit;
      for (const [i, { text, remark, headline }] of [
        ...parts,
        ...prose.map((t) => ({ text: t, remark: false, headline: false })),
      ].entries()) {
        chunks.push({
          text,
          remark,
          ...(headline ? { headline } : {}),
          unit: unitOfLine,
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
  for (const { text, remark } of entry) if (remark) chunks.push(remarkLine(text));
  return chunks;
}
