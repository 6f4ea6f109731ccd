/**
 * Issue 11, sixth round (holdout 18's classes): a practice the catalogue lacks, timed ("HS practice –
 * 5mins"). Lines written by us; rows as in journal-general.test.ts ("name reps@weight", "-" = none).
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a lone time after a name the catalogue lacks', () => {
  it.each([
    ['dash, glued minutes', 'Handstand practice – 10mins', ['Handstand Practice -@-']],
    ['colon, spaced', 'Planche lean practice: 5 min', ['Planche Lean Practice -@-']],
    ['a clock time', 'Tumbling practice - 2:30', ['Tumbling Practice -@-']],
    ['seconds', 'Hollow body practice - 90 sec', ['Hollow Body Practice -@-']],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it.each([
    ['"m" may be a distance or a soak', 'Soak – 10m'],
    ['more words than the time', 'Notes - 5 min late'],
  ])('logs no set for %s: %s', (_, text) => {
    expect(brief(text)).toEqual([]);
  });
});
