/**
 * Issue 11, eleventh round: in a story, the sets logged are what was achieved today. Each prose
 * sentence's numbers are sorted once (journal-achieved's sentenceKind) before any set is read: a plan
 * beside what came of it logs the count achieved, history and goals log nothing, a total beats the
 * plates that make it, "the same sets and reps" copies the lift before's scheme, and a heart rate is no
 * work. Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('planned against achieved: the count achieved is the reps', () => {
  it.each([
    [
      'went for, only got',
      'Deadlifts today. I went for 8 at 315 but only got 6.',
      ['barbell deadlift 6@315'],
    ],
    [
      'a scheme aimed for, the reps of each set got, kilos',
      'Overhead press: aimed for 3x5 at 60kg, got 5/5/4.',
      ['2*overhead press 5@132.277', 'overhead press 4@132.277'],
    ],
    [
      'a scheme aimed for, a comma list of reps',
      'Overhead press: aimed for 5x5, got 5, 5, 4, 3, 3',
      ['2*overhead press 5@-', 'overhead press 4@-', '2*overhead press 3@-'],
    ],
    [
      'max reps at a load, the count in the next sentence',
      'Row 5 reps @ 135, then max reps @ 155. I got 9.',
      ['barbell row 5@135', 'barbell row 9@155'],
    ],
    [
      'AMRAP at a load, its count after a colon',
      'Front squat, AMRAP at 80 kg: got 11',
      ['front squat 11@176.37'],
    ],
    [
      'reps short on the last set',
      'Bench 5x5 at 185, 2 reps short on the last set',
      ['4*barbell bench press 5@185', 'barbell bench press 3@185'],
    ],
    [
      'a rep short on a set in the middle, kilos',
      'Squat 3x8 @ 100kg - one rep short on my 2nd set',
      ['barbell back squat 8@220.462', 'barbell back squat 7@220.462', 'barbell back squat 8@220.462'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('history and goals are not today', () => {
  it.each([
    [
      'a best from years ago, then yesterday',
      'The heaviest I ever pulled was 405 years ago. Yesterday I did 3x5 at 315 on the deadlift.',
      ['3*barbell deadlift 5@315'],
    ],
    [
      'an old record, then this morning',
      'My old PR was 275 on the bench press. This morning I did 5 sets of 3 at 225.',
      ['5*barbell bench press 3@225'],
    ],
    [
      'a try planned for next week',
      'Curls 3x10 with 30 lb dumbbells. Next week I will try 35s.',
      ['3*dumbbell curl 10@30'],
    ],
    ['a goal in an aside', 'Squat 5x5 at 225 (goal: 5x5 at 275)', ['5*barbell back squat 5@225']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe("a goal told as met is today's work, a goal still ahead is not", () => {
  it.each([
    [
      'met, in the passive',
      'A big target of 225lb squat for 3 reps has been met!',
      ['barbell back squat 3@225'],
    ],
    [
      'achieved today, a single in kilos',
      'My long-time goal of 100kg bench for a single was finally achieved today',
      ['barbell bench press 1@220.462'],
    ],
    ['met by the lifter', 'I smashed my target of 50 pull-ups', ['pull-up 50@bw']],
    ['still ahead', 'My goal of 315 for 5 is still a month away', []],
    ['not reached', 'My target of 20 chin-ups was not reached', []],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a stated total is the load, not the plates', () => {
  it.each([
    [
      'plates each side, a sled, the total after',
      'Leg press. I load three plates (45 lbs each) on each side and the sled weighs 75 lbs. Altogether it comes to 345 lbs. I did 3 sets of 15.',
      ['3*leg press 15@345'],
    ],
    [
      'two plates a side, "in total"',
      'Squat: a 45 and a 10 on each side. In total it is 155 lbs. 5 sets of 5.',
      ['5*barbell back squat 5@155'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a reference copies the lift before', () => {
  it.each([
    [
      'the same sets and reps at its own load, scheme in words',
      'I pressed three sets of eight at 40kg, then did rows at 50kg for the same sets and reps.',
      ['3*overhead press 8@88.185', '3*barbell row 8@110.231'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a body reading is no work', () => {
  it.each([
    [
      'a pulse after the sets',
      'Hack squat 3x12 at 180. Pulse was 160 bpm after the last set.',
      ['3*hack squat 12@180'],
    ],
    [
      'a heart rate after bodyweight sets',
      'Pull-ups 4 sets of 6. My heart rate hit 172 afterwards.',
      ['4*pull-up 6@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('what keeps its reading', () => {
  it.each([
    [
      'a habit beside today, in one sentence',
      'I usually do 3x10 but today I did 3x12 at 95 on rows',
      ['3*barbell row 12@95'],
    ],
    [
      'last week beside today, one clause each',
      'Deadlift 315x5 last week, today 325x5',
      ['barbell deadlift 5@325'],
    ],
    [
      '"same weight, same sets and reps" with no load of its own',
      'Curls 3x10 at 30. Then hammer curls, same weight, same sets and reps.',
      ['3*barbell curl 10@30', '3*hammer curl 10@30'],
    ],
    [
      'a plan for next week after the sets',
      'Incline press 3x8 at 135. Next week 3x8 at 140.',
      ['3*incline barbell bench press 8@135'],
    ],
    ['"went for" with no set planned', 'Went for a walk, 30 minutes', ['Walking -@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
