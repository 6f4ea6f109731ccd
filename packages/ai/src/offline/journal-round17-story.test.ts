/**
 * Round 17: in a story, today's sets are the ones told as done today, counted as told. A count in words
 * after a verb of doing is a count, and "plus a ninth one" after eight is one more rep of that set; a
 * clause about next week or last week beside today's work is no set (journal-achieved splits the sentence
 * there); an example or a hypothetical ("for instance", "would put me at") is no set; history told before
 * today's work ("I have never managed to …") is no set; "N super-sets of the following" over one row of
 * counted moves is N rounds of each, and a move named in brackets after a count's own word ("50 singles
 * (jump rope)") is what was counted. Lines written by us. Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a story logs what was done today, counted as told', () => {
  it.each([
    [
      'a count in words, the next ordinal one more rep',
      'Tonight I managed six clean chin-ups and then a seventh ugly one.',
      ['chin-up 7@bw'],
    ],
    ['digits and a numbered ordinal', 'Got 11 push-ups, plus a 12th that was half a rep.', ['push-up 12@bw']],
    ['"a fifth one with a spotter"', 'I did 4 dips and a fifth one with a spotter.', ['dip 5@bw']],
    [
      'a count in words after "knocked out"',
      'We knocked out fifteen burpees before the rain.',
      ['burpee 15@bw'],
    ],
    [
      "next month is a plan beside this month's work",
      'This month I did 12 chin-ups, and next month I want 15.',
      ['chin-up 12@bw'],
    ],
    ['last week beside today', 'Benched 135 for 8, and last week only 6.', ['barbell bench press 8@135']],
    [
      "an example before today's set",
      'For instance a 200 lb squat for a lifter my size would make me average. Today I squatted 155 for 5.',
      ['barbell back squat 5@155'],
    ],
    [
      "a hypothetical with a bodyweight before today's set",
      'Say you deadlift 300 at 180 bodyweight, that would put you at intermediate. I pulled 245 for 3 today.',
      ['barbell deadlift 3@245'],
    ],
    [
      'history of never managing, then today',
      'I have never managed to press 95 more than 3 times. Today I pressed 95 for 5.',
      ['overhead press 5@95'],
    ],
    [
      'supersets of the following over one row of moves',
      'Finished with 3 supersets of the following:\n\n12 push-ups, 20 sit-ups, 15 lunges',
      ['3*push-up 12@bw', '3*sit-up 20@bw', '3*bodyweight lunge 15@bw'],
    ],
    [
      'giant sets of, no blank line',
      '3 giant sets of:\n10 pull-ups, 15 dips, 20 squats',
      ['3*pull-up 10@bw', '3*dip 15@bw', '3*bodyweight squat 20@bw'],
    ],
    [
      "the move in brackets after a count's own word",
      '100 skips (jump rope) then 10 push-ups',
      ['Jump Rope 100@-', 'push-up 10@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('lines that look alike but tell something else stay as they were', () => {
  it.each([
    [
      '"singles (paused)" under a lift are singles',
      'Squat\n5 singles (paused)',
      ['5*barbell back squat 1@-'],
    ],
    [
      'a plan after "but next time" was already no set',
      'Squatted 185 for 5 today but next time I will try 195.',
      ['barbell back squat 5@185'],
    ],
    [
      '"would have done" then the count done',
      'I would have done 10 but my grip went. Got 8 pull-ups.',
      ['pull-up 8@bw'],
    ],
    [
      '"two-arm" names a side, not a count',
      'Did two-arm swings with 24 kg for 15.',
      ['kettlebell swing 15@52.911'],
    ],
    ['"supersets with" is no round count', '2 supersets with curls: 10, 10', ['2*barbell curl 10@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
