// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * SEALED ninth holdout: eleven lifters in none of the earlier holdouts (1-8) or journal-dev.json,
 * copied verbatim from public logs (blogs from 2006 to 2024, bodybuilding splits, 5/3/1 and
 * Starting Strength novices, a strongman, a kg beginner, prose and "sets x reps x load" rows),
 * labelled BEFORE the parser saw them and scored once, blind, on main's parser
 * (commit 2270323): 20/41 (48.8%). Scored once more, blind, on the parser after the second round of
 * issue 11 (merged from branch parser2, which never saw this file): 33/41 (80.5%). After the third
 * round: 36/41 (87.8%), not blind: that round's brief named some of this set's failure classes.
 * It measures generalisation at the end: its misses are deliberately not listed anywhere the parser
 * is tuned from, so do not tune the parser line by line against this file.
 *
 * Same labelling rules as real-holdout.ts: every performed set is a set (warm-ups included), a
 * failed attempt or a half rep ("1 x ½ 320 lbs.", "Failed bench 1RM attempt at 230.") is not a set
 * (an empty expectation means nothing is to be logged), bodyweight sets carry weight null, a pair
 * of dumbbells ("2-45lbs", "90/90") logs the per-dumbbell load, a load the lifter did not write is
 * null, and a 5/3/1 "1+" set logs the reps done ("265 x 1+: 4" is 4 reps). A plan is not a set.
 * Left out as genuinely ambiguous: "Machine tricep extensions: 3 sets x failure" (reps not given),
 * "Lying tricep extensions + wide grip standing curls (ez-curl bar): 50×20 reps, 30 seconds rest
 * between each set" (two moves, set count not given), "100' Yoke Walks- worked up to 710lbs in
 * 45secs" (a carry for time), "Prowler Pushes 6x 1min rest", "On bench O got two sets of three at
 * 85, all the rest were lower" (the other sets unknown), and "I then did SLDL's, 3 x 8 x 175, … 10
 * pounds less on the top set" (which load each set had is unclear).
 */
import {
  BENCH, CABLE_ROW, CARDIO_ROW, CHIN, DB_ROW, DEADLIFT, GOOD_MORNING, g, HAMMER, LAT, line, OHP, ROW, SQUAT,
} from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  jens: 'https://superjens.wordpress.com/2011/06/21/day-2-of-60/',
  skinny: 'http://skinnynomore.blogspot.com/2006/04/friday-april-14-back-shoulders-and.html',
  paws: 'https://takeapawsblog.com/workout-wednesday/',
  samson: 'http://samsonstrengthconditioning.blogspot.com/2010/02/week-of-strongman_28.html',
  live84: 'https://live84today.com/2024/11/16/what-my-leg-days-really-look-like-a-detailed-training-log/',
  machin: 'https://machinhate.blogspot.com/2008/03/entry-592-close-encounters-of-personal_24.html',
  joose: 'http://thejooseproject.blogspot.com/2013/09/',
  butt: 'http://liftingmybutt.blogspot.com/2011/08/persistence.html',
  rails: 'https://ironrailsironweights.wordpress.com/2018/09/',
  blunt: 'https://bluntobject.wordpress.com/2012/03/04/what-is-this-i-dont-even/',
  ander: 'https://anderdb.com/2013/04/01/2013-04-01-fitness-log-squats-bench/',
} as const;

const PUSHDOWN = ['Triceps Pushdown', 'push.?down|press.?down', 'lat'] as const;
const TRI_EXT = ['Triceps Extension', 'tricep|extension', 'leg|back|pushdown'] as const;
const SHRUG = ['Shrug', 'shrug', null] as const;
const FRONT = ['Front Squat', 'front', null] as const;

export const REAL_HOLDOUT_9: RealCase[] = [
  line(SRC.jens, 'lb', false, 'Close-grip Cable pushdowns: 135×10, 120×12, 120×10 (running out of steam quickly)', [g(PUSHDOWN, '10@135 12@120 10@120')]),
  line(SRC.jens, 'lb', false, 'Seated cable concentration curls: 45×10, 45×8 (out of steam after the last one)', [['Cable Concentration Curl', 'curl', 'leg|hammer', '10@45 8@45']]),
  line(SRC.jens, 'lb', true, 'Standing hammer curls: 25 lbs x 15 reps x 3', [g(HAMMER, '3*15@25')]),
  line(SRC.jens, 'lb', false, 'Rope cable extensions: 1 set of 15 reps … absolutely knackered after this and went home.', [g(TRI_EXT, '15@-')]),

  line(SRC.skinny, 'lb', true, 'One Arm Dumbbell Rows - 3 sets of 40lbs x 6 reps each.', [g(DB_ROW, '3*6@40')]),
  line(SRC.skinny, 'lb', true, 'Lat Cable Pull Downs - 3 sets of 110lbs x 6 reps each.', [g(LAT, '3*6@110')]),
  line(SRC.skinny, 'lb', true, 'Dumbbell Shrugs - 3 sets of 2-45lbs x 6 reps each.', [g(SHRUG, '3*6@45')]),
  line(SRC.skinny, 'lb', true, "Lateral Raise, Cable Cross - 2 sets of 20lbs x 6 reps each (I really didn't like the way these felt, it was very awkward, so I don't think I'll be adding them to my schedule again...)", [['Cable Lateral Raise', 'lateral|side raise', null, '2*6@20']]),
  line(SRC.skinny, 'lb', true, 'BB Skullcrushers - 3 sets of 55lbs x 6 reps each.', [['Skull Crusher', 'skull|lying tricep', null, '3*6@55']]),
  line(SRC.skinny, 'lb', true, 'Close Grip Bench Press - 3 sets of 55lbs x 6 reps each.', [['Close-Grip Bench Press', 'close', null, '3*6@55']]),
  line(SRC.skinny, 'lb', true, 'Overhead Tricep Cable Extentions - 70lbs x 6 reps, 90lbs x 6 reps, 90lbs x 6 reps.', [g(TRI_EXT, '6@70 2*6@90')]),

  line(SRC.paws, 'kg', true, 'Barbell Back Squats – 50kg of weight on the bar, 8 reps, 4 sets.', [g(SQUAT, '4*8@50')]),
  line(SRC.paws, 'kg', true, 'Barbell Good Mornings – 35kg of weight on the bar, 8 reps, 4 sets. (The bar is in the same position on your back but with a slight bend in the knee, you hinge forward from the hips until chest is parallel with the floor.)', [g(GOOD_MORNING, '4*8@35')]),
  line(SRC.paws, 'kg', true, 'Sumo Deadlifts – 50kg of weight on the bar, 8 reps, 4 sets. (Feet are wide and pointed outwards at a 45 degree angle. Hands grip the bar directly under the shoulders.)', [['Sumo Deadlift', 'sumo', null, '4*8@50']]),
  line(SRC.paws, 'kg', true, 'Abductor – 55kg, 6 reps / Leg Press – 93kg, 6 reps (complete 6 reps of each to complete a set, 4 sets overall.)', [['Hip Abduction', 'abduct', null, '4*6@55'], ['Leg Press', 'leg press', null, '4*6@93']]),

  line(SRC.samson, 'lb', true, 'Stone over Yoke 52"- 280lbs 5x5', [['Stone Over Yoke', 'stone', null, '5*5@280']]),
  line(SRC.samson, 'lb', true, 'Front Squats- 3x10 185lbs', [g(FRONT, '3*10@185')]),
  line(SRC.samson, 'lb', true, 'Swings- 3x12 75lbs', [['Kettlebell Swing', 'swing', null, '3*12@75']]),

  line(SRC.live84, 'lb', true, 'My leg workout started with squats: three sets of eight reps at 315 pounds.', [g(SQUAT, '3*8@315')]),

  line(SRC.machin, 'lb', true, 'Bench press:\n4 x 3     135, 185, 225, 275 lbs.\n1 x\n½    320 lbs.\n3 x 1     320 lbs.', [g(BENCH, '3@135 3@185 3@225 3@275 3*1@320')]),
  line(SRC.machin, 'lb', true, 'Overhead tricep extensions:\n4 x 8     75 lbs. of plates', [g(TRI_EXT, '4*8@75')]),
  line(SRC.machin, 'lb', true, 'Front raises:\n3 x 16   45 lb. dumbbells', [['Front Raise', 'front raise', null, '3*16@45']]),
  line(SRC.machin, 'lb', true, 'Cable rows:\n4 x 8     150 lbs.', [g(CABLE_ROW, '4*8@150')]),
  line(SRC.machin, 'lb', true, 'Hammer curls:\n1 x 10   50 lb. dumb bells\n2 x 12   50 lb. dumbbells', [g(HAMMER, '10@50 2*12@50')]),

  line(SRC.joose, 'lb', false, 'Squat 5x265,280,285', [g(SQUAT, '5@265 5@280 5@285')]),
  line(SRC.joose, 'lb', false, 'Bench 2x240; 210x8,8,7', [g(BENCH, '2@240 8@210 8@210 7@210')]),
  line(SRC.joose, 'lb', false, 'DL 5x380', [g(DEADLIFT, '5@380')]),
  line(SRC.joose, 'lb', false, 'Press 2x175; 155x7,7,7', [g(OHP, '2@175 3*7@155')]),
  line(SRC.joose, 'lb', false, 'Chins BWx5,5,8', [g(CHIN, '5@bw 5@bw 8@bw')]),
  line(SRC.joose, 'lb', false, 'Rows 192.5x6,6,6', [g(ROW, '3*6@192.5')]),

  line(SRC.butt, 'lb', false, "Then deadlifts, 1x1x 135, 2x1x 145, filmed myself deadlifting and my lower back does round so it's back to 135 for reps.", [g(DEADLIFT, '1@135 2*1@145')]),
  line(SRC.butt, 'lb', false, 'Squats at 115 (115! not 120) were heavy, again. I had to make 3x5 into 5x3, and those were tough.', [g(SQUAT, '5*3@115')]),

  line(SRC.rails, 'lb', false, 'First came one-arm dumbbell rows, 5 x 8 x 90/90.', [g(DB_ROW, '5*8@90')]),
  line(SRC.rails, 'lb', false, 'Then came dumbbell pullovers, 5 x 8 x 70.', [['Dumbbell Pullover', 'pullover', null, '5*8@70']]),
  line(SRC.rails, 'lb', false, 'Onto the standing calf machine for shrugs, 4 x 10 x 350, and I ended the session, sore but exhilarated, with seated cable rows at 4 x 8 x 165.', [g(SHRUG, '4*10@350'), g(CABLE_ROW, '4*8@165')]),
  line(SRC.rails, 'lb', false, 'Instead I used the squat press machine I’ve been using, 4 x 8 x 550.', [['Squat Press Machine', 'squat|leg press', 'front|goblet|split', '4*8@550']]),

  line(SRC.blunt, 'lb', false, 'Press PR today: 130×6 in strict style, no leanback.', [g(OHP, '6@130')]),

  line(SRC.ander, 'lb', false, '  • Warmup: 500 m row / 1:50', [g(CARDIO_ROW, '-@-')]),
  line(SRC.ander, 'lb', false, '  • Squat: 265 x 1+: 4', [g(SQUAT, '4@265')]),
  line(SRC.ander, 'lb', false, '  • Bench 210 x 1+: 2', [g(BENCH, '2@210')]),
  line(SRC.ander, 'lb', false, '  • Failed bench 1RM attempt at 230.', []),
];
