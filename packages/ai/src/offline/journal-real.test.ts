/**
 * The parser against real lifters' lines: journal-dev.json from ../shared/real-data (skipped with a
 * message when that folder is absent) and the holdouts collected from public logs (always present), each
 * opened set at its floor; the sealed ones are in journal-sealed.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REAL_HOLDOUT } from './__corpus__/real-holdout.ts';
import { REAL_HOLDOUT_2 } from './__corpus__/real-holdout-2.ts';
import { REAL_HOLDOUT_3 } from './__corpus__/real-holdout-3.ts';
import { REAL_HOLDOUT_4 } from './__corpus__/real-holdout-4.ts';
import { REAL_HOLDOUT_5 } from './__corpus__/real-holdout-5.ts';
import { REAL_HOLDOUT_6 } from './__corpus__/real-holdout-6.ts';
import { REAL_HOLDOUT_7 } from './__corpus__/real-holdout-7.ts';
import { REAL_HOLDOUT_8 } from './__corpus__/real-holdout-8.ts';
import { REAL_HOLDOUT_9 } from './__corpus__/real-holdout-9.ts';
import { REAL_HOLDOUT_10 } from './__corpus__/real-holdout-10.ts';
import { REAL_HOLDOUT_11 } from './__corpus__/real-holdout-11.ts';
import { REAL_HOLDOUT_12 } from './__corpus__/real-holdout-12.ts';
import { REAL_HOLDOUT_13 } from './__corpus__/real-holdout-13.ts';
import { REAL_HOLDOUT_14 } from './__corpus__/real-holdout-14.ts';
import { REAL_HOLDOUT_15 } from './__corpus__/real-holdout-15.ts';
import { REAL_HOLDOUT_16 } from './__corpus__/real-holdout-16.ts';
import { REAL_HOLDOUT_17 } from './__corpus__/real-holdout-17.ts';
import { REAL_HOLDOUT_18 } from './__corpus__/real-holdout-18.ts';
import { REAL_HOLDOUT_19 } from './__corpus__/real-holdout-19.ts';
import { REAL_HOLDOUT_20 } from './__corpus__/real-holdout-20.ts';
import { REAL_HOLDOUT_21 } from './__corpus__/real-holdout-21.ts';
import { REAL_HOLDOUT_22 } from './__corpus__/real-holdout-22.ts';
import { REAL_HOLDOUT_23 } from './__corpus__/real-holdout-23.ts';
import { REAL_HOLDOUT_24 } from './__corpus__/real-holdout-24.ts';
import { REAL_HOLDOUT_25 } from './__corpus__/real-holdout-25.ts';
import { REAL_HOLDOUT_26 } from './__corpus__/real-holdout-26.ts';
import { REAL_HOLDOUT_27 } from './__corpus__/real-holdout-27.ts';
import { REAL_HOLDOUT_28 } from './__corpus__/real-holdout-28.ts';
import { REAL_HOLDOUT_29 } from './__corpus__/real-holdout-29.ts';
import { REAL_HOLDOUT_30 } from './__corpus__/real-holdout-30.ts';
import { REAL_HOLDOUT_31 } from './__corpus__/real-holdout-31.ts';
import { REAL_HOLDOUT_33 } from './__corpus__/real-holdout-33.ts';
import { REAL_HOLDOUT_34 } from './__corpus__/real-holdout-34.ts';
import { REAL_HOLDOUT_35 } from './__corpus__/real-holdout-35.ts';
import { REAL_HOLDOUT_36 } from './__corpus__/real-holdout-36.ts';
import { REAL_HOLDOUT_37 } from './__corpus__/real-holdout-37.ts';
import { REAL_HOLDOUT_39 } from './__corpus__/real-holdout-39.ts';
import { REAL_HOLDOUT_40 } from './__corpus__/real-holdout-40.ts';
import { REAL_HOLDOUT_41 } from './__corpus__/real-holdout-41.ts';
import { REAL_HOLDOUT_42 } from './__corpus__/real-holdout-42.ts';
import { REAL_HOLDOUT_43 } from './__corpus__/real-holdout-43.ts';
import { REAL_HOLDOUT_44 } from './__corpus__/real-holdout-44.ts';
import { REAL_HOLDOUT_47 } from './__corpus__/real-holdout-47.ts';
import type { RealCase } from './__corpus__/real-score.ts';
import { scoreReal } from './__corpus__/score-real.ts';

const DEV_PATH = fileURLToPath(new URL('../../../../../shared/real-data/journal-dev.json', import.meta.url));

// Each test parses a whole set, some of it long prose: a few hundred milliseconds alone, but several
// seconds when CI shares the machine's two cores, so the wall limit is generous (speed lives in bench/ai).
describe('real lifters’ lines', { timeout: 60_000 }, () => {
  const hasDev = existsSync(DEV_PATH);
  if (!hasDev) console.log(`journal-dev.json not found at ${DEV_PATH}: skipping the real-data score`);
  it.skipIf(!hasDev)('parses at least 95% of ../shared/real-data/journal-dev.json', () => {
    const cases = JSON.parse(readFileSync(DEV_PATH, 'utf8')) as RealCase[];
    expect(scoreReal('journal-dev', cases)).toBeGreaterThanOrEqual(0.95);
  });

  it('parses at least 95% of the holdout from other lifters’ public logs', () => {
    expect(REAL_HOLDOUT.length).toBeGreaterThanOrEqual(60);
    expect(scoreReal('real holdout', REAL_HOLDOUT)).toBeGreaterThanOrEqual(0.95);
  });

  it('parses at least 95% of the second holdout (blind score 53.8% before its misses were fixed)', () => {
    expect(REAL_HOLDOUT_2.length).toBeGreaterThanOrEqual(50);
    expect(scoreReal('real holdout 2', REAL_HOLDOUT_2)).toBeGreaterThanOrEqual(0.95);
  });

  it('parses at least 95% of the third holdout (blind score 57.6% before its misses were fixed)', () => {
    expect(REAL_HOLDOUT_3.length).toBeGreaterThanOrEqual(30);
    expect(scoreReal('real holdout 3', REAL_HOLDOUT_3)).toBeGreaterThanOrEqual(0.95);
  });

  it('parses at least 95% of the fourth holdout (blind score 64.3% before its misses were fixed)', () => {
    expect(scoreReal('real holdout 4', REAL_HOLDOUT_4)).toBeGreaterThanOrEqual(0.95);
  });

  it('parses at least 95% of the fifth holdout (blind score 53.3% before its misses were fixed)', () => {
    expect(scoreReal('real holdout 5', REAL_HOLDOUT_5)).toBeGreaterThanOrEqual(0.95);
  });

  it('parses at least 95% of the sixth holdout (blind score 52.6% before its misses were fixed)', () => {
    expect(REAL_HOLDOUT_6.length).toBeGreaterThanOrEqual(15);
    expect(scoreReal('real holdout 6', REAL_HOLDOUT_6)).toBeGreaterThanOrEqual(0.95);
  });

  // Blind on the parser2 branch before its misses were read: 24/34 (70.6%); fixed by failure class.
  it('parses at least 95% of the seventh holdout (blind score 70.6%, 24/34)', () => {
    expect(REAL_HOLDOUT_7.length).toBeGreaterThanOrEqual(30);
    expect(scoreReal('real holdout 7', REAL_HOLDOUT_7)).toBeGreaterThanOrEqual(0.95);
  });

  // Blind on the parser2 branch before its misses were read: 24/38 (63.2%); fixed by failure class.
  it('parses at least 95% of the eighth holdout (blind score 55.3%, 21/38)', () => {
    expect(REAL_HOLDOUT_8.length).toBeGreaterThanOrEqual(30);
    expect(scoreReal('real holdout 8', REAL_HOLDOUT_8)).toBeGreaterThanOrEqual(0.95);
  });

  // Sealed: never tuned on line by line. Blind: 20/41 (48.8%) before issue 11's second round,
  // 33/41 (80.5%) after it. After the third round 36/41 (87.8%), no longer blind: that round's brief
  // named some of this set's failure classes. Round 4 tuned on its misses by class: 40/41 (97.6%).
  it('parses at least 95% of the ninth holdout (blind: 48.8%, then 80.5%; 87.8% after round 3, 97.6% after 4)', () => {
    expect(REAL_HOLDOUT_9.length).toBeGreaterThanOrEqual(30);
    expect(scoreReal('real holdout 9', REAL_HOLDOUT_9)).toBeGreaterThanOrEqual(0.95);
  });

  // Sealed: sixteen new lifters, never tuned on. Blind: 30/45 (66.7%) before issue 11's second round,
  // 37/45 (82.2%) after it; 38/45 (84.4%) after the third, nearly blind (holdout 11, tuned on in that
  // round, shares two of its lifters). Round 4 tuned on its misses by class: 45/45 (100%).
  it('parses at least 95% of the tenth holdout (blind: 66.7%, then 82.2%; 84.4% after round 3, 100% after 4)', () => {
    expect(REAL_HOLDOUT_10.length).toBeGreaterThanOrEqual(35);
    expect(scoreReal('real holdout 10', REAL_HOLDOUT_10)).toBeGreaterThanOrEqual(0.95);
  });

  // Scored once, blind, on main's parser (fb31af2) before its misses were read: 31/43 (72.1%); the
  // same, 31/43, on the parser3 branch when merged there; then fixed by failure class.
  it('parses at least 95% of the eleventh holdout (blind score 72.1%, 31/43)', () => {
    expect(REAL_HOLDOUT_11.length).toBeGreaterThanOrEqual(35);
    expect(scoreReal('real holdout 11', REAL_HOLDOUT_11)).toBeGreaterThanOrEqual(0.95);
  });

  // Sealed: twelve new lifters, never tuned on. Blind: 33/41 (80.5%) after issue 11's second round,
  // 34/41 (82.9%) after the third (which never saw it). Round 4 tuned on its misses by class: 40/41 (97.6%).
  it('parses at least 95% of the twelfth holdout (blind: 80.5%, then 82.9% after round 3, 97.6% after 4)', () => {
    expect(REAL_HOLDOUT_12.length).toBeGreaterThanOrEqual(35);
    expect(scoreReal('real holdout 12', REAL_HOLDOUT_12)).toBeGreaterThanOrEqual(0.95);
  });

  // Ten new lifters. Blind: 26/38 (68.4%) after issue 11's third round, and the same 26/38 after the
  // fourth (which never saw it). Round 5 tuned on its misses by class: 38/38.
  it('parses at least 95% of the thirteenth holdout (blind: 68.4% after rounds 3 and 4; tuned on in round 5)', () => {
    expect(REAL_HOLDOUT_13.length).toBeGreaterThanOrEqual(35);
    expect(scoreReal('real holdout 13', REAL_HOLDOUT_13)).toBeGreaterThanOrEqual(0.95);
  });

  // Blind on main's parser (8b5d58e) before its misses were read: 18/46 (39.1%); tuned on in round 5
  // (parser5c, by class: "#" loads, waves, continuing loads, dates and estimated maxes, rounds headers,
  // machine pins, cardio in words, band colours, "are 4 of 10"): 39/46 (84.8%).
  it('parses at least 80% of the sixteenth holdout, personal blogs (blind 39.1%, 84.8% after round 5)', () => {
    expect(REAL_HOLDOUT_16.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 16', REAL_HOLDOUT_16)).toBeGreaterThanOrEqual(0.8);
  });

  // Blind on main's parser (8b5d58e) before its misses were read: 8/28 (28.6%); tuned on in round 5
  // by failure class (parser5d): 28/28 (100%).
  it('parses the fifteenth holdout, forums and comments (blind score 28.6%, 8/28; 100% after round 5)', () => {
    expect(REAL_HOLDOUT_15.length).toBeGreaterThanOrEqual(25);
    expect(scoreReal('real holdout 15', REAL_HOLDOUT_15)).toBeGreaterThanOrEqual(0.95);
  });

  // Blind on main's parser (8b5d58e) before its misses were read: 10/40 (25.0%); tuned on in round 6
  // (parser6a, merged with main): 36/40 (90.0%).
  it('parses the holdout 18, mostly blogs and two GitHub logs (blind score 25.0%)', () => {
    expect(REAL_HOLDOUT_18.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 18', REAL_HOLDOUT_18)).toBeGreaterThanOrEqual(0.9);
  });

  // Blind on main's parser (8b5d58e) before its misses were read: 33/50 (66.0%); tuned on in round 6.
  it('parses the holdout 19, personal blogs (blind score 66.0%, 96.0% after round 6)', () => {
    expect(REAL_HOLDOUT_19.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 19', REAL_HOLDOUT_19)).toBeGreaterThanOrEqual(0.95);
  });

  // Blind on main's parser (756ad3a) before its misses were read: 34/47 (72.3%); tuned on in round 6
  // (parser6c, by family: reps on the name over a run of loads, reps x load x sets, sets named "of" a
  // lift after them, load differences and stated maxes, a load written once before its line's sets,
  // compound names kept whole, cardio naming the next lift, "N sets of R x L"): 47/47 (100%).
  it('parses the holdout 20, short journal-box lines, kg and lb (blind score 72.3%)', () => {
    expect(REAL_HOLDOUT_20.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 20', REAL_HOLDOUT_20)).toBeGreaterThanOrEqual(0.95);
  });

  // Blind on main's parser (756ad3a) before its misses were read: 29/47 (61.7%); tuned on in round 6.
  it('parses at least 95% of the holdout 21, bodybuilding and kg lifters (blind 61.7%, 97.9% after round 6)', () => {
    expect(REAL_HOLDOUT_21.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 21', REAL_HOLDOUT_21)).toBeGreaterThanOrEqual(0.95);
  });

  // Blind on main's parser (c6344e7) before its misses were read: 26/46 (56.5%); tuned on in round 7
  // (parser7a, by family: headerless CSV rows, phrasal lead-ins and a lift mentioned in a later
  // sentence, a load in its own sentence or said once before runs of counts, one scheme over a list of
  // "load name" lines, one set to failure with its reps in parentheses, "N sprints, D each"): 42/46 (91.3%).
  it('parses the holdout 23, workout blogs, CrossFit and a CSV log (blind score 56.5%, 91.3% after round 7)', () => {
    expect(REAL_HOLDOUT_23.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 23', REAL_HOLDOUT_23)).toBeGreaterThanOrEqual(0.9);
  });

  // Blind on main's parser (c6344e7) before its misses were read: 25/45 (55.6%); tuned on in round 7
  // (parser7b, by notation family): 37/45 (82.2%).
  it('parses the holdout 24, kettlebell sport, Olympic lifting, novices (blind score 55.6%)', () => {
    expect(REAL_HOLDOUT_24.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 24', REAL_HOLDOUT_24)).toBeGreaterThanOrEqual(0.8);
  });

  // Sealed through rounds 5-7: blind 36/65 before round 5, 42/65 (64.6%) after round 7. Never tuned on.
  it('parses the sealed fourteenth holdout, GitHub logs, at its blind score (64.6% after round 7)', () => {
    expect(REAL_HOLDOUT_14.length).toBeGreaterThanOrEqual(60);
    expect(scoreReal('real holdout 14 (sealed)', REAL_HOLDOUT_14)).toBeGreaterThanOrEqual(0.6);
  });

  // Sealed through rounds 5-7: blind 27/48 before round 5, 28/48 (58.3%) after round 7. Never tuned on.
  it('parses the sealed seventeenth holdout, mixed sources, at its blind score (58.3% after round 7)', () => {
    expect(REAL_HOLDOUT_17.length).toBeGreaterThanOrEqual(45);
    expect(scoreReal('real holdout 17 (sealed)', REAL_HOLDOUT_17)).toBeGreaterThanOrEqual(0.55);
  });

  // Sealed through rounds 6-7: blind 30/45 (66.7%) after round 5 and after round 7. Never tuned on.
  it('parses the sealed twenty-second holdout, blogs, at its blind score (66.7% after round 7)', () => {
    expect(REAL_HOLDOUT_22.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 22 (sealed)', REAL_HOLDOUT_22)).toBeGreaterThanOrEqual(0.65);
  });

  // Sealed through round 8: blind 17/40 (42.5%) on 9dad855, 18/40 (45.0%) after round 8's merges;
  // tuned on in round 9 (p9blocks, p9story: block layout and stories told across sentences): 33/40.
  it('parses the twenty-fifth holdout, forum and blog training journals (blind 45.0%, 82.5% after round 9)', () => {
    expect(REAL_HOLDOUT_25.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 25', REAL_HOLDOUT_25)).toBeGreaterThanOrEqual(0.8);
  });

  // Sealed through rounds 8-9: blind 25/44 (56.8%) on 9dad855, 26/44 (59.1%) after round 8 and after
  // round 9 (round 9 moved nothing here); tuned on in round 10 (p10rows, where a line's next exercise
  // begins, a heading's words over its rows): 30/44; round 11 (p11story, what a story's sentences
  // achieved today): 39/44.
  it('parses the twenty-sixth holdout, personal training blogs (blind 59.1%, 88.6% after round 11)', () => {
    expect(REAL_HOLDOUT_26.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 26', REAL_HOLDOUT_26)).toBeGreaterThanOrEqual(0.85);
  });

  // Sealed through rounds 8-10: blind 21/40 (52.5%) on 9dad855, 23/40 (57.5%) after round 8, and 23/40
  // after rounds 9 and 10. Opened in round 11: records read by their field names (p11fields, the GitHub
  // YAML log's "sets: 1" top sets), one load however written (p11loads, conversions and bells), and
  // what a heading carries holds for its rows (p11heads, bells and rounds on headings, remarks): 33/40.
  it('parses the twenty-seventh holdout, terse notes and GitHub logs (blind 52.5%, 82.5% after round 11)', () => {
    expect(REAL_HOLDOUT_27.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 27', REAL_HOLDOUT_27)).toBeGreaterThanOrEqual(0.8);
  });

  // Sealed through round 11: blind 17/41 (41.5%) on f0f07f3 and 17/41 after round 11 (270974a). Opened
  // for round 12: counts told in words or around a block (p12counts) and a lift the entry names beats
  // words made into a name (p12names): 28/41; a cardio session told in words is one cardio set
  // (p12cardio): 33/41; the rows of one list are read one way (p12pairs): 36/41.
  it('parses the twenty-eighth holdout, calisthenics recaps, swims and push-up challenges (blind 41.5%, 87.8% after round 12)', () => {
    expect(REAL_HOLDOUT_28.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 28', REAL_HOLDOUT_28)).toBeGreaterThanOrEqual(0.85);
  });

  // Sealed through rounds 11-12: blind 22/40 (55.0%) on f0f07f3, and 22/40 after rounds 11 and 12.
  // Opened for round 13: a scheme read the same however punctuated and wherever it sits (p13slash), an
  // open set is filled by what was done in it, a new max told as a load is a single, "unweighted" is a
  // bodyweight set (p13open), and one cardio bout is one set, calendar words never sets (p13bouts): 39/40.
  it('parses the thirtieth holdout, logbook blogs, runners and push-up challenges (blind 55.0%, 97.5% after round 13)', () => {
    expect(REAL_HOLDOUT_30.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 30', REAL_HOLDOUT_30)).toBeGreaterThanOrEqual(0.95);
  });

  // Sealed through rounds 11-13: blind 25/40 (62.5%) on f0f07f3, 26/40 after rounds 12 and 13. Opened for
  // round 14: lists whose items share a part (p14lists), a count of sets over its one scheme and sets
  // named by ordinals (p14counted), one set per cardio bout (p14cardio): 38/40.
  it('parses the twenty-ninth holdout, runners, swimmers and get-ups (blind 62.5%, 95% after round 14)', () => {
    expect(REAL_HOLDOUT_29.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 29', REAL_HOLDOUT_29)).toBeGreaterThanOrEqual(38 / 40);
  });

  // Sealed through rounds 12-13: blind 28/40 (70.0%) on 0182bf7 and after round 13. Opened for round 14:
  // block lines that label or repeat (p14blocks), lists, cardio bouts: 39/40.
  it('parses the thirty-first holdout, log lines and a forum journal (blind 70.0%, 97.5% after round 14)', () => {
    expect(REAL_HOLDOUT_31.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 31', REAL_HOLDOUT_31)).toBeGreaterThanOrEqual(39 / 40);
  });

  // Sealed before round 14: blind 17/40 (42.5%) on f63373b (short lines 17/31, blocks 0/9). Opened for
  // round 15: lifters' own files on GitHub. A list of loads with one rep count (p15loadlist), tables read
  // by their header (p15tables), names and set words in any language or script (p15script): 40/40.
  it('parses the thirty-third holdout, lifters’ own log files on GitHub (blind 42.5%, 100% after round 15)', () => {
    expect(REAL_HOLDOUT_33.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 33', REAL_HOLDOUT_33)).toBeGreaterThanOrEqual(1);
  });

  // Sealed through rounds 14-15: blind 26/41 (63.4%) on f63373b and 26/41 after both rounds (short lines
  // 22/27, long lines 3/7, blocks 1/7). Opened for round 16: the lift named by all the lifter says
  // (p16names), cardio stories and fields (p16cardio), attempts and glosses (p16attempts), a block's
  // lift named after its rows and repeat lines (p16blocks): 41/41.
  it('parses the thirty-fourth holdout, personal blogs and gym diaries (blind 63.4%, 100% after round 16)', () => {
    expect(REAL_HOLDOUT_34.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 34', REAL_HOLDOUT_34)).toBeGreaterThanOrEqual(1);
  });

  // Sealed in round 16: blind 23/41 (56.1%) after round 15 (04b7acc), 23/41 after round 16 and on f63373b.
  // Opened for round 17: records and maxes (p17records), restatements and corrections (p17remarks), loads
  // closing runs of counts (p17lists), counts told in a story (p17story): 37/41.
  it('parses the thirty-fifth holdout, terse log lines from training blogs (blind 56.1%, 90.2% after round 17, all after round 27)', () => {
    // Round 27: a load in two units (r27units); 'Lying Tricep Extensions' takes the catalogue's skull crusher
    // (r27names widened that label, as holdout 9's already was).
    expect(REAL_HOLDOUT_35.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 35', REAL_HOLDOUT_35)).toBeGreaterThanOrEqual(41 / 41);
  });

  // Sealed in round 16: blind 25/40 (62.5%) after round 15 (04b7acc), 25/40 after round 16 and on f63373b.
  // Opened for round 17 (as set 35): 37/40.
  it('parses the thirty-sixth holdout, lifters’ posts about their programs (blind 62.5%, 92.5% after round 17)', () => {
    expect(REAL_HOLDOUT_36.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 36', REAL_HOLDOUT_36)).toBeGreaterThanOrEqual(37 / 40);
  });

  // Sealed in round 17: blind 23/40 (57.5%) after round 16 (6037396), the same on f63373b and after
  // round 17. Opened for round 18: bare loads where maxes are told are singles (p18singles), singles told
  // in a story of attempts and loads told as changes (p18story), cardio beside its machine (p18cardio),
  // body-part labels and set words name nothing (p18names): 38/40.
  it('parses the thirty-seventh holdout, rehab diaries, CrossFit and club blogs (blind 57.5%, 95% after round 18)', () => {
    expect(REAL_HOLDOUT_37.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 37', REAL_HOLDOUT_37)).toBeGreaterThanOrEqual(38 / 40);
  });

  // Sealed through rounds 18-20: blind 25/42 on afb99e0 (after round 17), 26/42 after round 20. Opened for
  // round 21: bodyweight counts in prose (r21bw), markup and short notations (r21short), names and loads
  // across a story's sentences (r21prose): 41/42.
  it('parses the thirty-ninth holdout, forum logs and short notes (blind 59.5%, 97.6% after round 21)', () => {
    expect(REAL_HOLDOUT_39.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 39', REAL_HOLDOUT_39)).toBeGreaterThanOrEqual(41 / 42);
  });

  // Sealed through rounds 18-20: blind 23/35 on afb99e0 and after round 20. Opened for round 21 with 39:
  // 35/35. It holds 35 entries: its collector ran out of unused sites.
  it('parses the fortieth holdout, gym diaries and training blogs (blind 65.7%, 100% after round 21)', () => {
    expect(REAL_HOLDOUT_40.length).toBeGreaterThanOrEqual(35);
    expect(scoreReal('real holdout 40', REAL_HOLDOUT_40)).toBeGreaterThanOrEqual(35 / 35);
  });

  // Collected at the start of round 21 and scored blind on a971efc: 10/35 (GitHub sites, mostly long prose)
  // and 16/38 (forum and blog log lines). Opened after round 21 for round 22: stats in brackets, failed
  // marks and table notes (r22marks), meet attempts and singles (r22singles), counts with implements
  // (r22counts), sets told across a story (r22story): 26/35 and 33/38. Both hold fewer than 40 entries:
  // their collectors ran out of unused sources.
  it('parses the forty-first holdout, lifters’ GitHub sites (blind 28.6%, 74.3% after round 22)', () => {
    expect(REAL_HOLDOUT_41.length).toBeGreaterThanOrEqual(35);
    expect(scoreReal('real holdout 41', REAL_HOLDOUT_41)).toBeGreaterThanOrEqual(26 / 35);
  });

  it('parses the forty-third holdout, forum and blog log lines (blind 42.1%, 86.8% after round 22)', () => {
    expect(REAL_HOLDOUT_43.length).toBeGreaterThanOrEqual(38);
    expect(scoreReal('real holdout 43', REAL_HOLDOUT_43)).toBeGreaterThanOrEqual(33 / 38);
  });

  // Sealed through rounds 21-22: blind 25/40 and 21/40 on a971efc, 28/40 and 22/40 after round 22. Opened
  // for round 23: meet attempts told as a ladder (r23meet), load x reps x sets in a list and rows that
  // repeat the load (r23schemes), first pull-ups and counts told once (r23firsts), makers' and stance
  // words in names (r23names): 40/40 and 37/40.
  it('parses the forty-second holdout, training logs and meet diaries (blind 62.5%, 100% after round 23)', () => {
    expect(REAL_HOLDOUT_42.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 42', REAL_HOLDOUT_42)).toBeGreaterThanOrEqual(40 / 40);
  });

  it('parses the forty-fourth holdout, strength days in other athletes’ diaries (blind 52.5%, 97.5% after round 26)', () => {
    expect(REAL_HOLDOUT_44.length).toBeGreaterThanOrEqual(40);
    expect(scoreReal('real holdout 44', REAL_HOLDOUT_44)).toBeGreaterThanOrEqual(39 / 40);
  });

  // Collected at the start of round 23 (CrossFit members, rehab diaries, older and non-US lifters) and
  // scored blind on main's parser: 18/41, its blocks 1/15. Opened for round 24: rounds headings over rows
  // with their own loads, cardio repeats (r24circuits), records, plans, failed tries and other lifters told
  // in prose (r24prose): 32/41; round 25, rep ladders over moves (r25ladder) and cardio in circuits
  // (r25cardio): 35/41.
  it('parses the forty-seventh holdout, CrossFit members and rehab diaries (blind 43.9%, 95.1% after round 26)', () => {
    expect(REAL_HOLDOUT_47.length).toBeGreaterThanOrEqual(41);
    expect(scoreReal('real holdout 47', REAL_HOLDOUT_47)).toBeGreaterThanOrEqual(39 / 41);
  });
});
