/**
 * Issue 11, fifth round: exercise names as Strong and Hevy write them (the kinds of name found in
 * ../shared/real-data/exports, written here in new combinations), and a misspelling that is another
 * word. Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('app names resolve to a catalogue entry', () => {
  it.each([
    [
      'the implement in parentheses picks the variant with it',
      'Incline Bench Press (Dumbbell)\nSet 1: 20 kg x 10\nSet 2: 22 kg x 8',
      ['incline dumbbell bench press 10@44.092', 'incline dumbbell bench press 8@48.502'],
    ],
    [
      'a maker\'s "Iso-Lateral" on a machine',
      'Iso-Lateral Row (Machine): 3x10 @ 90',
      ['3*machine row 10@90'],
    ],
    [
      '"Rear Delt Reverse Fly" on cables',
      'Rear Delt Reverse Fly (Cable)\n3 x 15 @ 20',
      ['3*cable rear delt fly 15@20'],
    ],
    [
      'one arm at a time leaves the movement as it is',
      'Single Arm Triceps Pushdown (Cable) 3x12 25',
      ['3*triceps pushdown 12@25'],
    ],
    [
      'a triceps extension with dumbbells',
      'Triceps Extension (Dumbbell): 30x12, 30x10',
      ['overhead dumbbell triceps extension 12@30', 'overhead dumbbell triceps extension 10@30'],
    ],
    ['a neutral grip is how, not what', 'Neutral Grip Lat Pulldown 4x10 @ 120', ['4*lat pulldown 10@120']],
    [
      '"Straight Arm Lat Pulldown" is the straight-arm pulldown',
      'Straight Arm Lat Pulldown (Cable) 3x12 @ 50',
      ['3*straight-arm pulldown 12@50'],
    ],
    ['a rope attachment on a curl', 'Rope Cable Curl 3x12 @ 40', ['3*cable curl 12@40']],
    ['a snatch-grip RDL is a Romanian deadlift', 'Snatch Grip RDL 3x5 @ 135', ['3*romanian deadlift 5@135']],
    [
      'a chest-supported incline row with dumbbells is no cardio row',
      'Chest Supported Incline Row (Dumbbell) 3x10 @ 40',
      ['3*chest-supported dumbbell row 10@40'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('names the catalogue lacks, with a time word', () => {
  it.each([
    [
      'an unknown lift "today" is logged as written',
      'Zottman curls today 3x10 @ 25',
      ['3*Zottman Curls 10@25'],
    ],
    ['"tonight" is no part of the name', 'Sled drags tonight 4x40 @ 90', ['4*Sled Drags 40@90']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('misspellings', () => {
  it.each([
    [
      'a letter swapped inside the word is still the lift',
      'Deadlfits 3x5 @ 315',
      ['3*barbell deadlift 5@315'],
    ],
    [
      'another first letter makes another word, kept as written',
      'Half press 3x10 @ 200',
      ['3*Half Press 10@200'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
