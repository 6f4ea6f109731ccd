/**
 * Issue 11, seventh round (holdout 24's families): lines written by us in each phrasing, with other
 * lifts, units, spacing and symbols than the corpus. Rows as in journal-general.test.ts: "name
 * reps@weight" ("bw" = bodyweight only, "-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a timed set with its rep total: one set of the total at the one load', () => {
  it.each([
    [
      'rate x minutes - total reps',
      'Clean (20kg) 12 rpm x 6 minutes - 70 reps',
      'kg',
      ['power clean 70@44.092'],
    ],
    [
      'bell in brackets run into the name',
      'Swing(24kg) 20 rpm x 5 min - 100 reps',
      'kg',
      ['kettlebell swing 100@52.911'],
    ],
    ['two bells, total in words', 'Jerk: 2 x 24kg - 6 minutes - 40 jerks in total', 'kg', ['jerk 40@52.911']],
    [
      '"total" after the count, lb',
      'Kettlebell swings 53lb, 10 minutes, 150 swings total',
      'lb',
      ['kettlebell swing 150@53'],
    ],
    ['minute mark', "Snatch 16kg 5' - 60 reps", 'kg', ['snatch 60@35.274']],
  ])('%s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('reps x sets with the sets labelled', () => {
  it.each([
    ['spaced x', 'Pushups 15 x 3 sets', ['3*push-up 15@bw']],
    ['glued ×', 'Dips 12×4 sets', ['4*dip 12@bw']],
    ['reps labelled too', 'Sit-ups 20 reps x 3 sets', ['3*sit-up 20@bw']],
    ['after a load', 'Curls 30lb 10 x 3 sets', ['3*barbell curl 10@30']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('a set count after a load and x stays the load\'s ("235×6@6 x 2 sets")', () => {
    expect(brief('Squat\n235×6@6 x 2 sets')).toEqual(['2*barbell back squat 6@235']);
  });
});

describe('a set described by words between its count and "set of"', () => {
  it.each([
    ['an adjective', 'Bench press\n- 100kg for a brutal set of 3', 'kg', ['barbell bench press 3@220.462']],
    [
      'adverb and adjective, reps labelled',
      'Deadlift\n- 140kg for a really heavy set of 2 reps',
      'kg',
      ['barbell deadlift 2@308.647'],
    ],
    ['a count with a word', 'Squat: 225 for 2 hard sets of 5', 'lb', ['2*barbell back squat 5@225']],
    ['"an"', 'Overhead press 95 lbs, an ugly set of 4', 'lb', ['overhead press 4@95']],
  ])('%s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('loads listed, then the reps they share', () => {
  it.each([
    [
      'units on each, "and", reps in words',
      'Front squat: 60kg, 80kg, and 90kg for sets of five',
      'kg',
      ['front squat 5@132.277', 'front squat 5@176.37', 'front squat 5@198.416'],
    ],
    [
      'unit only on the last',
      'Squats, doing 135, 185 and 225 lbs for a set of 8',
      'lb',
      ['barbell back squat 8@135', 'barbell back squat 8@185', 'barbell back squat 8@225'],
    ],
    [
      'slashes',
      'Bench 50/60/70kg for sets of 10',
      'kg',
      ['barbell bench press 10@110.231', 'barbell bench press 10@132.277', 'barbell bench press 10@154.323'],
    ],
  ])('%s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });

  it('numbers no heavier than the reps are not loads', () => {
    expect(brief('Squat 5, 6 and 8 for sets of 10')).not.toContain('barbell back squat 10@5');
  });
});

describe("a minute mark (10') on a cardio line", () => {
  it.each([
    ['stairs', "Stairs: 10' work"],
    ['rower with a curly quote', 'Rower 20’ easy'],
  ])('%s', (_, text) => {
    expect(brief(text)).toHaveLength(1);
  });
});

describe('numbered set rows under (or run on after) a planned scheme', () => {
  it.each([
    [
      'rows run together on the name line, scheme first',
      'Bench Press 3 sets / 8 - 10 reps / 90 sec rest Set 1: 135 lbs x 10 Set 2: 155 lbs x 8 Set 3: 155 lbs x 8',
      ['barbell bench press 10@135', '2*barbell bench press 8@155'],
    ],
    [
      'rows on their own lines under the scheme',
      'Squat - 4 sets of 5\nSet 1: 185 x 5\nSet 2: 205 x 5\nSet 3: 225 x 5\nSet 4: 225 x 5',
      ['barbell back squat 5@185', 'barbell back squat 5@205', '2*barbell back squat 5@225'],
    ],
    [
      'added load + bodyweight, either order',
      'Dips 3 sets / 8 reps Set 1: bodyweight x 8 Set 2: 20 lbs + bodyweight x 6 Set 3: bw + 20 lbs x 6',
      ['dip 8@bw', '2*dip 6@20'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a falling rep scheme written with spaced or long dashes, over the moves below it', () => {
  it.each([
    [
      'en dashes, spaced',
      '9 – 7 – 5\nMuscle ups\nThrusters 43kg',
      'kg',
      [
        'muscle-up 9@bw',
        'muscle-up 7@bw',
        'muscle-up 5@bw',
        'dumbbell thruster 9@94.799',
        'dumbbell thruster 7@94.799',
        'dumbbell thruster 5@94.799',
      ],
    ],
    [
      'em dashes',
      '15—12—9\nPull-ups\nPush-ups',
      'lb',
      ['pull-up 15@bw', 'pull-up 12@bw', 'pull-up 9@bw', 'push-up 15@bw', 'push-up 12@bw', 'push-up 9@bw'],
    ],
  ])('%s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('a load, then "and got" the sets done with it', () => {
  it.each([
    [
      '"and got a set of"',
      'Deadlift: loaded the bar to 140kg and got a set of 3',
      'kg',
      ['barbell deadlift 3@308.647'],
    ],
    [
      '"and did N sets of"',
      'Squat worked up to 225 lbs and did 2 sets of 5',
      'lb',
      ['2*barbell back squat 5@225'],
    ],
  ])('%s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('a heading naming the kind of sets, above lines that write their own reps', () => {
  it.each([
    [
      'two kinds and a duration',
      '12 min heavy clean triples and doubles\nHit 100kg x3\nHit 110kg x2 reps',
      'kg',
      ['power clean 3@220.462', 'power clean 2@242.508'],
    ],
    [
      'one kind, blank line',
      'Snatch doubles\n\n70kg x2\n75kg x2',
      'kg',
      ['snatch 2@154.323', 'snatch 2@165.347'],
    ],
    [
      'loads alone under the heading keep its reps',
      'Deadlift singles\n405\n425',
      'lb',
      ['barbell deadlift 1@405', 'barbell deadlift 1@425'],
    ],
  ])('%s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('a movement named "A to B" is one name', () => {
  it.each([
    ['count first', '15 toes to bar', ['toes-to-bar 15@bw']],
    ['hyphens, sets x reps', 'Toes-to-bar 3x10', ['3*toes-to-bar 10@bw']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
