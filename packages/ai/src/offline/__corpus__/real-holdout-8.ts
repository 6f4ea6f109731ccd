// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * An eighth holdout from thirteen lifters in none of the earlier holdouts or journal-dev.json (three
 * of them commenters logging on one club page), copied verbatim from public logs (a forum log, blog
 * bullets, "reps@Wkg (%)" blocks, "W: r,r,r" rows, loads in parentheses, reps-only bodybuilding
 * rows), labelled BEFORE the parser saw them and scored once, blind, on main's parser (commit
 * 2270323): 21/38 (55.3%). Blind misses by failure class:
 * - "N sets x r, r, r" (a set count, then each set's reps) read as N sets of the first count plus
 *   the list: "Leg Press: 5 sets x 20, 20, 20, 20, 50", "Hack Squats: 4 sets x 12, 12, 10, 8",
 *   "Seated Rows: 4 sets x 12, 10, 8, 20"; the same with reps in parentheses, which also adds
 *   empty sets: "… - 2 sets (10/10).", "… - 4 sets (12/12/10/10).", "… - 5 sets (15/12/10/10/10)."
 * - a leading adjective taken as the exercise name: "Max rep Pull-ups (10,9)", "Max Rep Pullups 3
 *   rounds (13, 12, 10)" (named "Max"); "Ab work (weight crunches) 30lbs 3 sets of 20" ("Ab Work")
 * - a list letter before the name: "A. Hang Snatch\n3@55kg (75%)…" (nothing logged), "B. Front
 *   Squats\n5@92.5kg (75%)…" (named "B")
 * - the lifter's bodyweight in parentheses read as added load: "Pull Ups\n\n  • Bodyweight
 *   (189lbs): 9,7,6", "Body weight (189.5lbs): 12,8,6"
 * - a cluster note read as two more sets: "5@127kg (4,1)", "5@147.5kg (4,1)"
 * - a failed rep "x" in "225lbs: 1,1,x" read as a set with no reps
 * - a set label after the sets read as a new exercise: "4 sets x 10 reps, rest-pause set x 50
 *   reps" (named "Rest-Pause")
 *
 * Same labelling rules as real-holdout.ts: every performed set is a set (warm-ups and drop sets
 * included), bodyweight sets carry weight null (a bodyweight written beside pull-ups, "Bodyweight
 * (189lbs): 9,7,6", is not a load), a load the lifter did not write is null, a failed rep ("1,1,x")
 * is not a set, and a set done in clusters ("5@127kg (4,1)") is the one set of 5 the lifter logs.
 * Left out as genuinely ambiguous: "4 sets 6 to 8 reps at 195ibs" (a range), "Standing Overhead
 * Barbell Press - 3 sets (5/5/5+)" (reps of the + set unknown), "Chest-supported row …:\n45x8 (who
 * knows what units these are?)" (the lifter does not know the unit), "3-way raise (reverse fly,
 * front, rear): 15x15(x3), …" (three moves in one row), nameless blocks ("70x5, 85x5, 92.5x5."),
 * and week summaries that may span two sessions ("The sets this week were 5@85kg, …").
 */
import { BENCH, CABLE_ROW, DEADLIFT, DIP, g, line, OHP, PULLUP, ROW, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  tnation: 'https://forums.t-nation.com/t/5-3-1-so-simple-it-just-might-work/155720?page=2',
  msfcRandy: 'https://msfcxfit.wordpress.com/strength-programming/ (comment by Randy)',
  msfcRyno: 'https://msfcxfit.wordpress.com/strength-programming/ (comment by Ryno)',
  msfc0817: 'https://msfcxfit.wordpress.com/strength-programming/ (comment dated 8/17/2011)',
  phung: 'http://www.johnphung.com/tag/front-squats/',
  rwf: 'https://runningwhilefat.wordpress.com/2018/01/19/friday-in-the-weight-room/',
  penney: 'https://www.drdavidpenney.com/single-post/2016/11/05/powerlifting-30-end-of-week-14-summary-backing-off-the-bench',
  movestrong: 'http://movestronggym.com.au/bigdogs-blog-160614/',
  catalyst: 'http://www.catalystathletics.com/forum/showpost.php?p=83661&postcount=10',
  tmpLegs: 'https://www.themuscleprogram.com/2014/12/11/wednesday-leg-day/',
  tmpBack: 'https://www.themuscleprogram.com/2015/01/27/heavy-back-biceps-workout/',
  tmpArms: 'https://www.themuscleprogram.com/2014/08/04/back-and-arms/',
  fury: 'http://armsandfury.blogspot.com/2008/05/weightloss-month-2.html',
  blackbirds: 'https://blackbirdsareindestructible.com/workout-log-21-december-2016',
  abc: 'http://www.abcbodybuilding.com/forums/showpost.php?p=928017&postcount=29',
} as const;

const FRONT = ['Front Squat', 'front', null] as const;
const HACK = ['Hack Squat', 'hack', null] as const;
const CRUNCH = ['Crunch', 'crunch|sit.?up', null] as const;

export const REAL_HOLDOUT_8: RealCase[] = [
  line(SRC.tnation, 'lb', false, 'Deadlift\n135 x 12\n225 x 8\n290 x 5\n330 x 5\n375 x 6\n225 x 12 drop set', [g(DEADLIFT, '12@135 8@225 5@290 5@330 6@375 12@225')]),
  line(SRC.tnation, 'lb', true, 'Hack Squat Sled, 5 x 10, 225 lbs', [g(HACK, '5*10@225')]),
  line(SRC.tnation, 'lb', false, 'GHRs, 5 x 12', [['Glute-Ham Raise', 'glute.?ham|ghr', null, '5*12@bw']]),
  line(SRC.tnation, 'lb', false, 'Hanging Leg Raise, 4 x 12', [['Hanging Leg Raise', 'leg raise|knee raise', null, '4*12@bw']]),
  line(SRC.tnation, 'lb', false, 'Crunches/Sit-ups, 75 reps', [g(CRUNCH, '75@bw')]),

  line(SRC.msfcRandy, 'lb', true, 'Back Squat 3×5 @ 185# (2 min rest)', [g(SQUAT, '3*5@185')]),
  line(SRC.msfcRandy, 'lb', true, 'Military Press 3×5 @ 95# (2 min rest)', [g(OHP, '3*5@95')]),
  line(SRC.msfcRandy, 'lb', true, 'Power Cleans 5×3 @ 115# (1 min rest)', [['Power Clean', 'clean', null, '5*3@115']]),
  line(SRC.msfcRandy, 'lb', false, 'Max rep Pull-ups (10,9) (2 min rest)', [g(PULLUP, '10@bw 9@bw')]),
  line(SRC.msfcRyno, 'lb', true, 'Deadlift 1×5 @ 185#', [g(DEADLIFT, '5@185')]),
  line(SRC.msfcRyno, 'lb', false, 'Max Rep Pullups 3 rounds (13, 12, 10)', [g(PULLUP, '13@bw 12@bw 10@bw')]),
  line(SRC.msfc0817, 'lb', true, 'Bench Press – 3×5@ 185#', [g(BENCH, '3*5@185')]),
  line(SRC.msfc0817, 'lb', true, 'Dead Lift – 3×5@ 220#', [g(DEADLIFT, '3*5@220')]),
  line(SRC.msfc0817, 'lb', false, 'Dips – 1×8, 1×6 @ BW', [g(DIP, '8@bw 6@bw')]),

  line(SRC.phung, 'lb', true, 'Front Squat\n\n  • 240lbs: 3,3,3,3,3', [g(FRONT, '5*3@240')]),
  line(SRC.phung, 'lb', false, 'Pull Ups\n\n  • Bodyweight (189lbs): 9,7,6', [g(PULLUP, '9@bw 7@bw 6@bw')]),
  line(SRC.phung, 'lb', true, 'Push Press\n\n  • 225lbs: 1,1,x\n    • Lost balance attempting the 2nd rep on the 1st set\n    • Failed on the 2nd rep, 2nd set\n    • 3rd set, 1st rep went up about 3/4 before I lost balance\n  • 205lbs: 3', [['Push Press', 'push press', null, '2*1@225 3@205']]),
  line(SRC.phung, 'lb', false, 'Pull Ups (palms facing together)\n\n  • Body weight (189.5lbs): 12,8,6', [g(PULLUP, '12@bw 8@bw 6@bw')]),

  line(SRC.rwf, 'lb', true, 'Squat – 2x5x45lb (warmup), 5x5x135lb', [g(SQUAT, '2*5@45 5*5@135')]),
  line(SRC.rwf, 'lb', true, 'Bench – 2x5x45lb (warmup), 5x5x110lb', [g(BENCH, '2*5@45 5*5@110')]),
  line(SRC.rwf, 'lb', true, 'OHP – 5x5x65lb', [g(OHP, '5*5@65')]),

  line(SRC.penney, 'kg', true, 'Monday: Squats 5@95kg, 5@117.5kg, 5@127kg (4,1), 5@110kg, 5@107.5kg', [g(SQUAT, '5@95 5@117.5 5@127 5@110 5@107.5')]),
  line(SRC.penney, 'kg', true, 'Tuesday: Deadlifts 5@110kg, 5@125kg, 5@145kg, 5@147.5kg (4,1), 5@125kg', [g(DEADLIFT, '5@110 5@125 5@145 5@147.5 5@125')]),
  line(SRC.penney, 'kg', true, 'Wednesday: Bench press 5@80kg, 5@80kg, 5@80kg', [g(BENCH, '3*5@80')]),

  line(SRC.movestrong, 'kg', true, 'A. Hang Snatch\n3@55kg (75%)\n2@62.5kg (85%)\n1@70kg (95%)', [['Hang Snatch', 'snatch', null, '3@55 2@62.5 1@70']]),
  line(SRC.movestrong, 'kg', true, 'B. Front Squats\n5@92.5kg (75%)\n3@105kg (85%)\n1@117.5kg (95%)', [g(FRONT, '5@92.5 3@105 1@117.5')]),

  line(SRC.catalyst, 'kg', false, 'Bench press:\n50x5, 60x5, 65x5.', [g(BENCH, '5@50 5@60 5@65')]),

  line(SRC.tmpLegs, 'lb', false, 'Leg Press: 5 sets x 20, 20, 20, 20, 50', [['Leg Press', 'leg press', null, '4*20@- 50@-']]),
  line(SRC.tmpLegs, 'lb', false, 'Hack Squats: 4 sets x 12, 12, 10, 8', [g(HACK, '12@- 12@- 10@- 8@-')]),
  line(SRC.tmpBack, 'lb', false, 'Barbell Rows: 4 sets x 10 reps, rest-pause set x 50 reps', [g(ROW, '4*10@- 50@-')]),
  line(SRC.tmpArms, 'lb', false, 'Seated Rows: 4 sets x 12, 10, 8, 20', [g(CABLE_ROW, '12@- 10@- 8@- 20@-')]),

  line(SRC.fury, 'lb', false, 'Incline Bench Press\n\n3 sets of 10 at 135', [['Incline Bench Press', 'incline', 'dumbbell|db', '3*10@135']]),
  line(SRC.fury, 'lb', true, 'Ab work (weight crunches) 30lbs 3 sets of 20', [g(CRUNCH, '3*20@30')]),

  line(SRC.blackbirds, 'lb', false, 'Smith machine seated military press: 105x10, 135x10, 135x10', [['Smith Machine Shoulder Press', 'press', 'bench|push|leg', '10@105 2*10@135']]),
  line(SRC.blackbirds, 'lb', false, 'Upright row: 40x15, 40x15, 40x20', [['Upright Row', 'upright', null, '2*15@40 20@40']]),

  line(SRC.abc, 'lb', false, 'Standing Overhead Barbell Press (warm-up) - 2 sets (10/10).', [g(OHP, '2*10@-')]),
  line(SRC.abc, 'lb', false, 'One-Arm Seated Cable Shoulder Press - 4 sets (12/12/10/10).', [['Cable Shoulder Press', 'press', 'bench|leg|push press', '2*12@- 2*10@-']]),
  line(SRC.abc, 'lb', false, 'Reverse Machine Flyes - 5 sets (15/12/10/10/10).', [['Reverse Fly', 'fly|flye|rear|reverse', null, '15@- 12@- 3*10@-']]),
];
