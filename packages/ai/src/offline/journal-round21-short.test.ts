/**
 * Round 21: short notations read wrong. Each is read where the decision is made:
 * - Markup pasted from a blog or page ("<li>Bench Press (3x5): 185 lbs</li>", "<p>Squat 3x5 225</p>") is
 *   layout (journal-layout): an item, paragraph, row or break is a line, an inline tag only styles, an
 *   entity is its character. Only tag names HTML has are read as markup ("RPE <8" keeps its sign), and a
 *   line of markup alone goes. A scheme in brackets after the name, then its load after a colon, is sets
 *   × reps at that load (journal-spread): "OHP (5x5): 95".
 * - A count in the plural before "@" or "at" a load ("5s @ 185, 205": fives at) is sets of that many reps,
 *   one a load (journal-load-forms, for the whole entry so a plan "5s @" reads as a plan "5 @" does); not
 *   when the load is a count's size or the line times its reps ("Pause squat 3s @ 225": seconds).
 * - Bells named by their weight in a list after the mark ("3 x 10 @ 25s, 30s, 35s") are loads, one a set
 *   when the list is as long as the set count (journal-spread); a list of another length is not spread,
 *   and "with the 25s" stays one pair of bells.
 * - A count "x" a load beside "singles" or "single reps" ("15x 225#, single reps", "Deadlift singles: 8x
 *   315") is that many sets of one (journal-compact), since a single is one rep; "doubles" and "triples"
 *   likewise. A pair followed by its load ("12x1 @ 100kg") keeps its first number as the sets even past
 *   ten (journal-set-groups).
 * - A remark in brackets between a load and its reps ("55 pounds (this was hard …) – 15 reps") splits no
 *   set; it is a note (journal-line-tails). Only a bracket with no number, of talk or a whole sentence.
 * - A load before a comma belongs to the scheme after it in words or digits ("50 pounds, one set of 15",
 *   "90 lbs, 2x15": journal-clauses), not after a set's own "x" ("5 x 135 lbs, 3x8").
 * - "2 sets of 15, then one of ten" is the count's next set, at the same load (journal-counts).
 * - A lift named after sets with numbers of its own heads them ("Leg curl, 105 lbs, 2x15. Leg extension,
 *   90 lbs, 2x15"), it does not rename the sets before as a variant (journal-headings); "abduction" and
 *   "adduction" alone name the hip machines (catalogue).
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdouts 39 and 40)', () => {
  it.each([
    ['an html list item', '  <li>Bench Press (3x5): 185 lbs</li>', ['3*barbell bench press 5@185']],
    ['another', '  <li>Squat (3x5): 225 lbs</li>', ['3*barbell back squat 5@225']],
    [
      '"5s @" a list of loads',
      '2-Board Bench\n\n5s @ 185, 205, 225, 245, 265, 275, 285',
      [185, 205, 225, 245, 265, 275, 285].map((w) => `Board Bench 5@${w}`),
    ],
    [
      '"5s @" from the empty bar',
      'Low Box Squat with Deadlift Stance\n\n5s @ 45, 95, 115, 135, 185, 205, 225, 245, 265',
      [45, 95, 115, 135, 185, 205, 225, 245, 265].map((w) => `box squat 5@${w}`),
    ],
    [
      'bells one a set',
      "Tate Presses (Book said dumbbell extensions but didn't specify what kind, so I chose these)\n\n3 x 10 @ 25s, 30s, 35s",
      ['Tate Presses 10@25', 'Tate Presses 10@30', 'Tate Presses 10@35'],
    ],
    ['single reps', 'Deadlifts: 15x 225#, single reps', ['15*barbell deadlift 1@225']],
    [
      'a remark between the load and the reps',
      'Squat with bar: 55 pounds (this was really pushing me to the max, but my trainer decided to up the weight and I powered through) – 15 reps',
      ['barbell back squat 15@55'],
    ],
    [
      '"one set of 15" after its load',
      'Triceps pull-downs: bar handle, 80 pounds, 2 sets of 15. Rope handle, 50 pounds, one set of 15.',
      ['2*triceps pushdown 15@80', 'triceps pushdown 15@50'],
    ],
    [
      '"then one of ten", "alternated with abduction"',
      'Hip adduction, 105 pounds, 2 sets of 15, then one of ten; alternated with abduction, 90 pounds, 2 sets of 15.',
      ['2*hip adduction machine 15@105', 'hip adduction machine 10@105', '2*hip abduction machine 15@90'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('markup pasted from a page', () => {
  it.each([
    ['a bracketed scheme, a bare load', '<li>OHP (5x5): 95</li>', ['5*overhead press 5@95']],
    ['a paragraph', '<p>Squat 3x5 225</p>', ['3*barbell back squat 5@225']],
    [
      'two items on one line',
      '<ul><li>Deadlift (1x5): 315 lbs</li><li>Row (3x8): 135 lbs</li></ul>',
      ['barbell deadlift 5@315', '3*barbell row 8@135'],
    ],
    ['an inline tag', '<li><strong>Bench</strong> 3x8 @ 155</li>', ['3*barbell bench press 8@155']],
    ['an entity and a break', '<p>Front squat: 3 x 5 @ 185&nbsp;lbs</p><br>', ['3*front squat 5@185']],
    [
      'a list in kilos, one item a line',
      '<ul>\n  <li>Squat (3x5): 100 kg</li>\n  <li>Bench (3x5): 70 kg</li>\n</ul>',
      ['3*barbell back squat 5@220.462', '3*barbell bench press 5@154.323'],
    ],
    ['no markup, a bracketed scheme', 'Rows (4x10): 115lbs', ['4*barbell row 10@115']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('fives at, bells one a set, singles', () => {
  it.each([
    [
      'threes under the name',
      'Squat\n3s @ 135, 155, 175',
      ['barbell back squat 3@135', 'barbell back squat 3@155', 'barbell back squat 3@175'],
    ],
    [
      '"at", a blank line',
      'Deadlift\n\n3s at 315, 335, 355',
      ['barbell deadlift 3@315', 'barbell deadlift 3@335', 'barbell deadlift 3@355'],
    ],
    [
      'eights on the name line',
      'Front squat 8s @ 95, 115, 135',
      ['front squat 8@95', 'front squat 8@115', 'front squat 8@135'],
    ],
    ['sets of threes at one load', 'Squat 8 x 3s @ 275', ['8*barbell back squat 3@275']],
    [
      'four bells for four sets',
      'Incline DB press 4 x 8 @ 20s, 25s, 30s, 35s',
      [20, 25, 30, 35].map((w) => `incline dumbbell bench press 8@${w}`),
    ],
    [
      'bells with an apostrophe',
      "Hammer curls: 3x12 @ 25's, 30's, 35's",
      ['hammer curl 12@25', 'hammer curl 12@30', 'hammer curl 12@35'],
    ],
    [
      '"with" the bells',
      'Lateral raises 3 x 15 with 10s, 12s, 15s',
      ['dumbbell lateral raise 15@10', 'dumbbell lateral raise 15@12', 'dumbbell lateral raise 15@15'],
    ],
    ['singles before the sets', 'Deadlift singles: 8x 315', ['8*barbell deadlift 1@315']],
    ['"all singles" after a dash', 'Squat 6 x 315 - all singles', ['6*barbell back squat 1@315']],
    ['singles in brackets', 'Bench 5x 225 (singles)', ['5*barbell bench press 1@225']],
    ['kilos, "single reps"', 'Clean 12x 60kg, single reps', ['12*power clean 1@132.277']],
    ['doubles', 'Deadlift 5x 315 doubles', ['5*barbell deadlift 2@315']],
    ['a pair then its load, past ten sets', 'Deadlift 12x1 @ 100kg', ['12*barbell deadlift 1@220.462']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a load said once, a remark or a comma before its reps', () => {
  it.each([
    [
      'a sentence in brackets, a dash',
      'Leg press: 270 pounds (my legs were shaking by the end of it) – 20 reps',
      ['leg press 20@270'],
    ],
    ['a word of talk, a comma', 'Goblet squat 50 lbs (hard!), 12 reps', ['goblet squat 12@50']],
    [
      'no colon, a hyphen',
      'Bench 185 lbs (I had a spotter this time because I was nervous) - 8 reps',
      ['barbell bench press 8@185'],
    ],
    [
      '"one set of 12" after its load',
      'Cable row: 120 pounds, 2 sets of 12. Single arm, 50 pounds, one set of 12.',
      ['2*seated cable row 12@120', 'seated cable row 12@50'],
    ],
    [
      '"then one of ten"',
      'Leg curl, 80 pounds, 2 sets of 12, then one of ten.',
      ['2*lying leg curl 12@80', 'lying leg curl 10@80'],
    ],
    [
      '"and one more of 8"',
      'Lat pulldown, 100 lbs, 3 sets of 10 and one more of 8',
      ['3*lat pulldown 10@100', 'lat pulldown 8@100'],
    ],
    [
      'two lifts a sentence each, "2x15" after the comma',
      'Leg curl, 105 lbs, 2x15. Leg extension, 90 lbs, 2x15.',
      ['2*lying leg curl 15@105', '2*leg extension 15@90'],
    ],
    [
      '"abduction" alone',
      'Hip adduction 3x15 @ 100; abduction 3x15 @ 80',
      ['3*hip adduction machine 15@100', '3*hip abduction machine 15@80'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('lines that look alike and keep their reading', () => {
  it.each([
    [
      'a list of bells shorter than the sets is not spread',
      'Curls 3 x 10 @ 25s, 30s',
      ['3*barbell curl 10@25'],
    ],
    ['one pair of bells', 'Curls 3x10 with the 25s', ['3*barbell curl 10@25']],
    ['seconds of a pause', 'Pause squat 3s @ 225', ['pause squat -@225']],
    ['a count "x" a load with no singles', 'Deadlift 5x 315', ['barbell deadlift 5@315']],
    [
      '"singles at" loads after a scheme',
      'Deadlift 3x5 @ 315, then singles at 365, 385',
      ['3*barbell deadlift 5@315', 'barbell deadlift 1@365', 'barbell deadlift 1@385'],
    ],
    [
      'a load after a set\'s own "x" keeps to it',
      'Bench 5 x 135 lbs, 3x8',
      ['barbell bench press 5@135', '3*barbell bench press 8@-'],
    ],
    ['a bracket with a number stays', 'Bench 185 lbs (2 sec pause) - 3 reps', ['barbell bench press 3@185']],
    [
      "last week's sets, then today's",
      'Last week I did squat 3x5 @ 275. Today 3x5 @ 285.',
      ['3*barbell back squat 5@285'],
    ],
    ['a total in brackets', 'Squat 5x5 @ 225 (365 total reps this week)', ['5*barbell back squat 5@225']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it.each([
    ['markup with no sets', '<p>Great session today, felt strong.</p>'],
    ['a plan of fives', 'Next week: bench 5s @ 185, 205, 225'],
    ['singles tried and missed', 'Tried 3x 405 singles but missed them all'],
  ])('%s logs nothing', (_, text) => {
    expect(brief(text)).toEqual([]);
  });
});
