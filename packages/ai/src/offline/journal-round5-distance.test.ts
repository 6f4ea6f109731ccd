/**
 * Issue 11, fifth round: distance cardio as forum posters write it, written by us before the parser
 * read it. Cardio is one set without reps or load, whatever intervals it was done in.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('distance cardio', () => {
  it.each([
    [
      'a distance, a quoted route name with commas, the activity after',
      '3 mi "Lake, Park & Back" run.',
      ['Running -@-'],
    ],
    ['a label with a distance and a note', 'Riding: 12 mi., to work', ['Cycling -@-']],
    ['rode', 'Rode 20 km this morning', ['Cycling -@-']],
    ['an approximate distance', 'did an easy 3ish mile jog', ['Running -@-']],
    [
      'swim intervals in yards on a send-off are one swim',
      'Swim: 4 x 100y/1:45; 8 x 25y/:30',
      ['Swimming -@-'],
    ],
    ['row intervals are one row', 'Row 4 x 500m/2:00', ['Rowing -@-']],
    ['two cardio lines', 'Riding: 5 mi., commute\nWalking: 2 mi., cold', ['Cycling -@-', 'Walking -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
