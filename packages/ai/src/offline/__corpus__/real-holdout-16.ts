// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A sixteenth holdout, a TUNING set for issue 11's fifth round: 46 real entries (34 single-line, 12 short blocks) from twenty-one lifters'
 * personal blogs and websites (blogspot, wordpress and personal domains; no forum, no GitHub), none in an earlier
 * set nor on any site used before (checked against /tmp/used-sources.txt and every real-holdout*.ts),
 * copied verbatim from the stored pages, every label written by hand BEFORE any parser saw the lines
 * (the parser was neither run, read nor imported while building this file). Scored once, blind, on main's
 * parser (8b5d58e, after the fourth round) before any miss was read: 18/46 (39.1%). No label was changed
 * after scoring. Then tuned on by failure class in round 5.
 *
 * Sources and styles (SRC below):
 * - iron-scott.blogspot.com: "#"-marked lb loads, "Deadlift 200#x3, 230#x3, 265#x12 reps", weighted chins.
 * - zammarahmer.blogspot.com: Olympic lifting shorthand, "Snatch (5x2): 2,2,2,1,2 @ 125#", waves
 *   "3x(5,3,1) @ (175,185,195), ...", "1x(165,175,185)".
 * - bashfoal.com: bulleted "45×10@+" where "@" is reps in reserve and "@+" a warm-up, never a load; a "★".
 * - heavyasareallyheavything.blogspot.com: prose bullets, "320 lbs. 2s x 6", "then singles with 485 and
 *   505 lbs.", an estimated single ("around 315 for a single") that is not a set.
 * - weightliftingepiphanies.blogspot.com (two posts, one lifter): "1x2@60, 60, 80, 90 1x1@100, 110, 120
 *   for two singles", "... 132 for six triples which is 80% of my Front Squat max", prose squats (kg).
 * - chezhorton.com: 5/3/1 AMRAP headings "345×5 ~ 402 1RM" (the estimate is not a set; a heading that
 *   repeats the set is one set).
 * - tomrowlandtraining.com: "4 Rounds / 3x Pull ups / 5x Bench Press (95, 115, 135, 165)".
 * - dalesworkoutlog.blogspot.com: CrossFit "Deadlift 3-3-3-3-3" over a "365-385-395-405-415" load line.
 * - franklinskbtrainingblog.blogspot.com: "weight x sets x reps" under a unit header "Incline Bench (lb)".
 * - 5yearplanagainstgravity.blogspot.com: UK weightlifting "reps@kg ... x sets" ("2@58 x 4"), kg unstated.
 * - leehayward.blogspot.com: prose ("worked up to 2 sets of 225 lbs. for 6 reps"), elliptical.
 * - craigwlaschin.blogspot.com: "5:00 rowing warm up" (cardio).
 * - callerobertsson.blogspot.com: a prose CrossFit "Back squats 1-1-1-1-1-1-1" with the loads computed at
 *   the end ("40, 60, 60, 60, 60, 70, 70 kg"), plate maths in between.
 * - sidsjourney.blogspot.com: "3 reps of 10" meaning 3 sets of 10 over machine lines "set at 10 (93lbs)"
 *   (the pin setting is not a load), treadmill and Concept2 rower prose.
 * - lifeofawastrel.blogspot.com: swim + run prose (someone else's "8 miler" is not hers), "3 x 12 reps on
 *   the lat pully ... on 30kg" with a failed try at 35kg that is not a set.
 * - thewait-steve.blogspot.com: bodyweight prose ("Push ups are 15, 20, 15, and 20", "4 of 10").
 * - coldandbitter.com: "squat progression- 5 reps of 45, 95, 135, 185, 225 ... put 245 on there. Did two reps."
 * - mikesmarathonblog.blogspot.com: push-up sets "29, 30, 26, 27 and 33" after a total "145 push ups".
 * - lilmzchief.wordpress.com: "4 sets of Wide-grip Lat Pull-Down @ 12 reps" ("@" before reps, no load).
 * - fastrunningblog.com (rossy): a treadmill run line with a date number ("Friday the 13th").
 * - offseasonprogram.wordpress.com: "Squat 260x 5 reps x 3 sets / Bench 185x5x3 / Press 130x5x3." (the
 *   first line settles weight×reps×sets for the other two).
 * Same labelling rules as real-holdout.ts: warm-ups are sets; dumbbell loads per dumbbell; bodyweight
 * sets carry no load; weighted chins record the added load; cardio is one set without reps or load; an
 * RPE/RIR after "@" is not a load; "-" as a load means the line gives none. Weights are in the lifter's
 * unit: kg for weightliftingepiphanies (the post says "60kg"), 5yearplanagainstgravity (UK club
 * weightlifting, 58 is ~90% of a clean), callerobertsson and lifeofawastrel (stated); lb elsewhere.
 *
 * Left out as genuinely ambiguous to a human coach: padreoldstone.wordpress.com's "Bench: Bar x 5; 5×135;
 * ..." and "Deadlift: Bar x 5; ..." (bar weight unknown, as in holdouts 2 and 10); franklinskb's "ATG
 * Barbell Back Squat 205 x 1 x 3 / 230 x 2 x 1", "1/8 Front Squat ... 300 x 1 x 2" and "Squat Snatch
 * (kg) 42 x 6 x 3 ..." (the post calls the "300 x 1 x 2" sets "300 singles", so sets×reps order is not
 * settled for those blocks); coldandbitter's "3 reps wasn't bad so I did 250x5x3" (whether the trial
 * triple is one of the five sets cannot be settled); 5yearplan's "Snatch combo: 30, 34, 37, 39, 41 x 3"
 * (reps of a combo unknown); weightliftingepiphanies' "Snatch: I warmed up doing a few pulls with 60kg
 * ..." ("a few" pulls: count unknown); thewait-steve's "Pull ups I still do 4 of 7, although I may do an
 * 8th on the last set" (last set unsettled); lifeofawastrel's "3 x 12 on horizontal leg lift, at 100kg
 * ... whacked it up to 12 ... could barely lift the 120kg" (load of the sets unsettled) and "3 x 12 on
 * stomach press, setting 6" (a machine setting, no load); zammarahmer's "Dips 2 sets" and "Ab Wheel Roll
 * 3 sets" (reps unknown); heavyasareallyheavything's "315x2 / 325x2 / 335x1 ..." block (no exercise on
 * the lines, only in the post); bashfoal's two blocks whose exercise heading is missing from the stored
 * page ("45×4@+ ... ★ 205×4@2", "135×8@4 / 185×8@2"); andygates.dreamwidth.org's mock meet ("warmed up to
 * 140kg", failed attempts); fatyak.blogspot.com's "squat 3x275 bench press 3x240" (sets of 3 or 3 reps);
 * iron-scott's "5 \"King\" DL per leg" in "3 rounds" (per-leg count); leehayward's calf raises "a few sets
 * of 10 reps" (set count unknown).
 */
import { BENCH, CABLE_ROW, CARDIO_ROW, CHIN, DEADLIFT, DIP, GOOD_MORNING, g, LAT, line, OHP, PULLUP, PUSHUP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  scott: 'http://iron-scott.blogspot.com/2010/01/jan-15-2010-deadlift.html',
  zammar: 'https://zammarahmer.blogspot.com/2013/09',
  bash: 'https://bashfoal.com/development-block-week-1/',
  heavy: 'http://heavyasareallyheavything.blogspot.com/',
  wle: 'http://weightliftingepiphanies.blogspot.com/2010/05/mondays-mythology-weightlifting-style.html',
  wle2: 'http://weightliftingepiphanies.blogspot.com/2010/03/mondays-myriad.html',
  chez: 'http://www.chezhorton.com/2015/09/15/lifting-results-8312015/',
  tom: 'http://tomrowlandtraining.com/?category=Kokoro&offset=1411127919635',
  dale: 'https://dalesworkoutlog.blogspot.com/2011/07/lifting-heavy-shit.html',
  franklin: 'http://franklinskbtrainingblog.blogspot.com/2009/01/closing-snatch-gap.html',
  fyp: 'http://5yearplanagainstgravity.blogspot.com/2009/03/2009-training-odyssey.html',
  lee: 'http://leehayward.blogspot.com/2008/07/leg-workout-hack-squat-leg-press-calf.html',
  craig: 'https://craigwlaschin.blogspot.com/2013/10/tuesday.html',
  calle: 'https://callerobertsson.blogspot.com/2009/08/back-squats.html',
  sid: 'http://sidsjourney.blogspot.com/2007/10/weekend-post.html',
  wastrel: 'http://lifeofawastrel.blogspot.com/2007/12/swim-n-gym.html',
  steve: 'http://thewait-steve.blogspot.com/2020/12/a-day-off.html',
  cold: 'http://coldandbitter.com/2016/09/02/weak/',
  mike: 'http://mikesmarathonblog.blogspot.com/2009/01/runner-envy.html',
  lil: 'https://lilmzchief.wordpress.com/2014/04/03/day-3-2014-new-transformation/',
  rossy: 'https://fastrunningblog.com/u/rossy/blog--This-Friday-13th-I-ran-1-7-miles/03-13-2009.html',
  offseason: 'https://offseasonprogram.wordpress.com/',
} as const;

const HIP_BRIDGE = ['Hip Bridge', 'bridge|hip thrust', null] as const;
const CLEAN_PULL = ['Clean Pull', 'clean pull', null] as const;
const SNATCH = ['Snatch', 'snatch', 'pull|balance|drop'] as const;
const FRONT = ['Front Squat', 'front', null] as const;
const JERK = ['Jerk (from rack)', 'jerk', null] as const;
const CG_BENCH = ['Close-Grip Bench Press', 'close', null] as const;
const CLEAN_JERK = ['Clean and Jerk', 'clean|jerk|c&j', null] as const;
const INCLINE = ['Incline Bench Press', 'incline', null] as const;
const CLEAN = ['Clean', 'clean', 'pull|jerk'] as const;
const STEP_UP = ['Step-up', 'step.?up', null] as const;
const LEG_CURL = ['Leg Curl', 'curl', null] as const;
const DROP_SNATCH = ['Drop Snatch', 'snatch', null] as const;
const HACK = ['Hack Squat', 'hack', null] as const;
const ELLIPTICAL = ['Elliptical', 'elliptical', null] as const;
const VERT_PRESS = ['Machine Chest Press', 'vertical|bench|chest press', null] as const;
const PUSHDOWN = ['Triceps Pushdown', 'push.?down', null] as const;
const MACHINE_CURL = ['Biceps Curl', 'curl', 'hammer|leg'] as const;
const RUN_ANY = ['Run', 'run|ran|treadmill', null] as const;
const SWIM = ['Swim', 'sw[iau]m', null] as const;
const LAT_PULLY = ['Lat Pulldown', 'lat|pull.?down|pully', null] as const;
const KNEE_TO_CHEST = ['Knee to Chest', 'knee', null] as const;
const T_BAR = ['T-Bar Row', 't.?bar', null] as const;

export const REAL_HOLDOUT_16: RealCase[] = [
  line(SRC.scott, 'lb', true, 'Hip Bridges 95# x 25 reps', [g(HIP_BRIDGE, '25@95')]),
  line(SRC.scott, 'lb', true, 'Deadlift 200#x3, 230#x3, 265#x12 reps', [g(DEADLIFT, '3@200 3@230 12@265')]),
  line(SRC.scott, 'lb', true, 'Weighted Chin-ups 26#x5, 35#x5, 44#x5reps', [g(CHIN, '5@26 5@35 5@44')]),

  line(SRC.zammar, 'lb', false, 'Clean Pull 3x3 @ 165,170,175', [g(CLEAN_PULL, '3@165 3@170 3@175')]),
  line(SRC.zammar, 'lb', true, 'Snatch (5x2): 2,2,2,1,2 @ 125#', [g(SNATCH, '3*2@125 1@125 2@125')]),
  line(SRC.zammar, 'lb', false, 'Front Squat: 3x(5,3,1) @ (175,185,195), (180,190,205), (185,195,215)', [g(FRONT, '5@175 3@185 1@195 5@180 3@190 1@205 5@185 3@195 1@215')]),
  line(SRC.zammar, 'lb', false, 'Jerk off the Rack: 2x3 @ 135, 3x2 @ 155, 1x(165,175,185)', [g(JERK, '2*3@135 3*2@155 1@165 1@175 1@185')]),

  line(SRC.bash, 'lb', false, 'Bench Press\n\n  • 45×10@+\n  • 65×10@4\n  • 85×10@2', [g(BENCH, '10@45 10@65 10@85')]),
  line(SRC.bash, 'lb', false, 'Overhead Press\n\n  • 45×4@+\n  • 55×4@+\n  • 65×4@+\n  • 75×4@4\n  • 85×4@4\n  • 95×4@3\n  • 105×1@2', [g(OHP, '4@45 4@55 4@65 4@75 4@85 4@95 1@105')]),
  line(SRC.bash, 'lb', false, 'Seated Row\n\n  • 85×10@+\n  • 100×10@4\n  • ★ 120×10@2', [g(CABLE_ROW, '10@85 10@100 10@120')]),

  line(SRC.heavy, 'lb', true, '  • Deadlift - 465x2, then singles with 485 and 505 lbs.,', [g(DEADLIFT, '2@465 1@485 1@505')]),
  line(SRC.heavy, 'lb', false, '  • Squat - 365x4 paused, then worked up to 465x3 with knee wraps,', [g(SQUAT, '4@365 3@465')]),
  line(SRC.heavy, 'lb', true, '  • Bench press - 320 lbs. 2s x 6, also got 280x6 close-grip, which should put me around 315 for a single,', [g(BENCH, '2*6@320'), g(CG_BENCH, '6@280')]),
  line(SRC.heavy, 'lb', false, '  • Standing military press - worked up to 195x3. Because of my schedule, I do these the day before heavy bench press, so far without detrimental effect.', [g(OHP, '3@195')]),

  line(SRC.wle, 'kg', false, 'Clean and Jerk--1x2@60, 60, 80, 90 1x1@100, 110, 120 for two singles', [g(CLEAN_JERK, '2*2@60 2@80 2@90 1@100 1@110 2*1@120')]),
  line(SRC.wle, 'kg', false, 'Front Squat--1x3@60, 60, 100, 120, 132 for six triples which is 80% of my Front Squat max. I have not been Front Squatting a lot lately and it will take a little while to get used to them again. Obviously, this will help my Clean and Jerk nicely.', [g(FRONT, '2*3@60 3@100 3@120 6*3@132')]),
  line(SRC.wle2, 'kg', false, 'I finished off by wrking up to a triple with 160 in the Back Squat and then I went back down to 145 for three triples.', [g(SQUAT, '3@160 3*3@145')]),

  line(SRC.chez, 'lb', false, 'Monday 8/31/2015 – Squat\n\n345×5 ~ 402 1RM', [g(SQUAT, '5@345')]),
  line(SRC.chez, 'lb', false, 'Bench Press – 245×8 – 9/1/2015\n\n245×8 ~ 310 1RM', [g(BENCH, '8@245')]),

  line(SRC.tom, 'lb', false, '4 Rounds\n3x Pull ups\n5x Bench Press (95, 115, 135, 165)', [g(PULLUP, '4*3@bw'), g(BENCH, '5@95 5@115 5@135 5@165')]),

  line(SRC.dale, 'lb', false, 'Deadlift 3-3-3-3-3 (4 mins rest between sets)\n365-385-395-405-415', [g(DEADLIFT, '3@365 3@385 3@395 3@405 3@415')]),

  line(SRC.franklin, 'lb', true, 'Incline Bench (lb)\n45 x 1 x 10\n95 x 1 x 10\n115 x 1 x 10\n135 x 1 x 5', [g(INCLINE, '10@45 10@95 10@115 5@135')]),
  line(SRC.franklin, 'lb', false, 'BW x 1 x 10 Heavy blue band Goodmorning', [g(GOOD_MORNING, '10@bw')]),

  line(SRC.fyp, 'kg', false, 'Back squats: 3@50, 3@60, 3@70 x 6', [g(SQUAT, '3@50 3@60 6*3@70')]),
  line(SRC.fyp, 'kg', false, 'Cleans: 2@45, 2@49, 2@52, 2@55, 2@58 x 4', [g(CLEAN, '2@45 2@49 2@52 2@55 4*2@58')]),
  line(SRC.fyp, 'kg', false, 'Step ups: 8@40 x 3', [g(STEP_UP, '3*8@40')]),
  line(SRC.fyp, 'kg', false, 'Leg curls: 6@55, 6@60 x 3', [g(LEG_CURL, '6@55 3*6@60')]),
  line(SRC.fyp, 'kg', false, 'Heavy drop snatch: 2@35, 2@39, 3@42, 2@45, 2@48 x 3', [g(DROP_SNATCH, '2@35 2@39 3@42 2@45 3*2@48')]),

  line(SRC.lee, 'lb', true, 'Then started my leg workout with hack squats. Hack squats normally kill my knees, but the machine they have at this gym is old as the hills, and surprisingly quite comfortable compared to a lot of hack squat machines. Anyway I worked up to 2 sets of 225 lbs. for 6 reps, going ass to the ground with each rep and it never bothered my knees at all which was great.', [g(HACK, '2*6@225')]),
  line(SRC.lee, 'lb', false, 'I started off with 10 minutes on the elliptical machine as a warm up.', [g(ELLIPTICAL, '-@-')]),

  line(SRC.craig, 'lb', false, '5:00 rowing warm up on 10/10 resistance followed by 10:00 of stretching and foam rolling.', [g(CARDIO_ROW, '-@-')]),

  line(SRC.calle, 'kg', true, 'The goal was to complete a Crossfit WOD (workout of the day) consisting of only Back squats 1-1-1-1-1-1-1. That is seven repeats of maximum weight with as much rest as you want between each repetition.\n\nOlympic barbell and a nice rack\n\nFirst I tried the barbell without weights keeping an eye in the mirror on the techinque. It looked pretty good so I mounted some two 10 kg weigths and started the WOD. Before next repeat I mounted another two 10 kg weights. For the last two reps I mounted two 5 kg weights.\n\nAfter checking the weight of the barbell, 20 kg, I could calculate the correct weights: 40, 60, 60, 60, 60, 70, 70 kg.', [g(SQUAT, '1@40 4*1@60 2*1@70')]),

  line(SRC.sid, 'lb', true, 'Then did 3 reps of 10 on the following:-\n\nSeated Mid Row set at 10 (93lbs)\nVertical Bench Press set at 10 (83lbs)\nTriceps Pushdown set at 9 (91lbs)\nBiceps Curl set at 9 (91lbs)', [g(CABLE_ROW, '3*10@93'), g(VERT_PRESS, '3*10@83'), g(PUSHDOWN, '3*10@91'), g(MACHINE_CURL, '3*10@91')]),
  line(SRC.sid, 'lb', false, "Finished off with 2000 metres on the Concept2 proper rower set at 10 and there was quite an improvement on the other day's time 8 minutes 24 seconds which I reckon is fastest yet.", [g(CARDIO_ROW, '-@-')]),
  line(SRC.sid, 'lb', false, "Started off with a full half hour on the runnng machines doing 1:2 walk:run program set at 5/10mph which meant a total of 4.1 in distance (think it must be miles??) which according to the readout burnt up 398.5 calories (wonder if you do enough of this sort of excercise you get a feel for what a calory's worth of energy output actually is??).", [g(RUN_ANY, '-@-')]),

  line(SRC.wastrel, 'kg', false, 'Went to the gym while Fisher did an 8 miler into Cupar. Swam 500m in 15 minutes, then went to the gym. Ran a mile in 9.58, then did:', [g(SWIM, '-@-'), g(RUN_ANY, '-@-')]),
  line(SRC.wastrel, 'kg', true, "3 x 12 reps on the lat pully (the one you pull down to your shoulders - I've learned its name!) on 30kg. I tried it on 35kg and couldn't figure out why it was so impossible. Swimming's funny that way. I think because it's so low impact, you don't realise how much it takes out of you.", [g(LAT_PULLY, '3*12@30')]),

  line(SRC.steve, 'lb', false, 'I did get my workout in yesterday. 3 times last week, which is what I always want. I upped my reps of dips. I do 4 sets of 8.', [g(DIP, '4*8@bw')]),
  line(SRC.steve, 'lb', false, 'Push ups are 15, 20, 15, and 20, and knee to chest thingies are 4 of 10.', [g(PUSHUP, '15@bw 20@bw 15@bw 20@bw'), g(KNEE_TO_CHEST, '4*10@bw')]),

  line(SRC.cold, 'lb', false, 'Last night I went up to the gym and did my normal warm up, went through my squat progression- 5 reps of 45, 95, 135, 185, 225. 225 felt heavy as hell and then I put 245 on there. Did two reps. Not bad, not great.', [g(SQUAT, '5@45 5@95 5@135 5@185 5@225 2@245')]),

  line(SRC.mike, 'lb', false, "I did get my last set of Week 4 push ups in this morning.  I ended up not being able to follow the program's goals for today, but I did set a personal record with 145 push ups!  My sets were 29, 30, 26, 27 and 33.  WOW!", [g(PUSHUP, '29@bw 30@bw 26@bw 27@bw 33@bw')]),

  line(SRC.lil, 'lb', false, '4 sets of Wide-grip Lat Pull-Down @ 12 reps\n4 sets of Narrow-grip Pull-Down @ 15 reps', [g(LAT, '4*12@-'), g(LAT, '4*15@-')]),
  line(SRC.lil, 'lb', false, '10 mins. warmup on the elliptical', [g(ELLIPTICAL, '-@-')]),
  line(SRC.lil, 'lb', false, '3 sets of T-Bar @ 10 reps', [g(T_BAR, '3*10@-')]),

  line(SRC.rossy, 'lb', false, 'This Friday the 13th I ran 1.7 miles on the treadmill at marathon pace after work.', [g(RUN_ANY, '-@-')]),

  line(SRC.offseason, 'lb', false, 'Squat 260x 5 reps x 3 sets\n\nBench 185x5x3\n\nPress 130x5x3.', [g(SQUAT, '3*5@260'), g(BENCH, '3*5@185'), g(OHP, '3*5@130')]),
];
