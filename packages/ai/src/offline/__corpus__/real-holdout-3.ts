// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A third holdout from seven more lifters (none in real-holdout.ts or real-holdout-2.ts), collected
 * and labelled after all tuning and scored once, blind: 19/33 (57.6%), the generalisation estimate
 * reported for issue #11. Its misses (table rows with space-separated columns, "Monday- … / next
 * exercise", a load in parentheses after each "/"-separated set) were then fixed as general rules,
 * so it is no longer blind; the one left ("45 lb first set, 35 lb second set") is a known gap.
 * Same labelling rules as real-holdout.ts. Left out as unlabellable: "12/35LR" (load per
 * side?), "1/2 stack", weight ranges ("10, 8, 6 @ 32–40kg"), "bar + 30 lbs" (bar weight unknown).
 */
import { BENCH, DB_ROW, DEADLIFT, g, LAT, line, OHP, PULLUP, PUSHUP, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  rubin: 'https://www.jamierubin.net/2007/01/30/workout-45-chest-back/',
  panda: 'https://www.fatpandanomore.com/work-out-29-of-2020/',
  fatman: 'http://gettingafatmanstronger.blogspot.com/2012/08/holy-testicle-tuesday.html',
  veniaminov: 'http://veniaminov.blogspot.com/2010/08/gym-routine-august-2010_25.html',
  torture: 'https://torturetraining.wordpress.com/2007/12/06/hard-work-and-todays-workout/',
  food: 'https://foodnutritionfitness.wordpress.com/2017/01/11/leg-day/',
  essentials: 'https://strengthessentials716.com/blog/strengthessentials716-traininglog',
} as const;

const CRUNCH = ['Crunch', 'crunch', null] as const;
const LUNGE = ['Lunge', 'lunge', null] as const;
const TWIST = ['Russian Twist', 'twist', null] as const;
const SUMO_DL = ['Semi-Sumo Deadlift', 'dead|sumo', 'romanian|rdl|stiff'] as const;

export const REAL_HOLDOUT_3: RealCase[] = [
  line(SRC.rubin, 'lb', false, 'Chest press              12/95       12/105       12/115', [['Chest Press', 'chest press|bench', null, '12@95 12@105 12@115']]),
  line(SRC.rubin, 'lb', false, 'Crunches                    30           35           30', [g(CRUNCH, '30@bw 35@bw 30@bw')]),
  line(SRC.rubin, 'lb', false, 'Decline chest press      12/95       12/105       12/115', [['Decline Chest Press', 'decline', null, '12@95 12@105 12@115']]),
  line(SRC.rubin, 'lb', false, 'Dead lifts               15/50        15/50        15/50', [g(DEADLIFT, '3*15@50')]),
  line(SRC.rubin, 'lb', false, 'Jumping jacks               30           40           40', [['Jumping Jack', 'jumping jack', null, '30@bw 40@bw 40@bw']]),
  line(SRC.rubin, 'lb', false, 'Push ups                    25           25           25', [g(PUSHUP, '3*25@bw')]),
  line(SRC.rubin, 'lb', false, 'Lat pull               12/87.5      12/87.5       12/100', [['Lat Pulldown', 'lat pull', null, '12@87.5 12@87.5 12@100']]),

  line(SRC.panda, 'lb', true, 'Upright Row w/Barbell (3 sets of 10 with 20lb barbell) – I felt these were fairly easy.', [['Upright Row', 'upright', null, '3*10@20']]),
  line(SRC.panda, 'lb', true, 'Bicep Curl w/Barbell (3 sets of 12 with 20lb barbell) – Again, I think I may start with a 30lb weight next time.', [['Barbell Curl', 'curl', 'hammer|leg|dumbbell', '3*12@20']]),
  line(SRC.panda, 'lb', true, 'Reverse Curl w/barbell (3 sets of 10 with 20lb barbell) – Just getting the form right was difficult', [['Reverse Curl', 'reverse', null, '3*10@20']]),

  line(SRC.fatman, 'kg', true, '  • Deadlift - 1 x 10 @ 60kg, 1 x 8 @ 80kg, 3 x 5 @ 115kg', [g(DEADLIFT, '10@60 8@80 3*5@115')]),
  line(SRC.fatman, 'kg', true, '  • Squat - 1 x 10 @ 50kg, 1 x 8 @ 50kg, 3 x 5 @ 90kg', [g(SQUAT, '10@50 8@50 3*5@90')]),
  line(SRC.fatman, 'kg', true, '  • Wide grip lat pulldown - 3 x 15 @ 40kg', [g(LAT, '3*15@40')]),
  line(SRC.fatman, 'kg', true, '  • Leg press - 1 x 10 @ 160kg, 1 x 8 @ 200kg, 3 x 5 @ 280kg', [['Leg Press', 'leg press', null, '10@160 8@200 3*5@280']]),

  line(SRC.veniaminov, 'kg', false, '2. Pullup: 12 @ bodyweight', [g(PULLUP, '12@bw')]),

  line(SRC.torture, 'lb', true, 'A1: Decline Dumbbell Bench Press 1×15 (40 lb dumbbells)/1×12 (45 lb)/1×20 (35 lb)', [['Decline Dumbbell Bench Press', 'decline', 'barbell', '15@40 12@45 20@35']]),
  line(SRC.torture, 'lb', true, 'A2: Dumbbell Row 1×15 (40lb)/1×12 (45 lb)/1×20 (35lb)', [g(DB_ROW, '15@40 12@45 20@35')]),
  line(SRC.torture, 'lb', true, 'B1: Dumbbell lateral raise 3×15 (15 lb dumbbells)', [['Lateral Raise', 'lateral', null, '3*15@15']]),
  line(SRC.torture, 'lb', false, 'B2: Lat Pulldown 3×15 (not really sure how much weight we used, and also, in my experience, the weight on different machines seems to be a different amount of resistance)', [g(LAT, '3*15@-')]),
  line(SRC.torture, 'lb', true, 'C1: Preacher Curl 2×15 (45 lb first set, 35 lb second set felt like so much more though)', [['Preacher Curl', 'preacher', null, '15@45 15@35']]),
  line(SRC.torture, 'lb', true, 'C2: Overhead Unilateral Dumbbell Extension 2×15 (15 lb dumbbells)', [['Overhead Dumbbell Extension', 'extension', 'leg|back', '2*15@15']]),

  line(SRC.food, 'kg', false, '5 minute warm up treadmill jog', [['Treadmill', 'treadmill|run|jog', null, '-@-']]),
  line(SRC.food, 'kg', true, '2 x 10 10kg lunges on each leg', [g(LUNGE, '2*10@10')]),
  line(SRC.food, 'kg', true, '1 x 20 10kg pulse lunges on each leg', [g(LUNGE, '20@10')]),
  line(SRC.food, 'kg', true, '2 x 20 courtsy lunges holding 10kg plate', [g(LUNGE, '2*20@10')]),
  line(SRC.food, 'kg', true, '3 x 10 stiff legged deadlifts with 30kg barbell', [['Stiff-Leg Deadlift', 'stiff', null, '3*10@30']]),
  line(SRC.food, 'kg', true, '3 x 10 pull throughs set at 12kg', [['Pull Through', 'pull.?through', null, '3*10@12']]),
  line(SRC.food, 'kg', true, '3 x 10 sit ups with 8kg medicine ball', [g(SIT_UP, '3*10@8')]),
  line(SRC.food, 'kg', true, '20 Russian twists with 8kg medicine ball', [g(TWIST, '20@8')]),

  line(SRC.essentials, 'lb', false, 'Monday- Press 170x1, 160x4,4,4, 145x5/ Close-grip Bench 200 3x5', [g(OHP, '1@170 3*4@160 5@145'), ['Close-Grip Bench Press', 'close', null, '3*5@200']]),
  line(SRC.essentials, 'lb', false, 'Tuesday- Squat 295x1, 275x3,3,3,3/ Semi-sumo Deadlift 275x1, 255 3x3', [g(SQUAT, '1@295 4*3@275'), g(SUMO_DL, '1@275 3*3@255')]),
  line(SRC.essentials, 'lb', false, 'Thursday- Bench 235x2, 225x4,4, 215x5/ Press 125 2x8', [g(BENCH, '2@235 2*4@225 5@215'), g(OHP, '2*8@125')]),
  line(SRC.essentials, 'lb', false, 'Friday- Squat 255x4, 245x4, 235x4/ Semi-sumo Deadlift 285 4,4,4', [g(SQUAT, '4@255 4@245 4@235'), g(SUMO_DL, '3*4@285')]),
];
