/**
 * Issue 11, eighth round: which words name the lift. Words of prose by the sets (adverbs, verbs,
 * fillers, a remark after a set, a word saying what kind of set) never name one; the lift is the one
 * the nearest scope names: the clause, the sentence, the line's label, the block's heading, or a lift
 * the entry told before. An unknown name is the last resort, and still logged as written when nothing
 * else names the lift. Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in
 * lb ("-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('prose words beside the sets defer to the lift the sentence or label names', () => {
  it.each([
    [
      'a filler clause after the lift',
      'Then came the overhead press, nothing special, 4 sets of 6 at 95',
      ['4*overhead press 6@95'],
    ],
    [
      'a remark after the set, in a sentence that opened with the lift',
      'For squats I did my usual warm-up and then 3 sets of 5 at 185 with no issues.',
      ['3*barbell back squat 5@185'],
    ],
    [
      'an adverb after the set, under a label',
      'Front squat: hit 5x3 at 175 smoothly',
      ['5*front squat 3@175'],
    ],
    ['an adverb in capitals, in kilos', 'BENCH PRESS: GOT 5X100KG EASILY', ['barbell bench press 5@220.462']],
    [
      'an adverb opening the sentence after the lift',
      'Romanian deadlifts next. Honestly I just did 3 sets of 10 at 135.',
      ['3*romanian deadlift 10@135'],
    ],
    [
      'prose words around a catalogue name in a heading',
      'Gloriously slow Sunday deadlifts\n3x3 at 315',
      ['3*barbell deadlift 3@315'],
    ],
    [
      'a remark after a set in a block under a grip-qualified name',
      'Overhand EZ bar curls\n60 x 10 PB\n70 x 8',
      ['ez bar curl 10@60', 'ez bar curl 8@70'],
    ],
    [
      'a remark after a set under an unknown heading: the heading names the lift',
      'Jefferson curls\n95 x 8 TPR\n105 x 8',
      ['Jefferson Curls 8@95', 'Jefferson Curls 8@105'],
    ],
    [
      'a verb form before a known name',
      'plate loaded chest press (100 lbs, 3 sets of 10)',
      ['3*machine chest press 10@100'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('with no lift in the sentence, the lift the entry told before is the one', () => {
  it.each([
    [
      'a sentence about the lift, then the scheme',
      'Put more work into my curls lately. I do 3 sets of 12 now.',
      ['3*barbell curl 12@-'],
    ],
    [
      'a verb that is also a catalogue word ("get") is no name',
      'Did get to the gym today. I upped my dips. Did 4 sets of 10.',
      ['4*dip 10@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('counts after words of prose alone talk about the sets', () => {
  it.each([
    [
      'a rest pattern after the sets',
      'Pendlay rows 5x5 at 155, resting every 2 sets',
      ['5*pendlay row 5@155'],
    ],
    [
      'a second scheme counted on purpose stays',
      'Squat 5x5 at 225, then 2 sets of 3 at 245',
      ['5*barbell back squat 5@225', '2*barbell back squat 3@245'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a name that is not in the catalogue is still written as the lifter wrote it', () => {
  it.each([
    ['joining words stay inside the name', 'Ground to overheads 20 @ 95', ['Ground To Overheads 20@95']],
    ['an unknown variant of a known lift', 'Zercher lunges 3x8 at 95', ['3*Zercher Lunges 8@95']],
    ['an unknown lift, no prose', 'Jefferson curls 3x8 at 95', ['3*Jefferson Curls 8@95']],
    [
      'a verb after an unknown name is no part of it',
      '2 x 12 zombie squats holding a 20kg plate',
      ['2*Zombie Squats 12@44.092'],
    ],
    // A verb form beside a name may say which variant: kept, not read as prose. Since round 31 "sitting"
    // is the catalogue's seated posture (holdout 51's label wants the seated calf raise), so the variant
    // it names is the seated one, never the standing calf raise the name without it gives.
    ['a participle that names the variant', 'Sitting calf raises 4x15 at 90', ['4*seated calf raise 15@90']],
    ['an adjective of the bar', 'Cambered bar bench press 5x5 at 185', ['5*Cambered Bar Bench Press 5@185']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('readings the principle must leave alone', () => {
  it.each([
    ['cardio named by an -ing word', 'Rowing 2000m in 8:05', ['Rowing -@-']],
    ['cardio after a qualifier', 'Incline walking 20 min', ['Walking -@-']],
    [
      'a known lift with chatter after it',
      'Lat pulldown 4×12×120 — surprisingly, tough',
      ['4*lat pulldown 12@120'],
    ],
    [
      'a sentence that opens with a verb form, then the lift',
      'Checking my notes, I did 3x5 at 225 on bench',
      ['3*barbell bench press 5@225'],
    ],
    [
      'a participle clause after a named lift',
      'Goblet squats, keeping it simple, 3x10 at 50',
      ['3*goblet squat 10@50'],
    ],
    [
      'an unknown word before "sets" says the kind of set, under a label',
      'Dumbbell flyes: 2 mega sets of 15 with 30s',
      ['2*dumbbell fly 15@30'],
    ],
    [
      'words after the sets that end in a movement are the variant done',
      'Squats (anderson): 3x3@225 anderson squats',
      ['3*Anderson Squats 3@225'],
    ],
    ['where the sets were done is no lift', 'Rows: 3x10@135 on the smith machine', ['3*barbell row 10@135']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
