/**
 * Round 33, class write-ups and kettlebell logs (probe wod: 70 lines of our own, rounds, AMRAP, EMOM,
 * "For time", rep schemes, Rx/scaled loads, Tabata, intervals, bells by kg and pood, complexes):
 * - a bell sized in poods is 16 kg a pood (journal-pood): "1.5 pood" had read 1.5 lb;
 * - an interval longer than a minute, or counted by its rounds ("Every 2 min x 5:", "Every 2:00 for 10
 *   min -", "E2MOM x 6:", "EMOM x 12 min -") is that many sets (journal-every-interval): it was one set,
 *   or "EMOM" the move's name;
 * - a clock closing a line of counted moves ("…, 10 burpees. 14:22") is the time the work took
 *   (journal-closing-clock): it was an extra timed set, or the last move's count lost to it;
 * - "15 thrusters 95/65", "21 KB swings (53/35)": the Rx load; "10 push press 95, …": a bare load after
 *   its counted move (journal-move-loads): they were read as counts.
 * Seen and left: a rounds count told on the same line as a list of moves ("3 rds: 10 thrusters @ 95, 10
 * pull ups", "Helen 3 RFT: …", "10 min AMRAP: … — 9 rounds") still applies to none or only some of them;
 * a load told once for a complex ("… 5 push press @ 60kg") is only its last move's; named workouts
 * ("Cindy … 18 rounds", "Isabel 30 snatches") name the move; "Tabata push-ups" keeps "Tabata" in the
 * name; "wall balls", "squat cleans", "KB clean and press" are not in the catalogue.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { closingClocksTold } from './journal-closing-clock.ts';
import { everyInterval } from './journal-every-interval.ts';
import { moveLoadsWritten } from './journal-move-loads.ts';
import { poodsAsKilos } from './journal-pood.ts';

describe('the lines mended', () => {
  it.each([
    ['Kettlebell swings 5 x 20 with 1.5 pood', ['5*kettlebell swing 20@52.911']],
    ['2 pood swings 5x10', ['5*kettlebell swing 10@70.548']],
    ['Every 2 min x 5: 3 front squats @ 185', ['5*front squat 3@185']],
    ['Every 90 sec x 8: 2 snatches @ 60kg', ['8*snatch 2@132.277']],
    ['E2MOM x 6: 3 back squats @ 100kg', ['6*barbell back squat 3@220.462']],
    ['EMOM x 12 min - 5 deadlifts at 225', ['12*barbell deadlift 5@225']],
    [
      'Chipper: 50 double unders, 40 KB swings, 30 wall balls, 20 box jumps, 10 burpees. 14:22',
      [
        'double under 50@bw',
        'kettlebell swing 40@-',
        'kettlebell swing 30@-',
        'box jump 20@bw',
        'burpee 10@bw',
      ],
    ],
    [
      // Round 35: DT is a benchmark, written out as its moves at the load given (journal-benchmarks).
      'DT - 5 rounds: 12 deadlifts, 9 hang power cleans, 6 push jerks @ 155. 9:30',
      ['5*barbell deadlift 12@155', '5*hang clean 9@155', '5*push jerk 6@155'],
    ],
    [
      'For time: 100 KB swings 24kg, 50 goblet squats - 11:02',
      ['kettlebell swing 100@52.911', 'goblet squat 50@-'],
    ],
    [
      '5 rounds for time of 10 deadlifts 185 and 20 double unders, 7:55',
      ['5*barbell deadlift 10@185', 'double under 20@bw'],
    ],
    ['3 RFT: 30 DU, 15 thrusters 95/65', ['double under 30@bw', 'dumbbell thruster 15@95']],
    [
      'WOD: 5 rounds for time\n400m run\n21 KB swings (53/35)\n12 pull-ups\nTime 18:20 Rx',
      ['5*Running -@-', '5*kettlebell swing 21@53', '5*pull-up 12@bw'],
    ],
    [
      '3 rounds: 10 push press 95, 10 front squats 95, 10 burpees',
      ['3*push press 10@95', '3*front squat 10@95', '3*burpee 10@bw'],
    ],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('reads kilo bells in a kilo log', () => {
    expect(
      brief('Front squat 5x3 @ 80%, then metcon: 3 RFT 15 cal bike, 12 KBS 24/16kg, 9 burpees', 'kg'),
    ).toEqual(['5*front squat 3@-', 'Cycling -@-', '3*kettlebell swing 12@52.911', '3*burpee 9@bw']);
  });
});

describe('near text that stays as it was', () => {
  it.each([
    // A move's own clock, and a bout's time, are theirs.
    ['Plank 1:30', ['plank -@bw']],
    ['5k run in 24:30', ['Running -@-']],
    ['Squat 5x5 @ 225, 1:30 rest', ['5*barbell back squat 5@225']],
    // Loads a set after slashes, and 5/3/1, are no Rx/scaled pair.
    [
      'Squat 3x5 100/110/120',
      ['barbell back squat 5@100', 'barbell back squat 5@110', 'barbell back squat 5@120'],
    ],
    ['Bench 5/3/1', ['barbell bench press 5@-', 'barbell bench press 3@-', 'barbell bench press 1@-']],
    // A box's height is no load.
    ['4 rounds\n10 box jumps 24"\n5 burpees', ['4*box jump 10@bw', '4*burpee 5@bw']],
    // "EMOM 10:" as before.
    ['EMOM 10: 3 power cleans @ 135', ['10*power clean 3@135']],
    [
      'Deadlift 5x3 @ 275 then 3 rounds: 10 box jumps, 10 v-ups',
      ['5*barbell deadlift 3@275', '3*box jump 10@bw', '3*v-up 10@bw'],
    ],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('leaves words that only look like the new notations', () => {
    expect(poodsAsKilos('I read about the pood on a forum, 5 pood is not a bell')).toBe(
      'I read about the pood on a forum, 5 pood is not a bell',
    );
    expect(everyInterval('every 2 weeks x 3 I test')).toBe('every 2 weeks x 3 I test');
    expect(moveLoadsWritten('Squat 3x5 185/175')).toBe('Squat 3x5 185/175');
    expect(closingClocksTold('Burpees 10, 14:22')).toBe('Burpees 10, 14:22');
  });
});

describe('hostile input stays fast', () => {
  it('5,000 characters aimed at the new readers', () => {
    const hostile = [
      `${'1 pood '.repeat(700)}`,
      `${'1.5pd'.repeat(1000)}`,
      `every ${'2 min x '.repeat(600)}`,
      `E2MOM x ${'9 '.repeat(2500)}`,
      `${'10 burpees, '.repeat(400)}14:22`,
      `${'1 a '.repeat(1250)}. 1:00`,
      `${'10 push press 95 '.repeat(300)}`,
      `${'1 a '.repeat(1250)}95/65`,
      `1 ${'a '.repeat(2500)}1`,
      `${'1 a 1 '.repeat(850)}/`,
      `${'9'.repeat(5000)}`,
      `${'1 '.repeat(2500)}`,
    ];
    expectCheapToRead(hostile, (text) => {
      poodsAsKilos(text);
      everyInterval(text);
      closingClocksTold(text);
      moveLoadsWritten(text);
      brief(text);
    });
  });
});
