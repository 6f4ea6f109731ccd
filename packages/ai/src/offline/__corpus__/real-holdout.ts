// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A holdout of real log lines from other lifters' public training logs (blogs, forums, a GitHub
 * log), copied verbatim and hand-labelled in the format of ../shared/real-data/journal-dev.json.
 * Collected and scored once BEFORE the parser was tuned: 51/111 (45.9%) then, with journal-dev.json at
 * 28/32 (87.5%). The parser was then tuned on journal-dev.json only.
 *
 * Labelling rules: every performed set is a set (warm-ups and AMRAP/"joker" sets included; failed
 * attempts and plans are not); "worked up to X x N" is the top set only; bodyweight sets carry
 * weight null and weighted pull-ups/dips/back raises the added load; cardio ("10 minutes on rowing
 * machine", "1000 meter row") is one set with reps and weight null. Lines whose meaning a careful
 * human could not settle (e.g. "135 x 5 x 10" in a BBB log, "Weighted Pullups 25x5 4/1 4 BWx 5 5")
 * were left out.
 */

import {
  BACK_EXT, BENCH, BOX_SQUAT, CABLE_ROW, CARDIO_ROW, CHIN, DB_BENCH, DB_CURL, DB_ROW, DEADLIFT, DIP, GOOD_MORNING,
  g, HAMMER, LAT, line, OHP, PULLUP, PUSHUP, ROW, RUN, SIDE_BEND, SIT_UP, SQUAT,
} from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  barbell: 'https://barbelltraining.wordpress.com/2011/01/',
  oldman1: 'https://oldmansgym.com/2016/01/03/531-strength-training-rebooted-day-one/',
  oldman2: 'https://oldmansgym.com/2016/01/11/333-week-of-my-strength-training-reboot-and-all-is-well-so-far/',
  oldman3: 'https://oldmansgym.com/2016/05/04/cycle-six-week-one-day-two-of-531-training-return-of-the-back-squat/',
  chrisp: 'http://chrispstrengthjournal.blogspot.com/2011',
  chrisp2: 'http://chrispstrengthjournal.blogspot.com/2011/07/02-jul-11-squat-3x5.html',
  hsoi: 'https://blog.hsoi.com/2013/01/25/2013-01-25-training-log/',
  gdmoney: 'github:gdmoney/fitness README.md (workout log, weight x reps x sets)',
  teamhpf: 'http://teamhpf.com/february-12th-2014-bench-press/',
  snow1: 'http://snowdaddypowerlifting.blogspot.com/2012/09/deadlifts-again.html',
  snow2: 'http://snowdaddypowerlifting.blogspot.com/2013/03/bench-press_16.html',
  dufi1: 'https://dufisthenics.com/2016/02/24/another-100-better-with-a-belt/',
  dufi2: 'http://dufisthenics.com/2015/05/15/worse-with-weight/',
  powpow: 'https://powpowpunishment.blogspot.com/2023_09_24_archive.html',
  mwlj1: 'https://myweightlossjournal.wordpress.com/2008/02/12/nrol-strength-iii-workout-3d/',
  mwlj2: 'https://myweightlossjournal.wordpress.com/2008/05/26/starting-strength-workout-1a/',
  bits: 'https://lifeslittlebits.wordpress.com/2012/08/07/dumbbell-diaries-1/',
  htfu1: 'http://htfu.entyr.com/2011/12/12122011.html',
  htfu2: 'http://htfu.entyr.com/2013/07/29072013.html',
  laura: 'https://lauralifts.com/2013/08/12/12-08-13/',
  abaddon: 'http://abaddonstrong.blogspot.com/2011/12/squat-monday.html',
  sewing: 'https://sewingandsundry.wordpress.com/category/training-log/',
  elite: 'https://www.elitefts.com/training-logs/sunday-february-8-2015/',
  chad: 'http://chadwalls.com/tag/pull-workouts/page/18/',
  firebird: 'http://www.firebirdfitness.com/2012/07/bench-press-week-3-day-1.html',
  zen: 'http://zenprimer.blogspot.com/2013/03/531-squat-1rm.html',
  ssforum: 'https://startingstrength.com/resources/forum/general-training-logs/23196-zen-art-strength-training-4.html',
  freedain: 'http://strength.freedain.com/2013/12/23/training-log-bench-press-a-new-pr/',
  ultra: 'http://ultrarunandski.blogspot.com/2011/07/deadlift-pr-and-some-rest.html',
} as const;

export const REAL_HOLDOUT: RealCase[] = [
  line(SRC.barbell, 'kg', false, 'Bench: worked up to 82.5 x 15', [g(BENCH, '15@82.5')]),
  line(SRC.barbell, 'kg', false, 'Dumbbell bench: 21 x 10 (x 3)', [g(DB_BENCH, '3*10@21')]),
  line(SRC.barbell, 'kg', false, 'Dumbbell row: 11 x 10, 21 x 15 (x 3)', [g(DB_ROW, '10@11 3*15@21')]),
  line(SRC.barbell, 'kg', false, 'Dumbbell curl: 16 x 10', [g(DB_CURL, '10@16')]),
  line(SRC.barbell, 'kg', false, 'Hammer curl: 16 x 10', [g(HAMMER, '10@16')]),
  line(SRC.barbell, 'kg', false, '5/3/1 squat: worked up to 90 x 6', [g(SQUAT, '6@90')]),
  line(SRC.barbell, 'kg', false, 'Repetition squat: 100 x 2, 100 x 2, 100 x 2', [g(SQUAT, '3*2@100')]),
  line(SRC.barbell, 'kg', false, 'Sit ups: 26 total', [g(SIT_UP, '26@bw')]),
  line(SRC.barbell, 'kg', false, 'Side bends: 56 total', [g(SIDE_BEND, '56@-')]),
  line(SRC.barbell, 'kg', false, 'Further squats: 100 x 1, 110 x 1, 120 x 1, 60 x 10', [g(SQUAT, '1@100 1@110 1@120 10@60')]),
  line(SRC.barbell, 'kg', false, 'Squat: worked up to 85 x 10', [g(SQUAT, '10@85')]),

  line(SRC.oldman1, 'lb', true, 'Barbell Bench Press\n\n8x 75lbs/34.0194kg (warm up)\n5x 95lbs/43.0913kg\n5x 110lbs/49.8952kg\n6x 125lbs/56.699kg (5+)\n4x 135lbs/61.235kg (joker)\n2x 140lbs/63.5029kg (joker)', [g(BENCH, '8@75 5@95 5@110 6@125 4@135 2@140')]),
  line(SRC.oldman1, 'lb', true, 'Barbell Bent Over Row (5×10)\n\n10x 125lbs/56.699kg\n10x 115lbs/52.1631kg\n10x 115lbs/52.1631kg\n10x 115lbs/52.1631kg\n10x 115lbs/52.1631kg', [g(ROW, '10@125 4*10@115')]),
  line(SRC.oldman2, 'lb', true, 'Bent Leg Deadlift\n\n5x 100lbs/45.3592kg (warm up)\n3x 110lbs/49.8952kg\n3x 120lbs/54.4311kg\n6x 135lbs/61.235kg (3+)\n3x 150lbs/68.0389kg (joker)\n3x 175lbs/79.3787kg (joker)\n3x 185lbs/83.9146kg (joker)\n3x 195lbs/88.4505 (joker)\n2x 200lbs/90.7185kg (joker)', [g(DEADLIFT, '5@100 3@110 3@120 6@135 3@150 3@175 3@185 3@195 2@200')]),
  line(SRC.oldman2, 'lb', true, 'Rack Pulls in Squat Rack\n\n10x 145lbs/65.7709kg\n10x 145lbs/65.7709kg\n10x 145lbs/65.7709kg\n10x 145lbs/65.7709kg\n10x 150lbs/68.0389kg', [['Rack Pull', 'rack pull', null, '4*10@145 10@150']]),
  line(SRC.oldman3, 'lb', true, 'Overhead Press in Squat Rack\n\n10x 45lbs/20.4117kg (warm up)\n5x 65lbs/29.4835kg\n5x 70lbs/31.7515kg\n6x 80lbs/36.2874kg\n3x 90lbs/40.8233kg (joker)\n1x 95lbs/43.0913kg (joker)\n2x 95lbs/43.0913kg (joker)', [g(OHP, '10@45 5@65 5@70 6@80 3@90 1@95 2@95')]),
  line(SRC.oldman3, 'lb', true, 'Bodyweight Bench Dips (legs extended)\nx10, x10, x10', [['Bench Dip', 'dip', null, '3*10@bw']]),

  line(SRC.chrisp, 'lb', true, 'Chin ups BW x 12, 45 lbs x 3, 50 x 3, 55 x 3', [g(CHIN, '12@bw 3@45 3@50 3@55')]),
  line(SRC.chrisp, 'lb', true, 'Dips BW x 20', [g(DIP, '20@bw')]),
  line(SRC.chrisp, 'lb', false, 'Push press\n\n220 x 1\n225 x 1\n230 x 2\n235 x 1', [['Push Press', 'push press', null, '1@220 1@225 2@230 1@235']]),
  line(SRC.chrisp, 'lb', false, 'Bench Press\n\n45 x 25\n140 x 5\n180 x 5\n215 x 5', [g(BENCH, '25@45 5@140 5@180 5@215')]),
  line(SRC.chrisp2, 'lb', true, 'Afterwards, I did hammer curls for 3 x10 with 50 lbs dumbbells, training both arms to go up simultaneously, not alternately.', [g(HAMMER, '3*10@50')]),

  line(SRC.hsoi, 'lb', true, '  • Work Set – Squat (working max: 285#)\n    • 2x5x45 (warmup)\n    • 1x5x115\n    • 1x5x145\n    • 1x3x175\n    • 1x5x215 (work)\n    • 1x3x245\n    • 1x4x275 (PR*)\n    • holding 315 (see below)', [g(SQUAT, '2*5@45 5@115 5@145 3@175 5@215 3@245 4@275')]),
  line(SRC.hsoi, 'lb', false, '  • Assistance – Squat\n    • 3 x 5 x 135', [g(SQUAT, '3*5@135')]),

  line(SRC.gdmoney, 'lb', false, '02.10 ***`Legs-1 `*** **back squat:** 265x4x5 • **RDL:** 265x4x5 • **good morning:** 125x10x5 • **DB lunge:** 52x30x2', [g(SQUAT, '5*4@265'), ['Romanian Deadlift', 'romanian|rdl', null, '5*4@265'], g(GOOD_MORNING, '5*10@125'), ['Dumbbell Lunge', 'lunge', null, '2*30@52']]),
  line(SRC.gdmoney, 'lb', false, '02.11 ***`Legs-2 `*** **deadlift:** 285x6x5 • **back squat-psd:** 155x8x5', [g(DEADLIFT, '5*6@285'), ['Paused Squat', 'squat', 'front|goblet|hack|split', '5*8@155']]),
  line(SRC.gdmoney, 'lb', false, '02.09 ***`Push-1 `*** **BB bench press:** 245x6x5 • **push press:** 105x15x3 • **DB fly:** 45x12x3 • **skull crushers:** 75x12x3', [g(BENCH, '5*6@245'), ['Push Press', 'push press', null, '3*15@105'], ['Dumbbell Fly', 'fly|flye', 'cable|rear', '3*12@45'], ['Skull Crusher', 'skull', null, '3*12@75']]),
  line(SRC.gdmoney, 'lb', false, '2025.04.17 ***`Upper `*** **run:** 1m • **shoulder press-smith:** 160x10x4 • **lat pulldown:** 175x12x4 • **DB bench press:** 75x20,20,18,16', [g(RUN, '-@-'), ['Smith Machine Shoulder Press', 'press', 'bench|push|leg', '4*10@160'], g(LAT, '4*12@175'), g(DB_BENCH, '20@75 20@75 18@75 16@75')]),
  line(SRC.gdmoney, 'lb', false, '2025.04.10 ***`Upper `*** **run:** 1m • **BB OH press:** 165x10x3, 165x9 • **DB bench press:** 75x20x3, 75x18', [g(RUN, '-@-'), g(OHP, '3*10@165 9@165'), g(DB_BENCH, '3*20@75 18@75')]),
  line(SRC.gdmoney, 'lb', false, '2025.04.16 ***`Lower `*** **run:** 1m • **SSB squat:** 210x8x4, 180x10x2, 160x12x2', [g(RUN, '-@-'), ['Safety Bar Squat', 'squat', 'front|goblet|hack|split', '4*8@210 2*10@180 2*12@160']]),

  line(SRC.teamhpf, 'lb', false, 'Bench Press\nWarm Ups\n2 x 10 - 45\n3 x 5 - 80, 100, 120\nWorking Sets\n3 x 5 - 130, 150, 170', [g(BENCH, '2*10@45 5@80 5@100 5@120 5@130 5@150 5@170')]),
  line(SRC.teamhpf, 'lb', false, 'Pushups w/ hands on Dumbells 4 x 10 - 2 chains on my back', [g(PUSHUP, '4*10@bw')]),
  line(SRC.teamhpf, 'lb', false, 'Lat Pulldowns 4 x 12 - 130', [g(LAT, '4*12@130')]),
  line(SRC.teamhpf, 'lb', false, 'Dumbbell Side Raises 3 x 15 - 20', [['Lateral Raise', 'lateral|side raise', null, '3*15@20']]),
  line(SRC.teamhpf, 'lb', false, 'Band Spread 4 x 25 - red band', [['Band Spread', 'band', null, '4*25@-']]),
  line(SRC.teamhpf, 'lb', false, 'Tricep Pushdowns w/ Grenades 3 x 15 - 50', [['Triceps Pushdown', 'push.?down|pressdown', 'lat', '3*15@50']]),
  line(SRC.teamhpf, 'lb', false, 'Hammer Curls 3 x 12 - 30', [g(HAMMER, '3*12@30')]),

  line(SRC.snow1, 'lb', true, 'Squats - 2 sets/6 reps/135lbs.', [g(SQUAT, '2*6@135')]),
  line(SRC.snow1, 'lb', true, 'Deadlifts - 315lbs/6 reps, 405lbs/2 reps, 495lbs/1 rep.', [g(DEADLIFT, '6@315 2@405 1@495')]),
  line(SRC.snow1, 'lb', true, 'Raw Deadlifts (no belt, no wraps, no straps) - 585lbs/1 rep!!!', [g(DEADLIFT, '1@585')]),
  line(SRC.snow1, 'lb', true, 'WG Lat Pull Downs - 2 sets/8 reps/180lbs, 3 sets/8 reps/200lbs.', [g(LAT, '2*8@180 3*8@200')]),
  line(SRC.snow1, 'lb', false, 'Back Extensions - 2 sets/12 reps.', [g(BACK_EXT, '2*12@bw')]),
  line(SRC.snow2, 'lb', true, 'Bench Press - 135lbs/16 reps, 225lbs/8 reps, 315lbs/3 reps.', [g(BENCH, '16@135 8@225 3@315')]),
  line(SRC.snow2, 'lb', true, 'Bench Press - 6 sets/1 rep/345lbs, 2 sets/1 rep/355lbs.', [g(BENCH, '6*1@345 2*1@355')]),
  line(SRC.snow2, 'lb', true, 'Bench Press - 5 sets/4 reps/355lbs, 1 set/4 reps/365lbs.', [g(BENCH, '5*4@355 4@365')]),

  line(SRC.dufi1, 'lb', true, 'Seated alternating dumbbell curls – 25lbs x 10', [g(DB_CURL, '10@25')]),
  line(SRC.dufi1, 'lb', true, 'Bodyweight dips + 45lbs x 8', [g(DIP, '8@45')]),
  line(SRC.dufi1, 'lb', false, 'Bodyweight dips x 20', [g(DIP, '20@bw')]),
  line(SRC.dufi1, 'lb', true, 'Concentration dumbbell curls – 35lbs x 10', [['Concentration Curl', 'curl', 'hammer|leg|barbell|preacher', '10@35']]),
  line(SRC.dufi1, 'lb', true, 'Standing cable hammer curls – 40lbs x 10 (each arm)', [['Cable Hammer Curl', 'hammer|curl', 'leg', '10@40']]),
  line(SRC.dufi2, 'lb', true, '40lbs weighted pull ups x 4', [g(PULLUP, '4@40')]),
  line(SRC.dufi2, 'lb', true, 'Cybex straight arm ab crunch – 110lbs x 10', [['Cybex Straight Arm Ab Crunch', 'crunch', null, '10@110']]),
  line(SRC.dufi2, 'lb', false, 'Roman chair back extensions x 15', [g(BACK_EXT, '15@bw')]),
  line(SRC.dufi2, 'lb', false, '50 push ups', [g(PUSHUP, '50@bw')]),
  line(SRC.dufi2, 'lb', false, '20 hanging knee raises', [['Hanging Knee Raise', 'knee raise|leg raise', null, '20@bw']]),

  line(SRC.powpow, 'lb', false, 'Block press: 315 x 4, 4', [['Block Press', 'block', null, '2*4@315']]),
  line(SRC.powpow, 'lb', false, 'Wide chin-ups: 15, 15, ', [g(CHIN, '2*15@bw')]),
  line(SRC.powpow, 'lb', false, 'Incline bench press: 205 x 7, 7, 185x7', [['Incline Bench Press', 'incline', 'dumbbell|db', '7@205 7@205 7@185']]),
  line(SRC.powpow, 'lb', false, 'Dips: 10, 10, 5', [g(DIP, '10@bw 10@bw 5@bw')]),
  line(SRC.powpow, 'lb', false, 'Chin-ups: 15, 15, 15', [g(CHIN, '3*15@bw')]),
  line(SRC.powpow, 'lb', false, 'Block press\n315 x 1\n365 x 1\n370 x 1', [['Block Press', 'block', null, '1@315 1@365 1@370']]),

  line(SRC.mwlj1, 'lb', false, 'Barbell shoulder press – 4×120, 4×120, 8×105', [g(OHP, '2*4@120 8@105')]),
  line(SRC.mwlj1, 'lb', false, 'Cable seated row – 4×195, 4×195, 8×180', [g(CABLE_ROW, '2*4@195 8@180')]),
  line(SRC.mwlj1, 'lb', false, 'Reverse woodchop – 8×100, 8×100, 8×100', [['Reverse Woodchop', 'wood.?chop', null, '3*8@100']]),
  line(SRC.mwlj2, 'lb', false, 'Squat – 155×5. 155×5. 155×5', [g(SQUAT, '3*5@155')]),
  line(SRC.mwlj2, 'lb', false, 'Bench – 135×5, 135×5, 135×5', [g(BENCH, '3*5@135')]),
  line(SRC.mwlj2, 'lb', false, 'Deadlift – 185×5', [g(DEADLIFT, '5@185')]),

  line(SRC.bits, 'lb', false, '-Deadlifts: 10/95; 10/105; 10/115', [g(DEADLIFT, '10@95 10@105 10@115')]),
  line(SRC.bits, 'lb', false, '-Superman Back Extension: 10', [['Superman Back Extension', 'superman|back ext', null, '10@bw']]),
  line(SRC.bits, 'lb', false, '-Back Squat: 5/135; 8/105; 8/105', [g(SQUAT, '5@135 8@105 8@105')]),
  line(SRC.bits, 'lb', false, '-Tricep dumbbell extension: 10/25; 10/27.5;  10/27.5', [['Dumbbell Triceps Extension', 'tricep', 'kickback|pushdown', '10@25 10@27.5 10@27.5']]),
  line(SRC.bits, 'lb', false, '-Dumbbell Bench Press: 10/32.5; 10/32.5; 8/32.5', [g(DB_BENCH, '10@32.5 10@32.5 8@32.5')]),
  line(SRC.bits, 'lb', false, '-Decline Situp: 10; 10; 10', [g(SIT_UP, '3*10@bw')]),
  line(SRC.bits, 'lb', false, '-Lat pullover: 10/65; 10/65; 8/70', [['Lat Pullover', 'pullover', null, '10@65 10@65 8@70']]),
  line(SRC.bits, 'lb', false, '-Shoulder dumbbell front raise: 10/10; 10/10; 10/12', [['Front Raise', 'front raise', null, '10@10 10@10 10@12']]),
  line(SRC.bits, 'lb', false, '10 minutes on rowing machine', [g(CARDIO_ROW, '-@-')]),

  line(SRC.htfu1, 'kg', false, '1 x 100 Skips', [['Skipping', 'skip|rope', null, '100@-']]),
  line(SRC.htfu1, 'kg', true, '5 x 5 @ 130kg High bar squat', [g(SQUAT, '5*5@130')]),
  line(SRC.htfu1, 'kg', true, '3 x 5 @ 70kg Bench Press', [g(BENCH, '3*5@70')]),
  line(SRC.htfu1, 'kg', true, '1 x 5 @ 155kg Dead lift', [g(DEADLIFT, '5@155')]),
  line(SRC.htfu2, 'kg', false, '1 x 2min Row', [g(CARDIO_ROW, '-@-')]),
  line(SRC.htfu2, 'kg', true, '2 x 5 @ 20kg Low bar squat', [g(SQUAT, '2*5@20')]),

  line(SRC.laura, 'kg', true, 'High box squats (above parallel): 50kg x 3; 60kg x 3; 80kg x 3; 80kg x 3; 90kg x 3; 100kg x 1; 105kg, 2 attempts but failed both. ', [g(BOX_SQUAT, '3@50 3@60 3@80 3@80 3@90 1@100')]),
  line(SRC.laura, 'kg', true, 'Good mornings: 50kg x 3; 60kg, 3 reps x 3', [g(GOOD_MORNING, '3@50 3*3@60')]),
  line(SRC.laura, 'kg', true, 'Bent-over row: 40kg, 5 reps x 3', [g(ROW, '3*5@40')]),
  line(SRC.laura, 'kg', true, 'Glute & ham raises, 5kg plate: 15 reps x 5', [['Glute-Ham Raise', 'glute.?ham|ghr', null, '5*15@5']]),
  line(SRC.laura, 'kg', true, 'Dumbbell side bends: 15kg, 15 reps x 3', [g(SIDE_BEND, '3*15@15')]),
  line(SRC.laura, 'kg', false, 'Hyperextensions: 10 reps x 3', [g(BACK_EXT, '3*10@bw')]),
  line(SRC.laura, 'kg', false, 'Wide-leg situps: 15 reps x 3', [g(SIT_UP, '3*15@bw')]),

  line(SRC.abaddon, 'kg', true, 'Good Mornings\n8 reps @ 50 kgs\n8 reps @ 70 kgs\n8 reps @ 90 kgs\n7 reps @ 110 kgs', [g(GOOD_MORNING, '8@50 8@70 8@90 7@110')]),
  line(SRC.abaddon, 'kg', true, '45 Degree Back Raises\n3 sets x 10 reps @ BW +20 kgs', [g(BACK_EXT, '3*10@20')]),
  line(SRC.abaddon, 'kg', true, 'SQUAT Monday\n\n8 reps @ 30 kgs\n6 reps @ 70 kgs\n5 reps @ 110 kgs\n5 reps @ 110 kgs\n4 reps @ 130 kgs PR', [g(SQUAT, '8@30 6@70 5@110 5@110 4@130')]),

  line(SRC.sewing, 'kg', true, 'Barbell Squat\nSet1. 43 kg x 5 Reps\nSet2. 47.6 kg x 5 Reps\nSet3. 52 kg x 4 Reps\nSet4. 56.7 kg x 3 Reps\nSet5. 61 kg x 1 Reps\nSet6. 61 kg x 1 Reps', [g(SQUAT, '5@43 5@47.6 4@52 3@56.7 1@61 1@61')]),
  line(SRC.sewing, 'kg', true, 'Goblet Squat\nSet1. 11.3 kg x 10 Reps\nSet2. 11.3 kg x 10 Reps\nSet3. 11.3 kg x 10 Reps', [['Goblet Squat', 'goblet', null, '3*10@11.3']]),

  line(SRC.elite, 'lb', false, 'Dumbbell press\n\n50’s for 10 reps\n\n70’s for 10 reps\n\n110’s for 10 reps\n\n130’s for 10 reps', [['Dumbbell Press', 'dumbbell|db', 'row|curl|fly', '10@50 10@70 10@110 10@130']]),
  line(SRC.elite, 'lb', false, 'Barbell bench\n\n135 for 5 reps\n\n225 for 5 reps\n\n225 plus 2 chains per side for 3 sets of 3 reps', [g(BENCH, '5@135 5@225 3*3@225')]),
  line(SRC.elite, 'lb', false, 'Standing barbell military press\n\nBar for a few\n\n95 for 10 reps\n\n135 for 3 sets of 8 reps', [g(OHP, '10@95 3*8@135')]),
  line(SRC.elite, 'lb', false, 'Dumbbell rows\n\n100 for 5 sets of 12 reps', [g(DB_ROW, '5*12@100')]),

  line(SRC.chad, 'lb', true, 'Chin-ups* (BW=159 lbs + 62.5 lbs), 3 sets x 5 reps', [g(CHIN, '3*5@62.5')]),
  line(SRC.chad, 'lb', true, 'Barbell Row (170 lbs), 2 sets x 12 reps', [g(ROW, '2*12@170')]),
  line(SRC.chad, 'lb', true, 'Shrugs (240 lbs), 2 sets x 12 reps', [['Shrug', 'shrug', null, '2*12@240']]),
  line(SRC.chad, 'lb', true, 'Cheating Barbell Curl (125 lbs), 5 sets x 3 reps', [['Barbell Curl', 'curl', 'hammer|leg|dumbbell', '5*3@125']]),

  line(SRC.firebird, 'lb', false, 'Bench Press:  135x10, 135x5, 185x5, 225x5, 245x5, 245x5, 265x3, 245x5, 245x5, 225x6, 205x6', [g(BENCH, '10@135 5@135 5@185 5@225 5@245 5@245 3@265 5@245 5@245 6@225 6@205')]),
  line(SRC.firebird, 'lb', false, 'Incline Dumbbell Bench Press:  75x9, 75x8, 75x8  45* incline', [['Incline Dumbbell Press', 'incline', 'barbell', '9@75 8@75 8@75']]),
  line(SRC.zen, 'lb', false, '12" Box Squat: 95x5, 125x5, 155x3, 185x3, 215x5, 245x3, 275x1, 315x1, 275x1.', [g(BOX_SQUAT, '5@95 5@125 3@155 3@185 5@215 3@245 1@275 1@315 1@275')]),
  line(SRC.ssforum, 'lb', false, 'Squat 3x5x220--last rep of 2nd set and last two reps of 3rd set may have had a little too far forward lean, but most of the reps were deep with chest up, knees out, back arched', [g(SQUAT, '3*5@220')]),
  line(SRC.ssforum, 'lb', false, 'Front Squat 3x5x95', [['Front Squat', 'front', null, '3*5@95']]),
  line(SRC.freedain, 'lb', false, 'more Bench Press (135 x 8 x 3 – fast reps)', [g(BENCH, '3*8@135')]),
  line(SRC.ultra, 'lb', true, '50 thrusters @ 45 pounds', [['Thruster', 'thruster', null, '50@45']]),
  line(SRC.ultra, 'lb', false, '1000 meter row', [g(CARDIO_ROW, '-@-')]),
  line(SRC.ultra, 'lb', false, '30 pull-ups', [g(PULLUP, '30@bw')]),
];
