// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A twenty-second holdout: 45 real entries from sixteen lifters in none of the earlier sets (nor on any
 * site or GitHub repository used before: every address in /tmp/used-sources.txt and used-sources-14 … 21
 * was checked by host), copied verbatim from public blogs, every label written by hand BEFORE any parser
 * saw them (the parser was never run, read or imported while building this file). A journal box's mix:
 * 30 single-line entries and 15 short multi-line blocks (a name line then set lines); 10 kg entries and
 * 35 lb or unitless ones; strength lines first, then bodyweight moves and a few cardio lines.
 *
 * SEALED through issue 11's rounds 6-7 (kept off main, scored by the lead with a score-only script after
 * each merge; no miss was read by anyone tuning): 30/45 (66.7%) blind on main's parser 47b6b60 (after
 * rounds 5a-5c), and 30/45 after every later merge of rounds 5-7. Opened at the end of that session; its
 * floor below is the final blind score.
 *
 * Sources and styles:
 * - twodolla.org (lb): "65lbs – 8x, 6x; 55lbs 10x, 8x" under the exercise name (weight then reps with a
 *   trailing "x", ";" between loads), "10lbs -  10x, 10x; 15lbs – 10x", "(free weights)" dumbbells
 *   labelled per dumbbell, treadmill and elliptical lines "12 minutes on the treadmill – .63 miles/3.15 mph".
 * - starktsinne.se (kg): a Swedish CrossFitter's lettered line "B: Back Squat: 5 x 90kg, 110kg, 13 reps x
 *   125kg." (a 5/3/1 week: 5, 5, then 13 on the plus set).
 * - theblogoffame.com (kg): 5/3/1 prose in one line per lift, "8×100 ... 3x110kg and 3x120kg ... 5x4x77,5
 *   paused bench" (decimal comma; the paused bench is its own exercise), a mojibake "Deadlift:Ā Got the
 *   8×167,5kg easily. Then switched to sumo ... 3x190kg and 3x210kg. Fine. šŸ™‚", "Seven reps at 80kg".
 * - monstersquat.com (lb): "Football Bar Bench Press" then "135 lbs. x 5" lines.
 * - abaddon.weightliftingacademy.com (kg, one strongman, two days): "Squats w/Axle" then "170 kgs x 10 TPR",
 *   "Underhand BB bent over rows", "Axle OHP (strict)\n75 kgs x 3s x 5r" (3 sets of 5).
 * - othersideshelley.blogspot.com (kg): dashed lines "- 100 kgs x 20 reps" under "Rack Deadlifts".
 * - liftheavyrunlong.com (lb, #): a CrossFit "5 Rounds" block of bullets ("5 Deadlifts (225#)", GHD sit-ups,
 *   double unders), "EMOM 8 Minutes – 4 Handstand Pushups" (8 sets of 4), "I ran a 5K on Saturday night."
 * - mycontrolledaggression.blogspot.com (lb, unitless): "Pullups 5 X 10", "Press 5 X 3\nLoad: 120, 140, 140,
 *   150, 150" (reps line then a load line), "4.5 miles in 46 minutes".
 * - justgetstrong.blogspot.com (lb, unitless): strongman "Sandbag Rows\n101x10\n193.5x8\n288.5x7 PR+2 reps".
 * - 54.197.56.127 (a personal blog on a bare address; lb): "- Squats: 10 x 325 lbs (could have done more)".
 * - coughingsparks.wordpress.com (lb, #): CrossFit prose "Pendlay rows and dips, 10-10-10 at 115#(?), I
 *   think, and 3-3-2 dips." (two exercises in one sentence), "10-10-10-10 good mornings at 45-65-65-65."
 * - hardybreed.com (lb, #): a triathlete's prose "3 sets of 11 shoulder shrugs with 25# dumbbells, and 3
 *   sets of 11 standing military presses with 25# dumbbells", "30 minutes on the trainer".
 * - healthyhungryhappy.com (lb): bullets "  • Tricep Skull Crushers- 3 sets of 15 holding 10 lbs.", "Bicep
 *   21’s- 3 sets holding 10lb. weights" (21s are sets of 21), a run "set my Nike Plus to 60 minutes".
 * - markkelleytraining.blogspot.com: "After three sets, I moved onto the 20 min run at 7:30/mile pace."
 * - trentdouthat.com: "I did 28 minutes on the treadmill, which only amounted to 1.9 miles."
 * - lifeofastudent.com (lb): prose "Squats I came in at around 195 for 3 sets of 5.", "a set at 220 lbs, 5 reps".
 *
 * Same labelling rules as real-holdout.ts: warm-ups are sets; dumbbell loads are per dumbbell; bodyweight
 * sets carry no load; cardio is one set without reps or load; unitStated only when the text states a unit
 * (kg, kgs, lb, lbs, #, pounds); labels in the unit the lifter used (lb when none is stated).
 *
 * Left out as genuinely ambiguous to a human coach (or to keep the single-line share at two thirds):
 * starktsinne's "Squat Clean (3 x 50-60-70%) – ... 50kg, 70kg, 90kg, 110kg (3RM PR)" (the post says the
 * last set was a miss and a fourth rep) and "Tabata Pistols: 49 reps" (reps per round unknown);
 * theblogoffame's squat line ("Five sets of four reps of paused squat" has no load) and "3 sets of 8 at 62,5kg
 * as backoff" (no exercise on the line); monstersquat's "495 lbs. + 70 lbs. chains x 5" (chain load is only
 * partly lifted); abaddon's "Tyre 175 kgs x 20 meters" and farmers walks (distance; no label format) and
 * "Axle and log press warmup" (two implements, one list); mycontrolledaggression's "Deadlift 5, 4, 2, 2, 7 X 2
 * / Load: 170, 210, 245, 280, 300X7" ("7 X 2" unclear); the 54.197.56.127 "Leg Press: 8-10 x 700 lbs" (a rep
 * range); liftheavyrunlong's "Back Squat 4RM; 4 x 4 @ 90%" (no load on the line); coughingsparks' 20RM list
 * "-45×10 ... -145×20(!)" (the exercise is named only in the sentence before) and z-sit / L-sit holds
 * (durations); markkelley's "lat pulldown- 90 lb" list (reps never given); lifeofastudent's "3 sets of
 * military press with 55lb dumbbells" (reps unknown); healthyhungryhappy's Nike+ stats list (no exercise);
 * othersideshelley's leg curls and justgetstrong's sandbag load (clear, left out only for the mix).
 */
import { BENCH, DEADLIFT, DIP, g, line, OHP, PULLUP, ROW, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  twodolla: 'https://www.twodolla.org/2006/03/31/double-the-pleasure/',
  stark: 'http://starktsinne.se/body-pump/',
  fame: 'http://theblogoffame.com/tag/training/page/2/',
  monster: 'http://www.monstersquat.com/bench-deadlifts/',
  abaddon: 'http://abaddon.weightliftingacademy.com/2014/06/12/legs-thursday-strength-returning/',
  abaddon2: 'http://abaddon.weightliftingacademy.com/2014/06/15/events-saturday-new-farmers-pr/',
  shelley: 'http://othersideshelley.blogspot.com/2009/08/ill-have-crack-at-it.html',
  lhrl: 'https://www.liftheavyrunlong.com/monday-06-17-2013/',
  mca: 'http://mycontrolledaggression.blogspot.com/2011/04/strength-run.html',
  jgs: 'https://justgetstrong.blogspot.com/2017/12/december-9-2017-week-2-day-3.html',
  pr: 'http://54.197.56.127/2007/05/another-pr-day-at-the-gym.html',
  sparks: 'https://coughingsparks.wordpress.com/2015/06/29/20-rm-success/',
  hardy: 'https://hardybreed.com/training-logs/jasons-training-log/the-day-before/',
  hhh: 'https://healthyhungryhappy.com/2010/12/recent-workouts/',
  kelley: 'http://markkelleytraining.blogspot.com/2005/01/weight-routine-2-and-quick-running-for.html',
  trent: 'http://trentdouthat.com/blog/2009/01/01/day-54-of-fitness-plan/',
  student: 'http://www.lifeofastudent.com/2009/05/18/approaching-my-old-lifts/',
} as const;

const OPEN_BENCH = ['Bench Press', 'bench', 'incline|decline|close|dumbbell|db|paus'] as const;
const PAUSED_BENCH = ['Paused Bench Press', 'bench', 'incline|decline|close|dumbbell|db'] as const;
const SUMO = ['Sumo Deadlift', 'sumo', null] as const;
const CURL = ['Dumbbell Curl', 'curl', 'hammer|leg|barbell|preacher'] as const;
const DB_MILITARY = ['Dumbbell Military Press', 'military|shoulder|overhead|press', 'bench|leg|chest|push'] as const;
const LEG_PRESS = ['Leg Press', 'leg press', 'calf'] as const;
const LATERAL = ['Lateral Raise', 'lateral|sagittal|raise', null] as const;
const RACK_DL = ['Rack Deadlift', 'rack', null] as const;
const SANDBAG_ROW = ['Sandbag Row', 'row', 'upright'] as const;
const GHD_SITUP = ['GHD Sit-up', 'sit.?up', null] as const;
const DOUBLE_UNDER = ['Double Under', 'double.?under|rope', null] as const;
const HSPU = ['Handstand Push-up', 'handstand', null] as const;
const GOOD_MORNING = ['Good Morning', 'good ?morning', null] as const;
const REV_HYPER = ['Reverse Hyper', 'reverse hyper', null] as const;
const REV_CRUNCH = ['Reverse Crunch', 'crunch', null] as const;
const BALL_CRUNCH = ['Ball Crunch', 'crunch', null] as const;
const SHRUG = ['Dumbbell Shrug', 'shrug', null] as const;
const SKULL = ['Skull Crusher', 'skull|tricep', null] as const;
const DB_FLY = ['Dumbbell Fly', 'fl(y|ie)', null] as const;
const DB_SHOULDER = ['Dumbbell Shoulder Press', 'shoulder press|press', 'bench|chest|leg'] as const;
const GOBLET = ['Goblet Squat', 'goblet', null] as const;
const TREADMILL = ['Treadmill', 'treadmill|run|walk', null] as const;
const ELLIPTICAL = ['Elliptical', 'elliptical', null] as const;
const RUN = ['Run', 'run|mile|jog|5k', null] as const;
const BIKE_TRAINER = ['Bike Trainer', 'trainer|bike|cycl', null] as const;

export const REAL_HOLDOUT_22: RealCase[] = [
  // Strength, single lines
  line(SRC.stark, 'kg', true, 'B: Back Squat: 5 x 90kg, 110kg, 13 reps x 125kg.', [g(SQUAT, '5@90 5@110 13@125')]),
  line(SRC.pr, 'lb', true, '- Squats: 10 x 325 lbs (could have done more)', [g(SQUAT, '10@325')]),
  line(SRC.pr, 'lb', true, '- Bench Press: 4 x 185 lbs', [g(BENCH, '4@185')]),
  line(SRC.student, 'lb', false, 'Squats I came in at around 195 for 3 sets of 5.', [g(SQUAT, '3*5@195')]),
  line(SRC.student, 'lb', true, 'And for deadlifts, I did my standard warmup routine and then a set at 220 lbs, 5 reps with no problems.', [g(DEADLIFT, '5@220')]),
  line(SRC.fame, 'kg', true, 'Bench: Easy 8×100 and decided to work up a bit 3x110kg and 3x120kg. Easy – technique was a bit off though. 5x4x77,5 paused bench was easy.', [g(OPEN_BENCH, '8@100 3@110 3@120'), g(PAUSED_BENCH, '5*4@77.5')]),
  line(SRC.fame, 'kg', true, 'Deadlift:Ā Got the 8×167,5kg easily. Then switched to sumo and continued up to 3x190kg and 3x210kg. Fine. šŸ™‚', [g(DEADLIFT, '8@167.5'), g(SUMO, '3@190 3@210')]),
  line(SRC.fame, 'kg', true, 'Press: Seven reps at 80kg wasn’t too bad (or good), but with massive DOMS from deadlifts (probably rack pulls, but who cares) the day before, I was ok with this. Real life forced me to train two days straight.', [g(OHP, '7@80')]),
  line(SRC.sparks, 'lb', true, 'Started with Pendlay rows and dips, 10-10-10 at 115#(?), I think, and 3-3-2 dips.', [g(ROW, '3*10@115'), g(DIP, '3@bw 3@bw 2@bw')]),
  line(SRC.sparks, 'lb', false, 'Then did 10-10-10-10 good mornings at 45-65-65-65.', [g(GOOD_MORNING, '10@45 3*10@65')]),
  line(SRC.sparks, 'lb', true, 'Finished with 4×10 reverse hypers at 140#.', [g(REV_HYPER, '4*10@140')]),
  line(SRC.hardy, 'lb', true, 'The session ended with 3 sets of 21 crunches on the ball, 3 sets of 11 shoulder shrugs with 25# dumbbells, and 3 sets of 11 standing military presses with 25# dumbbells.', [g(BALL_CRUNCH, '3*21@bw'), g(SHRUG, '3*11@25'), g(DB_MILITARY, '3*11@25')]),
  line(SRC.hhh, 'lb', true, '  • Bicep 21’s- 3 sets holding 10lb. weights. These are always a great bicep workout. I feel like biceps are tough because you can only think of 1 exercise for them- curls. 21’s break up the curl routine a bit.', [g(CURL, '3*21@10')]),
  line(SRC.hhh, 'lb', true, '  • Tricep Skull Crushers- 3 sets of 15 holding 10 lbs.', [g(SKULL, '3*15@10')]),
  line(SRC.hhh, 'lb', true, '  • Chest Flys on Swiss Ball- 3 sets of 15 holding 15 lb. weights.', [g(DB_FLY, '3*15@15')]),
  line(SRC.hhh, 'lb', true, '  • Shoulder Press- 3 sets of 15 holding 10 lb. weights. Instead of lifting both arms at the same time, I lifted one, while holding the other at shoulder height. This way, both shoulders were continuously getting a workout.', [g(DB_SHOULDER, '3*15@10')]),
  line(SRC.hhh, 'lb', true, '  • Goblet Squat- 3 sets of 15 holding a 20lb. weight. These are basically standard squats, just holding a dumbbell with both hands right in front of your chest.  Here’s an example of how to perform these.', [g(GOBLET, '3*15@20')]),

  // Bodyweight, single lines
  line(SRC.mca, 'lb', false, 'Pullups 5 X 10', [g(PULLUP, '5*10@bw')]),
  line(SRC.mca, 'lb', false, 'Dips 3 X 10', [g(DIP, '3*10@bw')]),
  line(SRC.lhrl, 'lb', false, '  • EMOM 8 Minutes – 4 Handstand Pushups', [g(HSPU, '8*4@bw')]),
  line(SRC.hardy, 'lb', false, 'I began with 3 sets of 5 dips and 3 sets of 11 reverse crunches on the Tower of Power.', [g(DIP, '3*5@bw'), g(REV_CRUNCH, '3*11@bw')]),

  // Cardio, single lines
  line(SRC.twodolla, 'lb', false, '3 minute warm up on the treadmill', [g(TREADMILL, '-@-')]),
  line(SRC.twodolla, 'lb', false, '12 minutes on the treadmill – .63 miles/3.15 mph', [g(TREADMILL, '-@-')]),
  line(SRC.twodolla, 'lb', false, '25 minutes on the elliptical trainer – 2.05 miles/4.92 mph', [g(ELLIPTICAL, '-@-')]),
  line(SRC.trent, 'lb', false, 'I did 28 minutes on the treadmill, which only amounted to 1.9 miles.', [g(TREADMILL, '-@-')]),
  line(SRC.lhrl, 'lb', false, 'I ran a 5K on Saturday night.', [g(RUN, '-@-')]),
  line(SRC.mca, 'lb', false, '4.5 miles in 46 minutes', [g(RUN, '-@-')]),
  line(SRC.hardy, 'lb', false, 'This was followed by 30 minutes on the trainer.', [g(BIKE_TRAINER, '-@-')]),
  line(SRC.hhh, 'lb', false, 'I set my Nike Plus to 60 minutes and told myself to run as much as I could…but take breaks if necessary.', [g(RUN, '-@-')]),
  line(SRC.kelley, 'lb', false, 'After three sets, I moved onto the 20 min run at 7:30/mile pace. I used a treadmill.', [g(RUN, '-@-')]),

  // Short multi-line blocks
  line(SRC.twodolla, 'lb', true, 'Bench Press\n65lbs – 8x, 6x; 55lbs 10x, 8x', [g(BENCH, '8@65 6@65 10@55 8@55')]),
  line(SRC.twodolla, 'lb', true, 'Curls (free weights)\n10lbs – 10x, 10x, 10; 12.5lbs – 10x, 10x', [g(CURL, '3*10@10 2*10@12.5')]),
  line(SRC.twodolla, 'lb', true, 'Military Presses (free weights)\n10lbs -  10x, 10x; 15lbs – 10x', [g(DB_MILITARY, '2*10@10 10@15')]),
  line(SRC.twodolla, 'lb', true, 'Seated Leg Press\n75lbs – 12x; 95lbs – 10x, 10x; 115lbs – 8x, 8x', [g(LEG_PRESS, '12@75 2*10@95 2*8@115')]),
  line(SRC.twodolla, 'lb', true, 'Lateral/Sagittal Raises\n8lbs – 8x, 8x, 8x', [g(LATERAL, '3*8@8')]),
  line(SRC.monster, 'lb', true, 'Football Bar Bench Press\n135 lbs. x 5\n185 lbs. x 3\n225 lbs. x 3\n275 lbs. x 3\n315 lbs. x 3\n335 lbs. x 2\n335 lbs. x 2\n335 lbs. x 2', [g(BENCH, '5@135 3@185 3@225 3@275 3@315 3*2@335')]),
  line(SRC.abaddon, 'kg', true, 'Squats w/Axle\n20 kgs x 8\n70 kgs x 5\n120 kgs x 3\n150 kgs x 1\n170 kgs x 10 TPR', [g(SQUAT, '8@20 5@70 3@120 1@150 10@170')]),
  line(SRC.abaddon, 'kg', true, 'Leg press\n200 kgs x 5\n280 kgs x 5\n310 kgs x 10 TPR', [g(LEG_PRESS, '5@200 5@280 10@310')]),
  line(SRC.abaddon, 'kg', true, 'Underhand BB bent over rows\n80 kgs x 8 TPR\n100 kgs x 8\n110 kgs x 8 PR', [g(ROW, '8@80 8@100 8@110')]),
  line(SRC.abaddon2, 'kg', true, 'Axle OHP (strict)\n75 kgs x 3s x 5r', [g(OHP, '3*5@75')]),
  line(SRC.shelley, 'kg', true, 'Rack Deadlifts\n- 100 kgs x 20 reps\n- 110 kgs x 15 reps\n- 120 kgs x 7 reps', [g(RACK_DL, '20@100 15@110 7@120')]),
  line(SRC.shelley, 'kg', true, 'Incline Leg Press\n- 180 kgs x 31 reps\n- 220 kgs x 20 reps\n- 260 kgs x 12 reps', [g(LEG_PRESS, '31@180 20@220 12@260')]),
  line(SRC.mca, 'lb', false, 'Press 5 X 3\nLoad: 120, 140, 140, 150, 150', [g(OHP, '3@120 2*3@140 2*3@150')]),
  line(SRC.jgs, 'lb', false, 'Sandbag Rows\n101x10\n193.5x8\n288.5x7 PR+2 reps', [g(SANDBAG_ROW, '10@101 8@193.5 7@288.5')]),
  line(SRC.lhrl, 'lb', true, '5 Rounds\n\n  • 5 Deadlifts (225#)\n  • 15 GHD Situps\n  • 25 Double Unders', [g(DEADLIFT, '5*5@225'), g(GHD_SITUP, '5*15@bw'), g(DOUBLE_UNDER, '5*25@bw')]),
];
