/**
 * Round 31, cardio: bouts and machines told in prose (holdouts 51 and 52's real lines), and a numbered
 * list, a rope and handles told in sentences on the machines.
 * - "a building 10K row in 37:59.7, splitting 19:24.1/18:35.6": the splits are parts of the bout
 *   (journal-cardio).
 * - "20 mile cycle = 5 mile steady run": two activities each with its distance, joined by "=", are two
 *   bouts, written "+" for every reader (journal-bouts' boutsJoinedByEquals); "45 min cardio hill #5 =
 *   5.00 miles" stays one.
 * - "a 5.77km run at 9.9kph, and a 5.84km run at 10.3kph": a bout told again as its own noun in the same
 *   unit with another number is a second bout (journal-bout-again).
 * - "40 lengths of my 25 metre pool": the pool's length is no distance; "10 minutes here, 10 minutes
 *   there" is no bout; machines a machine is likened to ("a mix between an elliptical and a
 *   stairclimber") were not used (journal-no-bout).
 * - "a short 1.5 mile run on my treadmill": the bout's own noun after its distance names it; the machine
 *   named first keeps its name, "Treadmill run 5 km" (journal-way-on-machine).
 * - "What: 2k, parkrun, 1k": runs around a parkrun are that many runs (journal-run-list).
 * - "I made it 11 minutes. … So, on to the Stairmaster. … I made it a whopping 3 minutes": the machine
 *   moved on to after a bout is the next time's (journal-state's cardioSinceBout, read by journal-timed).
 * - "two different handle positions … 2 sets of 12 reps from each handle": four sets; each arm or leg is
 *   not more sets (journal-each-position).
 * - "on to my triceps … a rope pull down": the triceps pushdown; after the back, the lat pulldown
 *   (journal-rope-pushdown).
 * - "routine: 1. Standing Military presses, barbell: 10x10. 2. …": a numbered list run together with
 *   dots is a list of lines (journal-inline-items).
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      'So this morning, I did a building 10K row in 37:59.7, splitting 19:24.1/18:35.6.',
      'lb',
      ['Rowing -@-'],
    ],
    ['Thursday - 20 mile cycle = 5 mile steady run', 'kg', ['Cycling -@-', 'Running -@-']],
    [
      'Overall, today saw a 41.1km ride @ 28.95kph, a 5.77km run at 9.9kph, and a 5.84km run at 10.3kph.',
      'kg',
      ['Cycling -@-', '2*Running -@-'],
    ],
    ['Today I swam 1km. That’s 1000 metres or 40 lengths of my 25 metre pool.', 'kg', ['Swimming -@-']],
    [
      'On Monday, the day after the half-marathon, I did a short 1.5 mile run on my treadmill.',
      'lb',
      ['Running -@-'],
    ],
    ['Then I did a 1 mile run on the treadmill.', 'kg', ['Running -@-']],
    ['What: 2k, parkrun, 1k', 'kg', ['3*Running -@-']],
    [
      "My plan was to do a combination of workouts. 10 minutes here, 10 minutes there, you get the idea. I hit the arc trainer first. It's kind of a mix between an eliptical and a stairclimber. I made it 11 minutes. That was all I could do. So, on to the Stairmaster. It didn't seem too intimidating.\n\nI made it a whopping 3 minutes. My heart rate was 192 and I felt every beat.",
      'lb',
      ['Elliptical -@-', 'Stair Climber -@-'],
    ],
    [
      'finally, for my chest workout I went to the chest press machine. It has two different handle positions so; I do 2 sets of 12 reps from each handle.',
      'lb',
      ['4*machine chest press 12@-'],
    ],
    [
      'Then on to my triceps, I go back to the cable machine. 3 sets of 12 reps using a rope pull down.',
      'lb',
      ['3*triceps pushdown 12@-'],
    ],
    [
      'Today I am enjoying a wave of endorphins stirred up by the following shoulder workout routine: 1. Standing Military presses, barbell: 10x10. 2. Standing lateral raises, dumbbells: 5x14 + 5x10 (dropsets). 3. Trapezius rows, barbell: 4x5.',
      'kg',
      [
        '10*overhead press 10@-',
        '5*dumbbell lateral raise 14@-',
        '5*dumbbell lateral raise 10@-',
        '4*Trapezius Rows 5@-',
      ],
    ],
  ] as const)('%j (%s)', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and units', () => {
  it.each([
    // splits of a bout
    ['Rowed a steady 5000m in 21:30, splitting 10:50 and 10:40.', ['Rowing -@-']],
    ['6k erg in 24:10, splits 8:05/8:03/8:02', ['Rowing -@-']],
    // a pool's length
    ['Swam 1500m this morning, 60 lengths of the 25m pool.', ['Swimming -@-']],
    ["Swam 800 yards. That's 32 lengths of a 25-yard pool.", ['Swimming -@-']],
    // a run or a walk on a machine
    ['Did a 5k run on the treadmill this morning.', ['Running -@-']],
    ['Before lifting I did a 20 minute walk on the treadmill.', ['Walking -@-']],
    ['Did a 3 mile jog on the treadmill after work.', ['Running -@-']],
    // two activities joined by "="
    ['Sunday - 15 mile ride = 3 mile easy run', ['Cycling -@-', 'Running -@-']],
    ['Tuesday: 30 min swim = 4 mile run', ['Swimming -@-', 'Running -@-']],
    ["Today's workout:\n15 km ride = 3 km run", ['Cycling -@-', 'Running -@-']],
    // a bout told again as its own noun, another number
    ['Today: a 10km ride, a 4.2km run and a 4.5km run.', ['Cycling -@-', '2*Running -@-']],
    ['I did a 3 mile run, then a 2 mile run.', ['2*Running -@-']],
    // runs around a parkrun
    ['Saturday - 3k, parkrun, 2k', ['3*Running -@-']],
    ['Sat: 1.5 miles, parkrun, 1 mile', ['3*Running -@-']],
    ['6:45am Run: 2k; parkrun; 1k - legs felt good', ['3*Running -@-']],
    // the machine moved on to
    [
      'I started on the bike. I made it 15 minutes. Then over to the rower. It was brutal. I lasted 8 minutes.',
      ['Cycling -@-', 'Rowing -@-'],
    ],
    [
      'I got on the elliptical first. I did 20 minutes. After that, on to the treadmill. I managed 10 minutes.',
      ['Elliptical -@-', 'Treadmill -@-'],
    ],
    // sets from each of the ways counted
    ['The cable row has two grips, so I do 2 sets of 10 with each grip.', ['4*seated cable row 10@-']],
    ['Squat: 2 stances, 3x5 from each stance @ 225', ['6*barbell back squat 5@225']],
    [
      'The leg press has three foot positions. I did two sets of 15 from each position.',
      ['6*leg press 15@-'],
    ],
    // a rope pulled down on the triceps
    ['On to my tricep work: 3 sets of 15 with the rope pulldown.', ['3*triceps pushdown 15@-']],
    ['Tris\nRope pull downs 3x15 @ 40', ['3*triceps pushdown 15@40']],
    ['Tricep day. Rope pulldowns 4x12', ['4*triceps pushdown 12@-']],
    // a numbered list run together with dots
    [
      'Workout: 1. Bench press, barbell: 5x5. 2. Dumbbell rows: 3x10. 3. Curls: 3x12.',
      ['5*barbell bench press 5@-', '3*one-arm dumbbell row 10@-', '3*barbell curl 12@-'],
    ],
    ['Routine: 1. Squats: 5x5. 2. Leg press: 3x12.', ['5*barbell back squat 5@-', '3*leg press 12@-']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    // round 32 (journal-round32-cardio): a count of one distance is that many bouts, as real line 49#1 is labelled (was one session by the rounds 8-31 convention).
    ['10 x 1km rows', ['10*Rowing -@-']],
    // the machine named first, or alone, stays the machine
    ['Treadmill 20 min', ['Treadmill -@-']],
    ['Treadmill run 5 km in 28 min', ['Treadmill -@-']],
    ['Warm Up: 5 mins cardio on bike, 2.5 miles.', ['Cycling -@-']],
    // a restatement in another unit is the same bout; "=" with no second activity restates
    ["Swam 1km. That's 1000 metres.", ['Swimming -@-']],
    ['45 min cardio hill #5 = 5.00 miles', ['Cardio -@-']],
    ['20 min bike = 10 km bike', ['Cycling -@-']],
    // a parkrun with a remark on it is one run
    ['Did parkrun, 5k PB', ['Running -@-']],
    // another time with no machine moved on to is the same machine's
    [
      'I got on the elliptical first. I did 20 minutes. I was tired. Then 10 more minutes.',
      ['Elliptical -@-'],
    ],
    [
      'I did 20 minutes on the bike. Then I walked over to the water fountain. Then 10 more minutes.',
      ['Cycling -@-'],
    ],
    // a rope pulldown on the back, or with no muscle named, stays the lat pulldown
    ['Back: rope pulldown 3x12', ['3*lat pulldown 12@-']],
    ['Triceps done. Back: rope pull-downs 3x10', ['3*lat pulldown 10@-']],
    ['Rope pulldown 3x12', ['3*lat pulldown 12@-']],
    // each arm or leg is the same set on both sides
    ['Lunges 2 sets of 12 from each leg', ['2*dumbbell lunge 12@-']],
    ['Curls: 3 sets of 10 with each arm', ['3*barbell curl 10@-']],
    // a count of grips under the sets is a note
    ['Bench\n3x8 @ 155\n3 grip widths, each set on the minute', ['3*barbell bench press 8@155']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
