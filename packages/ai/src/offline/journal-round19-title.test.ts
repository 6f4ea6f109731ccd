/**
 * Nineteenth round, Title Case: some lifters give every word a capital, in a heading or a whole log.
 * Such capitals pick no word out of the rest, so they mark no sentence, name or pronoun: a line or
 * entry with a capital on every word reads as the same words in lower case, an acronym ("DB", "BTN")
 * kept as spelled. Where no capital tells a sentence, a row never runs on into one with a word the row
 * goes on with ("at 30s / 32 x 10"), and "the" after a whole set opens one as "The" would. A list mark
 * after a bare "did" goes with the verb. Lines written by us. Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('sets read the same with a capital on every word', () => {
  it.each([
    [
      'two lifts told in one title-case sentence',
      'Finished With Cable Flyes And Face Pulls For 3 Sets Of 12, Nothing Too Heavy.',
      ['3*cable fly 12@-', '3*face pull 12@-'],
    ],
    [
      'a pair of lifts before the scheme',
      'Seated Rows And Lat Pulldowns, 3 Sets Of 10 Each At A Moderate Weight.',
      ['3*seated cable row 10@-', '3*lat pulldown 10@-'],
    ],
    [
      'a plan for tomorrow after today',
      "Today I Did 12 Push-Ups And Tomorrow I'M Aiming For 15.",
      ['push-up 12@bw'],
    ],
    [
      'a lift after "The" in a title-case line of a mixed entry',
      'Squat 5x5 at 225\nAfterward I Played Around With The Push Jerks, Working Up To A Single Of 185.',
      ['5*barbell back squat 5@225', 'push jerk 1@185'],
    ],
    [
      'a remark run on after the sets',
      'Curls: 30×10, 35×8, 35×8 The Bar Felt Heavier Than I Remember From Last Week, Maybe Because I Slept Badly.',
      ['barbell curl 10@30', '2*barbell curl 8@35'],
    ],
    [
      'a single worked up to, a miss after',
      'Then I Moved On To The Hang Cleans, Working Up To A Double Of 155 But Missing 165.',
      ['hang clean 2@155'],
    ],
    ['a capital X and an acronym', 'Incline DB Press 4 X 10 @ 50', ['4*incline dumbbell bench press 10@50']],
    ['a capitalised unit', 'Romanian Deadlifts 3 Sets Of 8 At 185 Lbs', ['3*romanian deadlift 8@185']],
    ['a pair of bells on the heading', 'Hammer Curls (Two 30 Lb Dumbbells)\n3 X 10', ['3*hammer curl 10@30']],
    [
      'two lifts on one line',
      'Bent Over Rows 4 X 8 @ 135, Then Shrugs 3 X 15 @ 225',
      ['4*barbell row 8@135', '3*barbell shrug 15@225'],
    ],
    ['a list of reps with "And"', 'Chin-Ups: 10, 9 And 7', ['chin-up 10@bw', 'chin-up 9@bw', 'chin-up 7@bw']],
    [
      'a title-case heading over rows "at" a rest',
      'Kettlebell Swings\n\n24 x 15 x 3 at 30s / 32 x 10 x 2 at 60s',
      ['3*kettlebell swing 15@24', '2*kettlebell swing 10@32'],
    ],
    ['a list mark after "did"', 'did • front squats 3x5 @ 155', ['3*front squat 5@155']],
    [
      'a list mark after "Did", a second load later',
      'Did • Squat - 3x5 @ 225, also a back-off 1x8 @ 185',
      ['3*barbell back squat 5@225', 'barbell back squat 8@185'],
    ],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});

describe('what Title Case must not change', () => {
  it.each([
    [
      'an acronym on a title-case line stays as written',
      'Squat 5x5\nBTN Press 3x8 @ 95',
      ['5*barbell back squat 5@-', '3*BTN Press 8@95'],
    ],
    [
      'a name picked out by capitals in a mixed sentence',
      'Afterward I played around with the Split Jerks, working up to a single of 215.',
      ['jerk 1@215'],
    ],
    [
      'a name the catalogue lacks keeps its hyphen and capitals',
      'Wide-Leg Situps\n3 x 15',
      ['3*Wide-Leg Situps 15@-'],
    ],
    ['a question is no set', 'Did I Hit 5x5?', []],
    [
      'a remark opened by "the" after lower-case sets leaves the sets',
      'curls 3x10 the last set was hard',
      ['3*barbell curl 10@-'],
    ],
    [
      'a lower-case entry with an acronym',
      'bench 3x5 @ 185 RPE 8. then dips 3x10',
      ['3*barbell bench press 5@185', '3*dip 10@bw'],
    ],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want as string[]);
  });
});
