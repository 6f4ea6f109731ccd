/**
 * What the whole entry is rewritten to before its lines are read, so that every reader sees one plain form.
 * They run in this order, each on what the one before it left:
 * - "OHP 5/3/1 week 2" over the day's sets: the program's name is no set of 5, 3 and 1 (journal-program-mark);
 * - "(second set in parentheses)" over "Push-Ups: 16 (12)": under such a legend the bracketed count is a
 *   second set, "16, 12" (journal-bracket-legend);
 * - "Chair Dips came after the Shoulder Flys", "After finishing the push ups, came “…”": the lift that
 *   came is the one turned to, written "Next came …" (journal-order's cameAfterWritten);
 * - "alternating sets of five, alternating pull ups and chin ups … I hit 50": the sets, in turn
 *   (journal-alternating-sets); "10 real push ups x 15 knee push ups x 5 real push ups x …": two moves'
 *   counts chained by "x", each move's sets together (journal-alternated-counts);
 * - "- 3 sets of 'cleans' (didn't actually get round to this one)", "Squat 3x5 - skipped": a line the
 *   lifter says was left out logs nothing (journal-not-done);
 * - "My next two sets were on the same machine and I did 15 reps with 90 pounds": the sets as a
 *   sentence's subject, written plainly (journal-set-subject);
 * - "In November 2018; I …": an opening time set off by a semicolon opens its sentence (journal-past);
 * - "a 100 jumping jacks", "five - yes a full five - sit-ups": words around a count that are no part of it
 *   (journal-count-fillers);
 * - "I did 5 reps, took a rest, did 5 more", "as many as I could do = 13": counts told in prose are reps,
 *   a bracketed date in a clause of another time no reps (journal-prose-counts);
 * - "50 min total" is the session's length, no total of reps (journal-time-total);
 * - "a 3.5-lb improvement over the previous one", "out of over 2,200 men age 50-54": what a record is
 *   measured by is no set (journal-record-gain);
 * - "Bench 3x5 @ 185, 3 sets of 5", "…, 15 reps total": a scheme told again in words is told once
 *   (journal-told-again);
 * - "Press 3×5 45kg (got 5,5,4)": a scheme, then what each set came to, is those sets (journal-scheme-result);
 * - "AMRAP 20 min: 5 pull-ups, 10 push-ups, 15 squats - got 14 rds": a one-line AMRAP and its score is
 *   written as its block (journal-amrap-inline);
 * - "What: 2k, parkrun, 1k" is three runs (journal-run-list);
 * - "Easy 4 miler today", "9 miles easy", "C25K week 3 day 2 done": a bout in a runner's words is a run
 *   (journal-runner-words);
 * - "20 mile cycle = 5 mile steady run": an "=" between two bouts is a "+" (journal-bouts);
 * - "#1 = pull-ups x 8 - #2 = chin-ups x 8" run together is a list of lines (journal-inline-items);
 * - "Inlcine bench", "10 min on the elilptical": a long lift or machine word typed with one slip is that
 *   word (journal-spelling);
 * - "I did 2.75 miles", "a 4.1 mile run in 42", "the two 1 mile runs": road bouts told in a sentence,
 *   written as the run, its minutes and its count of bouts (journal-told-bouts; after the spelling, so
 *   "the elilptical … did 3 miles" is the elliptical's);
 * - "3.8 miles in 35 minutes: 1 minute walking warm up, 33 minutes running": one bout's parts, written as
 *   ", including …" on its line (journal-bout-parts);
 * - "I carried a 45 lb kettlebell … for a mile": a carry told as a verb, written as its set (journal-carried);
 * - "Current PRs (as of 7/2014)" over "Squat: 145lbs": the rows under a heading of standing records are
 *   the records they state, no sets (journal-standing-records);
 * - "Squat 385 kg, Benchpress 310 kg, Deadlift 370 kg, Total 1065 kg" is a meet's singles, its total no
 *   lift (journal-meet-results; after the spelling, so "Dedalift 370 kg" is one of them);
 * - "Hundred Push-up Challenge:" names the move; its count is the goal, no set (journal-challenge-name);
 * - "Dips 3x10, 30 reps total": a sum the line's sets make is no set (journal-reps-total);
 * - "Lateral raise\n6k x 10": a load's bare "k" before its reps is kilos (journal-kilo-k);
 * - "rows and dips, 10-10-10 at 115#, and 3-3-2 dips": the first numbers are the rows' (journal-pair-named-again);
 * - "leg extension and leg curl superset, 4×15": both moves take the scheme (journal-superset-pair);
 * - "10 sets x 5 reps pull-ups/push-ups", "dips/chin-ups 4x8": both moves take the scheme (journal-slash-pair);
 * - "eight 55-pound plates on each side of the leg press (880 pounds)": the total is the load
 *   (journal-plate-total);
 * - "flies with the 12's.  With the 15's, I only did 8": the pair the count is told with is the load
 *   (journal-pair-told-last); "Used the 50s for incline press": the lift a pair by its weight was for is
 *   its dumbbell variant (journal-pair-for-lift);
 * - "3 x 8 (15lb / 17.5lb / 20lb)" is a load a set (journal-loads-per-set);
 * - "5 easy singles of squat @ 185, bench press @ 150, and deadlift @ 225" is five singles of each lift at its
 *   own load, one lift a line (journal-scheme-list);
 * - "20 sets of 15 squats, 10 pushups, 5 pullups" is twenty sets of each move (journal-sets-over-moves);
 * - "Back Squat 5-5-5" over "1. 175 2. 185 3. 195", "5 reps @ 125#, 155#", "405/455/495f/500PR": a scheme
 *   told before its loads is a set at each, failed attempts none (journal-scheme-loads);
 * - "HSPU day 38 (10-10-8)", "3 x 15 with 10 bounces": counts of something else are asides (journal-count-asides);
 * - "KBS", "TRX rows", "side laterals": lifters' names for moves, in the catalogue's words (journal-lifter-names);
 * - "• 3 sets of 12 reps, shoulder presses with 5lb weights": the scheme told before its move is the
 *   move's (journal-scheme-first; after the lifters' names, so "front lateral raises" is a move);
 * - "on to my triceps … a rope pull down": a rope pulled down on the triceps is the pushdown (journal-rope-pushdown);
 * - "two different handle positions … 2 sets of 12 reps from each handle" is four sets (journal-each-position);
 * - "Curls (DB) 3x8": a bracketed implement is the lift's (journal-implement-after);
 * - "20 SSH (IC)": how a bootcamp's count was called names no move (journal-cadence);
 * - "10 burpees x3" after such a count is three sets of ten (journal-count-times);
 * - "At the top did 20 each of the following: squats, merkins" is 20 of each, the place no move
 *   (journal-each-of);
 * - "Superman hold x 30": a hold's bare count is its seconds (journal-timed-rows' holdCountsAsSeconds,
 *   after its timedRowsWritten);
 * - "2 rounds of 12" over rows naming moves is 12 of each, twice (journal-rounds-of);
 * - "• 5 pull-ups, 10 merkins" over "• 4 pull-ups, 10 merkins" …: rounds one a line are each move's sets,
 *   move by move (journal-round-lines).
 * Round 36: "kb c&p" is the clean and press by its initials (journal-initial-pair); "3 ladders x 3 rungs"
 * and "3 ladders up to 5 reps" are ladders written out rung by rung (journal-ladder-rungs).
 *
 * First of all, a table kept the other way round ("Seated Row | 1 | 2 | 3" over "Reps | 10 | 10 | 10" and
 * "Weight (kg) | 47 | 47 | 47") is written as its lift's line (journal-transposed-table); "Fran 4:32 (95 lb)"
 * and "Cindy: 14 rounds + 3" are written out as their moves (journal-benchmarks); then "1.5 pood" is a 24 kg
 * bell (journal-pood), so every reader sees a load in kilos; and
 * "…, 10 burpees. 14:22" closes on the time the work took (journal-closing-clock); "15 thrusters 95/65",
 * "10 push press 95, …" are loads, Rx first (journal-move-loads).
 */
import { alternatedCountsWritten } from './journal-alternated-counts.ts';
import { alternatingSetsWritten } from './journal-alternating-sets.ts';
import { amrapLinesAsBlocks, roundsSpelledOut } from './journal-amrap-inline.ts';
import { benchmarksWrittenOut } from './journal-benchmarks.ts';
import { boutPartsWritten } from './journal-bout-parts.ts';
import { boutsJoinedByEquals } from './journal-bouts.ts';
import { bracketLegendSets } from './journal-bracket-legend.ts';
import { withoutCadence } from './journal-cadence.ts';
import { carriesWritten } from './journal-carried.ts';
import { challengeNamesWritten } from './journal-challenge-name.ts';
import { closingClocksTold } from './journal-closing-clock.ts';
import { countAsides } from './journal-count-asides.ts';
import { countFillersDropped } from './journal-count-fillers.ts';
import { countTimesFirst, repsTimesAsSets } from './journal-count-times.ts';
import { eachOfWritten } from './journal-each-of.ts';
import { setsFromEach } from './journal-each-position.ts';
import { implementsAfterNames } from './journal-implement-after.ts';
import { initialPairsWritten } from './journal-initial-pair.ts';
import { inlineItemsSplit } from './journal-inline-items.ts';
import { kilosWrittenK } from './journal-kilo-k.ts';
import { ladderRungsWritten } from './journal-ladder-rungs.ts';
import { lifterNames } from './journal-lifter-names.ts';
import { loadsPerSetWritten } from './journal-loads-per-set.ts';
import { meetResultsWritten } from './journal-meet-results.ts';
import { moveLoadsWritten } from './journal-move-loads.ts';
import { mentionIn } from './journal-names.ts';
import { notDoneDropped } from './journal-not-done.ts';
import { cameAfterWritten } from './journal-order.ts';
import { pairForLift } from './journal-pair-for-lift.ts';
import { pairNamedAgain } from './journal-pair-named-again.ts';
import { pairToldLast } from './journal-pair-told-last.ts';
import { pastOpeningsJoined } from './journal-past.ts';
import { planDoneWritten } from './journal-planned.ts';
import { plateTotalsWritten } from './journal-plate-total.ts';
import { poodsAsKilos } from './journal-pood.ts';
import { programNamesDropped } from './journal-program-mark.ts';
import { proseCountsWritten } from './journal-prose-counts.ts';
import { recordGainsDropped } from './journal-record-gain.ts';
import { repsTotalDropped } from './journal-reps-total.ts';
import { ropePushdowns } from './journal-rope-pushdown.ts';
import { roundLinesByMove } from './journal-round-lines.ts';
import { roundsOfWritten } from './journal-rounds-of.ts';
import { runListsWritten } from './journal-run-list.ts';
import { runnerWordsWritten } from './journal-runner-words.ts';
import { schemeFirstWritten } from './journal-scheme-first.ts';
import { schemeOverLifts } from './journal-scheme-list.ts';
import { schemeThenLoads } from './journal-scheme-loads.ts';
import { schemeResultsWritten } from './journal-scheme-result.ts';
import { setSubjectsPlain } from './journal-set-subject.ts';
import { setsOverMoves } from './journal-sets-over-moves.ts';
import { slashPairsWritten } from './journal-slash-pair.ts';
import { slashSchemesWritten } from './journal-slash-scheme.ts';
import { spelledRight } from './journal-spelling.ts';
import { standingRecordsWritten } from './journal-standing-records.ts';
import { supersetPairsWritten } from './journal-superset-pair.ts';
import { timeTotalPlain } from './journal-time-total.ts';
import { holdCountsAsSeconds, timedRowsWritten } from './journal-timed-rows.ts';
import { schemeToldOnce } from './journal-told-again.ts';
import { toldBoutsWritten } from './journal-told-bouts.ts';
import { transposedTablesWritten } from './journal-transposed-table.ts';

const REWRITES: ((text: string) => string)[] = [
  transposedTablesWritten,
  benchmarksWrittenOut,
  poodsAsKilos,
  closingClocksTold,
  moveLoadsWritten,
  programNamesDropped,
  bracketLegendSets,
  (text) => cameAfterWritten(text, (words) => mentionIn(words, true) !== undefined),
  alternatingSetsWritten,
  alternatedCountsWritten,
  notDoneDropped,
  setSubjectsPlain,
  pastOpeningsJoined,
  countFillersDropped,
  proseCountsWritten,
  timeTotalPlain,
  recordGainsDropped,
  schemeToldOnce,
  schemeResultsWritten,
  roundsSpelledOut,
  amrapLinesAsBlocks,
  runListsWritten,
  runnerWordsWritten,
  boutsJoinedByEquals,
  inlineItemsSplit,
  spelledRight,
  initialPairsWritten,
  ladderRungsWritten,
  timedRowsWritten,
  holdCountsAsSeconds,
  planDoneWritten,
  toldBoutsWritten,
  boutPartsWritten,
  carriesWritten,
  standingRecordsWritten,
  meetResultsWritten,
  challengeNamesWritten,
  repsTotalDropped,
  kilosWrittenK,
  pairNamedAgain,
  supersetPairsWritten,
  slashPairsWritten,
  slashSchemesWritten,
  plateTotalsWritten,
  pairToldLast,
  pairForLift,
  loadsPerSetWritten,
  schemeOverLifts,
  setsOverMoves,
  schemeThenLoads,
  countAsides,
  lifterNames,
  schemeFirstWritten,
  ropePushdowns,
  setsFromEach,
  implementsAfterNames,
  withoutCadence,
  countTimesFirst,
  repsTimesAsSets,
  eachOfWritten,
  roundsOfWritten,
  roundLinesByMove,
];

/** The entry as every reader of its lines sees it. */
export function entryRewritten(written: string): string {
  return REWRITES.reduce((text, rewrite) => rewrite(text), written);
}
