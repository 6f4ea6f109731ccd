// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A nineteenth holdout: real lines from seventeen lifters' personal blogs and sites (blogspot, wordpress,
 * dreamwidth, personal domains), none of them in any earlier set nor on any site used before (checked
 * against /tmp/used-sources.txt, -14 … -18), copied verbatim, every label written by hand before any
 * parser saw the text (the parser was neither run, read nor imported while this file was made).
 * 50 cases, 34 of them single lines (over two thirds), the rest short blocks as the lifter wrote them. A tuning set for issue 11's sixth round:
 * scored once, blind, on main's parser (8b5d58e, after the fourth round) before any miss was read: 33/50
 * (66.0%). No label was changed after scoring.
 *
 * Sources and styles:
 * - lemoncitybarbell.com, a 2013 powerlifter's log: "Squat 2×5 @345", "DL 1×5 @ 480#", "Raw Squat 575×1",
 *   "Chin Ups 2-2-1", "Good Mornings\n185# 3×5", "Floor Press\n313/335/355/365 Singles", a cardio line.
 * - johnlifting.blogspot.com (Texas Method): "weight/reps" lists, "Work Sets: 225/5,5,5,4,4" and a note
 *   quoting the next goal "225/5X5".
 * - blog.familyofgoldsteins.com (Starting Strength): bulleted "Bench Press: 3×5 @ 195#." lines with
 *   prose after them that names another weight ("200# next!").
 * - gotamigo.wordpress.com (5/3/1 at home): "Back Squat – 5/5/5+\n100# / 115# / 130# (5 reps, ...)".
 * - anvilorhammer.wordpress.com: "weight X sets X reps" blocks ("225 X3X5", "225 X 3 X 8"), read as
 *   sets × reps, the usual order for 3x5 zerchers and 3x8 straight-leg deadlifts.
 * - wrathbarbell.wordpress.com: bulleted "reps×weight#" ramps ending in "5×105#x3" (reps × load × sets).
 * - squatpresspull.blogspot.com: "Squat 270 3x5 paused", "Press 150 5x5" (weight before sets x reps).
 * - weemanmike.wordpress.com (kg): "Flat Bench Press 5,5,5,5,5 85kg" (rep list then load) and two
 *   consecutive "Dumbbell Flye" lines at different loads (one exercise, per-dumbbell loads).
 * - thevirtualrunner.org: a push-up block "Set 1: 20 (pretty easy)" … "Set 5: To failure (at least 25)
 *   – I did 25", under a sentence naming the "100 push up" challenge.
 * - marianneworkouts.blogspot.com: bulleted "exercise (load, N sets of R; load, N sets of R)" lines,
 *   one with the lifter's typo "leg pres", and a rowing line.
 * - girlscanlift.wordpress.com: "Squat PR: 285×5" and "I benched 122.5x5x5." in a sentence.
 * - piranha.dreamwidth.org: a walk logged as "Walking\n45:00 | 5 km".
 * - dk-workoutlog.blogspot.com (CrossFit): "Strength: 3 x 8\n  • Back Squat @ 80% (205#)" (a
 *   percentage before the load).
 * - nutritionnutontherun.com: a "(5x)" round of four moves with loads after commas, "50 cable crunches,
 *   35lb.", cardio lines ("5 mile tempo run (treadmill), 37:30", "30 minute Stair Master").
 * - inexplicabilisme.blogspot.com: "Cardio: Two mile walk".
 * - iwannagetphysical.blogspot.com: "I did 9, 8, 8, 8, 8, 8, and 7 for a total of 56 pull-ups."
 * - ignoremyravings.wordpress.com: "Bench Press: 220 lbs, 3 sets of 8, 7, and 5 reps each" (the warm-ups
 *   are only in the prose above it, so the entry as typed holds three sets).
 * Same labelling rules as real-holdout.ts: warm-ups are sets; dumbbell loads are per dumbbell;
 * bodyweight sets carry no load; cardio is one set without reps or load; a percentage or RPE is not a
 * load; unitStated only where the line itself says kg, lb(s) or #.
 *
 * Left out as genuinely ambiguous to a human coach: lemoncitybarbell's "BB Curls 7′s @75#" (set count
 * unknown) and "515# 3×1" (the exercise heading is not in the stored text); johnlifting's squat blocks
 * "Warm Up: 45/10, 135/5, 225/3, 275/2\nWork Sets: 315/4, 340/1" and "Warm Up: 45/10, 135/7\nWork Sets:
 * 235/5,5" (their exercise headings are not in the stored text) and the failed "I tried 252 for 1"
 * after a bench block (the case ends before it); familyofgoldsteins' back squats "Started my working
 * set at 255#... went up 275#, then 285#" (reps not stated); gotamigo's "30 clean and press for time
 * with 50# salt block" (set count unknown); anvilorhammer's "400X0, got distracted ... 300X5" (the
 * exercise is not named in those lines); dk-workoutlog's "WOD: 5 Down • Deadlift (205#) • Box Jump"
 * (the rep scheme is not stated); marianneworkouts' "squats (no weight, 15 reps; 50 lbs on bar, 2 sets
 * of 12)" (whether 50 lbs counts the bar cannot be settled) and "4300 meters in 20 minutes at 5" (the
 * line does not name the machine); nutritionnutontherun's "Dumbbell Superset Workout (3 sets each x 15
 * reps; used 12, 15, 20lb. dumbbells)" (exercises unknown); inexplicabilisme's "Deadlifts (46 lbs
 * total), Rows (46 lbs total) ... Most of these ended up being two sets of six reps" (per-exercise
 * sets unknown, load given as a dumbbell pair); iwannagetphysical's circuit "PUSHUPS (27-32, averaging
 * 30/set)" (reps given as ranges); and, from pages not used, onrockrockon's "Back squat: 130",
 * louieturcottejr's "Squats: 275#" and nofatjokesplease's "Incline press - Hammer Strength 105lbs/side"
 * (no reps), kieraninmotion's weighted pull-up and dip prose (the two exercises' sets are not separable).
 */
import { BACK_EXT, BENCH, CARDIO_ROW, CHIN, DB_CURL, DEADLIFT, GOOD_MORNING, g, line, OHP, PULLUP, PUSHUP, ROW, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  lemon: 'http://lemoncitybarbell.com/',
  john: 'http://johnlifting.blogspot.com/2012/03/',
  goldstein: 'http://blog.familyofgoldsteins.com/?p=1451',
  gotamigo: 'https://gotamigo.wordpress.com/2011/06/06/no-bones-about-it-that-was-salty/',
  anvil: 'https://anvilorhammer.wordpress.com/2006/02/28/squat/',
  wrath: 'https://wrathbarbell.wordpress.com/category/training-information/',
  spp: 'http://squatpresspull.blogspot.com/2012/',
  weeman: 'https://weemanmike.wordpress.com/2015/06/15/bench-press-sunshine-and-fence-building/',
  virtual: 'http://thevirtualrunner.org/2009/02/14/valentines-push-ups/',
  marianneRow: 'http://marianneworkouts.blogspot.com/2008/09/wimpy-setting-rowing-workout.html',
  marianneLegs: 'http://marianneworkouts.blogspot.com/2008/09/i-row-i-lift-i-cook-i-clean-im-amazing.html',
  girls: 'https://girlscanlift.wordpress.com/2014/08/08/squat-pr-285x5/',
  piranha: 'http://piranha.dreamwidth.org/tag/exercise',
  dk: 'http://dk-workoutlog.blogspot.com/2011/08/11-08-15-back-squats-and-deadlift-box.html',
  nutnut: 'https://www.nutritionnutontherun.com/2015/07/20/half-marathon-training-weeks-7-8/',
  inexpl: 'http://inexplicabilisme.blogspot.com/2012/08/ouch.html',
  iwanna: 'https://iwannagetphysical.blogspot.com/2020/04/weight-lifting-at-home-pull-up-pr.html',
  ignore: 'https://ignoremyravings.wordpress.com/2014/05/05/exercise-day-17/',
} as const;

const DL = ['Deadlift', 'dead|\\bdl\\b', 'romanian|rdl|sumo|stiff|clean|rack|dumbbell'] as const;
const AIRDYNE = ['Air Bike (Airdyne)', 'airdyne|air ?bike|bike', null] as const;
const FLOOR_PRESS = ['Floor Press', 'floor', null] as const;
const ZERCHER = ['Zercher Squat', 'zercher', null] as const;
const SLDL = ['Straight-Leg Deadlift', 'straight|stiff|sldl', null] as const;
const INCLINE = ['Incline Bench Press', 'incline', 'dumbbell|db'] as const;
const LATERAL = ['Lateral Raise', 'lateral', null] as const;
const PREACHER = ['Preacher Curl', 'preacher', null] as const;
const RDL = ['Romanian Deadlift', 'rdl|romanian', null] as const;
const DB_FLY = ['Dumbbell Fly', 'fly', null] as const;
const LEG_PRESS = ['Leg Press', 'leg pres', null] as const;
const ABDUCTOR = ['Hip Abduction', 'abduct', null] as const;
const LEG_EXT = ['Leg Extension', 'leg ext', null] as const;
const PLIE = ['Plie Squat', 'pli', null] as const;
const WALK = ['Walk', 'walk', null] as const;
const OH_LUNGE = ['Overhead Lunge', 'lunge', null] as const;
const THRUSTER = ['Thruster', 'thruster', null] as const;
const BURPEE = ['Burpee', 'burpee', null] as const;
const CABLE_CRUNCH = ['Cable Crunch', 'crunch', null] as const;
const STAIR = ['Stair Climber', 'stair', null] as const;
const TEMPO_RUN = ['Run', 'run|treadmill|tempo', null] as const;
const TREADMILL_WALK = ['Treadmill Walk', 'walk|treadmill', null] as const;

export const REAL_HOLDOUT_19: RealCase[] = [
  line(SRC.lemon, 'lb', false, 'Raw Squat 575×1', [g(SQUAT, '1@575')]),
  line(SRC.lemon, 'lb', false, 'Squat 2×5 @345', [g(SQUAT, '2*5@345')]),
  line(SRC.lemon, 'lb', false, 'Bench 3×5 @260', [g(BENCH, '3*5@260')]),
  line(SRC.lemon, 'lb', false, 'Chin Ups 2-2-1', [g(CHIN, '2@bw 2@bw 1@bw')]),
  line(SRC.lemon, 'lb', false, 'BB Row 3×8 @ 225', [g(ROW, '3*8@225')]),
  line(SRC.lemon, 'lb', true, 'DB Curls 3×5 @ 60# (these are getting better)', [g(DB_CURL, '3*5@60')]),
  line(SRC.lemon, 'lb', true, 'Press 5×5 @ 190#', [g(OHP, '5*5@190')]),
  line(SRC.lemon, 'lb', true, 'DL 1×5 @ 480#', [g(DL, '5@480')]),
  line(SRC.lemon, 'lb', false, 'Back Extensions 5×10', [g(BACK_EXT, '5*10@bw')]),
  line(SRC.lemon, 'lb', false, 'Easy 20 minutes on the Airdyne', [g(AIRDYNE, '-@-')]),
  line(SRC.lemon, 'lb', true, 'Good Mornings\n185# 3×5', [g(GOOD_MORNING, '3*5@185')]),
  line(SRC.lemon, 'lb', false, 'Floor Press\n313/335/355/365 Singles', [g(FLOOR_PRESS, '1@313 1@335 1@355 1@365')]),

  line(SRC.john, 'lb', false, 'Bench Press\n\nWarm Up: 45/15, 135/7, 185/3\nWork Set: 235/3', [g(BENCH, '15@45 7@135 3@185 3@235')]),
  line(SRC.john, 'lb', false, "Bench Press\n\nWarm Up: 45/10, 135/6\nWork Sets: 225/5,5,5,4,4\nCouldn't quite get 225/5X5.", [g(BENCH, '10@45 6@135 3*5@225 2*4@225')]),

  line(SRC.goldstein, 'lb', true, '• Bench Press: 3×5 @ 195#. Hard but not impossible. 200# next!', [g(BENCH, '3*5@195')]),
  line(SRC.goldstein, 'lb', true, '• Dead lift: 3×5 @ 355#. These were HARD. Not impossible, but really hard. I had to really stick with it to get through all 5 reps. My grip also started to go a bit near the end.', [g(DEADLIFT, '3*5@355')]),

  line(SRC.gotamigo, 'lb', true, 'Back Squat – 5/5/5+\n100# / 115# / 130# (5 reps, with belt)', [g(SQUAT, '5@100 5@115 5@130')]),

  line(SRC.anvil, 'lb', false, 'zercher squat\n225 X3X5', [g(ZERCHER, '3*5@225')]),
  line(SRC.anvil, 'lb', false, 'Straight leg dead\n225 X 3 X 8', [g(SLDL, '3*8@225')]),

  line(SRC.wrath, 'lb', true, 'Military Press (5/3/1)\n\n  • 5×45#\n  • 5×65#\n  • 5×75#\n  • 3×90#\n  • 5×105#\n  • 5×125#\n  • 6×135#\n  • 5×105#x3', [g(OHP, '5@45 5@65 5@75 3@90 5@105 5@125 6@135 3*5@105')]),
  line(SRC.wrath, 'lb', true, 'Incline Bench\n\n  • 5×45#\n  • 5×65#\n  • 5×85#\n  • 5×95#\n  • 5×110#x3', [g(INCLINE, '5@45 5@65 5@85 5@95 3*5@110')]),
  line(SRC.wrath, 'lb', true, 'Machine Lateral Raises\n\n  • 8×35#\n  • 12×65#x4', [g(LATERAL, '8@35 4*12@65')]),
  line(SRC.wrath, 'lb', true, 'Machine Preacher Curls\n\n  • 8×50#\n  • 8×80#x4', [g(PREACHER, '8@50 4*8@80')]),

  line(SRC.spp, 'lb', false, 'Squat 270 3x5 paused', [g(SQUAT, '3*5@270')]),
  line(SRC.spp, 'lb', false, 'Press 150 5x5', [g(OHP, '5*5@150')]),
  line(SRC.spp, 'lb', false, 'RDL 205 3x5', [g(RDL, '3*5@205')]),
  line(SRC.spp, 'lb', false, 'Squat 250 2x5', [g(SQUAT, '2*5@250')]),

  line(SRC.weeman, 'kg', true, 'Flat Bench Press 5,5 55kg', [g(BENCH, '2*5@55')]),
  line(SRC.weeman, 'kg', true, 'Flat Bench Press 5,5,5,5,5 85kg', [g(BENCH, '5*5@85')]),
  line(SRC.weeman, 'kg', true, 'Incline Bench Press 5,5,5,5,5 70kg', [g(INCLINE, '5*5@70')]),
  line(SRC.weeman, 'kg', true, 'Dumbbell Flye 8,8 18.5kg\nDumbbell Flye 8,8 16kg', [g(DB_FLY, '2*8@18.5 2*8@16')]),

  line(SRC.virtual, 'lb', false, 'Today was my second day of the 100 push up training/challenge and it consisted of five sets:-\n\nSet 1: 20 (pretty easy)\nSet 2: 25 (okay)\nSet 3: 15 (okay)\nSet 4: 15 (okay-ish – perhaps I should have rested longer)\nSet 5: To failure (at least 25) – I did 25 and it was hard', [g(PUSHUP, '20@bw 25@bw 2*15@bw 25@bw')]),

  line(SRC.marianneRow, 'lb', true, '• loaded plate leg pres (90 lbs, 2 sets of 15; 180 lbs, 2 sets of 15)', [g(LEG_PRESS, '2*15@90 2*15@180')]),
  line(SRC.marianneLegs, 'lb', false, '• 10 minutes of rowing', [g(CARDIO_ROW, '-@-')]),
  line(SRC.marianneLegs, 'lb', true, '• abductor (60 lbs, 2 sets of 15, 1 set of 12)', [g(ABDUCTOR, '2*15@60 12@60')]),
  line(SRC.marianneLegs, 'lb', true, '• plie squats (60 lbs, 3 sets of 15)', [g(PLIE, '3*15@60')]),
  line(SRC.marianneLegs, 'lb', true, '• Romanian deadlifts (40 lbs, 3 sets of 15)', [g(RDL, '3*15@40')]),
  line(SRC.marianneLegs, 'lb', true, '• leg extensions (70 lbs, 15 reps; 80 lbs, 15 reps; 85 lbs, 15 reps)', [g(LEG_EXT, '15@70 15@80 15@85')]),

  line(SRC.girls, 'lb', false, 'Squat PR: 285×5', [g(SQUAT, '5@285')]),
  line(SRC.girls, 'lb', false, 'After squatting, I benched 122.5x5x5.', [g(BENCH, '5*5@122.5')]),

  line(SRC.piranha, 'lb', false, 'Walking\n45:00 | 5 km', [g(WALK, '-@-')]),

  line(SRC.dk, 'lb', true, 'Strength: 3 x 8\n  • Back Squat @ 80% (205#)', [g(SQUAT, '3*8@205')]),

  line(SRC.nutnut, 'lb', true, '(5x)\n- 20 overhead lunges, 20lb.\n- 15 thrusters, 30lb.\n- 10 deadlifts, 40lb.\n- 5 burpees', [g(OH_LUNGE, '5*20@20'), g(THRUSTER, '5*15@30'), g(DEADLIFT, '5*10@40'), g(BURPEE, '5*5@bw')]),
  line(SRC.nutnut, 'lb', true, '50 cable crunches, 35lb.', [g(CABLE_CRUNCH, '50@35')]),
  line(SRC.nutnut, 'lb', false, '- 30 minute Stair Master', [g(STAIR, '-@-')]),
  line(SRC.nutnut, 'lb', false, '5 mile tempo run (treadmill), 37:30', [g(TEMPO_RUN, '-@-')]),
  line(SRC.nutnut, 'lb', false, '- 30 minute incline treadmill walk, ~2.25 mi.', [g(TREADMILL_WALK, '-@-')]),

  line(SRC.inexpl, 'lb', false, 'Cardio: Two mile walk', [g(WALK, '-@-')]),

  line(SRC.iwanna, 'lb', false, 'I did 9, 8, 8, 8, 8, 8, and 7 for a total of 56 pull-ups.', [g(PULLUP, '9@bw 5*8@bw 7@bw')]),

  line(SRC.ignore, 'lb', true, 'Bench Press: 220 lbs, 3 sets of 8, 7, and 5 reps each', [g(BENCH, '8@220 7@220 5@220')]),
];
