/**
 * Issue 11, third round: prose around sets, written by us before the parser read it. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('sets told in sentences', () => {
  it.each([
    [
      'a verb tells the set, the lift was named before',
      'Deadlifts went well today. Pulled 405 for 3 sets of 3.',
      ['3*barbell deadlift 3@405'],
    ],
    [
      '"at the same weight" repeats the load',
      'Hit 5 reps on 225 bench, then 4, then 3 at the same weight',
      ['barbell bench press 5@225', 'barbell bench press 4@225', 'barbell bench press 3@225'],
    ],
    [
      'a reps list, then its loads in parentheses',
      'Bench: 3 sets - 10, 8, 6 reps (135, 155, 175)',
      ['barbell bench press 10@135', 'barbell bench press 8@155', 'barbell bench press 6@175'],
    ],
    [
      'three lifts in one paragraph',
      'Today was leg day. I started with back squats, 3 sets of 5 at 225. Then I did Romanian deadlifts for 3 sets of 10 at 135. Finished with leg curls, 3x12 at 70.',
      ['3*barbell back squat 5@225', '3*romanian deadlift 10@135', '3*lying leg curl 12@70'],
    ],
    [
      'a sentence before a colon is no plan label',
      "It's been 2 weeks since my last session so I kept it light: bench 60kg 3x10.",
      ['3*barbell bench press 10@132.277'],
    ],
    [
      'a sentence that only counts sets talks about them',
      'Squat day. 5 sets of 5 with 100 kilos, last 2 sets were tough.',
      ['5*barbell back squat 5@220.462'],
    ],
    [
      'counts on ordinal sets',
      'Pull-ups: I managed 12 on the first set, 9 on the second and 7 on the third.',
      ['pull-up 12@bw', 'pull-up 9@bw', 'pull-up 7@bw'],
    ],
    [
      'a load "for all three" after the sets',
      'Squats were next, 3 sets of 5. I used 245 for all three.',
      ['3*barbell back squat 5@245'],
    ],
    [
      'warm-up loads with no reps, then the work set',
      'Deadlift day! Warmed up with 135, 225, 315 then hit 365 for 3 reps.',
      [
        'barbell deadlift -@135',
        'barbell deadlift -@225',
        'barbell deadlift -@315',
        'barbell deadlift 3@365',
      ],
    ],
    [
      'two ordinal sets with the same numbers',
      'Leg press: did 3 sets. First set 10 reps at 270, second and third 8 reps at 320.',
      ['leg press 10@270', '2*leg press 8@320'],
    ],
    [
      '"the same" for another lift',
      'Today: bench 3 sets of 10 with 135. Rows the same.',
      ['3*barbell bench press 10@135', '3*barbell row 10@135'],
    ],
    [
      'a total done in sets',
      'Then 100 kettlebell swings with the 24 kg bell, in sets of 20.',
      ['5*kettlebell swing 20@52.911'],
    ],
    [
      '"a 50 lb kettlebell" is the implement, not a single',
      'Goblet squats with a 50 lb kettlebell',
      ['kettlebell goblet squat -@50'],
    ],
    ['reps after a record load', 'Hit a 225 bench for 3', ['barbell bench press 3@225']],
    ['prose with no numbers logs nothing', 'Felt great today, slept well and ate a big breakfast', []],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('lists and units a block implies', () => {
  it.each([
    ['reps joined by dashes', 'Pullups: 10-8-6', ['pull-up 10@bw', 'pull-up 8@bw', 'pull-up 6@bw']],
    ['a tempo stays a tempo', 'Squats 3x5 @ 225 tempo 3-1-1', ['3*barbell back squat 5@225']],
    [
      'loads joined by dashes × reps',
      'Curls 25-30-35 x 10',
      ['barbell curl 10@25', 'barbell curl 10@30', 'barbell curl 10@35'],
    ],
    [
      'loads joined by slashes × reps',
      'Squat 60/70/80 x 5',
      ['barbell back squat 5@60', 'barbell back squat 5@70', 'barbell back squat 5@80'],
    ],
    ['a load ending the name before a colon', 'Squat 225: 5, 5, 5', ['3*barbell back squat 5@225']],
    ['a load ending the name before its scheme', 'Bench 185: 3x5', ['3*barbell bench press 5@185']],
    [
      'a load after the name and colon',
      'Squat: 225: 5,5,4',
      ['2*barbell back squat 5@225', 'barbell back squat 4@225'],
    ],
    ['a scheme before the colon keeps the load after it', 'Squat 3x5: 225', ['3*barbell back squat 5@225']],
    [
      'ordinal loads without "set" after the first',
      'Bench 3 sets of 8 reps (1st set 135, 2nd 145, 3rd 155)',
      ['barbell bench press 8@135', 'barbell bench press 8@145', 'barbell bench press 8@155'],
    ],
    [
      'a unit on the name line holds for its block',
      'Squats (kg)\n60 x 5\n80 x 5\nBench\n135 x 5',
      ['barbell back squat 5@132.277', 'barbell back squat 5@176.37', 'barbell bench press 5@135'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('names written in another order', () => {
  it.each([
    ['a qualifier after the name', 'Bench – close grip – 3x8 @ 155', ['3*close-grip bench press 8@155']],
    ['the kind after the move', 'Curl hammer 3x10 @ 30', ['3*hammer curl 10@30']],
    ['feet are a distance, not reps', 'Farmers carry 3 x 50 ft @ 70s', ["3*farmer's carry -@70"]],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('spacing and asides around a set', () => {
  it.each([
    [
      '"and another at 245"',
      'Squat: did a set of 5 at 225 and another at 245',
      ['barbell back squat 5@225', 'barbell back squat 5@245'],
    ],
    [
      '"one at 335" is one more set',
      'Deadlift: one set of 5 at 315, one at 335',
      ['barbell deadlift 5@315', 'barbell deadlift 5@335'],
    ],
    [
      'a set count, then the first and the rest',
      'Rows, 3 sets, first at 135 for 10, then 155 for 8, then 175 for 6',
      ['barbell row 10@135', 'barbell row 8@155', 'barbell row 6@175'],
    ],
    ['"5 by 5"', 'Squats 5 by 5 at 225', ['5*barbell back squat 5@225']],
    ['"three by eight"', 'Bench three by eight at 155', ['3*barbell bench press 8@155']],
    ['"3 times 5"', 'Did squats 3 times 5 at 225', ['3*barbell back squat 5@225']],
    ['"@8" before the load is an effort', 'Squat 3x5 @8 225', ['3*barbell back squat 5@225']],
    ['a decimal comma after "@"', 'Squat 3x5 @ 102,5', ['3*barbell back squat 5@102.5']],
    ['"3x 8": a space after the x', 'Bench 3x 8 @ 70kg', ['3*barbell bench press 8@154.323']],
    [
      'reps and load, then reps and load',
      'Squat 5 reps 100kg, 5 reps 110kg',
      ['barbell back squat 5@220.462', 'barbell back squat 5@242.508'],
    ],
    ['a bodyweight in kg beside pull-ups is no load', 'Pullups 3 x 10 (BW 80kg)', ['3*pull-up 10@bw']],
    [
      'fields named before their numbers, no colon',
      'Deadlift: Sets 3, Reps 5, Weight 140kg',
      ['3*barbell deadlift 5@308.647'],
    ],
    [
      'tab-separated cells',
      'Squat\t3\t5\t225\nBench\t3\t8\t155',
      ['3*barbell back squat 5@225', '3*barbell bench press 8@155'],
    ],
    [
      // The load written once before the line's sets holds for the AMRAP set after them (round 6).
      'the reps an AMRAP got',
      'Bench 90kg 3 x 5, 1 x AMRAP (8)',
      ['3*barbell bench press 5@198.416', 'barbell bench press 8@198.416'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('circuits and load words', () => {
  it.each([
    [
      'rounds before a line of counted moves',
      '3 rounds: 10 pull-ups, 20 push-ups, 30 squats',
      ['3*pull-up 10@bw', '3*push-up 20@bw', '3*bodyweight squat 30@bw'],
    ],
    [
      'a circuit done three times',
      'Circuit x3: 15 goblet squats (50lb), 10 push-ups',
      ['3*goblet squat 15@50', '3*push-up 10@bw'],
    ],
    ['rounds after the moves', '10 pushups, 10 situps x 3 rounds', ['3*push-up 10@bw', '3*sit-up 10@bw']],
    ['a volume total is no set', 'Squat 5x5 225\nTotal volume: 5625 lbs', ['5*barbell back squat 5@225']],
    ['a load, then timed sets of an unknown move', 'Sled push 90kg, 4 x 20m', ['4*Sled Push -@198.416']],
    [
      'a load in prose, then distance sets',
      'Farmers walk with a 70 lb dumbbell in each hand, 3 x 40m',
      ["3*farmer's carry -@70"],
    ],
    [
      'numbered sets inside a line',
      'Bench 3 sets: 1) 135x10 2) 155x8 3) 175x6',
      ['barbell bench press 10@135', 'barbell bench press 8@155', 'barbell bench press 6@175'],
    ],
    [
      '"as many as possible" with the reps listed',
      'Pull-ups, 4 sets of as many as possible: 10, 8, 7, 6',
      ['pull-up 10@bw', 'pull-up 8@bw', 'pull-up 7@bw', 'pull-up 6@bw'],
    ],
    [
      'sets to failure with the reps listed',
      'Dips: 3 sets to failure (15, 12, 10)',
      ['dip 15@bw', 'dip 12@bw', 'dip 10@bw'],
    ],
    [
      'the implement after the load names the variant',
      'Curl 3x10 with 20 lb dumbbells',
      ['3*dumbbell curl 10@20'],
    ],
    ['"stack" is a load, not a lift', 'Leg Ext: stack x 15', ['leg extension 15@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('rep ranges', () => {
  it.each([
    ['a range in parentheses', 'Curls 3x(8-10) @ 30', ['3*barbell curl 8@30']],
    ['"10-12 reps" after a set count', 'Rows 3 sets, 10-12 reps, 135', ['3*barbell row 10@135']],
    ['a range inside S × R × W', 'Squat 3 x 5-6 x 225', ['3*barbell back squat 5@225']],
    [
      'reps and loads both joined by dashes',
      'Lat pulldown 12-10-8 @ 120-130-140',
      ['lat pulldown 12@120', 'lat pulldown 10@130', 'lat pulldown 8@140'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
