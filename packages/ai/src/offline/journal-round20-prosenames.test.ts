/**
 * Round 20: the lift's name taken from the wrong words of a line. "Did my usual push day - bench 3x10"
 * was logged as "Usual Push Day Bench", "T1 squat 5x3 225" as "Squat" (not the catalogue's), "back-offs
 * 315 3x5" as a lift "Back-Offs", "did 295 for 2 instead" as "Instead". Now (journal-names, journal-
 * structure, journal-words):
 * - a day's label before the lift, with prose around it ("my usual push day", "easy pull day", "leg
 *   session"), names nothing: the catalogue lift after it is the name;
 * - a program's tier ("T1", "T2a", "GZCLP T3") is where the lift sits in the program, never its name;
 * - "back-offs", "back downs", "backdowns" are the sets after the top set, told of the lift in scope;
 * - "instead" is prose, never a lift: the lift the sentence named holds.
 * Decided: only a label ending in day/workout/session gives way. A body word before a lift with no
 * day word ("Straight leg dead", "Wide-Leg Situps") is the variant's own word and stays as written,
 * since logging a variant as its plain lift is worse than an unknown name. "21-15-9 thrusters 95 and
 * pull-ups" is left alone: the pull-ups stay a remark (a scheme shared by lifts, journal-schemes).
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the catalogue lift after prose, a tier or a set label is the name', () => {
  it.each([
    [
      'a push day told in a sentence',
      'Did my usual push day - bench 3x10 @ 155, incline db 3x10 w/ 60s, flys 3x12',
      ['3*barbell bench press 10@155', '3*incline dumbbell bench press 10@60', '3*dumbbell fly 12@-'],
    ],
    ['a heavy push day', 'Heavy push day - bench 5x3 @ 225', ['5*barbell bench press 3@225']],
    ['a pull day, lower case, colon', 'my usual pull day: deadlift 3x5 315', ['3*barbell deadlift 5@315']],
    ['a leg session in kilos', 'Regular leg session - squat 3x5 100kg', ['3*barbell back squat 5@220.462']],
    ['"did my usual leg day"', 'Did my usual leg day - squat 5x5 225', ['5*barbell back squat 5@225']],
    [
      'a failed try, then "instead"',
      'Tried 315 bench but failed, did 295 for 2 instead',
      ['barbell bench press 2@295'],
    ],
    [
      'failed first, then "instead"',
      'Failed 315 on bench, took 295 for 2 instead',
      ['barbell bench press 2@295'],
    ],
    [
      'back-offs after a ramp',
      'Deadlift: 135x5, 225x3, 315x1, 365x1, 405x1 (PR), back-offs 315 3x5',
      [
        'barbell deadlift 5@135',
        'barbell deadlift 3@225',
        'barbell deadlift 1@315',
        'barbell deadlift 1@365',
        'barbell deadlift 1@405',
        '3*barbell deadlift 5@315',
      ],
    ],
    [
      'back-downs',
      'Bench 5x5 185, back-downs 155 2x10',
      ['5*barbell bench press 5@185', '2*barbell bench press 10@155'],
    ],
    [
      'backdowns in one word',
      'Squat 3x5 275, backdowns 225 2x8',
      ['3*barbell back squat 5@275', '2*barbell back squat 8@225'],
    ],
    [
      'three tiers on one line',
      'T1 squat 5x3 225, T2 bench 3x10 135, T3 lat pulldown 3x15 100',
      ['5*barbell back squat 3@225', '3*barbell bench press 10@135', '3*lat pulldown 15@100'],
    ],
    ['a tier, "@" and lbs', 'T1 Squat 5x3 @ 225lbs', ['5*barbell back squat 3@225']],
    ['a tier with its letter', 'T2a bench 3x10 135', ['3*barbell bench press 10@135']],
    ['the program and its tier', 'GZCLP T1 squat 5x3 225', ['5*barbell back squat 3@225']],
    ['the tier after the lift', 'squat T1 5x3 225', ['5*barbell back squat 3@225']],
    ['a tier and a dash', 'T1 - Deadlift 5x3 315', ['5*barbell deadlift 3@315']],
    ['a tier, "#"', 'T3 Lat Pulldowns 3x15 @100#', ['3*lat pulldown 15@100']],
    ['a tier heading its sets', 'T1 squat\n5x3 225', ['5*barbell back squat 3@225']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('lines that look alike and must not change', () => {
  it.each([
    ['a body word naming the variant', 'Straight leg dead\n225 X 3 X 8', ['3*Straight Leg Dead 8@225']],
    ['a variant the catalogue lacks', 'Pin squat 3x5 225', ['3*Pin Squat 5@225']],
    ['a hyphened name', 'Wide-Leg Situps 3x15', ['3*Wide-Leg Situps 15@-']],
    ['"push" in a lift\'s name', 'Push press 3x5 135', ['3*push press 5@135']],
    [
      'a day label, then two lifts',
      'Leg day. Squats 4x8 at 225, then leg press 3x12 at 360',
      ['4*barbell back squat 8@225', '3*leg press 12@360'],
    ],
    ['a light day', 'Light day: 3x5 squat at 185', ['3*barbell back squat 5@185']],
    ['a workout letter', 'Workout A: squat 5x5 60kg', ['5*barbell back squat 5@132.277']],
    ['a remark in brackets', 'Squat (high bar) 3x5 225', ['3*barbell back squat 5@225']],
    ['a week and day', 'Week 2 Day 1 - Squat 3x5 225', ['3*barbell back squat 5@225']],
    ['a superset mark', 'A1. Bench 4x6 185', ['4*barbell bench press 6@185']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
