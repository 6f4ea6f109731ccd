/**
 * Journal entries as members really write them, with the sets a careful human would log.
 * Each expectation is [name, number of sets, reps, weight in lb, rpe]; bodyweight moves carry the
 * added load (0 = bodyweight only). `note` says whether text should be kept as the workout note.
 */
import { LB_PER_KG } from '../units.ts';

export type ExpectedGroup = [
  name: string,
  sets: number,
  reps: number | null,
  weight: number | null,
  rpe?: number | null,
];
export interface CorpusCase {
  text: string;
  unit?: 'lb' | 'kg';
  expect: ExpectedGroup[];
  note?: boolean;
}

const kg = (v: number) => Math.round(v * LB_PER_KG * 1000) / 1000;
const BENCH = 'barbell bench press';
const SQUAT = 'barbell back squat';
const DL = 'barbell deadlift';
const OHP = 'overhead press';
const ROW = 'barbell row';

export const JOURNAL_CORPUS: CorpusCase[] = [
  // the brief's canonical forms
  { text: 'bench 3x8 @185 rpe 8', expect: [[BENCH, 3, 8, 185, 8]] },
  { text: '185x8, 185x8, 185x7', expect: [], note: true },
  {
    text: 'bench 185x8, 185x8, 185x7',
    expect: [
      [BENCH, 2, 8, 185],
      [BENCH, 1, 7, 185],
    ],
  },
  {
    text: 'Bench press\n185x8\n185x8\n185x7',
    expect: [
      [BENCH, 2, 8, 185],
      [BENCH, 1, 7, 185],
    ],
  },
  { text: 'squat 225 for 5 reps', expect: [[SQUAT, 1, 5, 225]] },
  { text: '100kg squat 5x3', expect: [[SQUAT, 5, 3, kg(100)]] },
  { text: '3 sets of 10 pull-ups', expect: [['pull-up', 3, 10, 0]] },
  { text: 'chin ups 3x8 +25', expect: [['chin-up', 3, 8, 25]] },
  { text: 'incline db 3x10 with 60s', expect: [['incline dumbbell bench press', 3, 10, 60]] },
  { text: 'deadlift 315x5 rir 2', expect: [[DL, 1, 5, 315, 8]] },
  { text: '5x5 squat @ 102.5kg', expect: [[SQUAT, 5, 5, kg(102.5)]] },
  // sets x reps with a load
  { text: 'Bench 5x5 @ 205', expect: [[BENCH, 5, 5, 205]] },
  { text: 'squat 3x5 at 275', expect: [[SQUAT, 3, 5, 275]] },
  { text: 'OHP 3x8 @ 95', expect: [[OHP, 3, 8, 95]] },
  { text: 'rows 4x10 @ 135', expect: [[ROW, 4, 10, 135]] },
  { text: 'RDL 3x10 @ 185 rpe 7', expect: [['romanian deadlift', 3, 10, 185, 7]] },
  { text: 'rdls 3x8 with 225', expect: [['romanian deadlift', 3, 8, 225]] },
  { text: 'front squat 4x6 @ 185', expect: [['front squat', 4, 6, 185]] },
  { text: 'leg press 4x12 @ 360', expect: [['leg press', 4, 12, 360]] },
  { text: 'lat pulldown 3x12 @ 120', expect: [['lat pulldown', 3, 12, 120]] },
  { text: 'cable row 3x12 at 140', expect: [['seated cable row', 3, 12, 140]] },
  { text: 'db bench 4x10 @ 70', expect: [['dumbbell bench press', 4, 10, 70]] },
  { text: 'db rows 3x12 w/ 80', expect: [['one-arm dumbbell row', 3, 12, 80]] },
  { text: 'hammer curls 3x12 with 35s', expect: [['hammer curl', 3, 12, 35]] },
  { text: 'lateral raises 4x15 @ 20', expect: [['dumbbell lateral raise', 4, 15, 20]] },
  { text: 'tricep pushdowns 3x15 @ 50', expect: [['triceps pushdown', 3, 15, 50]] },
  { text: 'face pulls 3x20 @ 40', expect: [['face pull', 3, 20, 40]] },
  { text: 'leg curls 3x12 @ 90', expect: [['lying leg curl', 3, 12, 90]] },
  { text: 'leg extensions 3x15 @ 110', expect: [['leg extension', 3, 15, 110]] },
  { text: 'calf raises 4x15 @ 180', expect: [['standing calf raise', 4, 15, 180]] },
  { text: 'hip thrust 3x10 @ 275', expect: [['barbell hip thrust', 3, 10, 275]] },
  { text: 'goblet squat 3x12 with 50', expect: [['goblet squat', 3, 12, 50]] },
  { text: 'skull crushers 3x10 @ 65', expect: [['skull crusher', 3, 10, 65]] },
  { text: 'ez bar curl 3x10 @ 60', expect: [['ez bar curl', 3, 10, 60]] },
  { text: 'preacher curls 3x12 @ 50', expect: [['preacher curl', 3, 12, 50]] },
  { text: 'shrugs 3x15 @ 225', expect: [['barbell shrug', 3, 15, 225]] },
  { text: 'hack squat 3x10 @ 180', expect: [['hack squat', 3, 10, 180]] },
  { text: 'pec deck 3x15 @ 100', expect: [['pec deck', 3, 15, 100]] },
  { text: 'sumo deadlift 3x3 @ 365', expect: [['sumo deadlift', 3, 3, 365]] },
  { text: 'trap bar 3x5 @ 315', expect: [['trap bar deadlift', 3, 5, 315]] },
  { text: 'close grip bench 3x8 @ 165', expect: [['close-grip bench press', 3, 8, 165]] },
  { text: 'incline bench 3x8 @ 155', expect: [['incline barbell bench press', 3, 8, 155]] },
  { text: 'arnold press 3x10 with 40s', expect: [['arnold press', 3, 10, 40]] },
  { text: 'bulgarian split squats 3x10 with 40s', expect: [['bulgarian split squat', 3, 10, 40]] },
  { text: 'walking lunges 3x12 with 45s', expect: [['dumbbell walking lunge', 3, 12, 45]] },
  { text: 'kb swings 5x20 @ 53', expect: [['kettlebell swing', 5, 20, 53]] },
  { text: 'good mornings 3x8 @ 135', expect: [['good morning', 3, 8, 135]] },
  { text: 'pendlay rows 5x5 @ 185', expect: [['pendlay row', 5, 5, 185]] },
  { text: 'push press 5x3 @ 155', expect: [['push press', 5, 3, 155]] },
  { text: 'power cleans 5x3 @ 185', expect: [['power clean', 5, 3, 185]] },
  // weight x reps, single and repeated sets
  { text: 'bench 225x5', expect: [[BENCH, 1, 5, 225]] },
  { text: 'squat 315 x 3', expect: [[SQUAT, 1, 3, 315]] },
  { text: 'deadlift 405x1', expect: [[DL, 1, 1, 405]] },
  { text: 'deadlift 405x1 rpe 9.5', expect: [[DL, 1, 1, 405, 9.5]] },
  { text: 'bench 185x5 @8', expect: [[BENCH, 1, 5, 185, 8]] },
  { text: 'squat 275x5 @ 8.5', expect: [[SQUAT, 1, 5, 275, 8.5]] },
  {
    text: 'squat 135x5, 185x5, 225x5, 275x3',
    expect: [
      [SQUAT, 1, 5, 135],
      [SQUAT, 1, 5, 185],
      [SQUAT, 1, 5, 225],
      [SQUAT, 1, 3, 275],
    ],
  },
  {
    text: 'bench 135x10 185x5 205x3',
    expect: [
      [BENCH, 1, 10, 135],
      [BENCH, 1, 5, 185],
      [BENCH, 1, 3, 205],
    ],
  },
  {
    text: 'Deadlift\n225x5\n315x3\n365x1',
    expect: [
      [DL, 1, 5, 225],
      [DL, 1, 3, 315],
      [DL, 1, 1, 365],
    ],
  },
  {
    text: 'OHP:\n95x8\n115x5\n125x3',
    expect: [
      [OHP, 1, 8, 95],
      [OHP, 1, 5, 115],
      [OHP, 1, 3, 125],
    ],
  },
  {
    text: 'Squat: 225x5, 245x5, 265x5',
    expect: [
      [SQUAT, 1, 5, 225],
      [SQUAT, 1, 5, 245],
      [SQUAT, 1, 5, 265],
    ],
  },
  { text: 'bench 225x5x3', expect: [[BENCH, 3, 5, 225]] },
  { text: 'squat 3x5x275', expect: [[SQUAT, 3, 5, 275]] },
  {
    text: 'bench 185 8/8/7',
    expect: [
      [BENCH, 2, 8, 185],
      [BENCH, 1, 7, 185],
    ],
  },
  {
    text: 'ohp 95 for 8, 8, 7',
    expect: [
      [OHP, 2, 8, 95],
      [OHP, 1, 7, 95],
    ],
  },
  {
    text: 'bench 185 x 8, 8, 6',
    expect: [
      [BENCH, 2, 8, 185],
      [BENCH, 1, 6, 185],
    ],
  },
  { text: 'squat 225 for 5', expect: [[SQUAT, 1, 5, 225]] },
  { text: 'deadlift 315 for 5 reps rpe 8', expect: [[DL, 1, 5, 315, 8]] },
  { text: 'bench 205 for 3 @ rpe 9', expect: [[BENCH, 1, 3, 205, 9]] },
  { text: 'squat 185 3x8', expect: [[SQUAT, 3, 8, 185]] },
  { text: 'bench 135 x10', expect: [[BENCH, 1, 10, 135]] },
  { text: 'squats 225 x 5 x 5', expect: [[SQUAT, 5, 5, 225]] },
  { text: 'bench 185# x 8', expect: [[BENCH, 1, 8, 185]] },
  { text: 'bench 185lbs x 8', expect: [[BENCH, 1, 8, 185]] },
  { text: 'bench press 185 lbs 3 sets of 8', expect: [[BENCH, 3, 8, 185]] },
  // kg
  { text: 'squat 100kg x 5', expect: [[SQUAT, 1, 5, kg(100)]] },
  { text: 'bench 80kg 3x8', expect: [[BENCH, 3, 8, kg(80)]] },
  { text: 'deadlift 180 kg x 3', expect: [[DL, 1, 3, kg(180)]] },
  { text: 'ohp 3x5 @ 50kg', expect: [[OHP, 3, 5, kg(50)]] },
  { text: 'bench 3x8 @ 80', unit: 'kg', expect: [[BENCH, 3, 8, kg(80)]] },
  { text: 'squat 140x3', unit: 'kg', expect: [[SQUAT, 1, 3, kg(140)]] },
  { text: 'rows 4x10 @ 60kg rpe 8', expect: [[ROW, 4, 10, kg(60), 8]] },
  { text: 'squat 102.5 kilos for 5', expect: [[SQUAT, 1, 5, kg(102.5)]] },
  { text: 'deadlift 200kg x 1 @ 9', expect: [[DL, 1, 1, kg(200), 9]] },
  { text: 'db press 3x10 with 30kg', expect: [['dumbbell bench press', 3, 10, kg(30)]] },
  {
    text: 'bench 60kg x 10, 70kg x 8, 80kg x 5',
    expect: [
      [BENCH, 1, 10, kg(60)],
      [BENCH, 1, 8, kg(70)],
      [BENCH, 1, 5, kg(80)],
    ],
  },
  { text: 'leg press 4x12 @ 200', unit: 'kg', expect: [['leg press', 4, 12, kg(200)]] },
  // RPE and RIR
  { text: 'squat 4x6 @ 245 rpe 7.5', expect: [[SQUAT, 4, 6, 245, 7.5]] },
  { text: 'bench 3x8 @185 2 rir', expect: [[BENCH, 3, 8, 185, 8]] },
  { text: 'rows 3x10 @ 135 rir 3', expect: [[ROW, 3, 10, 135, 7]] },
  { text: 'ohp 115x5 rpe8', expect: [[OHP, 1, 5, 115, 8]] },
  { text: 'deadlift 365x3 @9', expect: [[DL, 1, 3, 365, 9]] },
  {
    text: 'bench 225x3 rpe 9, 225x3 rpe 9.5',
    expect: [
      [BENCH, 1, 3, 225, 9],
      [BENCH, 1, 3, 225, 9.5],
    ],
  },
  { text: 'lat pulldown 3x10 @ 130 rir 1', expect: [['lat pulldown', 3, 10, 130, 9]] },
  { text: 'squat 5x3 @ 295 at rpe 8', expect: [[SQUAT, 5, 3, 295, 8]] },
  { text: 'leg press 3x15 @ 270, rpe 8', expect: [['leg press', 3, 15, 270, 8]] },
  // bodyweight
  { text: 'pullups 3x8', expect: [['pull-up', 3, 8, 0]] },
  { text: 'pull-ups 3x10', expect: [['pull-up', 3, 10, 0]] },
  { text: 'chins 4x6', expect: [['chin-up', 4, 6, 0]] },
  { text: 'dips 3x12', expect: [['dip', 3, 12, 0]] },
  { text: 'dips 3x8 +45', expect: [['dip', 3, 8, 45]] },
  { text: 'weighted pullups 4x5 +35', expect: [['pull-up', 4, 5, 35]] },
  { text: 'pull ups 5x5 with 25', expect: [['pull-up', 5, 5, 25]] },
  { text: 'push-ups 3x20', expect: [['push-up', 3, 20, 0]] },
  { text: '50 pushups', expect: [['push-up', 1, 50, 0]] },
  { text: '3 sets of 15 push ups', expect: [['push-up', 3, 15, 0]] },
  { text: 'did 4 sets of 12 dips', expect: [['dip', 4, 12, 0]] },
  { text: 'hanging leg raises 3x12', expect: [['hanging leg raise', 3, 12, 0]] },
  {
    text: 'chin-ups bw x 10, +25 x 6',
    expect: [
      ['chin-up', 1, 10, 0],
      ['chin-up', 1, 6, 25],
    ],
  },
  { text: 'inverted rows 3x12', expect: [['inverted row', 3, 12, 0]] },
  { text: 'pistol squats 3x5', expect: [['pistol squat', 3, 5, 0]] },
  { text: 'nordics 3x5', expect: [['nordic curl', 3, 5, 0]] },
  { text: 'burpees 5x10', expect: [['burpee', 5, 10, 0]] },
  { text: 'crunches 3x25', expect: [['crunch', 3, 25, 0]] },
  { text: 'sit ups 3x20', expect: [['sit-up', 3, 20, 0]] },
  { text: 'muscle ups 5x2', expect: [['muscle-up', 5, 2, 0]] },
  {
    text: 'pull-ups 10, 8, 7',
    expect: [
      ['pull-up', 1, 10, 0],
      ['pull-up', 1, 8, 0],
      ['pull-up', 1, 7, 0],
    ],
  },
  {
    text: 'chin ups 8/7/6',
    expect: [
      ['chin-up', 1, 8, 0],
      ['chin-up', 1, 7, 0],
      ['chin-up', 1, 6, 0],
    ],
  },
  { text: 'three sets of ten pull ups', expect: [['pull-up', 3, 10, 0]] },
  // several exercises in one entry
  {
    text: 'squat 5x5 at 225 and bench 3x8 at 185',
    expect: [
      [SQUAT, 5, 5, 225],
      [BENCH, 3, 8, 185],
    ],
  },
  {
    text: 'bench 3x8 @ 185, rows 3x10 @ 135, curls 3x12 @ 60',
    expect: [
      [BENCH, 3, 8, 185],
      [ROW, 3, 10, 135],
      ['barbell curl', 3, 12, 60],
    ],
  },
  {
    text: 'squat 3x5 @ 275 then rdl 3x8 @ 205 then leg curls 3x12 @ 80',
    expect: [
      [SQUAT, 3, 5, 275],
      ['romanian deadlift', 3, 8, 205],
      ['lying leg curl', 3, 12, 80],
    ],
  },
  {
    text: 'ohp 5x5 @ 115; pullups 5x8; dips 3x10',
    expect: [
      [OHP, 5, 5, 115],
      ['pull-up', 5, 8, 0],
      ['dip', 3, 10, 0],
    ],
  },
  {
    text: 'Squat 3x5 @ 225\nBench 3x5 @ 175\nRow 3x5 @ 155',
    expect: [
      [SQUAT, 3, 5, 225],
      [BENCH, 3, 5, 175],
      [ROW, 3, 5, 155],
    ],
  },
  {
    text: '- bench 3x8 @ 185\n- incline db 3x10 @ 60\n- flyes 3x12 @ 30',
    expect: [
      [BENCH, 3, 8, 185],
      ['incline dumbbell bench press', 3, 10, 60],
      ['dumbbell fly', 3, 12, 30],
    ],
  },
  {
    text: '1. deadlift 1x5 @ 405\n2. pull-ups 3x8\n3. db rows 3x10 @ 90',
    expect: [
      [DL, 1, 5, 405],
      ['pull-up', 3, 8, 0],
      ['one-arm dumbbell row', 3, 10, 90],
    ],
  },
  {
    text: 'leg press 4x10 @ 400 and leg extensions 3x12 @ 120 and calf raises 4x15 @ 200',
    expect: [
      ['leg press', 4, 10, 400],
      ['leg extension', 3, 12, 120],
      ['standing calf raise', 4, 15, 200],
    ],
  },
  {
    text: 'bench 185x5, 185x5, 185x5 then dips 3x10',
    expect: [
      [BENCH, 3, 5, 185],
      ['dip', 3, 10, 0],
    ],
  },
  {
    text: 'Squat\n135x5\n185x5\n225x5\nLeg press\n3x12 @ 270',
    expect: [
      [SQUAT, 1, 5, 135],
      [SQUAT, 1, 5, 185],
      [SQUAT, 1, 5, 225],
      ['leg press', 3, 12, 270],
    ],
  },
  {
    text: 'hammer curls 3x12 @ 30 and skull crushers 3x10 @ 60',
    expect: [
      ['hammer curl', 3, 12, 30],
      ['skull crusher', 3, 10, 60],
    ],
  },
  {
    text: 'lat pulldown 3x12 @ 120, face pulls 3x15 @ 40, shrugs 3x12 @ 70s',
    expect: [
      ['lat pulldown', 3, 12, 120],
      ['face pull', 3, 15, 40],
      ['barbell shrug', 3, 12, 70],
    ],
  },
  {
    text: 'goblet squats 3x12 @ 50; walking lunges 3x10 @ 30s; plank 3x60',
    expect: [
      ['goblet squat', 3, 12, 50],
      ['dumbbell walking lunge', 3, 10, 30],
      ['plank', 3, 60, 0],
    ],
  },
  { text: 'clean and jerk 5x2 @ 135', expect: [['clean and jerk', 5, 2, 135]] },
  // notes and commentary
  { text: 'felt strong today', expect: [], note: true },
  { text: 'slept badly, low energy', expect: [], note: true },
  { text: 'bench 3x8 @ 185. felt strong today', expect: [[BENCH, 3, 8, 185]], note: true },
  { text: 'squat 5x5 @ 225, knees felt a bit sore', expect: [[SQUAT, 5, 5, 225]], note: true },
  { text: 'Great session! deadlift 3x5 @ 315', expect: [[DL, 3, 5, 315]], note: true },
  { text: 'gym was packed so I kept it short', expect: [], note: true },
  // Cardio is logged since issue #11 (distance as the set's note), no longer only a workout note.
  { text: 'ran 5k before lifting', expect: [['Running', 1, null, null]] },
  { text: 'bench 225x3 felt heavy', expect: [[BENCH, 1, 3, 225]] },
  { text: 'new pr! deadlift 455x1', expect: [[DL, 1, 1, 455]] },
  { text: 'squat 315x1 pr', expect: [[SQUAT, 1, 1, 315]] },
  // unknown names are kept as written
  { text: 'sled push 4x1 @ 180', expect: [['Sled Push', 4, 1, 180]] },
  { text: 'jefferson curl 3x8 @ 45', expect: [['Jefferson Curl', 3, 8, 45]] },
  { text: 'Meadows Row 3x10 @ 70', expect: [['Meadows Row', 3, 10, 70]] },
  { text: 'zercher squat 3x5 @ 185', expect: [['zercher squat', 3, 5, 185]] },
  // spacing, case and punctuation
  { text: 'BENCH 3X8 @185', expect: [[BENCH, 3, 8, 185]] },
  { text: 'Bench Press: 3 x 8 @ 185', expect: [[BENCH, 3, 8, 185]] },
  { text: 'bench 3×8 @ 185', expect: [[BENCH, 3, 8, 185]] },
  { text: 'Squat - 5x5 - 225', expect: [[SQUAT, 5, 5, 225]] },
  { text: '  deadlift   1 x 5   @  405  ', expect: [[DL, 1, 5, 405]] },
  { text: 'Incline DB Press 3x10 @ 55', expect: [['incline dumbbell bench press', 3, 10, 55]] },
  { text: 'Romanian Deadlifts: 3x10 @ 155', expect: [['romanian deadlift', 3, 10, 155]] },
  { text: 'Pull-Ups: 3x8', expect: [['pull-up', 3, 8, 0]] },
  { text: 'bench 4 sets 8 reps 175', expect: [[BENCH, 4, 8, 175]] },
  { text: '4 sets of 8 bench at 175', expect: [[BENCH, 4, 8, 175]] },
  { text: 'did 5 sets of 5 squats with 245', expect: [[SQUAT, 5, 5, 245]] },
  { text: 'curls 3 sets of 12 with 30s', expect: [['barbell curl', 3, 12, 30]] },
  { text: '10 reps of bench at 135', expect: [[BENCH, 1, 10, 135]] },
  { text: 'squat 8 reps at 205', expect: [[SQUAT, 1, 8, 205]] },
  { text: 'lunges 3x10 each leg with 25s', expect: [['dumbbell lunge', 3, 10, 25]] },
  { text: 'single arm db row 3x10 @ 75 each side', expect: [['one-arm dumbbell row', 3, 10, 75]] },
];
