/**
 * Round 22: singles, a load lifted once and told without a rep count.
 * Rule: a meet's attempt is one rep by the sport's rules, and a load told as made today with no count
 * is one rep, so both are singles; a load that failed, was only tried, or belongs to another time is
 * no set. Decided where each kind of telling is read:
 * - a meet's attempt label before its load ("[Squat 1] 137.5 kg:", "Squat attempt 2: 150kg", "Deadlift
 *   opener 180 kg", "Bench 3rd attempt - 110 kg", "Bench 1: 100kg good") is a single, the story after it a
 *   sentence of its own; the label with a failing verdict ("no lift", "missed") is a failed try
 *   (journal-meet, read per line by journal-achieved before failed tries are cut);
 * - a chunk with a load and no count that says "attempt"/"opener", a load that "went" ("95 pounds
 *   went!"), "a chin up with 100lbs", or "able to overhead press 155" is a single (journal-patterns'
 *   MADE_ONCE and LIFTED, read by journal-sets beside records and "a 315 squat");
 * - "tried for 105kg, and I did get it off the ground—so close!—but couldn’t lock out" is a failed try
 *   however long the words between (journal-attempts);
 * - "I had pulled 385 in training" is another day's (journal-achieved's HISTORY);
 * - "I did a 47.5kg bench press but it was 47" is the corrected load (journal-load-forms).
 * Why: a meet report and a PR post tell their lifts this way, and a coach reads each as one rep.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines: singles told without a count (holdouts 41 and 43)', () => {
  it.each([
    [
      '- **[Squat 1] 137.5 kg (303 lb):** I was a little worried since I had a minor leg injury two weeks ago, but the opener weight up smoothly as expected.',
      ['barbell back squat 1@303.135'],
    ],
    [
      '- **[Bench 1] 95 kg (209 lb):** As I was setting up, a spotter asked if I wanted a lift-off. Unracking was awkward since I had submitted too low of a rack height, but the weight went up fine.',
      ['barbell bench press 1@209.439'],
    ],
    [
      '- **[Bench 2] 100 kg (220 lb):** I was able to match my gym PR on my second attempt, and it went up even better than my first attempt after fixing the rack height. This was a good sign for attempt three.',
      ['barbell bench press 1@220.462'],
    ],
    ['- **[Deadlift 1] 150 kg (331 lb):** A very conservative opener.', ['barbell deadlift 1@330.693']],
    [
      '- **[Deadlift 3] 170 kg (375 lb):** I was not too worried about this lift, since I had pulled 385 in training. In hindsight, I could have pushed myself more here, but I let my coach pick all of my attempts, and I told him I wanted to go for 9/9 successful lifts at my first meet.',
      ['barbell deadlift 1@374.785'],
    ],
    [
      'It was a very long day and I was absolutely exhausted but I managed to squat 303lbs on my 3rd attempt, benchpress 187lbs on my third attempt and deadlift 374lbs on my third attempt.',
      ['barbell back squat 1@303', 'barbell bench press 1@187', 'barbell deadlift 1@374'],
    ],
    ['The big news today is I was able to overhead press 155 pounds.', ['overhead press 1@155']],
    ['Here is my doing a chin up with 100lbs strapped to my waist.', ['chin-up 1@100']],
    [
      'Friends, I finally, FINALLY got a new bench press max yesterday. I hadn’t moved more than 85 pounds in two years but yesterday I kept putting plates on and 95 pounds went! tf! UP!  YEAH BUDDY!',
      ['barbell bench press 1@95'],
    ],
    [
      'Since I deadlifted 100kg we tried for 105kg, and I did get it off the ground—so close!—but couldn’t lock out because I was losing my grip in my left hand so I just let the barbell drop.',
      ['barbell deadlift 1@220.462'],
    ],
    [
      'I realise I have mistakenly been thinking I did a 47.5kg bench press but it was 47.',
      ['barbell bench press 1@103.617'],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'kg')).toEqual([...rows]);
  });
});

describe('a meet attempt told by its label is a single', () => {
  it.each([
    ['Squat opener 315 - good lift', ['barbell back squat 1@315']],
    ['Squat attempt 2: 335 ✅', ['barbell back squat 1@335']],
    ['Deadlift attempt 1: 405 lbs', ['barbell deadlift 1@405']],
    ['[Squat 2] 145 kg: moved fast, depth was close', ['barbell back squat 1@319.67']],
    ['* [Bench 1] 225 lb - easy', ['barbell bench press 1@225']],
    ['Bench 3rd attempt - 245 lbs, white lights', ['barbell bench press 1@245']],
    ['Bench 1: 225 good, Bench 2: 245 no lift', ['barbell bench press 1@225']],
    ['Deadlift\nOpener: 405 lbs', ['barbell deadlift 1@405']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('a load told made today with no count is a single', () => {
  it.each([
    ['Hit 265 on my second attempt at bench', ['barbell bench press 1@265']],
    ['pulled 500 on my third attempt', ['barbell deadlift 1@500']],
    ['Bench: 225 on my opener', ['barbell bench press 1@225']],
    ['I was able to push press 185 today', ['push press 1@185']],
    ['Managed to strict press 135.', ['overhead press 1@135']],
    ['185 lbs went up easy on bench', ['barbell bench press 1@185']],
    ['did a pull up with 45 lbs', ['pull-up 1@45']],
    ['Finally hit a 225 bench!', ['barbell bench press 1@225']],
    ['new PR: deadlift 405', ['barbell deadlift 1@405']],
    ['I thought I squatted 315 but it was actually 305', ['barbell back squat 1@305']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('not a single: failed, tried, planned or another time', () => {
  it.each([
    ['a missed attempt', '3rd attempt 500 missed', []],
    ['an attempt given no lift', '* [Bench 3] 250 lbs - no lift, elbows', []],
    [
      'a try that failed later in its sentence',
      "we tried for 500 and I got it to my knees but couldn't lock out",
      [],
    ],
    ['a plan', 'going for 405 next week', []],
    ['an old record', 'my old PR was 315', []],
    ['a failed try', 'tried 225 but failed', []],
    ['a load from training before a meet', 'I had pulled 385 in training.', []],
    ['a set told before, talked about', 'The 185 went up pretty easy', []],
    ['a numbered set, no meet verdict', 'Set 1: 225 good', []],
    ['a scheme', 'Squat 3x5 @ 225', ['3*barbell back squat 5@225']],
    ['an attempt label with its reps', 'Squat 1: 225 x 5', ['barbell back squat 5@225']],
    [
      'a correction that is reps, not a load',
      'did a 225 squat but it was 5 reps',
      ['barbell back squat 5@225'],
    ],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});
