// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A tenth holdout, SEALED: real lines from sixteen lifters in none of the earlier sets (nor in
 * journal-dev.json, nor on the sites used on other branches), copied verbatim, labelled before the
 * parser ever saw them, and never to be tuned on. It measures, at the end, how the improved parser
 * generalises to new lifters. Styles: kg and lb, powerlifting, bodybuilding and beginner logs,
 * bullets, name line then one set per line, prose, a forum journal post, a GitHub markdown log.
 * Same labelling rules as real-holdout.ts (per-dumbbell and per-limb loads; bodyweight and band
 * sets carry weight null; "Previous High" is history, not a set; cardio is one set without reps).
 *
 * Blind score on main's parser (5157abd), scored once after every label was written: 30/45 (66.7%).
 * Scored once more, blind, after the parser2 round was merged (that branch never saw it): 37/45 (82.2%).
 * After the third round (parser3): 38/45 (84.4%). Nearly blind: holdout 11, tuned on in that round,
 * shares two lifters with this set (niplav's exercise log, 9incharms).
 * Coarse failure classes of the 15 misses: set tables with a set index ("1 26.00 12 2 26.00 12")
 * and ordinal sets ("1st set 10, second set 10, third set 9") read as one set or none; several
 * exercises in one line (prose "60 lb squats and 50 lb. overhead presses", a superset "Leg ext
 * superset with leg curl", two lines run together "… 3 sets of 10 Chin-Ups: 10x, 8x, 7x") lose all
 * but one; names the parser does not know or that follow the numbers dropped ("100 froggers",
 * "20 GHRs", "315x1x10 sets (speed deadlifts, …)"); a note line taken for the exercise name ("-
 * Previous High: 3@315", twice); a number in a note read as a set ("(3 Sec. Pause at Knee)");
 * the decimal comma ("22,5 kg" read as 5 kg); "with bodyweight" giving load 0 instead of bodyweight.
 *
 * Left out as genuinely ambiguous to a human coach: "Squats (no belt, no wraps) - bar x 10, 135 x
 * 10, …" and "2x5s with the bare bar" and "Axle bench press 5xAxle" (bar weight unknown, as in
 * holdout 2); "315×5 (added belt)" and "Fuck It 1. 135×1 @ 1 …" (no exercise named on the line);
 * "Bench press. I went 4,4,3,3,2." and "Squats- 255lbs Deloaded a bit" (bcbillbfl.blogspot.com; load or reps only in other
 * sentences or implied by the programme); "Squats: 135x2x5, 225x2x5, 275x2x5, 295x2x3, 315x5x5"
 * (cimello.com; weight×sets×reps or weight×reps×sets cannot be settled); "10kg - 6 * 4" (steviegets.fit; sets and reps order);
 * "Front squats – 512 sets working up to FAILING TWICE at 140kg" (no sets named, failed attempts);
 * "1 minute plank" (timed holds, as in holdout 2); a forum post's summary of past 5x5 weights (not
 * a session).
 */
import { BACK_EXT, BENCH, BOX_SQUAT, CABLE_ROW, CHIN, DB_BENCH, DB_CURL, DB_ROW, DEADLIFT, GOOD_MORNING, g, HAMMER, LAT, line, OHP, PUSHUP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  john: 'https://bigjohn32.wordpress.com/',
  lrb: 'http://www.lift-run-bang.com/2010/06/training-phase-2-week-4-squats-and.html',
  smitley: 'http://www.brandonsmitley.com/beta-test-week-6-deficit-deadlift/',
  doug: 'https://www.ketogenicforums.com/t/back-on-strong-lifts-5x5-my-program-mini-journal/75840',
  p90x: 'http://myp90xlogbringit.blogspot.com/2011/03/',
  erick: 'https://erickomans.com/2018/08/18/the-first-plate/',
  niplav: 'github:niplav/site exercise_log.md (2020-2021 log, "* 50 5kg dumbbell biceps curls")',
  mtv: 'http://mtv65.blogspot.com/2010/01/did-it-anyway.html',
  libertarian: 'http://libertarianlifter.blogspot.com/2005/09/training-de-bench_13.html',
  trainerize: 'https://trainerize.me/articles/?p=3579',
  forged: 'http://forged-by-iron.blogspot.com/2024/01',
  lutin: 'http://mikelutin.blogspot.com/2012/04/back-to-gym.html',
  dave: 'http://daves-gym.co.uk/2011/01/531-front-squat-fail-fail-fail.html',
  arms: 'https://9incharms.wordpress.com/2017/12/08/squat-86-kg/',
  beast: 'https://365tothebeast.blogspot.com/2014/12/excuse-me-none-of-my-business-but-you.html',
  paul: 'http://paulsfitnessblog.blogspot.com/2011/11/legs.html',
} as const;

const FRONT = ['Front Squat', 'front squat', null] as const;
const LEG_PRESS = ['Leg Press', 'leg press', null] as const;
const LEG_EXT = ['Leg Extension', 'leg ext', null] as const;
const LEG_CURL = ['Leg Curl', 'leg curl', null] as const;
const CURL = ['Barbell Curl', 'curl', 'hammer|leg|dumbbell|preacher'] as const;
const KB_ROW = ['Kettlebell Row', 'row', 'barbell|cable|seated|machine|upright'] as const;

export const REAL_HOLDOUT_10: RealCase[] = [
  line(SRC.john, 'lb', false, '315x1x10 sets (speed deadlifts, 60 sec rest between sets)', [g(DEADLIFT, '10*1@315')]),
  line(SRC.john, 'lb', false, 'Bulgarian Split Squat\n1 set of 10 with bodyweight', [['Bulgarian Split Squat', 'split squat', null, '10@bw']]),
  line(SRC.john, 'lb', false, 'Hanging Ab Raises\n3 sets of 10', [['Hanging Leg Raise', 'raise', null, '3*10@bw']]),
  line(SRC.john, 'lb', false, 'Ab Roller\n1 set of 10', [['Ab Rollout', 'roll', null, '10@bw']]),

  line(SRC.lrb, 'lb', false, 'Calf Press - 450 x 12', [['Calf Press', 'calf', null, '12@450']]),
  line(SRC.lrb, 'lb', false, 'Deadlifts - 225 x 3, 315 x 3, 405 x 1, 500 x 1, 550 x 1, 500 x 3,3', [g(DEADLIFT, '3@225 3@315 1@405 1@500 1@550 2*3@500')]),

  line(SRC.smitley, 'lb', false, 'Deficit Conventional Deadlift\n135×5, 225×5, 275×5, 315×3, 365×3, 405×3, 435×2, 455×1, 475×1, 500×1\n375×5, 375×5', [g(DEADLIFT, '5@135 5@225 5@275 3@315 3@365 3@405 2@435 1@455 1@475 1@500 2*5@375')]),
  line(SRC.smitley, 'lb', false, 'Sumo Deadlift (3 Sec. Pause at Knee)\n315×3, 345×3, 365×3', [['Sumo Deadlift', 'sumo', null, '3@315 3@345 3@365']]),
  line(SRC.smitley, 'lb', false, 'Paused Front Squat\n185×12, 205×10, 225×8', [g(FRONT, '12@185 10@205 8@225')]),
  line(SRC.smitley, 'lb', false, 'Low Bar Good Mornings – 3×12', [g(GOOD_MORNING, '3*12@-')]),
  line(SRC.smitley, 'lb', false, 'Upper Back Extension (vs. Elitefts Pro Light Band) – 3×20', [g(BACK_EXT, '3*20@bw')]),

  line(SRC.doug, 'lb', true, '  • Squat: 5x5 135lb. The app wanted me to de-load all the way to bar weight. These are low bar squats. I do my best on form but need to work on my hip hinge, I also have limited ankle flexion due to a past injury from a majorly broken ankle with internal fixation.', [g(SQUAT, '5*5@135')]),

  line(SRC.p90x, 'lb', true, 'So I started week 2. Day #4. 5x5 of 60 lb squats and 50 lb. overhead presses, and 1x5 of 100 lb deadlifts.', [g(SQUAT, '5*5@60'), g(OHP, '5*5@50'), g(DEADLIFT, '5@100')]),

  line(SRC.erick, 'lb', false, 'Bench Press\n\n  • 50×5\n  • 55×4\n  • 85×3\n  • 95×2\n  • 100×1\n  • 110×1\n  • 115×1 @ 3 RIR', [g(BENCH, '5@50 4@55 3@85 2@95 1@100 1@110 1@115')]),

  line(SRC.niplav, 'kg', false, '* 50 push-ups', [g(PUSHUP, '50@bw')]),
  line(SRC.niplav, 'kg', true, '* 50 5kg dumbbell biceps curls', [g(DB_CURL, '50@5')]),
  line(SRC.niplav, 'kg', true, '* 20 5kg dumbbell shoulder presses', [['Dumbbell Shoulder Press', 'press', 'bench', '20@5']]),
  line(SRC.niplav, 'kg', true, '* 10 5kg dumbbell bench presses', [g(DB_BENCH, '10@5')]),
  line(SRC.niplav, 'kg', false, '* 100 froggers', [['Frogger', 'frogger', null, '100@bw']]),
  line(SRC.niplav, 'kg', false, '* 3x8 single leg deadlift', [['Single-Leg Deadlift', 'dead', null, '3*8@bw']]),
  line(SRC.niplav, 'kg', false, '* 30 minutes jogging', [['Jogging', 'jog|run', null, '-@-']]),

  line(SRC.mtv, 'kg', false, 'Seated Cable Row : 1 26.00 12 2 26.00 12', [g(CABLE_ROW, '2*12@26')]),
  line(SRC.mtv, 'kg', false, 'Lat Pulldown : 1 19.00 12 2 26.00 12 3 26.00 12', [g(LAT, '12@19 2*12@26')]),
  line(SRC.mtv, 'kg', false, 'Leg Press : 1 155.00 12 2 155.00 12 3 155.00 12', [g(LEG_PRESS, '3*12@155')]),

  line(SRC.libertarian, 'lb', false, 'Bench press\n2x20 @ 45\n2x3 @ 135\n8 sets of 3 @ 185, 3 grips', [g(BENCH, '2*20@45 2*3@135 8*3@185')]),
  line(SRC.libertarian, 'lb', false, 'Close grips\n2x8 @ 185', [['Close-Grip Bench Press', 'close', null, '2*8@185']]),
  line(SRC.libertarian, 'lb', false, 'Reverse incline rear delt\n3x8 @ 25', [['Rear Delt Fly', 'rear delt', null, '3*8@25']]),
  line(SRC.libertarian, 'lb', false, 'Hammer curl\n2x20 @ 20', [g(HAMMER, '2*20@20')]),

  line(SRC.trainerize, 'lb', true, 'Bent Over Dumbbell Row, 50 pound dumbbells, 3 sets of 10 Chin-Ups: 10x, 8x, 7x', [g(DB_ROW, '3*10@50'), g(CHIN, '10@bw 8@bw 7@bw')]),
  line(SRC.trainerize, 'lb', true, 'Seated Cable Row: 105 pounds, 1st set 10, second set 10, third set 9.', [g(CABLE_ROW, '2*10@105 9@105')]),

  line(SRC.forged, 'lb', false, 'Low handle trap bar pulls\n5x175\n5x275\n5x325\n3x5x365', [['Trap Bar Deadlift', 'trap|dead|pull', null, '5@175 5@275 5@325 3*5@365']]),
  line(SRC.forged, 'kg', true, 'KB rows (short rest)\n2x15x40kg\n12x40kg\n2x10x40kg', [g(KB_ROW, '2*15@40 12@40 2*10@40')]),
  line(SRC.forged, 'lb', true, '50 KB swings w/47.5lb bell', [['Kettlebell Swing', 'swing', null, '50@47.5']]),
  line(SRC.forged, 'lb', false, '20 GHRs', [['Glute-Ham Raise', 'ghr|glute', null, '20@bw']]),

  line(SRC.lutin, 'lb', true, 'My bench press was basically back to where I started at, 5x5 @ 130 lbs.', [g(BENCH, '5*5@130')]),

  line(SRC.dave, 'kg', true, 'Box squats – 65kg for 5 sets of 10 reps.', [g(BOX_SQUAT, '5*10@65')]),
  line(SRC.dave, 'kg', true, 'Leg ext superset with leg curl – 4 sets of 15 reps with 11.25 kg on each leg.', [g(LEG_EXT, '4*15@11.25'), g(LEG_CURL, '4*15@11.25')]),
  line(SRC.dave, 'kg', true, 'Leg press – 4 sets 10 reps with 80kg on each leg.', [g(LEG_PRESS, '4*10@80')]),

  line(SRC.arms, 'kg', true, '  • Squat: 86 kg × 5, 5, 5', [g(SQUAT, '3*5@86')]),
  line(SRC.arms, 'kg', true, '  • Press: 36 kg × 5, 5, 5', [g(OHP, '3*5@36')]),
  line(SRC.arms, 'kg', true, '  • Biceps curls: 22,5 kg × 10, 6', [g(CURL, '10@22.5 6@22.5')]),

  line(SRC.beast, 'lb', false, '- Deadlift\n- Previous High: 3@315\n- Sets: 9@245, 8@255, 6@275, 3@315, 2@325', [g(DEADLIFT, '9@245 8@255 6@275 3@315 2@325')]),
  line(SRC.beast, 'lb', false, '- Squats\n- Previous High: 2@190\n- 12@145, 10@150, 6@165, 1@175', [g(SQUAT, '12@145 10@150 6@165 1@175')]),

  line(SRC.paul, 'lb', false, 'Front Squats\n95x10\n135x5\n155x3\n175x3\n195x3\n205x3\n225x3\n235x3\n245x3', [g(FRONT, '10@95 5@135 3@155 3@175 3@195 3@205 3@225 3@235 3@245')]),
  line(SRC.paul, 'lb', false, 'Back Squats - 135x20\n\n185x10\n185x10\n185x10', [g(SQUAT, '20@135 3*10@185')]),
];
