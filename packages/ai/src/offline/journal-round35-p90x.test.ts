/**
 * Round 35, prose from home-workout diarists (P90X) and lifters telling their numbers (holdouts 59 and 60's
 * real lines):
 * - "Here are my numbers this week (second set in parentheses):" over "Standard Push-Ups: 16 (12)": under
 *   such a legend the bracketed count is a second set (journal-bracket-legend, an entry rewrite); "Back
 *   Flys: 10 @ 12 lbs. (12 @ 12 lbs.)": a whole set in brackets not told before is new work, though its
 *   count equals the load told before it (journal-restated);
 * - "I was able to do 10 close-grip overhand pull-ups": "close" before "grip" says how the bar was held,
 *   as "wide" does (journal-name-words), so the pull-ups are named;
 * - then and now: "from 7 wide fronts in week 3, to 15 today, both sets" is now's count only, twice
 *   (journal-prose-counts' THEN_TO_NOW and BOTH_SETS); "In week three, I could only do 8 … Today, I did 10
 *   on my toes": a sentence opening on a program week by number, on a line telling today, is history
 *   (journal-achieved's AGO_FIRST), and "on my toes" an aside on the count (ON_BODY);
 * - "Every week I add five pounds. … I started at 20 pounds, because that was all I had initially. This
 *   week I did 14 reps at 40. Next week, I'll do 45.": a habit (journal-remarks), where the program
 *   started (journal-achieved's HISTORY) and a goal; "Lawnmowers" are the one-arm dumbbell row
 *   (journal-lifter-names);
 * - "Chair Dips came after the Shoulder Flys", "After finishing the push ups, came “In and Out Shoulder
 *   Flys”": the lift that came is the one turned to (journal-order's cameAfterWritten, journal-headings);
 *   a quoted name's "and" joins no clauses (journal-story); "I was able to do a total of 21 reps" is no
 *   talk about the set (journal-words' DONE_PHRASE); "when doing one leg raise with the other leg on
 *   another chair" mid-line is how the lift in scope was done (journal-headings' WHILE_DOING);
 * - "Current stats:" closing a line of prose, "Here are my theoretical all-time max 1RM from last year:":
 *   headings of standing records (journal-standing-records); "I now bench 150lb", "My squat and deadlift
 *   are around 200lb": loads as they stand (journal-others' STANDING_LOAD);
 * - "I am up to 60 squats done": the count done so far (journal-prose-counts' UP_TO_DONE).
 * The label of "I am up to 60 squats done" is the squat at bodyweight; the parser logs the catalogue's
 * barbell back squat with no load ("60@-"), which the scorer takes as the same set.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      'lb',
      'Here are my numbers this week (second set in parentheses):\n\n  1. Standard Push-Ups: 16 (12)\n  2. Wide Front Pull-Ups: 10 (7)\n  3. Military Push-Ups: 10 (7)\n  4. Reverse Grip Chin-Ups: 6 (5)',
      [
        'push-up 16@bw',
        'push-up 12@bw',
        'Wide Front Pull-Ups 10@-',
        'Wide Front Pull-Ups 7@-',
        'Military Push-Ups 10@-',
        'Military Push-Ups 7@-',
        'Reverse Grip Chin-Ups 6@-',
        'Reverse Grip Chin-Ups 5@-',
      ],
    ],
    ['lb', '  11. Back Flys: 10 @ 12 lbs. (12 @ 12 lbs.)', ['dumbbell fly 10@12', 'dumbbell fly 12@12']],
    [
      'lb',
      'I did all my pull-ups tonight without the aid of a chair, just to see how many I can do. Why? Testing myself for the upcoming P90X Certification class. Here are the results.\n\nI was able to do 10 close-grip overhand pull-ups without taking any break.',
      ['pull-up 10@bw'],
    ],
    [
      'lb',
      'My pullups all just about double in numbers, from 7 wide fronts in week 3, to 15 today, both sets.',
      ['2*pull-up 15@bw'],
    ],
    [
      'lb',
      'In week three, I could only do 8 decline pushups, and that was on my knees. Today, I did 10 on my toes.',
      ['decline push-up 10@bw'],
    ],
    [
      'lb',
      'I was still low on Lawnmowers. You’d think I’d have that one right by now, since it’s also part of Chest & Back, and this is the 4th time I’ve done it, but no. Every week I add five pounds. Every week, I think I’ve got it, and every week, it’s still too light. I started at 20 pounds, because that was all I had initially. This week I did 14 reps at 40. Next week, I’ll do 45. I’m trying to get to the 8 to 10 reps range.',
      ['one-arm dumbbell row 14@40'],
    ],
    [
      'lb',
      'Chair Dips came after the Shoulder Flys and they were tough. The reason that they were tough was because I decided to add a leg raise and use multiple chairs. It is easy to use one chair and do a leg raise with the other leg on the ground. But, when doing one leg raise with the other leg on another chair, it is easier to get more depth out of the dips. I was able to do a total of 21 reps and nearly collapsed at the end of this move; I know for a fact that I did my best for this one.',
      ['dip 21@bw'],
    ],
    [
      'lb',
      'After finishing the push ups, came “In and Out Shoulder Flys” – this move was not difficult, but kept the burn going after my push ups. I did a total of 16 reps using 10 pound dumbbells.',
      ['dumbbell fly 16@10'],
    ],
    [
      'lb',
      'So yes,I have been getting stronger since I started the powerlifting program. Current stats:\n\nDeadlift: 5x265lbs\nBench: 5×175\nSquats: 5×175\n\nThese are five-rep max set, and I know I can go more, but just enjoying these numbers for the moment.',
      [],
    ],
    [
      'lb',
      'Here are my theoretical all-time max 1RM from last year:\n\n  • Bench Press: 260 lbs (118kg)\n  • Squat: 316lbs (143kg)\n  • Deadlift: 366lbs (165 kg)\n  • Overhead Press: 171lbs (78kg)',
      [],
    ],
    [
      'lb',
      'I now bench 150lb from 135lb, my personal best (PB). My squat and deadlift are around 200lb near my PB. My overhead press is at 95lb.',
      [],
    ],
    [
      'kg',
      'Currently, I am up to 60 squats done, which means I still need to do another 75.',
      ['barbell back squat 60@-'],
    ],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    [
      'lb',
      'My results this week (2nd set in brackets):\n- Dips: 14 (11)\n- Chin-ups: 8 (6)',
      ['dip 14@bw', 'dip 11@bw', 'chin-up 8@bw', 'chin-up 6@bw'],
    ],
    [
      'lb',
      'Bracketed numbers = second set\nPush-ups: 25 (20)\nWalking lunges: 20 (16)',
      ['push-up 25@bw', 'push-up 20@bw', 'dumbbell walking lunge 20@-', 'dumbbell walking lunge 16@-'],
    ],
    [
      'lb',
      'Lateral raises: 8 @ 10 lbs. (10 @ 10 lbs.)',
      ['dumbbell lateral raise 8@10', 'dumbbell lateral raise 10@10'],
    ],
    ['kg', 'Overhead press: 6 x 30 kg (8 x 30 kg)', ['overhead press 6@66.139', 'overhead press 8@66.139']],
    [
      'lb',
      'Tested myself tonight. I was able to do 12 close grip chin-ups without stopping.',
      ['chin-up 12@bw'],
    ],
    ['lb', 'My dips went way up, from 10 in week 1, to 22 today.', ['dip 22@bw']],
    [
      'lb',
      'Push-ups are way better, from 12 push-ups on day one to 30 today, both sets.',
      ['2*push-up 30@bw'],
    ],
    ['lb', 'In week two, I could only manage 5 pull-ups. Today, I did 9.', ['pull-up 9@bw']],
    ['lb', 'Back in week 1 I did 20 push-ups on my knees. Tonight I did 18 on my toes.', ['push-up 18@bw']],
    [
      'lb',
      'Tricep Dips came after the Pull-ups and they burned. I was able to do a total of 30 reps.',
      ['dip 30@bw'],
    ],
    [
      'lb',
      'After doing the lunges, came “Upright Rows” – not bad. I did a total of 12 reps using 20 pound dumbbells.',
      ['barbell upright row 12@20'],
    ],
    ['lb', 'Quick update. My current stats:\n\nSquat: 5x225lbs\nDeadlift: 5x275lbs', []],
    ['kg', 'Here are my all-time max 1RMs:\n• Squat: 140kg\n• Bench: 100kg', []],
    ['kg', 'I currently squat 120kg. My bench and press are around 90kg.', []],
    ['lb', 'So far I am up to 40 burpees done, and I still have 60 to go.', ['burpee 40@bw']],
    [
      'lb',
      'Goblet squats were tough. Every week I add 5 lbs. This week I did 12 reps at 35.',
      ['goblet squat 12@35'],
    ],
    ['lb', 'Lawn mower pulls: 3x10 @ 25', ['3*one-arm dumbbell row 10@25']],
    [
      'lb',
      "I was still weak on lawnmower rows. This week I did 10 reps at 30 lbs. Next week I'll try 35.",
      ['one-arm dumbbell row 10@30'],
    ],
    ['lb', 'Chin-ups went up; from 4 in week 2; to 9 today; both sets.', ['2*chin-up 9@bw']],
    [
      'lb',
      '6:30pm Dips came after the rows and they burned. I added a knee tuck. I was able to do a total of 25 reps.',
      ['dip 25@bw'],
    ],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('ordinary lines near these shapes are read as before', () => {
  it.each([
    // A close grip on a loaded lift is its own variant, as the lifter wrote it (round 30's "switched to
    // close grip" is the close-grip bench press).
    ['lb', 'Close grip barbell bench press 3x8 @ 135', ['3*Close Grip Barbell Bench Press 8@135']],
    ['lb', 'Dumbbell press 120 (60s) x 8', ['dumbbell bench press 8@60']],
    ['lb', 'Bench: 10 @ 135 (10 @ 135)', ['barbell bench press 10@135']],
    ['lb', 'Then I bench 185 for 5 reps.', ['barbell bench press 5@185']],
    ['lb', 'In week 3 day 2 I did 3x5 at 185 on squat.', ['3*barbell back squat 5@185']],
    ['lb', 'Squats came first, 5x5 at 225.', ['5*barbell back squat 5@225']],
    ['lb', 'PRs today:\nSquat: 315\nBench: 225', ['barbell back squat 1@315', 'barbell bench press 1@225']],
    ['lb', 'Today I did 12 on the bench at 135.', ['barbell bench press 12@135']],
    ['lb', 'Squat 3x5 at 225, after finishing the warm-ups.', ['3*barbell back squat 5@225']],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('hostile input', () => {
  it('5,000 characters aimed at the changed readers', () => {
    const hostile = [
      `${'So yes current '.repeat(400)}stats:\n\nSquat: 5x100`,
      `Here are my ${'all-time '.repeat(500)}max 1RM:\n${'\n'.repeat(500)}Squat: 100`,
      `(second set in parentheses)\n${'1 ('.repeat(1500)}`,
      `(2nd set in brackets)\n${'10 @ 12 lbs. ('.repeat(400)}`,
      `Flys: 10 @ 12 lbs. ${'(12 @ 12 lbs. '.repeat(400)}`,
      `${'close grip '.repeat(600)}pull-ups 10`,
      `I now ${'bench '.repeat(800)}150lb`,
      `My ${'squat and '.repeat(500)}deadlift are around 200lb`,
      `${'In week three, '.repeat(300)}I did 8. Today I did 10`,
      `I started ${'at 20 pounds '.repeat(400)}initially`,
      `Today I did ${'10 on my '.repeat(500)}toes`,
      `from 7 ${'wide fronts in week 3, to '.repeat(200)}15 today, both sets`,
      `${'15 a b c, '.repeat(500)}both sets`,
      `I am up to ${'60 squats '.repeat(500)}done`,
      `After ${'finishing the push ups, '.repeat(200)}came 10 dips`,
      `${'Dips came after the '.repeat(250)}flys. I did 10`,
      `came “${'In and Out '.repeat(400)}Flys” 10 reps`,
      `Dips. ${'I was able to do a total of '.repeat(180)}21 reps`,
      `Dips 10. ${'when doing '.repeat(500)}leg raise`,
      `${'Every week, I add '.repeat(300)}5 pounds`,
      `${'lawn mower '.repeat(500)}pulls 3x10`,
      `${'6:45am '.repeat(700)}Dips came after the rows`,
      `${'Did after the rows; '.repeat(250)}came dips`,
      `Current stats:${' .'.repeat(2000)}`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
