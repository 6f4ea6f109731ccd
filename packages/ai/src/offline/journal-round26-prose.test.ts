/**
 * Round 26: lifts told in sentences, where the story was misread. Decisions:
 * - "I tried to front squat a 100kg barbell today! I failed.": a try and, in a sentence after it (on its
 *   line or the next), that it failed ("I failed.", "Missed it.", "I bailed.", "Got pinned.", "Couldn't
 *   lock it out.") is no set. The face-value reader, the last word on an entry that logged nothing, reads
 *   the failure the same way (journal-attempts' failedAfter, journal-face-value).
 * - "my first set, was 95lbs, and I got all 12": "all" says every rep of the set was made; the count is
 *   that load's reps (journal-loads' DONE_COUNT).
 * - "My overhead press was 75 pounds. I failed out on 80.": on a max day (a try, a max or a failure told
 *   in the entry) a lift the catalogue knows told at its load is the load made, a single, as "I did 75"
 *   would be (journal-load-story); "Squat: 110 kg. Failed on 120" the same by its label, only beside a
 *   failure ("Bench press - 320 lbs. 2s x 6" tells its sets after). Without a story of attempts it stays
 *   a load with its reps unknown. "after having done 10 curls": "having" is prose, never a name.
 * - "Today, I pulled 205." after deadlifts were named: pulling a load is the deadlift, also once the story
 *   has made it a single (journal-records); "ended up pulling 400" is a lift done (journal-patterns).
 * - "did a real (no kicking!!!) pull up … I did this 8 times.": an aside inside a one-rep phrase goes
 *   after the move (journal-one-rep); "made it 3/4 of the way up" counts nothing (journal-story); "did
 *   this / that / it N times" and "repeated N times" after one set told are N of that set in all, "N more
 *   times" N after it (journal-repeats' timesOver). "I lifted 60 pounds over my head, eight times" keeps
 *   its reading (reps of the set, journal-loads).
 * - "1 x 500 on the rowing machine, averaging between 1:49 and 1:55": times the lifter averaged are the
 *   pace, both ends of a range; no bout of their own (journal-cardio's averagedPaces).
 * - "HAVEN LAP (960ish m)": a lap told as a bout of its own is a run (journal-cardio); "20 laps" stays a
 *   quantity of the swim.
 * - "3 x 10 from now on until I see the doctor", "going forward": a prescription for the days ahead, no
 *   set (journal-achieved's GOAL). "5 sets of 30 and 10 sets of 50 of weighted seated calf raises":
 *   schemes joined by "and" before one lift named after them are all that lift's (journal-phrasing).
 * Rows as in journal-general.test.ts: "name reps@weight" with weights in lb ("-" = none, "bw" =
 * bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdouts 12, 35, 44, 47, 50)', () => {
  it.each([
    [
      "Tonight's workout - going for a 1-rep max of squats, standing overhead presses, and deadlifts. For the record, I weigh 150ish.\n\nI squatted 140 pounds, which I only ever managed to do once a couple of years back, and it had been a shaky rep. This time, it felt solid. I also feel I could have managed 145.\n\nMy overhead press was 75 pounds. I failed out on 80. Oh well.\n\nBefore this week, I hadn't done uber-heavy deadlifts in about a year and a half. On Monday, I tied my old PR of 200 pounds. Today, I pulled 205.",
      'lb',
      ['barbell back squat 1@140', 'overhead press 1@75', 'barbell deadlift 1@205'],
    ],
    ['Today, on the bench, my first set, was 95lbs, and I got all 12.', 'lb', ['barbell bench press 12@95']],
    [
      'While at the park with my kids, I jumped up on the monkey bars and did a real (no kicking!!!)  pull up. I tried for a second rep and made it 3/4 of the way up. So I rested for a few seconds and went again. I did this 8 times.',
      'lb',
      ['8*pull-up 1@bw'],
    ],
    [
      'HAVEN LAP (960ish m)\n\n30 Thrusters 75#\n\n30 Toes to bar\n\nRun 400m',
      'lb',
      ['Running -@-', 'dumbbell thruster 30@75', 'toes-to-bar 30@bw', 'Running -@-'],
    ],
    [
      '  • Standing calf raises - 3 x 10 from now on until I see the doctor at 10 weeks post-op. On Friday I did 5  sets of 30 and 10 sets of 50 of weighted seated calf raises. Yeah, what was I thinking? Didn’t feel any pain during the exercise but later that night I did',
      'lb',
      ['5*seated calf raise 30@-', '10*seated calf raise 50@-'],
    ],
    [
      '1 x 500 on the rowing machine, averaging between 1:49 and 1:55 at max resistance',
      'lb',
      ['Rowing -@-'],
    ],
    ['I ended up pulling 400 + quaded minis with no belt.', 'lb', ['barbell deadlift 1@400']],
    [
      'Squat: 110 kg. Failed on 120, quite spectacularly, but hey, if you make the last lift easily, you probably weren’t trying hard enough....',
      'kg',
      ['barbell back squat 1@242.508'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('lifts told in sentences, written by us', () => {
  it.each([
    // A try, then its failure in a sentence of its own.
    ['I tried to front squat a 100kg barbell today! I failed.', 'kg', []],
    ['I tried to front squat a 100kg barbell today!\n\nI failed.', 'kg', []],
    ['Tried a 140kg squat today. Missed it.', 'kg', []],
    ['Went for 315 on bench tonight. Got pinned.', 'lb', []],
    ['I attempted a 120kg bench today. I bailed.', 'kg', []],
    ['I went for a 405 deadlift. Couldn’t lock it out.', 'lb', []],
    // The first set's load, then all its reps.
    ['On the bench, my first set was 95lbs, and I got all 12.', 'lb', ['barbell bench press 12@95']],
    ['Squats today. My first set was 135, and I did all 10.', 'lb', ['barbell back squat 10@135']],
    ['My first set of curls was 30lbs and I managed all 8.', 'lb', ['barbell curl 8@30']],
    // A max day: the lift's load told, the next one failed.
    ['Max night. My squat was 275 pounds. I missed 285.', 'lb', ['barbell back squat 1@275']],
    ['I ended up pulling 500.', 'lb', ['barbell deadlift 1@500']],
    ['Bench: 225. Missed 235.', 'lb', ['barbell bench press 1@225']],
    ['After having done 3 sets of 8 squats at 225, I moved on.', 'lb', ['3*barbell back squat 8@225']],
    // One set told, then how many times.
    ['I did a pull up. I did this 8 times.', 'lb', ['8*pull-up 1@bw']],
    ['I did a strict (finally!) chin-up, rested, and did that 5 more times.', 'lb', ['6*chin-up 1@bw']],
    ['I did one muscle up, rested, and repeated it 4 times.', 'lb', ['4*muscle-up 1@bw']],
    ['I did 10 pull-ups. I did this 3 times.', 'lb', ['3*pull-up 10@bw']],
    ['Squat 100kg x 5. I did this 3 times.', 'lb', ['3*barbell back squat 5@220.462']],
    // Split times on an erg.
    ['1 x 500 on the rowing machine, avg 1:49 and 1:55 on the second half', 'kg', ['Rowing -@-']],
    ['2k on the erg averaging 1:52 and 1:58 on the last 500', 'kg', ['Rowing -@-']],
    // A prescription for the days ahead; schemes sharing one lift named after them.
    ['Deadlift 3x5 at 225. From now on 5x5.', 'lb', ['3*barbell deadlift 5@225']],
    [
      'Bench - 3 x 8 going forward. Today I did 4 sets of 10 and 2 sets of 6 of incline dumbbell press.',
      'lb',
      ['4*incline dumbbell bench press 10@-', '2*incline dumbbell bench press 6@-'],
    ],
    ['Block lap (800ish m)', 'lb', ['Running -@-']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    // A try told as made is a set.
    ['I tried a 100kg front squat today. Nailed it!', 'kg', ['front squat 1@220.462']],
    // A set whose last rep failed keeps its sets.
    ['Squat 3x5 @ 225. Missed the last rep on set 3.', 'lb', ['3*barbell back squat 5@225']],
    // A count after a load a verb made a single is its reps, not sets.
    ['I lifted 60 pounds over my head, eight times.', 'lb', []],
    // The lifter's own weight is no lift, on a max day too.
    ['My bodyweight was 80kg. I failed a 100kg squat.', 'kg', []],
    // No story of attempts: a lift's load told, its reps unknown.
    ['My overhead press was 75 pounds.', 'lb', ['overhead press -@75']],
    // Laps counted are the swim's quantity.
    ['Swam 20 laps', 'lb', ['Swimming -@-']],
    ['Bench 185 x 5, 5, 5', 'lb', ['3*barbell bench press 5@185']],
    // A label's load with its sets told after it, a single named beside it: no try failed.
    [
      'Bench press - 320 lbs. 2s x 6, also got 280x6 close-grip, which should put me around 315 for a single,',
      'lb',
      ['2*barbell bench press 6@320', 'close-grip bench press 6@280'],
    ],
    ['Squat: 110 kg.', 'kg', ['barbell back squat -@242.508']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
