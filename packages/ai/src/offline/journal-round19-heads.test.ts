/**
 * Nineteenth round: how a lifter lays out an entry is no part of its sets. A mark opening every line
 * ("- ", "* ", "• ") tells no line from another; two spaces between every word make a gap wide only
 * against the line's own word gap; a line that is only a date in digits is calendar; a heading made of
 * a day or session word in the possessive ("Tonight's session:") names no lift. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a layout habit leaves the sets as they were', () => {
  it.each([
    [
      'a bullet on every line of a reps/pounds table',
      '- Hammer curls\n- Reps | Pounds |\n- ---|---|\n- 12 | 25 |\n- 10 | 30 |',
      ['hammer curl 12@25', 'hammer curl 10@30'],
    ],
    [
      'a bullet on every "set load reps" row',
      '- Cable fly\n- 1 20 12\n- 2 20 10\n- 3 25 8',
      ['cable fly 12@20', 'cable fly 10@20', 'cable fly 8@25'],
    ],
    [
      'a bullet on a rounds heading and its lifts',
      '- 3 Rounds\n- 10x Push ups\n- 15x Air squats',
      ['3*push-up 10@bw', '3*bodyweight squat 15@bw'],
    ],
    [
      'a star on every line, the repeat told last',
      '* Band pull aparts x 20\n* Face pulls x 15\n* Rest and repeat two more times',
      ['3*band pull-apart 20@-', '3*face pull 15@-'],
    ],
    [
      "a bullet over the lifter's own bullets",
      '- - Curls 3x10 @ 30\n- - Dips 3x12',
      ['3*barbell curl 10@30', '3*dip 12@bw'],
    ],
    [
      'two spaces between every word of a timed set',
      'Goblet  squat  24  kg,  8  minutes,  6  on  the  minute',
      ['8*goblet squat 6@52.911'],
    ],
    ['two spaces around "x" and "at"', 'Goblet  squat  3  x  12  at  50', ['3*goblet squat 12@50']],
    [
      'two spaces after a label and its commas',
      'Hip  thrust:  185x10,  205x8,  225x6',
      ['barbell hip thrust 10@185', 'barbell hip thrust 8@205', 'barbell hip thrust 6@225'],
    ],
    ['a date line in ISO digits', '2023-11-05\nChin ups 6, 5, 5', ['chin-up 6@bw', '2*chin-up 5@bw']],
    [
      'a date line with the year last',
      '05/11/2023\nFace pulls 15, 15, 12',
      ['2*face pull 15@-', 'face pull 12@-'],
    ],
    [
      'a possessive session heading over a lift the catalogue lacks',
      "Tonight's session:\n3 sets of Jefferson curl @ 8 reps",
      ['3*Jefferson Curl 8@-'],
    ],
    [
      'a possessive day heading over a count',
      "Tonight's session:\n* 30 flutter kicks",
      ['flutter kick 30@bw'],
    ],
    [
      'a possessive heading over a lift named as written',
      "Yesterday's workout\nHack squat 3 x 10 @ 180",
      ['3*hack squat 10@180'],
    ],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });

  it.each([
    ['a bullet on every line', (t: string) => t.replace(/^/gm, '• ')],
    ['two spaces between words', (t: string) => t.replace(/ /g, '  ')],
    ['a date line', (t: string) => `2022.12.31\n${t}`],
    ['a possessive heading', (t: string) => `Saturday's training:\n${t}`],
  ])('reads a rounds entry the same with %s', (_, rewrite) => {
    const plain = '4 rounds\n5x Ring dips\n10x Goblet squats (35, 45, 55, 60)';
    expect(brief(rewrite(plain))).toEqual(brief(plain));
  });
});

describe('lines whose marks, gaps or headings say something stay as they were', () => {
  it.each([
    [
      'marks on the rows only, under an unmarked name',
      'Squat\n- 225x5\n- 245x3',
      ['barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
    [
      'a lone list of reps is no date',
      'Curls\n10/8/6',
      ['barbell curl 10@-', 'barbell curl 8@-', 'barbell curl 6@-'],
    ],
    [
      'wide gaps against single word gaps stay columns',
      'Push ups    20    18    15',
      ['push-up 20@bw', 'push-up 18@bw', 'push-up 15@bw'],
    ],
    ["a possessive inside a lift's name", "Farmer's walk 3 x 40m @ 70", ["3*farmer's carry -@70"]],
    ['a heading that names the lift', 'Zercher squat:\n5x5 @ 135', ['5*zercher squat 5@135']],
    ['an unknown heading over sets with no name', 'Froggers:\n3 x 20', ['3*Froggers 20@-']],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});
