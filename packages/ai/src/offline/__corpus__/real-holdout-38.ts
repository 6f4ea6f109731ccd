// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A thirty-eighth holdout, SEALED: 43 real entries from ten lifters in none of the earlier sets (nor on any
 * site or GitHub repository listed in /tmp/used-all-sites.txt, site names included), copied verbatim from the
 * stored public pages (twelve addresses, listed in SRC below); every label was written by hand before any
 * parser saw the text (the parser was neither run, read nor imported while building this set). 41 single
 * lines, 2 short multi-line blocks. Flavour: runners, cyclists and sprinters who also lift (personal blogs
 * mixing running and lifting), in English, lb and kg.
 *
 * Styles: a marathoner's prose sentence ("I started with squats, 3 sets of 8 reps of 65 pounds."); a hybrid
 * (ultra-running) blogger's "Wide Grip Lat Pull Down: 6 sets/ 12 reps/ 60lbs" and run-together pyramids
 * ("One Arm Dumbbell Row: 35lbsX12reps, 40lbsX8reps, ..."); a 5k runner's weekly-recap circuits under a
 * "3 sets" header ("1l squat x5 / chinups x5 w/ 12 kgs / pushups x5"); a cyclist's off-season "squats 3 x 20
 * - 105 lb." and "push-ups 23"; a cyclist's bodyweight "Pull-ups 3 sets: 7, 7, and 6 reps"; a half-marathoner's
 * column-aligned gym list ("DB lat raise      3 x 8 (10,10,8lb)", "leg press     3 x 8 140,140,160" with no
 * unit, "standing calf raise   3 x8 20lb"); an Australian runner's mixed kg/lb machine list ("Leg press - 3 x
 * 15 (30kg) - ...", "Seated Leg Curl - 3 x 12 (20lb) - OUCH!", "DB Triceps Kickback - 1 x 12 (8kg); 2 x 12
 * (10kg)", "2 x 15 Back Extension", "Warm up on stationary bike - 8 mins"); a masters sprinter's "2 x 50 w/
 * 320 lbs - glute machine" and "1 x 25 w/ 170 lbs adductors"; a UK runner's training-diary prose ("Settled for
 * 50kg and a series of 10 sets of 10 reps", a timed treadmill run and a bike "Challenge"); a runner's
 * "3x12 goblet squats with 25lbs" / "3x12 tricep extensions at 42.5 lbs" list.
 *
 * Same labelling rules as real-holdout.ts and real-holdout-27.ts: warm-ups are sets; dumbbell/kettlebell loads
 * are per bell (the goblet squat's 25lbs is the one bell); bodyweight sets carry no load; weighted chin-ups
 * record the added load (12 kg); cardio (a run, a bike, a treadmill with a time or distance) is one set
 * without reps or load; a missed attempt is not a set; a "3 sets" header over a circuit multiplies each line
 * under it; a line with no unit takes the member's unit (the case's unit field, kg where the log is in kg).
 * Machine loads are the stated stack or plate load ("w/ 320 lbs - glute machine" is 320).
 *
 * Left out as genuinely ambiguous to a human coach: drewseaver's Thursday blocks ("TRX x5 w/ 25 lbs": which
 * exercise; "1 leg reach x5": unloaded drill or a lift) and its "4 sets / 1L KB Deadlift w/ 10kgs x5 / TRX Row
 * w/ 30 lbs x5" block (kg and lb in one circuit, the TRX load unclear) and "4 sets: / 1 leg squat" (reps
 * unstated); the repeated Monday circuit of the 8/22 week (the same text as 8/8); martin.criminale's "lunges 3
 * x 20 each leg - 75 lb." (20 per leg or 10 each); sportscyclist's "Barbell deadlifts  3 sets: 11, 12, and 11
 * reps" (load unstated); lifeisbeachykeen's "deadlift  3 x 8 barbell" (load unstated), "seated tricep dip  3 x
 * 8 65lb" (assisted, added or stack load) and "DB lunges  3 x 8 25lb" (per leg or in all); baussmann2's
 * biceps curls ("12, 10, 8 ... only increased it by about 2lb": loads unstated); mikehight's "The Dumb bells
 * – 10kg each and 10 sets of 10 reps in the flat position" (exercise unnamed), "Seated Rower ... 11-15 blocks"
 * and "Lats Press ... 10 sets of 10 blocks reps" (pin-stack blocks, not loads); emilyanickles's "3x12 (per
 * leg) Bulgarian split squats" (per leg). Pages not used at all for the same reasons: cyclechat.net ("I can
 * barbell squat about 100kg for 3 sets of 8": capability, not a session); malvs2walk.blogspot.com (a "Weight
 * Reps Sets" table whose columns and unit are unclear); mommysrunningshoes.blogspot.com ("about 30 push-ups");
 * bulletproofbirdsong.blogspot.com ("maxing the squats. 110lbs": reps unstated); xntriktq.blogspot.com (calf
 * raises with no reps); streakofgenius.wordpress.com (chest press loads unstated); fitness.paleomarine.com
 * (kettlebell load unstated); mommysrunningaround.blogspot.com ("squats (50-60)": reps or load); attackpoint.org
 * logs found held no countable strength sets.
 */
import { BACK_EXT, BENCH, CABLE_ROW, CHIN, DB_CURL, DB_ROW, DIP, g, LAT, line, PULLUP, PUSHUP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  cathryn: 'https://cathrynfree.com/2018/02/21/marathon-training-week-3/ (marathon-training blog prose, lb)',
  hybrid: 'https://blogofahappyhybrid.blogspot.com/2015/04/ultras-are-back-on-brain-its-long.html (ultra runner and lifter, lb)',
  drew88: 'https://drewseaver.com/2016/08/22/week-of-88-training-recap/ (5k runner weekly recap, kg chin-up load)',
  drew74: 'https://drewseaver.com/2016/07/11/week-of-74-training-recap/ (same lifter as drew88)',
  martin: 'https://martin.criminale.com/2011/12/weights.html (cyclist off-season gym log, lb)',
  cyclist: 'https://www.sportscyclist.com/week-four-good-weather/ (cyclist bodyweight routine, no unit)',
  beachy: 'https://lifeisbeachykeenblog.wordpress.com/2012/11/16/work-it-out-work-it-out/ (half-marathoner gym list, lb)',
  baus: 'http://baussmann2.blogspot.com/2006/07/i-love-weekends-there-should-be-more.html (Canberra runner, mixed kg/lb)',
  sprint: 'http://sprintforever.blogspot.com/2017/06/resistance-track-talk.html (masters sprinter resistance work, lb)',
  mike790: 'https://mikehightmyroadtorecover.wordpress.com/2017/04/20/training-diary-day-790/ (runner training diary, kg)',
  mike588: 'https://mikehightmyroadtorecover.wordpress.com/2016/09/27/training-diary-day-588/ (same lifter as mike790)',
  emily: 'http://www.emilyanickles.com/2016/01/lifting-strong.html (runner strength circuit, lb)',
} as const;

const SINGLE_LEG_SQUAT = ['Single-Leg Squat', '1l|single|one.?leg|pistol|squat', 'goblet|jump'] as const;
const INCLINE = ['Incline Press', 'incline', null] as const;
const LEG_EXT = ['Leg Extension', 'leg ext', null] as const;
const LEG_CURL = ['Leg Curl', 'leg curl', null] as const;
const LEG_PRESS = ['Leg Press', 'leg press', null] as const;
const DB_SHOULDER = ['Dumbbell Shoulder Press', 'shoulder press', null] as const;
const LAT_RAISE = ['Lateral Raise', 'lat(eral)? raise', null] as const;
const PUSHDOWN = ['Triceps Pushdown', 'pushdown|push down', null] as const;
const REV_CURL = ['Reverse Curl', 'reverse', null] as const;
const CALF = ['Calf Raise', 'calf', null] as const;
const BIKE = ['Stationary Bike', 'bike|cycl', null] as const;
const LUNGE = ['Dumbbell Lunge', 'lunge', null] as const;
const KICKBACK = ['Triceps Kickback', 'kickback', null] as const;
const GLUTE = ['Glute Machine', 'glute', 'ham'] as const;
const HIP_FLEX = ['Hip Flexor (machine)', 'hip flex', null] as const;
const HIP_ADD = ['Hip Adduction', 'adduct', null] as const;
const SQUAT_JUMP = ['Squat Jump', 'jump', null] as const;
const GHR = ['Glute-Ham Raise', 'glute.?ham|ghr', null] as const;
const TREADMILL = ['Treadmill', 'treadmill|run', null] as const;
const GOBLET = ['Goblet Squat', 'goblet', null] as const;
const CURL = ['Biceps Curl', 'curl', 'reverse|hammer|leg|preacher'] as const;
const TRI_EXT = ['Triceps Extension', 'tricep', 'pushdown|push down'] as const;
const SHRUG = ['Shrug', 'shrug', null] as const;

export const REAL_HOLDOUT_38: RealCase[] = [
  line(SRC.cathryn, 'lb', true, 'I started with squats, 3 sets of 8 reps of 65 pounds.', [g(SQUAT, '3*8@65')]),

  line(SRC.hybrid, 'lb', true, 'Wide Grip Lat Pull Down: 6 sets/ 12 reps/ 60lbs', [g(LAT, '6*12@60')]),
  line(SRC.hybrid, 'lb', true, 'One Arm Dumbbell Row: 35lbsX12reps, 40lbsX8reps, 35lbsX12reps, 40lbsX8reps, 35lbsX12reps, 40lbsX8reps', [g(DB_ROW, '12@35 8@40 12@35 8@40 12@35 8@40')]),
  line(SRC.hybrid, 'lb', true, 'Underhand Seated Cable Row: 6 sets/ 12 reps/ 55 lbs', [g(CABLE_ROW, '6*12@55')]),
  line(SRC.hybrid, 'lb', true, 'Parallel Lat Grip Pull Down: 6 sets/ 12 reps/ 60lbs', [g(LAT, '6*12@60')]),
  line(SRC.hybrid, 'lb', true, 'Seated Cable Row: 60lbsX12reps, 70lbsX8reps, 60lbsX12reps, 70lbsX8reps, 60lbsX12reps, 70lbsX8rep', [g(CABLE_ROW, '12@60 8@70 12@60 8@70 12@60 8@70')]),
  line(SRC.hybrid, 'lb', true, 'Standing Dumbbell Curls: 20lbsX30reps, 22.5lbsX16reps, 20lbsX30reps, 22.5lbsX16reps, 20lbsX30reps, 22.5lbsX20reps', [g(DB_CURL, '30@20 16@22.5 30@20 16@22.5 30@20 20@22.5')]),

  line(SRC.drew88, 'kg', true, '3 sets\n1l squat x5\nchinups x5 w/ 12 kgs\npushups x5', [g(SINGLE_LEG_SQUAT, '3*5@bw'), g(CHIN, '3*5@12'), g(PUSHUP, '3*5@bw')]),
  line(SRC.drew74, 'lb', false, '3 sets:\nChinups x10\nPushups x10', [g(CHIN, '3*10@bw'), g(PUSHUP, '3*10@bw')]),

  line(SRC.martin, 'lb', true, 'squats 3 x 20 - 105 lb.', [g(SQUAT, '3*20@105')]),
  line(SRC.martin, 'lb', true, 'incline press 3 x 20 - 230 lb.', [g(INCLINE, '3*20@230')]),
  line(SRC.martin, 'lb', true, 'leg extensions 3 x 20 - 115 lb.', [g(LEG_EXT, '3*20@115')]),
  line(SRC.martin, 'lb', true, 'leg curls 3 x 20 - 120 lb.', [g(LEG_CURL, '3*20@120')]),
  line(SRC.martin, 'lb', false, 'push-ups 23', [g(PUSHUP, '23@bw')]),

  line(SRC.cyclist, 'lb', false, 'Pull-ups 3 sets: 7, 7, and 6 reps', [g(PULLUP, '2*7@bw 6@bw')]),
  line(SRC.cyclist, 'lb', false, 'Ring dips 3 sets:  2,3 and 4 reps', [g(DIP, '2@bw 3@bw 4@bw')]),
  line(SRC.cyclist, 'lb', false, 'Rings pushups 3 sets: 10, 9, and 7 reps', [g(PUSHUP, '10@bw 9@bw 7@bw')]),

  line(SRC.beachy, 'lb', true, 'DB shoulder press                3 x 8 15lb', [g(DB_SHOULDER, '3*8@15')]),
  line(SRC.beachy, 'lb', true, 'DB lat raise                            3 x 8 (10,10,8lb)', [g(LAT_RAISE, '2*8@10 8@8')]),
  line(SRC.beachy, 'lb', true, 'cable tricep pushdown       3 x 8 40lb', [g(PUSHDOWN, '3*8@40')]),
  line(SRC.beachy, 'lb', true, 'reverse cable curl                3 x 8 35lb', [g(REV_CURL, '3*8@35')]),
  line(SRC.beachy, 'lb', false, 'leg press                               3 x 8 140,140,160', [g(LEG_PRESS, '2*8@140 8@160')]),
  line(SRC.beachy, 'lb', true, 'standing calf raise             3 x8 20lb', [g(CALF, '3*8@20')]),

  line(SRC.baus, 'kg', false, 'Warm up on stationary bike - 8 mins', [g(BIKE, '-@-')]),
  line(SRC.baus, 'kg', true, 'Leg press - 3 x 15 (30kg) - this is my first time so will obviously need to increase weights', [g(LEG_PRESS, '3*15@30')]),
  line(SRC.baus, 'kg', true, 'DB Lunges - 3 x 15 (8kg)', [g(LUNGE, '3*15@8')]),
  line(SRC.baus, 'lb', true, 'Seated Leg Curl - 3 x 12 (20lb) - OUCH!', [g(LEG_CURL, '3*12@20')]),
  line(SRC.baus, 'kg', true, 'DB Triceps Kickback - 1 x 12 (8kg); 2 x 12 (10kg)', [g(KICKBACK, '12@8 2*12@10')]),
  line(SRC.baus, 'kg', false, '2 x 15 Back Extension', [g(BACK_EXT, '2*15@bw')]),

  line(SRC.sprint, 'lb', true, '2 x 50 w/ 320 lbs - glute machine', [g(GLUTE, '2*50@320')]),
  line(SRC.sprint, 'lb', true, '1 x 30 hip flexors w/ 150 lbs', [g(HIP_FLEX, '30@150')]),
  line(SRC.sprint, 'lb', true, '1 x 15 squat jumps with 90 lbs', [g(SQUAT_JUMP, '15@90')]),
  line(SRC.sprint, 'lb', false, '1 x 15 glute ham raises', [g(GHR, '15@bw')]),
  line(SRC.sprint, 'lb', true, '1 x 25 w/ 170 lbs adductors', [g(HIP_ADD, '25@170')]),

  line(SRC.mike790, 'kg', true, 'Bench Pressing with free weights and no spotter was a little nerve racking because I wasn’t too sure on how heavy to go with the weights. Settled for 50kg and a series of 10 sets of 10 reps as a starter.', [g(BENCH, '10*10@50')]),
  line(SRC.mike588, 'kg', false, 'I did a 15mins ‘Random Hills’ Challenge on the Static Bike – Level 6 and achieved 12.20km in that ‘Sprint’ mode.', [g(BIKE, '-@-')]),
  line(SRC.mike588, 'kg', false, 'After a 2mins rest, I then went on the treadmill for an 11mins period – why 11mins I do not know.', [g(TREADMILL, '-@-')]),

  line(SRC.emily, 'lb', true, '3x12 goblet squats with 25lbs', [g(GOBLET, '3*12@25')]),
  line(SRC.emily, 'lb', true, '3x12 reverse bicep curls with 20 lbs', [g(REV_CURL, '3*12@20')]),
  line(SRC.emily, 'lb', true, '3x12 bicep curls with 20 lbs', [g(CURL, '3*12@20')]),
  line(SRC.emily, 'lb', true, '3x12 tricep extensions at 42.5 lbs', [g(TRI_EXT, '3*12@42.5')]),
  line(SRC.emily, 'lb', true, '3x12 close grip lat pulldowns at 55 lbs', [g(LAT, '3*12@55')]),
  line(SRC.emily, 'lb', true, '3x12 shoulder shrugs with 20 lbs', [g(SHRUG, '3*12@20')]),
];
