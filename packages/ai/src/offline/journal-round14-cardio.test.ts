/**
 * Issue 11, fourteenth round: a cardio bout is one set per machine or activity, and what describes the
 * bout is never a set. Two machines in one clause, each with its own numbers, are two bouts (journal-bouts
 * boutsIn); a machine known by its brand or model is its kind of cardio; splits, paces, intervals inside
 * the bout, machine settings and stroke or pedal rates describe the bout (journal-bouts withoutSettings,
 * journal-cardio's PACE and parts); a bout named in words before its numbers takes them (journal-session).
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none).
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('one set per machine, however the bout is described', () => {
  it.each([
    [
      'two machines joined by "plus"',
      'After work I got in 2000m on the rower plus 10 min on the assault bike.',
      ['Rowing -@-', 'Air Bike -@-'],
    ],
    [
      'two machines joined by "followed by", the erg by its nickname',
      'Did 3 km on the erg followed by 15 minutes on the cross trainer to finish.',
      ['Rowing -@-', 'Elliptical -@-'],
    ],
    [
      'a verb for the first machine, a quantity first for the second',
      'Rowed 6k in 24:30 followed by 12 min on the SkiErg.',
      ['Rowing -@-', 'SkiErg -@-'],
    ],
    [
      'a brand names the bike',
      '8 km on the treadmill before 10 minutes on the Peloton',
      ['Treadmill -@-', 'Cycling -@-'],
    ],
    ['a ski erg in two words, at a stroke rate', 'Ski erg 2000m in 8:40 at 30 spm', ['SkiErg -@-']],
    ['strokes a minute written s/m', 'SkiErg: 500m, 1:52, 34 s/m', ['SkiErg -@-']],
    ['pedal rate and heart rate describe the ride', 'Bike 45 minutes at 90 rpm, avg HR 142', ['Cycling -@-']],
    ['watts and rpm after a brand', 'Peloton ride 30 min, 200 watts avg, 85 rpm', ['Cycling -@-']],
    ['level and incline are settings', 'Elliptical 25 min, level 9, incline 6', ['Elliptical -@-']],
    [
      'intervals at two levels inside the bout',
      'Cross trainer 30 minutes:\n3 min level 5, 2 min level 12 x 6',
      ['Elliptical -@-'],
    ],
    [
      'a bout named before its structure',
      'Started off with an easy jog:\n35 min as 5 min easy, 10 x (1 min hard, 1 min easy), 10 min easy',
      ['Running -@-'],
    ],
    [
      'a ride named before its time',
      'Kicked off with a bike ride.\n20 minutes, resistance 8',
      ['Cycling -@-'],
    ],
    [
      'pace in minutes per km, then splits',
      'Ran 5 km in 24:10 (4:50 mins/km)\n4:55 first km, 4:48 last km',
      ['Running -@-'],
    ],
    [
      'splits listed after the bout',
      'Easy run: 4 miles, 36:20\nsplits 9:12, 9:05, 9:01, 9:02',
      ['Running -@-'],
    ],
    [
      'splits named by ordinal',
      'Ran 3 miles in 27:00\n9:10 first mile, 8:58 second, 8:52 third mile',
      ['Running -@-'],
    ],
    [
      'a time with tenths and its split per 500 m',
      'Rowed 2k in 7:55.2 (1:58.8/500m) at 28 spm',
      ['Rowing -@-'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });

  it('gives each machine its own numbers', () => {
    const sets = parseJournal('Did 3 km on the erg followed by 15 minutes on the cross trainer.', 'kg').sets;
    expect(sets.map((s) => s.notes)).toEqual(['3 km', '15 minutes']);
  });

  it('keeps an hour and its minutes together', () => {
    expect(parseJournal('Walked 1 hr 20 min', 'lb').sets.map((s) => s.notes)).toEqual(['1 hr, 20 min']);
  });
});

describe('what stays as it was', () => {
  it.each([
    [
      'an incline press keeps its sets',
      'Incline bench 3x10 @ 135, 60 sec rest',
      ['3*incline barbell bench press 10@135'],
    ],
    ['speed pulls keep their sets', 'Deadlift: speed 8x2 @ 225, 60 sec rest', ['8*barbell deadlift 2@225']],
    ['a bike sprint inside the ride is no run', '10 min on the bike with a 2 min sprint', ['Cycling -@-']],
    ['a treadmill run is one machine', 'Treadmill run 5 km in 28 min', ['Treadmill -@-']],
    ['run and walk intervals with no joining word are one bout', 'Run 4 min walk 1 min x 5', ['Running -@-']],
    [
      'a run, then a walk, are still two',
      '5 km on the treadmill and a 1 km cooldown walk',
      ['Treadmill -@-', 'Walking -@-'],
    ],
    [
      'a row before barbell rows',
      'Row 5 minutes then barbell rows 3x8 at 135',
      ['Rowing -@-', '3*barbell row 8@135'],
    ],
    ['started with a lift is no session', 'Started with squats 5x5 at 225', ['5*barbell back squat 5@225']],
    [
      'two runs told apart stay two',
      'Ran 3 miles this morning. Last night I ran 2 miles.',
      ['2*Running -@-'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});
