/**
 * Round 32, sets spread over sentences, lists and blocks (holdouts 53 and 54's real lines):
 * - "100 x 5 ........ overhand", "135 x 5 ..... 3 mixed, 2 strapped ..... (297lb)": a run of dots after a
 *   whole set leads to the row's notes (journal-line-tails);
 * - "Clean + Jerk: 50kg, 60kg, 70kg, 80kg, 90kg (fail)": a name and only loads, one marked, are attempts
 *   (journal-scheme-loads);
 * - "- 3 sets of 'cleans' (didn't actually get round to this one)": a line marked never done logs nothing
 *   (journal-not-done);
 * - "-10 sets x 5 reps pull-ups/push-ups": two moves joined by a slash share the scheme (journal-slash-pair);
 * - "**chinups:** 10x4 • **skull crushers:** 85x15x4": in a "load x reps x sets" log a pair on a bodyweight
 *   move is reps x sets (journal-reps-sets);
 * - "eight 55-pound plates on each side of the leg press machine (880 pounds)": the total the plates make is
 *   the load (journal-plate-total);
 * - "chest flies with the 12's.  With the 15's, I only did 8.": the pair the count is told with is the load
 *   (journal-pair-told-last);
 * - "13 rounds + 10 pullups" after an AMRAP's moves: the rounds, and one more set of the move named
 *   (journal-circuit-marks);
 * - "alternating sets of five, alternating pull ups and chin ups … I hit 50": ten sets in turn
 *   (journal-alternating-sets);
 * - "Latissimus: I started … on the Lat-Pulldown Machines …", "My next two sets were on the same machine and I
 *   did 15 reps with 90 pounds": a muscle heading a story that names its lift, and sets as a sentence's
 *   subject (journal-lines, journal-set-subject).
 * Left: "Yesterday, I was doing my 4-rep sets of bench press … 35kg was no big deal on the first set, so I
 * whacked on another 5kg and tried 40. … Set three: 45kg - got two good reps out, then on the third really
 * struggled … finally got the bar high enough to rack it." (4@35, 4@40, 3@45): the reps are told once as a
 * kind of set ("4-rep sets") and hold for loads told sentences later, one of them only as "tried 40", and
 * the last set's count is two reps plus a third told as a struggle that went up; no reader ties those
 * three together without reading "tried" and "struggled … rack it" as made, which near lines use for
 * misses too.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';
import { LB_PER_KG } from './units.ts';

// A kilo load as the parse gives it, in pounds to three places.
const kg = (n: number) => String(Math.round(n * LB_PER_KG * 1000) / 1000);

describe('the real lines of the family', () => {
  it.each([
    [
      '2. Deads (kg)\n50 x 9 .......... warmup\n75 x 5\n85 x 5\n100 x 5 ........ overhand\n117.5 x 3 ..... mixed, quit at 3 reps\n135 x 5 ........ 3 mixed, 2 strapped ..... (297lb) ....... PR, but not happy',
      'kg',
      [
        `barbell deadlift 9@${kg(50)}`,
        `barbell deadlift 5@${kg(75)}`,
        `barbell deadlift 5@${kg(85)}`,
        `barbell deadlift 5@${kg(100)}`,
        `barbell deadlift 3@${kg(117.5)}`,
        `barbell deadlift 5@${kg(135)}`,
      ],
    ],
    [
      'Latissimus: I started with a warm up on the Lat-Pulldown Machines with a “hands facing each other” Grip and I did one set of 40 reps with 45 pounds.  My next two sets were on the same machine and I did 15 reps with 90 pounds.  Today, I had a lot of attention set on how to work the muscles and I was concentrating more than usual.  My last set was with 105 pounds and I did another 12 reps with this weight.',
      'lb',
      ['lat pulldown 40@45', '2*lat pulldown 15@90', 'lat pulldown 12@105'],
    ],
    [
      'I did them all in alternating sets of five, alternating pull ups and chin ups. Basically, a set of five pull ups, then a set of five chin ups, then a set of five pull ups, etc. I hit 50 by the end of the work day (25 total pull ups, 25 total chin ups).',
      'lb',
      Array.from({ length: 5 }, () => ['pull-up 5@bw', 'chin-up 5@bw']).flat(),
    ],
    [
      "I could do tons of reps of chest flies with the 12's.  With the 15's, I only did 8.",
      'lb',
      ['dumbbell fly 8@15'],
    ],
    [
      '2025.03.30 ***`Upper `*** **run:** 1m • **chinups:** 10x4 • **skull crushers:** 85x15x4',
      'lb',
      ['Running -@-', '4*chin-up 10@bw', '4*skull crusher 15@85'],
    ],
    [
      'as many rounds as possible in 20 minutes:\n\n10 pullups\n10 thrusters, 65lbs\n\n13 rounds + 10 pullups',
      'lb',
      ['14*pull-up 10@bw', '13*dumbbell thruster 10@65'],
    ],
    [
      "- 3 sets of 12 reps weighted squats (20Kg bar)\n- 3 sets of 12 leg raises (50Kg )\n- 3 sets of 12 weighted lunges, 6 each leg (20Kg bar)\n- 3 sets of 'cleans' (didn't actually get round to this one)",
      'kg',
      [
        `3*barbell back squat 12@${kg(20)}`,
        `3*lying leg raise 12@${kg(50)}`,
        `3*dumbbell lunge 12@${kg(20)}`,
      ],
    ],
    [
      '* Clean + Jerk: 50kg, 60kg, 70kg, 80kg, 90kg (fail)',
      'kg',
      [50, 60, 70, 80].map((n) => `clean and jerk 1@${kg(n)}`),
    ],
    [
      'I sort of impressed myself tonight with eight 55-pound plates on each side of the leg press machine (880 pounds).  I got 10 reps up with a spot on the last two.',
      'lb',
      ['leg press 10@880'],
    ],
    [
      '-10 sets x 5 reps pull-ups/push-ups wearing Osprey pack loaded w/35 lb. DB, no rest.',
      'lb',
      ['10*pull-up 5@35', '10*push-up 5@35'],
    ],
  ] as const)('%j', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words, lifts and units', () => {
  it.each([
    // dotted leaders to a row's notes
    [
      'Squat (lb)\n135 x 5 ....... warm-up\n225 x 5 ....... belt on, 2 felt slow ..... (102kg)\n245 x 3 ....... stopped at 3',
      'lb',
      ['barbell back squat 5@135', 'barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
    ['Bench ........ 3x5 @ 100', 'kg', [`3*barbell bench press 5@${kg(100)}`]],
    // a name, then only loads, one marked
    ['Snatch - 40kg, 50kg, 55kg, 60kg (miss)', 'kg', [40, 50, 55].map((n) => `snatch 1@${kg(n)}`)],
    [
      'Deadlift: 180kg, 200kg, 220kg, 230kg PR',
      'kg',
      [180, 200, 220, 230].map((n) => `barbell deadlift 1@${kg(n)}`),
    ],
    // lines never done
    [
      'Bench 3x5 80kg\nFace pulls 3x15 (skipped it today)\nDips 3x10 - never got to them',
      'kg',
      [`3*barbell bench press 5@${kg(80)}`],
    ],
    [
      'Bench 3x5 80kg\nFace pulls 3x15 (skipped it) - shoulder was sore',
      'kg',
      [`3*barbell bench press 5@${kg(80)}`],
    ],
    // a line's lead-in before the name or the scheme
    ['6:45am Snatch: 40kg, 50kg, 60kg (fail)', 'kg', [40, 50].map((n) => `snatch 1@${kg(n)}`)],
    ['3. ten sets x 5 reps dips/chin-ups', 'lb', ['10*dip 5@bw', '10*chin-up 5@bw']],
    // a slashed pair sharing a scheme
    ['3 sets of 12 curls/hammer curls', 'lb', ['3*barbell curl 12@-', '3*hammer curl 12@-']],
    ['dips/chin-ups 4x8', 'lb', ['4*dip 8@bw', '4*chin-up 8@bw']],
    ['5 sets x 8 reps dips/chin-ups, 60s rest', 'lb', ['5*dip 8@bw', '5*chin-up 8@bw']],
    // reps x sets in a load x reps x sets log
    [
      'run: 2m • dips: 12x3 • bench: 185x12x4',
      'lb',
      ['Running -@-', '3*dip 12@bw', '4*barbell bench press 12@185'],
    ],
    // plates and their bracketed total
    ['Leg press with six 20kg plates per side (240kg), 3 sets of 10', 'kg', [`3*leg press 10@${kg(240)}`]],
    ['Squat with two 45 lb plates on each side (225 lbs) for 5 reps', 'lb', ['barbell back squat 5@225']],
    // the pair the count is told with
    [
      "Lateral raises with the 10's were easy. With the 15's I did 12.",
      'lb',
      ['dumbbell lateral raise 12@15'],
    ],
    ['Shoulder press using the 30s felt heavy. Using the 25s I got 10.', 'lb', ['overhead press 10@25']],
    // an AMRAP's score naming its last move
    [
      'AMRAP 12:\n10 burpees\n15 kettlebell swings, 24kg\n\nScore: 6 rounds + 10 burpees',
      'kg',
      ['7*burpee 10@bw', `6*kettlebell swing 15@${kg(24)}`],
    ],
    [
      'AMRAP 20 min:\n5 pull-ups\n10 push-ups\n15 air squats\n\n12 rounds + 10 push-ups',
      'lb',
      ['12*pull-up 5@bw', '13*push-up 10@bw', '12*bodyweight squat 15@bw'],
    ],
    // alternating sets and a total
    [
      'Alternated sets of 10 push-ups and dips until I reached 60.',
      'lb',
      Array.from({ length: 3 }, () => ['push-up 10@bw', 'dip 10@bw']).flat(),
    ],
    [
      'Did alternating sets of 8, alternating between dips and chin-ups. 24 total dips, 16 total chin-ups.',
      'lb',
      ['dip 8@bw', 'chin-up 8@bw', 'dip 8@bw', 'chin-up 8@bw', 'dip 8@bw'],
    ],
    // sets as a sentence's subject; a muscle over a story naming its lift
    [
      'Leg press: My next three sets were heavier and I did 10 reps with 270 pounds.',
      'lb',
      ['3*leg press 10@270'],
    ],
    ['Quads: I began on the leg extension and did 20 reps with 50 pounds.', 'lb', ['leg extension 20@50']],
  ] as const)('%j', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('near misses that keep reading as before', () => {
  it.each([
    // sets with reps before a failed load are no list of attempts
    [
      'Deadlift: 140kg x 5, 160kg x 3, 180kg x 1 (fail)',
      'kg',
      [`barbell deadlift 5@${kg(140)}`, `barbell deadlift 3@${kg(160)}`],
    ],
    // how the line's own sets went is no line left out
    ['Squat 3x5 (skipped the last set)', 'kg', ['3*barbell back squat 5@-']],
    ['Squat 3x5 100kg - skipped warm-ups', 'kg', [`3*barbell back squat 5@${kg(100)}`]],
    // a load in two units, and one move with no second
    ['Squat 5x5 @ 100kg/220lb', 'kg', [`5*barbell back squat 5@${kg(100)}`]],
    // a loaded lift's pair in a load x reps x sets log stays sets x reps
    ['bench: 10x4 • squat: 225x12x3', 'lb', ['10*barbell bench press 4@-', '3*barbell back squat 12@225']],
    // plates with a bracket that is no total
    ['three 45-pound plates (I love them) for 5 reps on leg press', 'lb', ['leg press 5@-']],
    // one pair, the load
    ["Flies with the 12's. Did 3 sets of 10.", 'lb', ['3*dumbbell fly 10@12']],
    ["Curls with the 25's for 3 sets of 8.", 'lb', ['3*barbell curl 8@25']],
    // reps past the rounds with no move named stay a note
    [
      'AMRAP 15 min:\n5 pull-ups\n10 push-ups\n15 air squats\n(completed 6 rounds + 3)',
      'lb',
      ['6*pull-up 5@bw', '6*push-up 10@bw', '6*bodyweight squat 15@bw'],
    ],
    // alternating arms is no pair of moves
    ['Alternating arms, 3 sets of 10 curls', 'lb', ['3*barbell curl 10@-']],
    // a muscle over sets only names the lift
    ['Calves: 3x20', 'lb', ['3*standing calf raise 20@-']],
    ['Triceps: 3x12 pushdowns with 50 pounds', 'lb', ['3*triceps pushdown 12@50']],
    // dots in notes after the sets
    ['Bench 3x5 @ 100kg ..... 4 and 5 slow', 'kg', [`3*barbell bench press 5@${kg(100)}`]],
  ] as const)('%j', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('stays fast on hostile input', () => {
  it('parses long runs of what the new readers look for within the CPU budget', () => {
    const odd = [
      ' '.repeat(5000),
      '1 x 1 ....'.repeat(500),
      'skipped , , , '.repeat(400),
      'eight 55-pound plates on each side '.repeat(150),
      "with the 12's. ".repeat(350),
      'alternating sets of five pull ups and '.repeat(140),
      'My next two sets were 1 reps 2 '.repeat(170),
      '13 rounds + 10 '.repeat(350),
      'a/b '.repeat(1250),
      '5, x 5, '.repeat(700),
    ];
    expectCheapToRead(odd, (text) => parseJournal(text, 'lb'));
  });
});
