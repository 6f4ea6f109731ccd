/**
 * Issue 11, nineteenth round: the same sets whatever the lifter puts after the lift's name or in front
 * of the line. A dash, or a run of marks, after a name is its colon; a colon inside a running sentence
 * ("I hit a: …", "squats at: …") is no mark at all (journal-label-mark); a list number in front of an
 * item is layout, like a bullet (journal-layout). Lines written by us. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { labelMarks } from './journal-label-mark.ts';
import { withoutLayout } from './journal-layout.ts';

describe('the same sets, however the name is marked or the line numbered', () => {
  it.each([
    // A colon after a word that needs what follows: the sentence runs on through it.
    ['Yesterday I pressed: 135 for 5 reps', 'Yesterday I pressed 135 for 5 reps', ['overhead press 5@135']],
    [
      'I got the: 24kg bell up for 10 swings',
      'I got the 24kg bell up for 10 swings',
      ['kettlebell swing 10@52.911'],
    ],
    ['Front squats at: 185 for 3 sets of 3', 'Front squats at 185 for 3 sets of 3', ['3*front squat 3@185']],
    [
      'Finally hit a: 300 lb bench single',
      'Finally hit a 300 lb bench single',
      ['barbell bench press 1@300'],
    ],
    [
      'Three sets of: 12 leg extensions at 90',
      'Three sets of 12 leg extensions at 90',
      ['3*leg extension 12@90'],
    ],
    [
      'I finished with: 3x12 lateral raises @ 20',
      'I finished with 3x12 lateral raises @ 20',
      ['3*dumbbell lateral raise 12@20'],
    ],
    [
      'On Tuesday we did: 5x5 squats at 225',
      'On Tuesday we did 5x5 squats at 225',
      ['5*barbell back squat 5@225'],
    ],
    // An old best told with a colon is still history, not a set of today's.
    [
      'My old best was: 150 lbs. Today I pressed 140 for 3.',
      'My old best was 150 lbs. Today I pressed 140 for 3.',
      ['overhead press 3@140'],
    ],
    // A dash, or marks run together, after a name is the name's colon.
    ['Hip thrust – 3x10 @ 225', 'Hip thrust: 3x10 @ 225', ['3*barbell hip thrust 10@225']],
    ['Goblet squat — 3 x 12 @ 50', 'Goblet squat: 3 x 12 @ 50', ['3*goblet squat 12@50']],
    ['Step ups -: 3x10 at 40', 'Step ups: 3x10 at 40', ['3*dumbbell step-up 10@40']],
    [
      'Leg Press – 1 200.00 10 2 220.00 10 3 240.00 8',
      'Leg Press : 1 200.00 10 2 220.00 10 3 240.00 8',
      ['leg press 10@200', 'leg press 10@220', 'leg press 8@240'],
    ],
    [
      'Press 3x5\nLoad – 95, 100, 105',
      'Press 3x5\nLoad: 95, 100, 105',
      ['overhead press 5@95', 'overhead press 5@100', 'overhead press 5@105'],
    ],
    // The words after a label open its sets as they would after the name.
    [
      'Rows: 185lbs, slowed down on the way down and paused at the top',
      'Rows 185lbs, slowed down on the way down and paused at the top',
      ['barbell row -@185'],
    ],
    // A list number in front of an item.
    [
      '4. Romanian deadlift, 3 sets of 8 at 155',
      'Romanian deadlift, 3 sets of 8 at 155',
      ['3*romanian deadlift 8@155'],
    ],
    ['2) Dips 3x12', 'Dips 3x12', ['3*dip 12@bw']],
    ['1. Walked the dog then did 50 push-ups', 'Walked the dog then did 50 push-ups', ['push-up 50@bw']],
  ])('%s reads as %s', (one, other, expected) => {
    expect(brief(one)).toEqual(expected);
    expect(brief(other)).toEqual(expected);
  });
});

describe('marks that stay what they are', () => {
  it.each([
    // A colon after a word that can end a name is the name's.
    ['Bench with pause: 3x3 @ 185', ['3*barbell bench press 3@185']],
    ['Squat to box: 5x3 @ 200', ['5*box squat 3@200']],
    // A count before the colon heads the list after it.
    ['I did 3 sets: 10, 8, 6 pull-ups', ['pull-up 10@bw', 'pull-up 8@bw', 'pull-up 6@bw']],
    // A colon ending the line heads the rows under it.
    ['Sets of:\n5 pull-ups\n10 dips', ['pull-up 5@bw', 'dip 10@bw']],
    // A dash after the sets starts a remark, not a name.
    ['Squats - 3x5 @ 225 - felt heavy', ['3*barbell back squat 5@225']],
    // "one" closing a clause is a pronoun; before a word it is still a count.
    ['Curls 3x10 @ 30. I lifted one, then the other.', ['3*barbell curl 10@30']],
    ['Dips: 12, then one more', ['dip 12@bw', 'dip 1@bw']],
  ])('%s', (line, expected) => {
    expect(brief(line)).toEqual(expected);
  });

  it.each([
    'Bench with pause: 3x3 @ 185',
    'Bench 185: 3x5',
    'Rowed 2000m in 8:05',
    'Time: 12:30',
    'Sets of:\n5 pull-ups',
    'I did 3 sets: 10, 8, 6',
    'Squats 3x5 @ 225 - felt heavy',
    // Fields one a line, labelled with dashes: a record journal-fields reads whole.
    'Type - Strength\nSets - 3\nReps - 5\nWeight - 100',
  ])('labelMarks leaves %s as written', (entry) => {
    expect(labelMarks(entry.split('\n')).join('\n')).toBe(entry);
  });

  it.each(['1. 10 x 135\n2. 8 x 155', '3x5 squats', '2.5 kg plates', '1) 5x5 @ 100'])(
    'a number before a number is no item number: %s',
    (entry) => {
      expect(withoutLayout(entry)).toBe(entry);
    },
  );
});
