/**
 * Issue 11, ninth round: a story tells sets across sentences. The lift is named once; each sentence
 * then adds a load, a count or reps, and verbs carry the action. A verb (with or without its particle:
 * out, up, off, through) is how a set was told, never a lift; a load a sentence puts on holds for the
 * counts told after it; counts told after sets told without them fill those sets; "N more", "each",
 * "in a row" and "in one set" tell sets. Lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none, "bw" = bodyweight), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a story names the lift once and tells its sets in the sentences after', () => {
  it.each([
    [
      'a load put on, then reps pumped out',
      'Leg press today. We loaded it up to 400 and I pumped out 12 reps.',
      ['leg press 12@400'],
    ],
    [
      'kilos, two loads, "N more reps"',
      'Hack squat first. I knocked out 8 reps with 90kg, then we put on 110kg and I ground out 5 more reps.',
      ['hack squat 8@198.416', 'hack squat 5@242.508'],
    ],
    [
      'a stack set at a load, then raised',
      'Seated cable row, the stack set at 60 kg. I hammered out 12 reps. Then we increased the weight to 70 kg and I squeezed out 8 more reps.',
      ['seated cable row 12@132.277', 'seated cable row 8@154.323'],
    ],
    [
      'sets told without reps, "each" and "each time" after them; a plate worn is the load',
      'Pull-ups were next. I did my first 2 sets with no weight, getting 9 reps each. Then I did 2 sets with a 25-lb plate hanging from a belt. I got 5 reps each time.',
      ['2*pull-up 9@bw', '2*pull-up 5@25'],
    ],
    [
      'sets with a load, their reps in the next sentence',
      'Incline press. My first set was 115 for 12 reps. I did my last two sets with 155. I was able to get 6 and 5 reps.',
      [
        'incline barbell bench press 12@115',
        'incline barbell bench press 6@155',
        'incline barbell bench press 5@155',
      ],
    ],
    [
      '"followed by N more" is the next set',
      'I did 12 decline push-ups this morning, followed by 10 more.',
      ['decline push-up 12@bw', 'decline push-up 10@bw'],
    ],
    ['number words, "in a row"', 'Did eleven pike push-ups in a row tonight.', ['pike push-up 11@bw']],
    ['"in one set" is that one set', 'I managed to do 60 crunches in one set!', ['crunch 60@bw']],
    [
      'a kind of movement told by its verb is no lift',
      'Finished up my pulling exercises with some face pulls, 3 sets of 15 at 30.',
      ['3*face pull 15@30'],
    ],
    [
      'a verb after "I" is no lift; the lift told before holds',
      'Squats. I took a wider stance today. I began with 135 for 10 reps and then did 185 for 3 sets of 5.',
      ['barbell back squat 10@135', '3*barbell back squat 5@185'],
    ],
    ['past tense, particle', 'Barbell curl. I slapped on 65 and banged out 12 reps.', ['barbell curl 12@65']],
    [
      '"moved up to" a load, then reps churned out',
      'Romanian deadlift. I then moved up to 225 and churned out 8 reps.',
      ['romanian deadlift 8@225'],
    ],
    [
      'a verb before the lift it was done with',
      '  4. alternated with Cable Woodchop. 3 sets of 12.',
      ['3*cable woodchopper 12@-'],
    ],
  ])('%s', (_what, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});

describe('lines the story reading leaves as they were', () => {
  it.each([
    ['a plain notation', 'Bench press 3x5 @ 185', ['3*barbell bench press 5@185']],
    ['a carry with a load', 'Farmers walk 3 x 40m with 70lb', ["3*farmer's carry -@70"]],
    ['a lift whose name has a particle', 'Jerk off the Rack: 2x3 @ 135', ['2*Jerk Off The Rack 3@135']],
    ['sets told before their lift', 'I did 5 sets of 5 at 225 on squats', ['5*barbell back squat 5@225']],
    ['a catalogue lift', 'Landmine press 3x10 @ 45', ['3*landmine press 10@45']],
    [
      // Round 32: "2 more sets of 5" is two sets (journal-normalize); this row had kept one.
      'more sets at a new load after sets',
      'Squats 3x5 at 225. Then 2 more sets of 5 at 245.',
      ['3*barbell back squat 5@225', '2*barbell back squat 5@245'],
    ],
  ])('%s', (_what, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});
