/**
 * Round 21: counts told in prose. Real lifters state a bodyweight count, a single at a load or a cardio
 * bout inside a sentence full of remarks, and the parser logged nothing. The rule, decided where each
 * reader decides:
 * - A count right before a bodyweight movement's name is a set of that many reps, whatever the
 *   sentence says around it ("I could only do 2 push-ups", "7 Push Ups completed", "but only 5 chin ups
 *   afterward"): with the body as the load the number can be nothing else (journal-chunk-name
 *   bodyweightCounted). A plan, goal, past record or someone else's numbers is sorted out before
 *   (journal-achieved, journal-remarks) and a failed count ("couldn't do 5") is no set.
 * - Remarks around that count are no numbers of their own: a count said again to stress it ("2 (yes,
 *   TWO)", "5 - yup FIVE") is one count (journal-counts); a word of how it went after a name's dash ("Push-
 *   ups - a miserable 16") leaves the name a label, and a face after the count (":(") is no label's colon
 *   (journal-line-label); "test = 23 push ups" names the count, not a total after its sets (journal-normalize).
 * - "I was able to squat 315 lbs", "managed to bench 225": a lift's verb told as done with a load and no
 *   count is a single, like "I squatted 315" (journal-patterns LIFTED); "wasn't able to" is not.
 * - Calories are a cardio bout's measure, never a load ("220 cal on the elliptical"); a distance with
 *   the time it took in the next clause is a run; a clause with a bout's numbers of its own names its
 *   own bout, not its neighbour's ("swim day. 60 laps, 8 mins on the bike": a swim and a ride).
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines: counts told in prose', () => {
  it.each([
    [
      'Push-ups - a miserable 16 :(  my abs still hurt from the squats and sit-ups (Do this one first next time!)',
      ['push-up 16@bw'],
    ],
    [
      'Working on that daily habit to exercise again. 7 Push Ups completed. Starting to get that strength back.',
      ['push-up 7@bw'],
    ],
    ['But I could only do 2 (yes, TWO) push-ups and 18 sit-ups.', ['push-up 2@bw', 'sit-up 18@bw']],
    [
      'My initial test = 23 push ups, which puts me at rank 3 of 7 (higher the number, the better).',
      ['push-up 23@bw'],
    ],
    [
      'Yesterday, I got 5 - yup FIVE pull-ups with the purple band..and although the last one was hard, it definitely looked like a pull-up.',
      ['pull-up 5@bw'],
    ],
    [
      'I could do 6 pull ups (up 1), but only 5 chin ups afterward (down 5).',
      ['pull-up 6@bw', 'chin-up 5@bw'],
    ],
    [
      'I was able to squat 315 lbs. Happy. Now I need to get that for 5–8 reps and truly own that weight.',
      ['barbell back squat 1@315'],
    ],
    ['I was able to squat 315 lbs.', ['barbell back squat 1@315']],
    ['20 minutes and 220 cal on the elliptical.', ['Elliptical -@-']],
    ['I still ended up doing 5 miles, but it took me 46 minutes.', ['Running -@-']],
    [
      'And, before I forget, yesterday was swim day. 60 laps, 8 mins on the bike, 4 mins on the elliptical and 2 mins on the rower.',
      ['Swimming -@-', 'Cycling -@-', 'Elliptical -@-', 'Rowing -@-'],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('our own lines: a count tied to a bodyweight move, remarks around it', () => {
  it.each([
    ['a dash, "a measly", a face', 'Dips - a measly 6 :( shoulders were toast', ['dip 6@bw']],
    ['a colon, "a whopping"', 'Pull ups: a whopping 12!', ['pull-up 12@bw']],
    ['an em dash, "a solid"', 'Sit-ups — a solid 40', ['sit-up 40@bw']],
    ['no subject, "could only manage"', 'Could only manage 4 chin-ups today.', ['chin-up 4@bw']],
    ['"test = N"', 'My test today = 31 push-ups.', ['push-up 31@bw']],
    ['said again in brackets', 'I did 10 (ten!) pull-ups before breakfast', ['pull-up 10@bw']],
    ['said again between dashes', 'Got 8 - yes EIGHT - chin ups', ['chin-up 8@bw']],
    ['a bullet, "done"', '- 25 sit ups done, felt easy', ['sit-up 25@bw']],
    [
      'two moves, lower case, "could only do"',
      'could only do 3 pull-ups and 20 push-ups',
      ['pull-up 3@bw', 'push-up 20@bw'],
    ],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('our own lines: a lift told as done at a load is a single; calories, laps and time are cardio', () => {
  it.each([
    ['"able to bench"', 'I was able to bench 225 lbs today!', 'lb', ['barbell bench press 1@225']],
    ['"managed to deadlift"', 'Managed to deadlift 405 lbs. Finally.', 'lb', ['barbell deadlift 1@405']],
    ['kilos', 'I was able to press 60 kg', 'kg', ['overhead press 1@132.277']],
    ['reps written stay', 'I was able to squat 315 lbs for 3', 'lb', ['barbell back squat 3@315']],
    ['calories on the bike', '30 min and 350 calories on the bike', 'lb', ['Cycling -@-']],
    ['kcal after a row', 'Rowed 20 minutes, 250 kcal', 'lb', ['Rowing -@-']],
    ['calories of a fan bike', '20 cal assault bike', 'lb', ['Air Bike -@-']],
    ['the time in the next clause', 'Did 3 miles, took me 27 minutes', 'lb', ['Running -@-']],
    [
      'laps, then another machine',
      'swim day: 40 laps, then 10 mins on the rower',
      'lb',
      ['Swimming -@-', 'Rowing -@-'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('counter-examples: no set of today', () => {
  it.each([
    ['a plan', 'I want to do 20 push-ups by June'],
    ['the past', 'I used to do 15 pull-ups in college'],
    ['a goal', 'my goal is 10 pull ups'],
    ['next week', "Next week I'll do 12 pull-ups"],
    ['a hope', 'I hope to get 25 push-ups by summer'],
    ['someone else', 'He did 30 push-ups'],
    ['a failed count', "I couldn't do 5 pull ups"],
    ['a goal load', 'My goal is to squat 315 lbs'],
    ['calories alone', 'Burned 300 calories'],
  ] as const)('%s', (_, text) => {
    expect(brief(text, 'lb')).toEqual([]);
  });

  it('a rank is no set', () => {
    expect(brief('That puts me at rank 3 of 7.', 'lb')).toEqual([]);
  });
  it('a list of counts is not one count said again', () => {
    expect(brief('Pull-ups: 5 - 5 - 5', 'lb')).toEqual(['3*pull-up 5@bw']);
  });
  it('"wasn\'t able to" is no single', () => {
    expect(brief("I wasn't able to squat 315 lbs.", 'lb')).toEqual(['barbell back squat -@315']);
  });
  it('a total after its sets stays a total', () => {
    expect(brief('Squat 3x5 = 15 reps at 225', 'lb')).toEqual(brief('Squat 3x5 at 225', 'lb'));
  });
});
