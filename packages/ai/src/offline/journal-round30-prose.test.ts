/**
 * Round 30, PROSE: long single lines where a lifter tells the session in sentences. Each mechanism is a
 * way of writing, read where it lives:
 * - a load's reps in brackets ("80 pounds (15 reps), 90 pounds (8 reps)", "135lb (x10)") are its own
 *   (journal-bracket-reps), and a stone conversion ("330lbs/23.6st") is no set (journal-stone);
 * - warm-ups told after their top set ("…; that's after I've warmed up with …") go before it
 *   (journal-warm-after); a sentence headed as a total ("Total number of reps: 40") sums the sets;
 * - a future ("At this rate I'll be benching 240", journal-future) and another's numbers told with his
 *   "has" ("he's went from 40 pounds to 100") log nothing;
 * - "It was a 1RM" / "an easy double" after a load gives its reps (journal-reps-after), the olympic
 *   lifts as verbs ("jerked", "snatched", "cleaned") name them;
 * - sets that name no lift take the one their record names after them ("and a new bench press PR",
 *   journal-record-named); a meet's attempts told in sentences are singles (journal-meet-told);
 * - a load for a list of reps ("135 for 10, 8 and 6 reps") is one set per count; a count bracketed
 *   before its move ("(50) crunches") counts it; "(3rd set dropped to 20lbs)" is that set;
 * - words turning to the next lift mid-line ("Finished the lifting with barbell row") head its sets.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines told in sentences (holdouts 25, 26, 27, 29, 43, 46)', () => {
  it.each([
    [
      'I started with the 45 lbs bench press for 5 sets of 5 reps. Next came squats, same weight, same number of sets and reps. Finished the lifting with barbell row, using only the 45 lbs. bar, in the 5x5 set and rep scheme.',
      'lb',
      ['5*barbell bench press 5@45', '5*barbell back squat 5@45', '5*barbell row 5@45'],
    ],
    [
      "I finished off this chest workout with incline dumbbell fly. My first set was with a pair of 40's for 11 reps. I then did two sets of 50's for 7 and 5 reps with little rest in between.",
      'lb',
      ['incline dumbbell fly 11@40', 'incline dumbbell fly 7@50', 'incline dumbbell fly 5@50'],
    ],
    [
      'Bicep Curls: 30 lbs x 12 reps (3rd set dropped to 20lbs)',
      'lb',
      ['2*barbell curl 12@30', 'barbell curl 12@20'],
    ],
    [
      'Add to that my first time, all time record of Clean and Press 185lbs and I was pretty happy. Sore, but happy.',
      'lb',
      ['clean and press 1@185'],
    ],
    [
      'Oh, and did I mention I jerked 135kg from behind the neck for an easy double?',
      'kg',
      ['jerk 2@297.624'],
    ],
    [
      'In just twenty days I’ve managed to go from struggling to do one push up to being able to do thirteen real push ups in a row. Pretty darn cool! Today I did a total of 55 reps (made up of sets: 11, 13, 9, 9, 13) with 120 seconds between each set.',
      'lb',
      ['push-up 11@bw', 'push-up 13@bw', '2*push-up 9@bw', 'push-up 13@bw'],
    ],
    [
      'Next up was bench, so I immediately started warming up. I was still feeling a little down about my squatting but tried to push it out of my head. I warmed up with a teammate so that was super helpful because we were focused on helping each other. I felt much better by the time our group was up and occupied my mind by focusing on the commands. There are way more commands in bench compared to the squat. You basically have to take it off the rack, hold it up as still as possible while you wait for the official to say “start”. Then once you bring the bar down, you have to hold it there until the official says “press” and then once completed you have to hold it in the finished position with your arms straight until the official says “rack”. If you miss any of these commands, the lift does not count. We practiced these a lot in training so it would just become second nature. My first attempt was 77.2 pounds and went up easily. My second attempt also went up pretty well at 82.7 pounds. My last attempt can be seen below at 88.2 pounds. I made all three of these lifts and was super excited about that.',
      'lb',
      ['barbell bench press 1@77.2', 'barbell bench press 1@82.7', 'barbell bench press 1@88.2'],
    ],
    [
      'Take that 50 (birthday last week) - or rather, take 150kg (330lbs/23.6st) for 2 reps and a new squat PR, and 93kg (205lbs/14.6st) for 2 reps and a new bench press PR!',
      'kg',
      ['barbell back squat 2@330.693', 'barbell bench press 2@205.03'],
    ],
    [
      'I’ve been able to squat with a 100-pound barbell for 10 reps; that’s after I’ve warmed-up with 80 pounds (15 reps), 90 pounds (8 reps), and 95 pounds (7 reps). Total number of reps: 40.',
      'lb',
      [
        'barbell back squat 15@80',
        'barbell back squat 8@90',
        'barbell back squat 7@95',
        'barbell back squat 10@100',
      ],
    ],
    [
      'Alex and I are on to week 3 of our early morning workouts. Alex has gotten crazy strong, he’s went from barely dead lifting 40 pounds to lifting 100 pounds. Without steroids…',
      'lb',
      [],
    ],
    [
      'This is simple measure of strong working nicely for Alex and I. I’ve also come to discovered that I can have kick ass workouts if someone shows up consistently. Alex is like Cal Ripken Jr. in my books, so amazingly consistent. At this rate I’ll be benching 240 lbs in no time.',
      'lb',
      [],
    ],
    [
      'Today I bench pressed the same amount of weight I lost\n\nAnd that would be 105 pounds. It was a 1RM (one rep max) and it was heavy. I actually didn’t realize it was the same amount of weight I’d lost until I was posting a picture of it on Instagram this morning. I blame that on my lack of caffeine and the early pre-work hour.',
      'lb',
      ['barbell bench press 1@105'],
    ],
  ] as const)('%j', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('the same ways of writing, in other words', () => {
  it.each([
    [
      'Squats 5x5 @ 45. Finished the lifting with barbell row, using only the 45 lbs. bar, in the 5x5 set and rep scheme.',
      'lb',
      ['5*barbell back squat 5@45', '5*barbell row 5@45'],
    ],
    [
      'Squat 135 lbs (10 reps), 185 lbs (5 reps)',
      'lb',
      ['barbell back squat 10@135', 'barbell back squat 5@185'],
    ],
    ['Bench: 135lb (x10), 185lb (x5)', 'lb', ['barbell bench press 10@135', 'barbell bench press 5@185']],
    ['Squat 150kg (330lbs/23.6st) x 2', 'kg', ['barbell back squat 2@330.693']],
    ['Bench 135x5, 185x3. Total reps: 8', 'lb', ['barbell bench press 5@135', 'barbell bench press 3@185']],
    [
      "I squatted 100 pounds for 10 reps. That's after I've warmed up with 80 pounds x 15",
      'lb',
      ['barbell back squat 15@80', 'barbell back squat 10@100'],
    ],
    [
      'I benched 225 for 3, after warming up with 135 x 5, 185 x 3. Then I did rows 135 x 10',
      'lb',
      [
        'barbell bench press 5@135',
        'barbell bench press 3@185',
        'barbell bench press 3@225',
        'barbell row 10@135',
      ],
    ],
    ['Soon I will be deadlifting 405.', 'lb', []],
    ['She has squatted 185 for 5 this week.', 'lb', []],
    ["My buddy's gone from benching 135 to 225.", 'lb', []],
    ['Deadlift 405. It was a single.', 'lb', ['barbell deadlift 1@405']],
    ['Squat: 140 kg. That was a new 1RM.', 'kg', ['barbell back squat 1@308.647']],
    ['Bench 225. It was an easy double, and I felt great', 'lb', ['barbell bench press 2@225']],
    ['I snatched 80kg for a single.', 'kg', ['snatch 1@176.37']],
    ['Cleaned 100kg for a triple', 'kg', ['power clean 3@220.462']],
    [
      'Squat 140kg x 3, then 100kg for 5 and a new bench PR',
      'kg',
      ['barbell back squat 3@308.647', 'barbell bench press 5@220.462'],
    ],
    [
      'Deadlift: my opener was 180 kg, my second attempt flew up at 190 kg and my third attempt was 200 kg',
      'kg',
      ['barbell deadlift 1@396.832', 'barbell deadlift 1@418.878', 'barbell deadlift 1@440.924'],
    ],
    [
      'Squat. My first attempt was 100kg. My second attempt was 110kg but I missed it.',
      'kg',
      ['barbell back squat 1@220.462'],
    ],
    [
      'Bench: 135 for 10, 8 and 6 reps',
      'lb',
      ['barbell bench press 10@135', 'barbell bench press 8@135', 'barbell bench press 6@135'],
    ],
    [
      'Bench: 2 sets at 135 for 10 and 8 reps',
      'lb',
      ['barbell bench press 10@135', 'barbell bench press 8@135'],
    ],
    ['Today I did (20) push-ups and (15) sit-ups', 'lb', ['push-up 20@bw', 'sit-up 15@bw']],
    [
      'Bench 185 x 8 (2nd set dropped to 175)',
      'lb',
      ['barbell bench press 8@185', 'barbell bench press 8@175'],
    ],
    ['Clean and press 185 x 1', 'lb', ['clean and press 1@185']],
  ] as const)('%j', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('what stays as it was', () => {
  it.each([
    // Turning words that mention no lift leave the lift as it was.
    [
      'Squat 3x5 @ 225. Finished the set with a long pause, 2 more reps',
      'lb',
      ['3*barbell back squat 5@225', 'barbell back squat 2@225'],
    ],
    ['Bench 5x5 @ 135. Then moved on, feeling good.', 'lb', ['5*barbell bench press 5@135']],
    // A count of sets before bracketed reps is no load: the reps stay the sets' own.
    // A repeat mark after a whole set at its load is still a repeat mark, not the load's reps.
    ['Squat 3x5 @ 225 (x3)', 'lb', ['3*barbell back squat 5@225']],
    ['Bench 3 sets (10 reps) @ 135', 'lb', ['3*barbell bench press 10@135']],
    // "We'll see" is no future lift, and another's "he's" with no lift verb takes nothing.
    ["Bench 135x10. We'll see how it goes", 'lb', ['barbell bench press 10@135']],
    ["Deadlift 315x5. He's a great spotter.", 'lb', ['barbell deadlift 5@315']],
    // "It was a …" that names no kind of set gives no reps.
    ['Bench 5x5 @ 185. It was a good day.', 'lb', ['5*barbell bench press 5@185']],
    // A record as it stands is still history; "being able to" a set shown is still that set.
    ['My all time record is 405', 'lb', []],
    ['I was extremely pleased with being able to pull 635x3 with no belt.', 'lb', ['barbell deadlift 3@635']],
    // A bare load in brackets after a scheme is still the scheme's load, not a count.
    ['Squat 3x5 (225) felt good', 'lb', ['3*barbell back squat 5@225']],
    // "I'll" before no lift word is no plan; a total of volume still sums the sets.
    ["Squats 225x5x3, then I'll note that I felt great", 'lb', ['3*barbell back squat 5@225']],
    ['Squat 5x5 @ 225. Total volume: 5625 lbs', 'lb', ['5*barbell back squat 5@225']],
  ] as const)('%j', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
