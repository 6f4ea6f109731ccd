/**
 * Issue 11, fifth round: percentage ladders, written by us before the parser read them. A scheme
 * stated once ("8 sets of 3 at various percentages") takes the loads written with their percentage
 * ("60% or 125 lbs", "135 lbs (60%)") as its sets; "65% x5 (135)" is reps at the load in brackets.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a percentage ladder told in prose, its scheme stated once', () => {
  it.each([
    [
      'percentages with kg loads in parentheses',
      'Squat 5 sets of 5 at percentages of my max. First 50% (100 kg), then 60% (120 kg), then 70% (140 kg), 75% (150 kg) and last 80% (160 kg).',
      [
        'barbell back squat 5@220.462',
        'barbell back squat 5@264.554',
        'barbell back squat 5@308.647',
        'barbell back squat 5@330.693',
        'barbell back squat 5@352.739',
      ],
      'kg' as const,
    ],
    [
      'loads first, one per line, the percentage after',
      'Deadlift: 4x2 at percentages today.\n135 lbs (60%)\n155 lbs (70%)\n175 lbs (80%)\n195 lbs (90%)',
      [
        'barbell deadlift 2@135',
        'barbell deadlift 2@155',
        'barbell deadlift 2@175',
        'barbell deadlift 2@195',
      ],
      'lb' as const,
    ],
    [
      'bare loads after "or" and "=", a load named again is no set',
      'Front squats, 3 sets of 2 climbing by percentage. We opened at 70% or 155, then 80% or 175 which felt fast, and closed at 90% = 195. After 175 the last one was a grind.',
      ['front squat 2@155', 'front squat 2@175', 'front squat 2@195'],
      'lb' as const,
    ],
    [
      'a percentage times reps, the load in parentheses after',
      'Squat: 65% x5 (135), 75% x5 (155), 85% x5+ (175)',
      ['barbell back squat 5@135', 'barbell back squat 5@155', 'barbell back squat 5@175'],
      'lb' as const,
    ],
    [
      'the same with kg loads in square brackets, one per line',
      'Bench\n70% × 3 [80 kg]\n80% × 3 [90 kg]\n90% × 3+ [100 kg]',
      ['barbell bench press 3@176.37', 'barbell bench press 3@198.416', 'barbell bench press 3@220.462'],
      'kg' as const,
    ],
    [
      'a scheme stated as sets x reps before the colon',
      'Deadlift 5x3: 60% or 185, 65% or 200, 70% or 215, 75% or 230, 80% or 245',
      [
        'barbell deadlift 3@185',
        'barbell deadlift 3@200',
        'barbell deadlift 3@215',
        'barbell deadlift 3@230',
        'barbell deadlift 3@245',
      ],
      'lb' as const,
    ],
    [
      'one percentage "or" its load, outside a ladder',
      'Bench press today: worked with 60% or 135 lbs for 3 sets of 10.',
      ['3*barbell bench press 10@135'],
      'lb' as const,
    ],
    [
      'a scheme with its own load is no ladder',
      'Bench 3 sets of 5 at 185 lbs (80%)',
      ['3*barbell bench press 5@185'],
      'lb' as const,
    ],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});
