/**
 * Issue 11, fifth round: lifts named in a forum sentence, written by us before the parser read it.
 * Loads given "respectively" go to the lifts in order; a lift the catalogue lacks, capitalised inside
 * a first-person sentence, names the sets after it rather than the sentence's first word.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('two lifts, their loads respectively', () => {
  it.each([
    [
      'shared reps after "both for"',
      'Hit PRs on deadlift and press, 405 and 155 respectively, both for 3.',
      ['barbell deadlift 3@405', 'overhead press 3@155'],
    ],
    [
      'a unit on the second load and "each for"',
      'Got bench and squat at 100 and 140 kg respectively, each for 5',
      ['barbell bench press 5@220.462', 'barbell back squat 5@308.647'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a lift the catalogue lacks, named in a sentence', () => {
  it.each([
    [
      'capitalised after "the"',
      'Later I messed around with the Atlas Stones, working up to a single of 185.',
      ['Atlas Stones 1@185'],
    ],
    [
      'written after "a" and the load, less the gear worn',
      'I hit a 405 belted pin press today.',
      ['Pin Press 1@405'],
    ],
    ['with its reps', 'Got a 225 floor-board press for 3 this morning', ['Floor-Board Press 3@225']],
    [
      'a description with boards named by their size is no set',
      'I hit a 315 board press. It is a bench press with 2 two by six’s on the chest.',
      ['Board Press 1@315'],
    ],
    [
      'an unknown lift in lower case in a first-person sentence is still logged as written',
      'I did 3x10 of sandbag carries',
      ['3*Sandbag Carries 10@-'],
    ],
    [
      'a miss after the single is no set',
      'Then I tried the Tall Jerks, working up to a single of 95, but failing at 105.',
      ['Tall Jerks 1@95'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('numbers and lifts in a post that are not today’s sets', () => {
  it.each([
    [
      'a program’s scheme named, and what one should be able to lift',
      'Heavy squat day. We run a 5-3-1 scheme. Any lifter should be able to squat a 315 squat someday.\n\n5 x 205\n3 x 225\n1 x 245',
      ['barbell back squat 5@205', 'barbell back squat 3@225', 'barbell back squat 1@245'],
    ],
    [
      'a gerund title names the lift; lifts in someone else’s plan do not',
      'Squatting for strength\n\nMy brother says he needs to add bench and deadlifts into his week. Anyway, I’m at 275x3 now.',
      ['barbell back squat 3@275'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
