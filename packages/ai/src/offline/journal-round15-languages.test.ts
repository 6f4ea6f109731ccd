/**
 * Round 15: a line is never dropped because of its language or script. A lift named in any script
 * (Korean, Cyrillic, Greek, Chinese, Polish or German letters) is logged as written when the catalogue
 * does not know it, and the few words that structure a log (sets, reps, rest, seconds, minutes) are read
 * in the languages lifters write them (journal-languages). A task check box is a bullet; dashes between
 * small counts list reps; a rest told between two counts separates two sets. Lines written by us. Rows ("bw" = bodyweight, "-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a line is read whatever its language or script', () => {
  it.each([
    ['Korean reps and sets counters', '- [ ] 레그레이즈 12회 4세트', ['4*레그레이즈 12@-']],
    ['Korean reps×sets with a set word', '* 버피 10*5세트', ['5*버피 10@-']],
    [
      'Korean numbered set rows with a colon',
      '벤치프레스\n1세트: 60kg 8회\n2세트: 60kg 7회\n3세트: 55kg 9회',
      ['벤치프레스 8@132.277', '벤치프레스 7@132.277', '벤치프레스 9@121.254'],
    ],
    [
      'Korean set rows numbered from one, no colon',
      '덤벨컬\n1세트 12kg 10회\n2세트 12kg 9회',
      ['덤벨컬 10@26.455', '덤벨컬 9@26.455'],
    ],
    [
      'a rest in Korean between two counts',
      '플랭크 업 - 14개 20초 휴식 11개',
      ['플랭크 업 14@-', '플랭크 업 11@-'],
    ],
    ['Japanese reps and sets', 'ベンチプレス 70kg 8回 3セット', ['3*ベンチプレス 8@154.323']],
    [
      'Japanese ordinal sets',
      'デッドリフト\n第1セット 100kg 5回\n第2セット 110kg 3回',
      ['デッドリフト 5@220.462', 'デッドリフト 3@242.508'],
    ],
    ['Chinese reps, sets and kilos', '划船 40公斤 12次 4组', ['4*划船 12@88.185']],
    [
      'Russian sets of reps at a load',
      'Тяга штанги в наклоне 4 подхода по 8 повторений 50 кг',
      ['4*Тяга Штанги В Наклоне 8@110.231'],
    ],
    ['Greek name as written', 'Βυθίσεις 3x12', ['3*Βυθίσεις 12@-']],
    [
      'German sets and reps with a German preposition',
      'Rudern am Kabel 3 Sätze à 12 Wdh. mit 45 kg',
      ['3*Rudern Am Kabel 12@99.208'],
    ],
    [
      'Polish sets and reps',
      'Wiosłowanie hantlem 3 serie po 10 powtórzeń 24 kg',
      ['3*Wiosłowanie Hantlem 10@52.911'],
    ],
    ['Spanish sets and reps', 'Zancadas 3 series de 14 repeticiones', ['3*Zancadas 14@-']],
    ['French sets and reps', 'Tractions 4 séries de 6 répétitions', ['4*Tractions 6@-']],
    [
      'dashes between small counts list reps',
      'Dips challenge 15 - 12 - 9',
      ['dip 15@bw', 'dip 12@bw', 'dip 9@bw'],
    ],
    [
      'an English rest between two counts',
      'Chin ups 9 reps 45 sec rest 7 reps',
      ['chin-up 9@bw', 'chin-up 7@bw'],
    ],
    ['a Korean run', '5km 달리기. 5:40 min/km', ['Running -@-']],
    ['"series" after a count', 'Did 3 series of 10 curls @ 15', ['3*barbell curl 10@33.069']],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text, 'kg')).toEqual(expected);
  });
});

describe('lines that look alike but mean something else stay as they were', () => {
  it.each([
    // A load first, then counts: not a reps list of three.
    ['a load before dashed counts', 'Bench 100 - 5 - 5', ['barbell bench press 5@220.462']],
    // "2 sec pause" is a paused rep in English, never a rest that splits the set.
    ['an English pause', 'Pause squat 3x3 @ 100 with 2 sec pause', ['3*pause squat 3@220.462']],
    // "Pause bench" is a paused lift in English, however capitalised.
    ['a capitalised English "Pause"', 'Pause bench 3 x 3 @ 80', ['3*paused bench press 3@176.37']],
    // "3개월" is three months, not three reps.
    ['a Korean word a counter starts', '스쿼트 3개월 만에 100kg 5회', ['스쿼트 5@220.462']],
    // Rest after the sets separates nothing.
    ['a rest after the sets', 'Squat 5x5 @ 100, rest 3 min', ['5*barbell back squat 5@220.462']],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text, 'kg')).toEqual(expected);
  });
});
