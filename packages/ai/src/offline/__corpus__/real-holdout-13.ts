// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A thirteenth holdout, sealed until issue 11's fifth round, then tuned on: real lines from ten lifters in none of the earlier sets (nor on any site
 * or GitHub file used before), copied verbatim, every label written before the parser ever saw them,
 * and kept sealed through rounds 3 and 4 to measure how the tuned parser generalised to new lifters.
 * Styles: kg and lb; powerlifting with RPE ("225×6@5", "x 2 sets", density blocks "135×8,8,8,8,8"),
 * bodybuilding, beginner 5x5 and a GitHub markdown journal ("- **Work:** Squat / 30kg / 5,5,15", a whole
 * day block with warm-ups), CrossFit (a 1RM ladder under a prose paragraph, a 50-40-30-20-10 finisher),
 * "weight – reps, reps" blocks, "weight x sets x reps" ("135x2x10", settled by the post's own "2x5 on
 * 2 plates"), "sets x reps x weight" blocks, "Set 1: 225 lbs. 10 times" prose-ish lines, and prose.
 * Same labelling rules as real-holdout.ts: warm-ups are sets; dumbbell loads are per dumbbell ("30s");
 * bodyweight sets carry no load; cardio is one set without reps or load; an RPE after "@" is not a load.
 *
 * Blind score on main's parser (branch corpus-sealed-4 at main e6c4e2d, after issue 11's third round),
 * scored once after every label was written and committed: 26/38 (68.4%). No label was changed after
 * scoring. Scored once more, blind, after the fourth round (branch parser4, which never saw this
 * file): 26/38 (68.4%) again. Coarse failure classes of the 12 misses: "weight x sets x reps" ("135x2x10", three lines)
 * read as more sets; a slash list "135 x5/ 165 x3/ ..." read with reps and loads swapped after the
 * first; history numbers in prose above a set list, or a stated max in prose, read as extra sets; a
 * duration in the exercise header ("7min Density Block") read as an extra set; an RPE/AMRAP label line
 * ("AMRAP@8: 145×16@8", "5min Density Block: 135×8,...") split into a new exercise and wrong sets; a
 * CrossFit "50-40-30-20-10" scheme over bulleted exercises and "5 rounds of 10x A and 10x B" prose
 * not spread over the exercises; a prose verb ("broke") taken as the exercise name instead of "dead
 * lifts"; a parenthetical machine note ("on the leg press machine") naming the exercise.
 *
 * Round 5 (branches parser5a, notation, and parser5b, prose) tuned on these classes: 38/38.
 *
 * Left out as genuinely ambiguous to a human coach: fit.nick.blog's "100 Back Squats at 40% of 1RM
 * (115#)" WOD (set boundaries only as running totals "after 62 reps ... after my 90th rep ... 120 reps
 * in total": three sets or one 120-rep effort cannot be settled); musclepowershop.blogspot.com's
 * "Set 1 - 100 kg (220 pounds) - 8 Reps ..." (the exercise is named only in a sentence whose barbell row
 * "max weight of 80 kg" has no reps); sandboxgeneral.com's "usual Roman Chairs exercise for 3 sets"
 * (reps unknown); cimello.com's "dumbbell shoulder presses ... 40 lbs a hand" and "rows at 45 and 90
 * lbs" (reps unknown); faithironsweatchalk's farmer's walks "229x 25m x 2" (distance carries: the label
 * format has no distance); lucastraining's dips "4 x 7 x 20 / 11 x 20" (the exercise name is not in the
 * stored text, only in later prose); geekyfanboy's warm-up "230 meter run, banded pass thrus, ..., 10x
 * Dumbbell Exterior rotation" (loads unknown, mixed list); cranky-d.com's "6×5 bar + 15 lbs" (bar weight
 * not stated); a twoplustwo.com forum log's "I did just squat a set of 4 @8" (no load).
 */
import { BENCH, DB_CURL, DEADLIFT, g, LAT, line, OHP, PULLUP, PUSHUP, ROW, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  nick: 'https://fit.nick.blog/2012/11/12',
  shield: 'https://shieldtrainingsystems.com/tag/exercise/page/7',
  sandbox: 'https://sandboxgeneral.com/2010/07/09/good-day-at-the-gym/',
  lotus: 'http://www.lotusandpie.com/2013/04/deadlift-day.html',
  oracne: 'https://oracne.livejournal.com/2012/09/06/',
  cimello: 'https://www.cimello.com/2016/04/cutting-bench.html',
  geeky: 'http://geekyfanboy.blogspot.com/2015/09/nerdstrong-gym-bench-press-fun.html',
  faith: 'https://faithironsweatchalk.wordpress.com/2013/03/13/and-good-heavy-day-and-random-thoughts/',
  lucas: 'http://lucastraining.blogspot.com/2007/09/training-9-19-07.html',
  s8a: 'github:S8A/umc-prw703-proyecto assets/gym.md (2021 beginner journal, "Squat / 30kg / 5,5,15")',
} as const;

const RUSSIAN_TWIST = ['Russian Twist', 'twist', null] as const;
const BB_CURL = ['Barbell Curl', 'curl', 'hammer|leg|dumbbell|preacher'] as const;
const KNEE_RAISE = ['Hanging Knee Raise', 'knee raise', null] as const;
const SLDL = ['Stiff-Leg Deadlift', 'stiff', null] as const;
const OH_SQUAT = ['Overhead Squat', 'overhead squat', null] as const;
const CALF = ['Calf Press', 'calf', null] as const;
const HALF_PRESS = ['Leg Press (half)', 'half press|leg press', null] as const;
const ELLIPTICAL = ['Elliptical', 'elliptical', null] as const;
const DECLINE = ['Decline Bench Press', 'decline', null] as const;
const CABLE_FLY = ['Cable Fly', 'fly|flys', null] as const;
const WALL_BALL = ['Wall Ball', 'wall ?ball', null] as const;
const FRONT = ['Front Squat', 'front squat', null] as const;
const LEG_RAISE = ['Leg Raise', 'leg raise', null] as const;

export const REAL_HOLDOUT_13: RealCase[] = [
  line(SRC.nick, 'lb', true, '1RM Back Squat\n\nI was pretty excited for this since I haven’t done it since March. It was 235# back then. A couple of weeks ago I did 255# on 14″ box squats so was confident I could smash that today. Mission accomplished.\n\n  • 8 @ 135#\n  • 5 @ 185#\n  • 1 @ 225#\n  • 1 @ 255#\n  • 1 @ 275#\n  • 1 @ 285#', [g(SQUAT, '8@135 5@185 1@225 1@255 1@275 1@285')]),
  line(SRC.nick, 'lb', true, 'Finisher\n\n50-40-30-20-10\n\n  • Russian Twists (35# KB)\n  • AbMat Sit-ups', [g(RUSSIAN_TWIST, '50@35 40@35 30@35 20@35 10@35'), g(SIT_UP, '50@bw 40@bw 30@bw 20@bw 10@bw')]),

  line(SRC.shield, 'lb', false, 'High Bar Squat w/ Belt:\n225×6@5\n235×6@6 x 2 sets\n250×6@7 x 2 sets', [g(SQUAT, '6@225 2*6@235 2*6@250')]),
  line(SRC.shield, 'lb', false, 'Press w/ Belt:\n105×6@6\n110×6@7\n115×6@8 x 3 sets', [g(OHP, '6@105 6@110 3*6@115')]),
  line(SRC.shield, 'lb', false, 'TnG Bench AMRAP@8 + 5min Density Block:\nAMRAP@8: 145×16@8\n5min Density Block: 135×8,8,8,8,8', [g(BENCH, '16@145 5*8@135')]),
  line(SRC.shield, 'lb', true, 'Barbell Bicep Curl:\n45lb x 15,15,25', [g(BB_CURL, '2*15@45 25@45')]),
  line(SRC.shield, 'lb', false, 'Deadlift w/ Belt:\n250×6@6\n260×6@7 x 2 sets\n275×6@8 x 2 sets', [g(DEADLIFT, '6@250 2*6@260 2*6@275')]),
  line(SRC.shield, 'lb', false, 'Lat Pulldown 7min Density Block:\n105 x 12,12,10,10,8,8,6,6', [g(LAT, '2*12@105 2*10@105 2*8@105 2*6@105')]),
  line(SRC.shield, 'lb', false, 'Hanging Knee Raise 7min Density Block:\nBW x 8,8,8,8,8,8', [g(KNEE_RAISE, '6*8@bw')]),
  line(SRC.shield, 'lb', false, 'Dumbbell Bicep Curl:\n30s x 15,12,10', [g(DB_CURL, '15@30 12@30 10@30')]),

  line(SRC.sandbox, 'lb', true, 'I broke another personal record today on dead lifts!\n\nSet 1: 225 lbs. 10 times (warm up set)\n\nSet 2: 315 lbs 10 times (previous record was 9 times)\n\nSet 3: 315 lbs 9 times (yet another record as I did 315 lbs for two sets and got in the high rep range that I wanted)', [g(DEADLIFT, '10@225 10@315 9@315')]),

  line(SRC.lotus, 'kg', false, '5mins elliptical trainer – warm up', [g(ELLIPTICAL, '-@-')]),
  line(SRC.lotus, 'kg', true, 'Stiff legged deadlift\n20kg – 15,15\n30kg – 12, 12\n40kg – 8, 8, 8\n50kg – 5, 5, 4\n55kg – 3, 3, 3\n40kg – 6', [g(SLDL, '2*15@20 2*12@30 3*8@40 2*5@50 4@50 3*3@55 6@40')]),
  line(SRC.lotus, 'kg', true, 'Overhead squats\n20kg – 8, 8, 8', [g(OH_SQUAT, '3*8@20')]),
  line(SRC.lotus, 'kg', true, 'Back squats\n20kg - 12, 12', [g(SQUAT, '2*12@20')]),
  line(SRC.lotus, 'kg', true, 'Calf press (on the leg press machine)\n125kg – 15, 15, 15', [g(CALF, '3*15@125')]),
  line(SRC.lotus, 'kg', true, 'Half press (on the leg press machine)\n125kg – 10, 10, 10', [g(HALF_PRESS, '3*10@125')]),

  line(SRC.oracne, 'lb', true, "For deadlifts, I'm now doing 95 pounds (45 bar, 50 plates). I managed 5 sets of 5 last night.", [g(DEADLIFT, '5*5@95')]),
  line(SRC.oracne, 'lb', false, 'Then I did a mile on the elliptical in 13.38 minutes.', [g(ELLIPTICAL, '-@-')]),

  line(SRC.cimello, 'lb', false, 'Decline Bench: 135x2x5, 185x2x5', [g(DECLINE, '2*5@135 2*5@185')]),
  line(SRC.cimello, 'lb', false, 'Bench: 135x2x10, 185x2x10, 205x2x5, 225x2x5, 205x5, 185x5', [g(BENCH, '2*10@135 2*10@185 2*5@205 2*5@225 5@205 5@185')]),
  line(SRC.cimello, 'lb', false, 'Cable Flys: 60x3x20', [g(CABLE_FLY, '3*20@60')]),

  line(SRC.geeky, 'lb', true, "After the warm up with went into the main workout.. Bench Press' 8 sets of 3 at various percentage of your max hold. I was teamed up with coach Andrew so we went with my max hold which is 205lbs. So we started at 60% or 125 lbs.. this was pretty easy so we moved up to 70% or 145 lbs.. 3 reps at this weight is fairly easy for me so we up'd it to 80% or 165 lbs.. now it's getting interesting. But this is only my third set so I managed to get through these with just a bit of effort. We then move up a bit more to 85% or 175 lbs. This definitely took some effort and it's crazy to think this is were my max was just a few months ago.\n\nWe then drop back to to 65% or 135 lbs and after doing 175 lbs this was nothing, and so was 75% or 155 lbs. I started to feel it when we hit 85% or 175 lbs and then finally hit the max we were going to lift today, 90% or 185 lbs. It took some effort but I did my three reps and managed to keep my form in tact.", [g(BENCH, '3@125 3@145 3@165 3@175 3@135 3@155 3@175 3@185')]),
  line(SRC.geeky, 'lb', false, 'As a finisher we had a mini workout of 5 rounds of 10x Wall Balls and 10x Sit Ups.', [g(WALL_BALL, '5*10@-'), g(SIT_UP, '5*10@bw')]),

  line(SRC.faith, 'lb', false, '  • Squats- 135 x5/ 165 x3/ 195 x3/ 225 x3/ 305×3', [g(SQUAT, '5@135 3@165 3@195 3@225 3@305')]),
  line(SRC.faith, 'lb', false, '  • Squats- 240×20', [g(SQUAT, '20@240')]),

  line(SRC.lucas, 'lb', false, 'Front Squat\n5 x 5 x 170', [g(FRONT, '5*5@170')]),
  line(SRC.lucas, 'lb', false, 'Military Press\n3 x 5 x 130\n4 x 130\n3 x 130', [g(OHP, '3*5@130 4@130 3@130')]),
  line(SRC.lucas, 'lb', false, 'Bent Over Barbell Row\n5 x 5 x 135', [g(ROW, '5*5@135')]),
  line(SRC.lucas, 'lb', false, 'Leg Raises (laying down)\n15, 15, 15, 15', [g(LEG_RAISE, '4*15@bw')]),

  line(SRC.s8a, 'kg', false, '- **Work:** Pullup / BW / 5,5,6', [g(PULLUP, '2*5@bw 6@bw')]),
  line(SRC.s8a, 'kg', false, '- **Work:** Pushup / BW / 10,10,15', [g(PUSHUP, '2*10@bw 15@bw')]),
  line(SRC.s8a, 'kg', true, '- **Warmup:** Squat / ~15kg / 5', [g(SQUAT, '5@15')]),
  line(SRC.s8a, 'kg', true, '- **Work:** Squat / 30kg / 5,5,15', [g(SQUAT, '2*5@30 15@30')]),
  line(SRC.s8a, 'kg', true, '- **Work:** Overhead press / 17.5kg / 5,5,20', [g(OHP, '2*5@17.5 20@17.5')]),
  line(SRC.s8a, 'kg', true, '- **Warmup:** Deadlift / 30kg / 5,5', [g(DEADLIFT, '2*5@30')]),
  line(SRC.s8a, 'kg', false, '- **Work:** Pullup / BW / 5,6,5,4,3', [g(PULLUP, '5@bw 6@bw 5@bw 4@bw 3@bw')]),
  line(SRC.s8a, 'kg', true, '### 2021/08/19: RFBR-A\n- General warmup\n- **Warmup:** Barbell row / 10kg / 5,5\n- **Work:** Barbell row / 30kg / 5,5,10\n- **Warmup:** Bench press / 10kg / 5\n- **Warmup:** Bench press / 17.5kg / 5\n- **Work:** Bench press / 30kg / 5,5,15\n- **Warmup:** Squat / BW / 10\n- **Warmup:** Squat / 17.5kg / 5,5\n- **Work:** Squat / 33kg / 5,5,15', [g(ROW, '2*5@10 2*5@30 10@30'), g(BENCH, '5@10 5@17.5 2*5@30 15@30'), g(SQUAT, '10@bw 2*5@17.5 2*5@33 15@33')]),
];
