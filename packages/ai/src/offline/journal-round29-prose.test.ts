/**
 * Round 29: prose sentences from holdouts 48 and 49 (forum members and diarists), read by what their
 * numbers tell and whose they are. The rules, each at its point of decision:
 * - What the lifter saw another do ("I just watched a guy bench 315 for 8 reps", "I saw a man downsize
 *   it to 90lbs") is the other's, whatever the verb (journal-others' SEEN beside OTHERS); a sentence
 *   with none of the lifter's words, no count and no work done right after it ("Probably 180-190
 *   pounds, mid 20's.") still tells of the other (journal-achieved's sentenceKind, with its line, also in
 *   journal-face-value); the lifter's own clause after it ("… then I benched 225x5") is cut off and read
 *   on its own (othersThenMine).
 * - A capacity "I can also do 40+ sit-ups" (CAPACITY's adverbs) and a standing load "I lift 170 lbs on
 *   the leg press" (present tense, no count: STANDING_LOAD) are no sets.
 * - An earlier day: "during my last workout", "the first day I did deadlifts" (HISTORY).
 * - An entry opening on a relative's or friend's routine ("my 91-year-old grandfather's workout
 *   routine") over a list, with no word of the lifter's own after that paragraph, logs nothing
 *   (journal-others' othersRoutineEntry, asked first by parseJournal).
 * - A wish for a load told met ("I've always wanted to deadlift 315 (…), and … I did it for five
 *   reps") is that set (journal-planned's wishMet); told met with no count, a single.
 * - "Here’s how I got there: 95×2, …": the contraction names no lift (journal-words), so the lift named
 *   earlier holds; "… then I did 95×6 to finish off the workout" is a set, its purpose no talk.
 * - A name in quotes after the article ("the “stone lift” at the Scottish games") names the lift before
 *   a capitalised word (journal-written's capitalisedIn).
 * - Cardio: a bout takes no bare load after it ("It was like 78 out", journal-fill, amendLast); a time or
 *   distance naming no activity takes the cardio told earlier in the entry ("a foothills ride … Two
 *   hours, 30 miles", JournalState.toldCardio) or, said with its unit, later on its line ("made it to 30
 *   minutes … get off the treadmill"); a height climbed is no distance ("1,600ft of elevation change");
 *   "4.30" the only number of a line naming an erg is its time; "last night’s ride" is a session told.
 * - "Score: 14:12" under a block is its result, a note (journal-remarks' RESULT_LABEL).
 * - Names: "Single Leg Hip Thrusts" is the catalogue's new single-leg hip thrust (shoulders on a bench),
 *   no longer the single-leg glute bridge; "Seated Calf Presses" takes the posture's own variant
 *   (catalogue lookup); "Single-Leg Leg Press" after "Leg Press" is a lift of its own, not chatter on it
 *   (onlyRepeats); a barbell lift named without its implement at a load under 15 lb written with its
 *   unit ("3 x 10 arm curls @ 5kg") is the dumbbell lift, every set of it (journal-light-bar).
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdouts 48, 49 and 22)', () => {
  it.each([
    [
      'Curls (free weights)\n10lbs – 10x, 10x, 10; 12.5lbs – 10x, 10x',
      'lb',
      ['3*dumbbell curl 10@10', '2*dumbbell curl 10@12.5'],
    ],
    [
      'Monday - So my hill climbing buddy texts me as I was leaving work to see if I wanted to do a foothills ride with him. Sure, why not? Two hours, 30 miles, and 1,600ft of elevation change later… I think I have a reason why not, lol.',
      'lb',
      ['Cycling -@-'],
    ],
    [
      'Wednesday - 8mi mountain bike ride. It was like 78 out during the day, so a wonderful night for a ride.',
      'lb',
      ['Cycling -@-'],
    ],
    [
      'slowley acclimatised my snips nads back to the gym. Managed an early morning 30 min routine with no busted stitches.\n\n20 mins cross trainer\n3 x 10 arm curls @ 5kg\n3 x 20 toe curls @ 10kg',
      'kg',
      ['Elliptical -@-', '3*dumbbell curl 10@11.023', '3*Toe Curls 20@22.046'],
    ],
    [
      "Well according to my rower, 4.30 today. And I'm sticking by that time to challenge the fit guys around here",
      'lb',
      ['Rowing -@-'],
    ],
    [
      "I just watched a guy bench 315 for 8 reps, and he clearly had more in the tank. Probably 180-190 pounds, mid 20's.",
      'lb',
      [],
    ],
    [
      "I've always wanted to deadlift 315 (3 45 lb plates on each side of the barbell - something about that many plates made it seem impossible), and not only did I do it today, but I did it for five reps.",
      'lb',
      ['barbell deadlift 5@315'],
    ],
    [
      'Really enjoyed last night’s ride in the smir although any heavier and it’d have been turbo time.',
      'lb',
      ['Cycling -@-'],
    ],
    [
      'Then the corner of the gym where there is room for doing deadlifts cleared out, so I set up to start working out.  My husband is a great sounding board for how heavy, and how many times I should be lifting, and gently coaxed me into lifting up to 135 pounds today!  Here’s how I got there: 95×2, 105×2, 115×2, 125×1, 135×1 and then I did 95×6 to finish off the workout.',
      'lb',
      [
        'barbell deadlift 2@95',
        'barbell deadlift 2@105',
        'barbell deadlift 2@115',
        'barbell deadlift 1@125',
        'barbell deadlift 1@135',
        'barbell deadlift 6@95',
      ],
    ],
    [
      'The first day I did deadlifts I started off at 65 lbs and worked my way up to 85.  My kid could smoke me!  Even though I was now deadlifting 105 lbs during my last workout, I really felt that I wasn’t doing as much as I could.',
      'lb',
      [],
    ],
    [
      '  • Leg Press 3 x 10;\n  • Single-Leg Leg Press 3 x 10 (R); 3 x 10 (L);\n  • Lying Leg Curls 3 x 10:\n  • Lying Cable Dead lifts 3 x 10;\n  • Standing Calf Presses 3 x 10;\n  • Seated Calf Presses 3 x 10;\n  • Ab Crunches 3 x 10;\n  • Lying Leg Lift on Bench 3 x 10;',
      'lb',
      [
        '3*leg press 10@-',
        '6*Single-Leg Leg Press 10@-',
        '3*lying leg curl 10@-',
        '3*Lying Cable Dead Lifts 10@-',
        '3*standing calf raise 10@-',
        '3*seated calf raise 10@-',
        '3*crunch 10@bw',
        '3*lying leg raise 10@bw',
      ],
    ],
    ['1) I lift 170 lbs on the leg press. I saw a man downsize it to 90lbs.', 'lb', []],
    [
      'I did the “stone lift” at the Scottish games today. Yes, that is just like it sounds: you lift the heaviest stone you can onto a chest-height podium. Simple enough.\n\nI maxed out with a 145 lb. lift, as pictured. It was tough, and I was pleased. Then some gangly skinny dork who did not lift weights did the same. Instant humility. So I tried again and lifted 160.',
      'lb',
      ['Stone Lift 1@145', 'Stone Lift 1@160'],
    ],
    [
      'Evening Session – Hamstring Curls for 5 sets of 20 reps; Bodyweight Hack Squats for 5 sets (30, 28, 27, 26, 25 reps); Single Leg Hip Thrusts for 5 sets of 15 reps per leg',
      'lb',
      [
        '5*lying leg curl 20@-',
        'hack squat 30@-',
        'hack squat 28@-',
        'hack squat 27@-',
        'hack squat 26@-',
        'hack squat 25@-',
        '5*single-leg hip thrust 15@bw',
      ],
    ],
    ['So far I can do 34 push-ups. I can also do 40+ sit-ups, and at least 8 pull-ups.', 'lb', []],
    [
      'Well in honor of Grandpa’s birthday, allow me to entertain you (or shame you, which ever the case may be) with the details of my 91-year-old grandfather’s workout routine.  He goes to the gym three times a week during winter so he’s in good condition when golf season arrives, and his workout lasts about an hour fifteen to an hour twenty.\n\nLeg Press (110 lbs) – 30 reps\n\nLeg Lift (50 lbs) – 30 reps\n\nBack Press (110 lbs) – 30 reps\n\nAb Press (60 lbs) – 30 reps\n\nBar bells (15 lbs) – 30 wrist twirls\n\nRope Pull Down (45 lbs) – 45-50 reps\n\nCross Pull – 120 pulls\n\nTreadmill – 10 min\n\nCross Trainer – 10 min',
      'lb',
      [],
    ],
    [
      'Ah man, gym was hard today. I barely made it to 30 minutes and at least 3 times, I had the urge to just get off the treadmill and walk home.',
      'lb',
      ['Treadmill -@-'],
    ],
    [
      '7 Rounds for time:\n15 Cals on the Air Bike\n30 Tuck-ups\n\nScore: 14:12',
      'lb',
      ['7*Air Bike -@-', '7*Tuck-Ups 30@-'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('prose written by us', () => {
  it.each([
    ['My training partner benched 140kg for a triple today.', 'kg', []],
    ['I saw a girl at my gym squat 100kg for 10 reps.', 'kg', []],
    ['I noticed a guy deadlift 500. Maybe 200 pounds, 30 years old.', 'lb', []],
    ['I can also bench 100kg for 5.', 'kg', []],
    ['I squat 140kg. I deadlift 180kg.', 'kg', []],
    [
      'The first time I tried squats I used 95 lbs. Today: squat 3x5 185',
      'lb',
      ['3*barbell back squat 5@185'],
    ],
    [
      'Bench 3x5 100kg. During my last workout I only managed 95kg.',
      'kg',
      ['3*barbell bench press 5@220.462'],
    ],
    ["My wife's routine today:\n\nSquat 3x5 60\nBench 3x5 40", 'kg', []],
    ["Here is my brother's program.\n\nSquat 3x5 100\n\nBench 3x5 80", 'kg', []],
    [
      "I've always wanted to bench 100kg and today I finally did it for 2 reps!",
      'kg',
      ['barbell bench press 2@220.462'],
    ],
    ['I have long wanted to squat 140kg. Today I hit it.', 'kg', ['barbell back squat 1@308.647']],
    [
      'Deadlifts today. Here’s how it went: 95×2, 105×2',
      'lb',
      ['barbell deadlift 2@95', 'barbell deadlift 2@105'],
    ],
    [
      'Deadlift 3x5 @ 140, then I did 100×10 to finish off the session.',
      'lb',
      ['3*barbell deadlift 5@140', 'barbell deadlift 10@100'],
    ],
    ['I did the "farmer\'s hold" today. Managed 60kg for a minute.', 'kg', ["Farmer's Hold -@132.277"]],
    ['Went for a ride with the club. 3 hours, 60 miles and 3,000ft of climbing.', 'lb', ['Cycling -@-']],
    ['5 mile run. It was 85 out and humid.', 'lb', ['Running -@-']],
    ['My erg said 7.45 today', 'kg', ['Rowing -@-']],
    ["Enjoyed this morning's run in the rain.", 'kg', ['Running -@-']],
    ['Barely made it to 20 minutes before I had to get off the bike.', 'kg', ['Cycling -@-']],
    ['For time:\n10 burpees\n20 sit-ups\n\nScore: 8:12', 'lb', ['burpee 10@bw', 'sit-up 20@bw']],
    ['Single leg hip thrust 3x12', 'lb', ['3*single-leg hip thrust 12@bw']],
    [
      'Leg press 3x10 @ 200\nStanding calf press 3x15 @ 180\nSeated calf presses 3x15 @ 90',
      'lb',
      ['3*leg press 10@200', '3*standing calf raise 15@180', '3*seated calf raise 15@90'],
    ],
    [
      'Leg press 3x10 @ 200\nsingle-leg leg press 3x10 @ 90',
      'lb',
      ['3*leg press 10@200', '3*Single-Leg Leg Press 10@90'],
    ],
    ['Bicep curls 3x12 @ 5kg', 'kg', ['3*dumbbell curl 12@11.023']],
    ['shoulder press 3x10 8lbs', 'lb', ['3*dumbbell shoulder press 10@8']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('near misses that keep their reading', () => {
  it.each([
    [
      "another's numbers, then the lifter's own clause",
      'I watched a guy bench 315 then I benched 225x5',
      'lb',
      ['barbell bench press 5@225'],
    ],
    [
      "another's numbers, then the lifter's own clause",
      'Watched my coach pull 600 for a double, then I pulled 405x3',
      'lb',
      ['barbell deadlift 3@405'],
    ],
    [
      'seeing someone is not their set',
      'I saw my coach and then benched 225x5',
      'lb',
      ['barbell bench press 5@225'],
    ],
    [
      'a present-tense story with a count',
      'Then I bench 80kg for 3x5',
      'kg',
      ['3*barbell bench press 5@176.37'],
    ],
    ['a wish alone stays a goal', "I've always wanted to bench 225.", 'lb', []],
    [
      "another's routine the lifter did",
      "Tried my buddy's program:\n\nSquat 3x5 100",
      'kg',
      ['3*barbell back squat 5@220.462'],
    ],
    [
      "the lifter's own words after the introduction",
      "My friend's workout was brutal.\n\nSquat 3x5 100\n\nThen I did bench 3x5 80",
      'kg',
      ['3*barbell back squat 5@220.462', '3*barbell bench press 5@176.37'],
    ],
    [
      "a load after a lift's sets still loads them",
      'Squat 3x5. I used 245',
      'lb',
      ['3*barbell back squat 5@245'],
    ],
    [
      "work done after another's numbers",
      'Penny beat her previous PR by 45#!!!!  Then did 1000m Row 5:49',
      'lb',
      ['Rowing -@-'],
    ],
    ['a ride with its distance', 'my ride: 20 km', 'kg', ['Cycling -@-']],
    ['a hip thrust stays a hip thrust', 'Hip Thrusts 3x8 135', 'lb', ['3*barbell hip thrust 8@135']],
    ['a bridge stays a bridge', 'single leg bridge 3x10', 'lb', ['3*single-leg glute bridge 10@bw']],
    ["a bar's load", 'Curl 3x10 @ 25kg', 'kg', ['3*barbell curl 10@55.116']],
    ['a light load on a bar the lifter named', 'Barbell curl 3x10 @ 10lb', 'lb', ['3*barbell curl 10@10']],
    ['a bare small number is not weighed', 'Curl 3x(10x12)', 'lb', ['3*barbell curl 10@12']],
    ['a posture with no variant of its own', 'Seated row 3x10 @ 100', 'lb', ['3*seated cable row 10@100']],
    ['the same lift again', 'Leg press 3x10\nleg press 3x8', 'lb', ['3*leg press 10@-', '3*leg press 8@-']],
    ['a dotted number beside another is left', 'Rowed 2k in 7.45', 'kg', ['Rowing -@-']],
  ] as const)('%s: %s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
