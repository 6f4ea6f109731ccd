// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A forty-ninth holdout, SEALED at round 26, OPENED at round 29 (blind on 369638c, the same through rounds 26–28: 17/38; short line 4/11, long line 4/11, block 9/16; rewrites
 * broken 1/293): 38 real entries from twenty-one lifters in none of the earlier sets (no host in /tmp/collect/used-hosts.txt or used-urls.txt, none named in an earlier __corpus__ file, none
 * claimed by the parallel collector in /tmp/collect/claimed.txt), copied verbatim from the stored public pages
 * (twenty-one addresses, listed in SRC below). Every label was written by hand from the text alone before any
 * parser saw it (the parser was neither run, read nor imported while building this set). 11 short single lines
 * (100 characters or fewer), 11 long single lines of prose, 16 multi-line blocks; at most four entries per lifter;
 * five entries log nothing (a PR from earlier workouts, a coach's client, a leg-press habit beside another man's
 * numbers, a firefighter's capacity, a grandfather's routine) and carry no exercises. Source kind: personal blogs
 * and diaries where the writer tells their own training: a novice rower's testing day and 1 km erg pieces, a
 * primal-cooking mother's deadlift ramp, a UK marathon canoeist's Devizes-Westminster week (gym and paddle), an
 * early-morning lifter's leg day in bullets, a nurse's Stairmaster, a breast-cancer patient's post-chemo bedroom
 * routine with a 5 lb ball, a CrossFit coach's 64-year-old client, a newbie comparing her leg press to a man's, a
 * Norwegian ultrarunner's percent-of-load squats, a woman's Sunday session in kg with lb in brackets, a
 * first-timer's stone lift at the Scottish games, a boot-camper's front squat and trap bar, a UK
 * personal trainer's own multi-session diary ("Morning Session – ... ; ...; ..."), an Australian's pre-work treadmill,
 * a wildland-firefighter hotshot's test prep, a granddaughter pasting her 91-year-old grandfather's routine, an
 * alpinist's Mountain Athletics days (sandbag get-ups, weighted step-ups), a sandbag enthusiast's warm-up list, a
 * weight-loss diarist's treadmill, a CrossFit mother's air-bike rounds, a knee-injured woman's leg press
 * kept to 30 degrees. kg and lb both (19 kg entries, 19 lb).
 *
 * Styles: a testing-day list ("Bench Press (1RM) 110 kg", "Press Ups (60 Sec) 44 Reps"); "10 x 1km rows - 1:52.6
 * pace" (ten bouts); a ramp written "95×2, 105×2, ... 135×1 and then I did 95×6" after the lift in the sentence
 * before; "Squat, 4*8: 50*5,65*5, 75*8,8,8,8" (the planned sets first, then load*reps and bare reps) with
 * "Incline sit-ups3*10-15: 5kg 10,10,8"; "10,8,6,4,6,8,10 with minute rests" under "Tuesday, Paddle" (seven pieces);
 * bullets with "3 x 10 (R); 3 x 10 (L);"; "20 squats 3 reps" (three sets of twenty); "15×2 reps." after the
 * exercise sentence; "1 set/6 reps/40 % load" (no load); a stone lift told as two paragraphs; "12×12.5 kg dumbbell
 * rows"; "Morning Session – Bench Press for 6 sets of 2 reps at 117.5Kg; Viking Press ..."; "Bodyweight Hack Squats
 * for 5 sets (30, 28, 27, 26, 25 reps)"; "50 x sandbag getups @ 35lbs" / "700 weighted stepups @45lb pack"; a
 * numbered warm-up list ("1. push ups 3x15"); "7 Rounds for time:" over an air bike and tuck-ups.
 *
 * Same labelling rules as real-holdout-46.ts and -47.ts: warm-ups are sets; a missed or failed attempt is not a set;
 * kettlebell and dumbbell loads are per bell ("two 8 kg's" is 8, "12×12.5 kg dumbbell rows" is 12 reps at 12.5);
 * bodyweight sets carry no load, "bw" (squats, push-ups, pull-ups, chin-ups, inverted rows, lunges, tuck-ups, hip
 * thrusts, leg lifts, floor crunches); an unstated load (machine work, percent-of-max sets, the ball named only in
 * another paragraph) is "-"; cardio (erg, treadmill, Stairmaster, runs, paddling pieces, air bike) is one set
 * without reps or load per bout ("10 x 1km rows" is ten, "10×20 sec" intervals are ten, "7 Rounds" of an air bike
 * are seven); a PR or number from another time ("I was now deadlifting 105 lbs during my last workout"), another
 * person's numbers (a client's, a grandfather's routine, "a man downsize it to 90lbs") and a capacity ("So far I can
 * do 34 push-ups") are not sets; the unit is the one the lifter wrote first. A lift named only in an earlier sentence
 * of the same entry is that lift. A single attempt with no rep count is a single (the stone lifts). "for each arm" /
 * "per leg" reps are the set's reps; sets written separately for each side ("3 x 10 (R); 3 x 10 (L)") are separate
 * sets. "20 squats 3 reps" and "20×3" are three sets of twenty; "15×2 reps" is two sets of fifteen; "12×12.5 kg" is
 * twelve reps at 12.5. A planned scheme before the colon ("4*8:", "3*10-15:") gives no sets; what follows it does.
 * A rounds block ("7 Rounds for time:") is that many sets of each exercise, grouped by exercise. Names not in
 * real-labels.ts are labelled inline.
 *
 * Left out as genuinely ambiguous to a human coach, or for the four-per-lifter cap: gentoosports' Friday ("OH press,
 * 4*6: 40*6, 50*6," lists two of four sets; "Face pulls, 3*10-15" a rep range only) and Monday's plank and face
 * pulls; primalcookingdiary's assisted chin-ups ("from the 70 lb weight to the 48 lb weight", no reps) and the son's
 * "Eighty-five pounds" (kept only the mother's own past numbers); jannicke-athletics' "Seated rowing: 10 minutes,
 * ligth load" (an erg or a cable row); liftnrun's planks ("2 times 40 sec") and triceps line (cap); twoblueberrymuffins'
 * weighted side plank; foxwoodpersonaltraining's "5 sets of EZ Bar Biceps Curls" (reps unstated) and its bare "Bench
 * Press" session; ceciliamschwartz's list without the sentence saying whose routine it is (kept with it);
 * catseye139's fitball hamstring curls and Smith-machine throws (the stored page is cut off mid-set); dav3's power walk;
 * lisawodwell's EMOM ("5 Pause Overhead Squats (115/80lbs)", which of the two loads she used is unstated);
 * journeytoalpinism's bouldering days ("4 x 30 second intervals continuous bouldering"); dustinlebeltraining's
 * "sandbag power cleans (w/130lb bag) x 50 reps for time" (how the 50 were split is unstated); wildlandfirewoman's
 * "Last week I ran it in 12:45" (another day); pinkfight's bicep curl with a press (cap). Pages seen but not used:
 * katsonfire (no numbers), firegroundfitness and afd-ashift (prescriptions for a crew), blogologue ("I think I did 60 or
 * 70 KGs 3x8"), daily.seity ("5 sets of 5 ... I managed 50Kg for bench press", whether all five sets were at 50 is
 * unstated), memsblog-mem ("about 6 sets and the last two were with 245"), myspace.ca (chest press loads, reps
 * unstated), musclemayu (warm-ups unstated), bcballroomdancer (a capacity), armynow (a month's totals), arthurthelesser
 * (five sets of a table that does not add up), sevensummitsbody (a carry measured in steps), quietstream (no reps),
 * mariaruns (a run, not needed), ronaldbatsongymdiary (claimed, but the stored page stops before the workout).
 * Sites found but used before (so not used): crossfitz.wordpress.com, conedogers.com, liftingmyspirits.com,
 * leesohgoesrunning.wordpress.com, robertorr.org, htfu.entyr.com, donscrossfit.blogspot.com, redbird.dreamwidth.org,
 * paxauxbellum.wordpress.com, weemanmike.wordpress.com, planetwarrior.blogspot.com, lukaspezenka.com,
 * getontheline.wordpress.com, whiteknucklestrength.blogspot.com, stylesdevelops.com, nyecamden.dreamwidth.org.
 */
import { BENCH, CARDIO_ROW, CHIN, DB_ROW, DEADLIFT, g, line, PULLUP, PUSHUP, RUN, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  damian: 'http://damiangriffin.blogspot.com/2009/01/ (novice rower\'s January 2009 archive: a testing day and 1 km erg pieces, kg)',
  primal: 'https://primalcookingdiary.wordpress.com/2012/01/22/ill-be-you-can-do-more/ (primal-cooking mother\'s deadlift session coached by her husband, lb)',
  gentoo: 'https://blog.gentoosports.co.uk/2016/10/22/october-dw-training/ (UK marathon canoeist\'s Devizes-Westminster training week, kg)',
  gardner: 'https://gardner1015.wordpress.com/2019/04/27/daily-ramblings-workout-routine-legs-and-abdominals-2/ (early-morning lifter\'s Saturday legs and abs)',
  nurse: 'https://runningonchange.com/2019/01/09/shift-work-and-making-time/comment-page-1/ (nurse and mother fitting in a 2:30 a.m. gym session)',
  pink: 'https://www.pinkfight.com/2013/05/23/work-out-of-the-week/ (breast-cancer patient\'s bedroom routine three days after chemo, lb)',
  ctrl: 'https://crossfitctrl.com/blog-entry/why-should-grandmothers-lift-weights/ (CrossFit coach on a 64-year-old client\'s deadlift PR: the client\'s numbers)',
  fern: 'http://fernsramblings.blogspot.com/2009/09/work-out-stuff.html (gym newbie comparing her machine weights with other members\')',
  jannicke: 'http://jannicke-athletics.blogspot.com/2010/10/strength-training-beginning-of-4tfh.html (Norwegian ultrarunner\'s autumn strength session)',
  liftnrun: 'https://liftnrun.wordpress.com/tag/leg-day (woman\'s Sunday gym session, kg with lb in brackets)',
  stone: 'https://benjamingreene.wordpress.com/2014/04/05/getting-primal-at-the-scottish-games/ (first-timer\'s stone lift at the Scottish games, lb)',
  muffins: 'https://twoblueberrymuffins.wordpress.com/2012/08/20/day-no-2/ (boot-camp woman\'s second training day before a long flight, kg)',
  foxwood: 'https://foxwoodpersonaltraining.co.uk/tims-training-diary/tims-training-dairy-at-egertons-garage-gym-december-edition (UK personal trainer\'s own garage-gym diary, kg)',
  dav3: 'https://dav3.net/125/ (Australian ex-army man\'s weight-loss diary, day 10)',
  wildland: 'https://wildlandfirewoman.blogspot.com/2013/03/pt-physical-training.html (hotshot wildland firefighter\'s physical-test preparation)',
  cecilia: 'https://ceciliamschwartz.wordpress.com/2011/04/04/an-old-mans-workout/ (granddaughter posting her 91-year-old grandfather\'s routine: his numbers)',
  alpine: 'https://journeytoalpinism.com/2014/12/30/training-tuesdays-mountain-athletics-week-4/ (aspiring alpinist\'s Mountain Athletics days 15-18, lb)',
  sandbag: 'http://dustinlebeltraining.blogspot.com/2009/05/sandbag-power-cleans-for-time.html (sandbag trainer\'s warm-up before a 130 lb clean session)',
  weightloss: 'http://www.84to55.com/week-1-day-3/ (weight-loss diarist\'s treadmill, week 1 day 3)',
  lisa: 'https://lisawodwell.wordpress.com/tag/core/ (CrossFit mother\'s workouts with the kids around)',
  catseye: 'http://catseye139.blogspot.com/2008/01/weights-session.html (woman back in the gym after a knee injury, leg press limited to 30 degrees, kg)',
} as const;

const PRESS_UP = ['Push-up', 'push.?ups?|press.?ups?', null] as const;
const INV_ROW = ['Inverted Row', 'invert|row', null] as const;
const SPLIT_SQUAT = ['Rear-foot-elevated Split Squat', 'split|bulgarian|rear.?foot', null] as const;
const PADDLE = ['Paddling', 'paddl|kayak|canoe|k1', null] as const;
const LEG_PRESS = ['Leg Press', 'leg press', 'single|one'] as const;
const SL_LEG_PRESS = ['Single-leg Leg Press', 'single|one.?leg', null] as const;
const LEG_CURL = ['Leg Curl', 'curl', null] as const;
const CABLE_DL = ['Lying Cable Deadlift', 'dead', null] as const;
const STANDING_CALF = ['Standing Calf Press', 'calf', 'seated'] as const;
const SEATED_CALF = ['Seated Calf Press', 'calf', 'standing'] as const;
const CRUNCH = ['Crunch', 'crunch', null] as const;
const LEG_LIFT = ['Lying Leg Lift', 'leg (lift|raise)', null] as const;
const STAIR = ['Stairmaster', 'stair', null] as const;
const CURL = ['Bicep Curl', 'curl', 'leg|hamstring'] as const;
const TRI_EXT = ['Overhead Tricep Extension', 'tricep|extension', null] as const;
const TREADMILL = ['Treadmill', 'treadmill|run|jog|interval', null] as const;
const STONE = ['Stone Lift', 'stone', null] as const;
const FRONT_SQUAT = ['Front Squat', 'front', null] as const;
const TRAP_DL = ['Trap Bar Deadlift', 'trap|hex', null] as const;
const VIKING = ['Viking Press', 'viking', null] as const;
const SIDE_RAISE = ['Dumbbell Side Raise', 'side raise|lateral', null] as const;
const NARROW_BENCH = ['Narrow-grip Bench Press', 'narrow|close', null] as const;
const RDL = ['Romanian Deadlift', 'romanian|rdl', null] as const;
const BW_HACK = ['Bodyweight Hack Squat', 'hack', null] as const;
const HIP_THRUST = ['Single-leg Hip Thrust', 'hip thrust', null] as const;
const SB_GETUP = ['Sandbag Get-up', 'get.?up', null] as const;
const STEP_UP = ['Weighted Step-up', 'step.?up', null] as const;
const LUNGE = ['Reverse Lunge', 'lunge', null] as const;
const AIR_BIKE = ['Air Bike', 'bike|assault|airdyne', null] as const;
const TUCK_UP = ['Tuck-up', 'tuck', null] as const;

export const REAL_HOLDOUT_49: RealCase[] = [
  line(SRC.damian, 'kg', true, "Bench Press (1RM) 110 kg\nChin Ups (Max) 10 Reps\nPress Ups (60 Sec) 44 Reps\nInverted Rows (60 Sec) 31 Reps\nDeadlift (1 RM) 170kg", [g(BENCH, '1@110'), g(CHIN, '10@bw'), g(PRESS_UP, '44@bw'), g(INV_ROW, '31@bw'), g(DEADLIFT, '1@170')]),
  line(SRC.damian, 'kg', false, "I completed 10 x 1km rows - 1:52.6 pace SR 27 with a 1 minute rest on each.", [g(CARDIO_ROW, '10*-@-')]),

  line(SRC.primal, 'lb', true, "Then the corner of the gym where there is room for doing deadlifts cleared out, so I set up to start working out.  My husband is a great sounding board for how heavy, and how many times I should be lifting, and gently coaxed me into lifting up to 135 pounds today!  Here’s how I got there: 95×2, 105×2, 115×2, 125×1, 135×1 and then I did 95×6 to finish off the workout.", [g(DEADLIFT, '2@95 2@105 2@115 1@125 1@135 6@95')]),
  line(SRC.primal, 'lb', true, "The first day I did deadlifts I started off at 65 lbs and worked my way up to 85.  My kid could smoke me!  Even though I was now deadlifting 105 lbs during my last workout, I really felt that I wasn’t doing as much as I could.", []),

  line(SRC.gentoo, 'kg', true, "Wednesday, Gym\nSquat, 4*8: 50*5,65*5, 75*8,8,8,8\n1 leg rear foot elevated split squats ,3*6-10: 40*6,6,6.Should really have lower back exercise as well but 2 leg exercises is hard enough for me at the moment. I felt like back raises helped my lower back endurance for paddling when I have done for extended periods before.\nIncline sit-ups3*10-15: 5kg 10,10,8", [g(SQUAT, '5@50 5@65 4*8@75'), g(SPLIT_SQUAT, '3*6@40'), g(SIT_UP, '10@5 10@5 8@5')]),
  line(SRC.gentoo, 'kg', false, "Bench Press, 4*6: 95*6,6,6,6 hard but okay, will up next week", [g(BENCH, '4*6@95')]),
  line(SRC.gentoo, 'kg', false, "1 Arm Row, 4*8: 40*8,8,8,8 (40 is heaviest dumbbell, might need to change exercises before the end of this cycle)", [g(DB_ROW, '4*8@40')]),
  line(SRC.gentoo, 'kg', false, "Tuesday, Paddle\n10,8,6,4,6,8,10 with minute rests", [g(PADDLE, '7*-@-')]),

  line(SRC.gardner, 'lb', false, "  • Leg Press 3 x 10;\n  • Single-Leg Leg Press 3 x 10 (R); 3 x 10 (L);\n  • Lying Leg Curls 3 x 10:\n  • Lying Cable Dead lifts 3 x 10;\n  • Standing Calf Presses 3 x 10;\n  • Seated Calf Presses 3 x 10;\n  • Ab Crunches 3 x 10;\n  • Lying Leg Lift on Bench 3 x 10;", [g(LEG_PRESS, '3*10@-'), g(SL_LEG_PRESS, '6*10@-'), g(LEG_CURL, '3*10@-'), g(CABLE_DL, '3*10@-'), g(STANDING_CALF, '3*10@-'), g(SEATED_CALF, '3*10@-'), g(CRUNCH, '3*10@bw'), g(LEG_LIFT, '3*10@bw')]),

  line(SRC.nurse, 'lb', false, "Todays workout consisted of the stairmaster for 30 min at roughly level 5-8, the stairmaster will always kick my butt no matter how good of shape I am in.", [g(STAIR, '-@-')]),

  line(SRC.pink, 'lb', false, "I started off with 60 squats. 20 squats 3 reps.", [g(SQUAT, '3*20@bw')]),
  line(SRC.pink, 'lb', true, "Next I did 20 Bicep curls on each arm, using a 5lbs Bally’s Fitness weight ball", [g(CURL, '20@5')]),
  line(SRC.pink, 'lb', false, "For the next routine I did 30 over head tricep extension, basically holding the ball over my head with my arms extended I would bend at the elbow and bring the ball behind my neck. 15×2 reps.", [g(TRI_EXT, '2*15@-')]),
  line(SRC.pink, 'lb', true, "Moving onto my abs. I did 20×3 for 60 total crunches while holding the 5lbs ball.", [g(CRUNCH, '3*20@5')]),

  line(SRC.ctrl, 'lb', true, "“Patricia, that’s a new PR,” I tell her as she sits down the barbell.\n\n“How much is that?”\n\n“You just lifted 185lbs twice!”", []),

  line(SRC.fern, 'lb', true, "1) I lift 170 lbs on the leg press. I saw a man downsize it to 90lbs.", []),

  line(SRC.jannicke, 'kg', false, "-Squats: 1 set/6 reps/40 % load, 1 set/6 reps/50 % load, 1 set/4 rep/40 % load\n-Deadlift: 3 set/4 reps/50 % load", [g(SQUAT, '6@- 6@- 4@-'), g(DEADLIFT, '3*4@-')]),

  line(SRC.liftnrun, 'kg', false, "I started out with intervals on the treadmill (after warming up), and did 10×20 sec with 10 sec break at 16 km per hour, which would be 10 miles per hour.", [g(TREADMILL, '10*-@-')]),
  line(SRC.liftnrun, 'kg', true, "The, I did squats, 3 sets of 6, increased the weight a little bit to 32.5 kg (71.65 lb). Slow and steady is better than fast and ruining my back!", [g(SQUAT, '3*6@32.5')]),
  line(SRC.liftnrun, 'kg', true, "Then I increased my ‘single arm row’ from 10kg (22 lb) to 12.5 kg (27.5 lb) and did 3 sets of 7.", [g(DB_ROW, '3*7@12.5')]),

  line(SRC.stone, 'lb', true, "I did the “stone lift” at the Scottish games today. Yes, that is just like it sounds: you lift the heaviest stone you can onto a chest-height podium. Simple enough.\n\nI maxed out with a 145 lb. lift, as pictured. It was tough, and I was pleased. Then some gangly skinny dork who did not lift weights did the same. Instant humility. So I tried again and lifted 160.", [g(STONE, '1@145 1@160')]),

  line(SRC.muffins, 'kg', true, "50 kg front squat – 10 reps, however I was losing my form towards the end. I got a bit distracted, but I’m glad I did more than expected. I would’ve been happy with 8.\n\n12×12.5 kg dumbbell rows – this is getting very very difficult.", [g(FRONT_SQUAT, '10@50'), g(DB_ROW, '12@12.5')]),
  line(SRC.muffins, 'kg', true, "Trap bar – 55 kg, 8 reps!!! Weird, tough, slightly boring.", [g(TRAP_DL, '8@55')]),

  line(SRC.foxwood, 'kg', true, "Monday 29th November\nMorning Session – Bench Press for 6 sets of 2 reps at 117.5Kg; Viking Press for 5 sets of 10 reps at 40Kg; Dumbbell Side Raises for 5 sets of 30 reps with 5Kg Dumbbells", [g(BENCH, '6*2@117.5'), g(VIKING, '5*10@40'), g(SIDE_RAISE, '5*30@5')]),
  line(SRC.foxwood, 'kg', true, "Evening Session – Narrow Grip Bench Press for 10 sets of three reps at 105.5Kg", [g(NARROW_BENCH, '10*3@105.5')]),
  line(SRC.foxwood, 'kg', true, "Tuesday 30th November\nMorning Session – Hamstring Curls for 5 sets of 20 reps; Romanian Deadlifts for 4 sets of 10 reps at 100Kg; Bodyweight Hack Squats for 5 sets of 25 reps\nAfternoon Session – Strict Chin Ups for 15 sets of 6 reps\nEvening Session – Steady Run (8.13 miles, 9:08 minutes per mile average pace, 1 hour 14 minutes)", [g(LEG_CURL, '5*20@-'), g(RDL, '4*10@100'), g(BW_HACK, '5*25@bw'), g(CHIN, '15*6@bw'), g(RUN, '-@-')]),
  line(SRC.foxwood, 'kg', false, "Evening Session – Hamstring Curls for 5 sets of 20 reps; Bodyweight Hack Squats for 5 sets (30, 28, 27, 26, 25 reps); Single Leg Hip Thrusts for 5 sets of 15 reps per leg", [g(LEG_CURL, '5*20@-'), g(BW_HACK, '30@bw 28@bw 27@bw 26@bw 25@bw'), g(HIP_THRUST, '5*15@bw')]),

  line(SRC.dav3, 'kg', false, "Before work I jumped on the treadmill for 2km.", [g(TREADMILL, '-@-')]),

  line(SRC.wildland, 'lb', false, "Yesterday I ran it in about 11:30, which is good considering how windy it was outside and that I wore the wrong shoes...", [g(RUN, '-@-')]),
  line(SRC.wildland, 'lb', false, "So far I can do 34 push-ups. I can also do 40+ sit-ups, and at least 8 pull-ups.", []),

  line(SRC.cecilia, 'lb', true, "Well in honor of Grandpa’s birthday, allow me to entertain you (or shame you, which ever the case may be) with the details of my 91-year-old grandfather’s workout routine.  He goes to the gym three times a week during winter so he’s in good condition when golf season arrives, and his workout lasts about an hour fifteen to an hour twenty.\n\nLeg Press (110 lbs) – 30 reps\n\nLeg Lift (50 lbs) – 30 reps\n\nBack Press (110 lbs) – 30 reps\n\nAb Press (60 lbs) – 30 reps\n\nBar bells (15 lbs) – 30 wrist twirls\n\nRope Pull Down (45 lbs) – 45-50 reps\n\nCross Pull – 120 pulls\n\nTreadmill – 10 min\n\nCross Trainer – 10 min", []),

  line(SRC.alpine, 'lb', true, "Day 15: Hard day of weighted stepups. I can’t believe how much stronger I feel already.\n50 x sandbag getups @ 35lbs\n700 weighted stepups @45lb pack", [g(SB_GETUP, '50@35'), g(STEP_UP, '700@45')]),
  line(SRC.alpine, 'lb', false, "Day 17: “recovery” runs are ramping up. A bit worried this is going to escalate quickly.\n2.5 mile run", [g(RUN, '-@-')]),
  line(SRC.alpine, 'lb', true, "Day 18: I have never sweat this much in my life.\n55 sandbag get ups @35lbs\n750 weighted step ups @45lbs", [g(SB_GETUP, '55@35'), g(STEP_UP, '750@45')]),

  line(SRC.sandbag, 'lb', false, "warm up\n1. push ups 3x15\n2. pull ups 3x8\n3. squats 2x20\n4. reverse lunges 2x20", [g(PUSHUP, '3*15@bw'), g(PULLUP, '3*8@bw'), g(SQUAT, '2*20@bw'), g(LUNGE, '2*20@bw')]),

  line(SRC.weightloss, 'kg', false, "Ah man, gym was hard today. I barely made it to 30 minutes and at least 3 times, I had the urge to just get off the treadmill and walk home.", [g(TREADMILL, '-@-')]),

  line(SRC.lisa, 'lb', false, "7 Rounds for time:\n15 Cals on the Air Bike\n30 Tuck-ups\n\nScore: 14:12", [g(AIR_BIKE, '7*-@-'), g(TUCK_UP, '7*30@bw')]),

  line(SRC.catseye, 'kg', true, "I started off on the leg press machine, planning to keep the motion within the 30 degrees the doctor recommended. I could feel my knee straining, and realised I was doing the wrong half of the motion. I swapped over to the other half and it felt fine. I did some thinking and realised that if I had the seat further back I would only be able to do the right range of motion, so I wouldn't be able to accidentally do the wrong half next time. I jumped on and off the machine a few times to get it set up properly. I wrote it down on the card, but I probably won't be able to read the squiggle next time or remember what I was trying to communicate to myself. I did 3 sets of 15 at 60 kg. It didn't seem at all hard, so I might have to increase the weight while I am doing the reduced presses.", [g(LEG_PRESS, '3*15@60')]),
];
