/**
 * Issue 11, third round: what workout apps export and lifters paste (set rows numbered "Set 1:",
 * "1:", "W1:", "Set W:", names with the implement in parentheses, times per set). Written by us
 * before the parser read them; rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('app exports', () => {
  it.each([
    [
      'numbered "1:" rows and a warm-up "W1:" row',
      'Squat (Barbell)\nW1: 45 lb × 10\n1: 135 lb × 5\n2: 155 lb × 5',
      ['barbell back squat 10@45', 'barbell back squat 5@135', 'barbell back squat 5@155'],
    ],
    [
      'a "Set W:" warm-up row',
      'Bench Press (Barbell)\nSet W: 20 kg x 10\nSet 1: 60 kg x 10',
      ['barbell bench press 10@44.092', 'barbell bench press 10@132.277'],
    ],
    ['"Pull Up" as a heading', 'Pull Up\nSet 1: 10 reps\nSet 2: 8 reps', ['pull-up 10@bw', 'pull-up 8@bw']],
    ['a weighted "Pull Up"', 'Pull Up (Weighted)\nSet 1: +10 kg x 8', ['pull-up 8@22.046']],
    ['times per set under a hold', 'Plank\nSet 1: 1:00\nSet 2: 0:45', ['2*plank -@bw']],
    [
      'a CSV export with a unit column',
      'Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-05,Flat Barbell Bench Press,Chest,60.0,kgs,10\n2024-01-05,Flat Barbell Bench Press,Chest,70.0,kgs,8',
      ['barbell bench press 10@132.277', 'barbell bench press 8@154.323'],
    ],
    [
      'a CSV export with quoted cells',
      'Date,Exercise Name,Set Order,Weight,Reps\n2023-01-02,"Squat (Barbell)",1,225,5\n2023-01-02,"Squat (Barbell)",2,235,5',
      ['barbell back squat 5@225', 'barbell back squat 5@235'],
    ],
    ['a distance and a time are one cardio set', 'Running\n5.0 km, 28:30', ['Running -@-']],
    ['times listed after a hold are its sets', 'Plank 60 sec, 45 sec, 30 sec', ['3*plank -@bw']],
    ['a time after sets is a note', 'Squat 5x5 225\n10 min', ['5*barbell back squat 5@225']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
