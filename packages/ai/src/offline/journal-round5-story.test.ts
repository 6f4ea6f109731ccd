/**
 * Issue 11, fifth round: a record day told as a story in a forum post, written by us before the parser
 * read it. The record told first goes after the warm-ups told next; a change of load ("took off 10
 * pounds") is no set when the load it came to is written; plates put on the bar are no set; what the
 * lifter intended to do is a remark.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a record day told as a story', () => {
  it.each([
    [
      'the record first, the warm-up told after it came before it',
      'New squat PR: 405! I warmed up to a double at 365, then went for it.',
      ['barbell back squat 2@365', 'barbell back squat 1@405'],
    ],
    ['a record label with its load alone stays a single', 'Bench PR: 250', ['barbell bench press 1@250']],
    [
      'changes of load before the load they came to',
      'Deadlift\nThen I dropped 20 lbs for a double at 385, 40 pounds less for a triple at 345.',
      ['barbell deadlift 2@385', 'barbell deadlift 3@345'],
    ],
    [
      'plates put on the bar, and what was intended',
      'Squat 3x5 @ 275. I added two 45s and a 10 for a single at 385. I had intended to do 2 more sets of 5.',
      ['3*barbell back squat 5@275', 'barbell back squat 1@385'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
