/**
 * Round 23: a meet or a max day told in prose, each attempt a single.
 * - A ladder (journal-attempt-ladder): once an opening attempt is told ("opened with an easy 105kg", "an
 *   opening squat of 250 pounds", "banked at 80kg"), each load the story steps to with no count of its
 *   own ("followed by 245", "next a 115kg", "moved to 265 pounds", "82.5 was next", "I attempted 425") is
 *   one lift; "a clean 117.5kg" says how it went, no power clean. A plan told with it ("with the
 *   intention of a second at 47.5kg") is a goal (journal-achieved), a failed attempt no set.
 * - A count of lifts, then as many loads ("Two successful attempts 85 kg and 90 kg", "3 good clean squats
 *   were all in. 60kg, 65kg and 67.5kg"): one lift at each load.
 * - A load judged as a meet judges it ("100 kg successful and 110 kg failure"): made a single, failed no
 *   set (journal-meet); "85 went down and stayed down" is a failed load (journal-attempts).
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

const KG = (kg: number) => String(Math.round(kg * 2.20462 * 1000) / 1000);
const singles = (name: string, loads: number[], kg = true) =>
  loads.map((w) => `${name} 1@${kg ? KG(w) : String(w)}`);

describe('real lines (holdouts 24, 42 and 44)', () => {
  it.each([
    [
      'Squats were first up, and I managed to get all three attempts – 90kg, 100kg and 105kg.',
      'kg',
      singles('barbell back squat', [90, 100, 105]),
    ],
    [
      'Squats: Two successful attempts 85 kg (187.3 lbs) and 90 kg (198 lbs).',
      'kg',
      singles('barbell back squat', [85, 90]),
    ],
    [
      'Dead Lift: 100 kg (220.4 lbs) successful and 110 kg (242 lbs) failure. Dead Lifts is core back exercise and the one that can cause injuries. I have a tendency to stoop and it’s always good to this under supervision.',
      'kg',
      singles('barbell deadlift', [100]),
    ],
    [
      'For Squat I was worried about my back, in the past I’ve had back problems when squatting heavy and I played it safe with an opening squat of 250 pounds. Then moved to 265 pounds followed by 285 pounds.',
      'lb',
      singles('barbell back squat', [250, 265, 285], false),
    ],
    [
      'For Bench I opened with 225 pounds, followed by 245 then I actually failed my third attempt at 265 pounds.',
      'lb',
      singles('barbell bench press', [225, 245], false),
    ],
    [
      'On deadlift I was feeling rather confident and opened with 385 pounds, followed by 405 pounds then hitting a new personal record I attempted 425 pounds and got it relatively easy.',
      'lb',
      singles('barbell deadlift', [385, 405, 425], false),
    ],
    [
      'After avid refuelling with plenty of carbs 3 good clean squats were all in. 60kg, 65kg and 67.5kg.',
      'kg',
      singles('barbell back squat', [60, 65, 67.5]),
    ],
    [
      'Bench press was unfortunately not as strong as I had hoped. Opened with an easy 42.5kg with the intention of a second at 47.5kg and a third at 50kg.',
      'kg',
      singles('barbell bench press', [42.5]),
    ],
    [
      'Deadlift was strong. Opened with an easy 105kg, next a 115kg (current PB), followed by a clean 117.5kg.',
      'kg',
      singles('barbell deadlift', [105, 115, 117.5]),
    ],
    [
      'The bench banked at 80kg.  That was heavy but went down and up nicely.  I was already into unknown territory so 82.5 was next... yup, that too.  85?  Nah.  85 went down and stayed down.  82.5kg for the bench.',
      'kg',
      singles('barbell bench press', [80, 82.5]),
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('a ladder of attempts told in prose', () => {
  it.each([
    [
      'Meet day. Squat: opened with 140kg, then 150kg, then a smooth 157.5kg.',
      singles('barbell back squat', [140, 150, 157.5]),
    ],
    [
      'Bench: my opener was 100 kg, followed by 105 kg and then missed 110 kg.',
      singles('barbell bench press', [100, 105]),
    ],
    [
      'Deadlift opened at 405, next 425, then moved up to 445 for a new PR.',
      singles('barbell deadlift', [405, 425, 445], false),
    ],
    [
      'Opened with an easy 60kg bench, 65kg was next, then a clean 67.5kg.',
      singles('barbell bench press', [60, 65, 67.5]),
    ],
    [
      'Squats: I opened with 315, followed by 335. Then a grindy 350 that counted.',
      singles('barbell back squat', [315, 335, 350], false),
    ],
    [
      'Bench press: opened with 90kg with the intention of a second at 95kg and a third at 97.5kg.',
      singles('barbell bench press', [90]),
    ],
    [
      'Bench: opened at 100kg, planning a second at 105kg and a third at 110kg.',
      singles('barbell bench press', [100]),
    ],
    ['Clean and jerk: opened at 80kg, then 85kg, then 88kg.', singles('clean and jerk', [80, 85, 88])],
    ['Banked 120 kg on the squat, then 127.5 kg.', singles('barbell back squat', [120, 127.5])],
    ['Front squat: opened at 100kg, then 105kg, then 110kg.', singles('front squat', [100, 105, 110])],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, text.includes('kg') ? 'kg' : 'lb')).toEqual([...rows]);
  });
});

describe('a count of lifts with as many loads, and loads judged as a meet judges them', () => {
  it.each([
    ['Two good attempts on the press: 60 kg and 65 kg.', singles('overhead press', [60, 65])],
    [
      'Squat: I made all 3 attempts - 180kg, 190kg and 200kg.',
      singles('barbell back squat', [180, 190, 200]),
    ],
    ['Deadlift: 3 clean pulls. 200kg, 210kg and 220kg.', singles('barbell deadlift', [200, 210, 220])],
    ['Press: 50 kg successful, 55 kg failed.', singles('overhead press', [50])],
    ['Bench: 100 kg good lift, 105 kg no lift.', singles('barbell bench press', [100])],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'kg')).toEqual([...rows]);
  });
});

describe('counts and loads that are no ladder keep their reading', () => {
  it.each([
    ['Squat 3x5 @ 100', ['3*barbell back squat 5@100']],
    [
      'Bench: opened with 3x5 at 80, then 2x3 at 90.',
      ['3*barbell bench press 5@80', '2*barbell bench press 3@90'],
    ],
    [
      'Deadlift: 100 x 5, then 120 x 3, followed by 140 x 1',
      ['barbell deadlift 5@100', 'barbell deadlift 3@120', 'barbell deadlift 1@140'],
    ],
    [
      'Squat: opened with 100lbs for 5, then 110lbs for 3.',
      ['barbell back squat 5@100', 'barbell back squat 3@110'],
    ],
    ['3 squats at 100lbs', ['barbell back squat 3@100']],
    ['Bench 5x5 100lbs successful', ['5*barbell bench press 5@100']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it('a count of sets over a list of loads is no list of singles', () => {
    expect(brief('Did 3 sets of squats: 100lbs, 110lbs and 120lbs').some((r) => r.includes(' 1@'))).toBe(
      false,
    );
  });

  it('a gym that opened at an hour opens no ladder', () => {
    expect(brief('The gym opened at 6 and I squatted 5x5 at 100')).toContain('5*barbell back squat 5@100');
    expect(brief('The gym opened at 6 and I squatted 5x5 at 100').some((r) => r.includes('1@6'))).toBe(false);
  });
});
