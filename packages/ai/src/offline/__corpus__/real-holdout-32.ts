// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A thirty-second holdout, SEALED. 40 real entries from twenty-one lifters in none of the earlier sets (nor
 * on any site or GitHub repository listed in /tmp/used-all-sites.txt, site names included), copied verbatim
 * from the stored public pages (twenty-one addresses, listed in SRC below; one reddit thread gives two lifters); every label was written by hand
 * before any parser saw the text (the parser was neither run, read nor imported while building this set).
 * 33 single lines, 7 short multi-line blocks. Flavour asked for: terse single lines from strength forums and
 * training journals, kg and lb; the stored pages hold few forum threads on sites not used before, so two
 * entries are reddit comments (read through a mirror) and the rest come from strength-training journals
 * (powerlifting, strongman-style axle work, Turbulence Training, 5/3/1, StrongLifts) and gym coaches' notes.
 *
 * Styles: a coach's "1A)/1B)/2B)" superset list ("3B) Good Mornings (2x8 @ 200)", "1A) DB flat presses
 * (75x4x8)" as load x sets x reps, "3A) DB Incline Press - 4x8 at 80pounds"); an HRV-guided powerlifting log
 * with "×" and en dashes ("Squat: (after warm-ups) 405×3, 455×1, 475×1, 510×1", "Military Press: 135 for
 * 2×9, 2×8 – just wanted to beat last week (between sets I did some easy band pull downs ...)", "DB Incline
 * Press: 80’s for 3×9"); a kg/lb dual-unit list with no unit words ("- Press: 76/167 x 3 x 3 (PR?) backed off
 * with 60/132 x 8", "- EZ Curl/Tricep Extension Super Set: 35/77 x 3 x 10"); gym-diary paragraphs with the
 * exercise in a heading before the colon ("Dumbbell Rows: Normally I’d do some seated cable rows ... 3 sets of
 * 8 reps with the 50 lb / 22kg dumbbells.", a Smith machine row in kg by the same lifter); reddit comments
 * ("I recently benched 100kg for 2 reps", "my first ever 225 bench I did at 163lbs" where 163 is bodyweight);
 * a UK lifter's deadlift pyramid in prose ("70kg went up easily for 10 reps; 75kg for 8; 80kg for 6… ",
 * "75kg for 5 – easy; 80kg for 5 – fair; ..."); a one-number block ("So I squatted." ... "405 x6…with room to
 * spare."); a UK rugby player's bullet block under "Incline Axle Bench" ("    • 5 reps at 72.5 kg (easy as
 * you like)"); a dated block "135 lb x 4 reps x 1 set" / "325 lb x 6 x 1" named only in the sentence after;
 * a Turbulence Training legend log ("[Superset A, 2 circuits]" over "Dumbbell squat 15x10x10", where the
 * first number is the load and the rest are reps per circuit, "Pushup 0x10; [kneeling] 0x10", "Dumbbell
 * squat 2.5×10; 5×10"); a list of best lifts ("  • Squat 3 reps of 170kg (375lbs) during the rugby season,");
 * single PR sentences with distractor numbers ("lifting 240 lbs. That’s 2×45+5+2.5 pound plates on each side",
 * "a  120kg squat, for one proper rep", "I squatted 180, ... (maybe I could have done 185, maybe not)", a
 * coach's caption "Greg busting out a new Backsquat PR @ 245# for 5"); "Pull ups 4×7 Last week I decided
 * ... because 6 was getting relatively easy."; a deadlift prose block with a bodyweight target (332), plate
 * size (2.5) and a missed 335.
 *
 * Same labelling rules as real-holdout.ts: warm-ups are sets (but "after warm-ups" or "work up to" with no
 * warm-up loads gives nothing to count, so only the listed sets are labelled); dumbbell loads are per bell
 * ("80’s", "the 50 lb / 22kg dumbbells"); bodyweight sets carry no load; a missed attempt is not a set (the
 * 335 deadlift); a kg/lb pair is one load in the first unit; a superset line with one load and one sets x
 * reps gives both exercises that work ("EZ Curl/Tricep Extension Super Set: 35/77 x 3 x 10"); "N circuits"
 * multiplies each line, and in the Turbulence Training legend log "15x10x10" is 15 lb for two circuits of 10;
 * uncounted fillers done between sets ("easy inverted rows on the gymnastics rings", "easy band pull downs")
 * are not logged; a PR or "personal best" single stated as one load is one rep; a bodyweight mentioned beside
 * a lift ("at 163lbs") is not a load; a line with no unit takes the member's unit (kg for the dual-unit list).
 *
 * Left out as genuinely ambiguous to a human coach: turbulencetraining's "1A) Squats - 6 sets of 5 (between
 * 275 and 335)" (load per set unknown), "1A) Bench Press - worked up to 255x3" (the sets before it unknown),
 * "2) Power Shrug - 225x3x6" (3 x 6 or 6 x 3 in a log that writes both orders), "3B) DB Row - 4x6-8 at 110
 * pounds" (reps a range) and "3A) DB Curls (can't remember weights)"; hrvtraining's "Deep Step Up: 2×6/leg"
 * (sets per leg or in all) and "Band Pull Down Abs: 2×15 with light band" (band, no load); twohundredpounds'
 * "- Conditioning: Sandbag Suicide Shuttle x 8 (45 second rest)" (eight shuttles: sets or reps, load
 * unstated); homeworkoutideas' "Lat Pull-down: ... 3 sets of 8 with a lightish weight" (load unstated, not
 * bodyweight); the same reddit thread's "I typically do 3 sets of 7 reps of 85 kg" (a habit, no exercise
 * named); rugby-muscle's "Daily Maxes" singles and AMRAP line (no exercise named in the lines, the AMRAP's
 * "bench" is the furniture); henkimaa's "Kneeling pushup 0x10x10" (needs the page's legend to read as two
 * sets); projectabz's "Got the 55kg on Monday anyway and failed 57kg twice." (the lift named only paragraphs
 * before). Pages not used at all: thetrainingtemplate.com (the deadlift named only in the page title, plans
 * and past weeks mixed in); karenkaminski.com ("kept putting plates on" before the 95 lb max: sets unknown);
 * pushingrubberdownhill.com ("only managed to complete 4 of each rep"); getbig.com (another man's sets, the lift
 * unnamed); nottobetrustedwithknives.com (a table of rep maxes); kbrocking.com and pagemakerkit.com (missed
 * singles and meet attempts inside long paragraphs); secureconsulting.net (the same blog as a used address).
 */
import { BACK_EXT, BENCH, CABLE_ROW, CHIN, DB_BENCH, DB_ROW, DEADLIFT, GOOD_MORNING, g, line, OHP, PULLUP, PUSHUP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  turbo: 'http://turbulencetraining.blogspot.com/2008/12/six-sets-of-squats.html (coach\'s superset list, lb)',
  turboMar: 'http://turbulencetraining.blogspot.com/2009/03/bench-press-workout.html (same lifter as turbo)',
  hrv: 'https://hrvtraining.com/page/13 (HRV-guided powerlifting training log, lb)',
  twohundred: 'http://twohundredpoundstofreedom.blogspot.com/2011/10/400lb-deadlift-for-reps.html (kg/lb dual-unit list)',
  homework: 'https://homeworkoutideas.com/three-for-three (gym diary, lb and kg)',
  redditStaffy: 'https://reddit.privacy-wiki.info/r/ExplainTheJoke/comments/1pl2rb3/what_is_the_problem/ntplhx5 (reddit comment by u/staffylaffy, kg)',
  redditArsene: 'https://reddit.privacy-wiki.info/r/ExplainTheJoke/comments/1pl2rb3/what_is_the_problem/ntplhx5 (reddit comment by u/ArseneGroup, lb)',
  ehackz: 'https://ehackz.com/2025/09/17/exercise-and-fitness-reflection-from-september-17-2025 (workout reflection, lb)',
  abz: 'https://projectabz.blogspot.com/2011/04/best-day-of-lifting-ive-ever-had.html (Irish weightlifter, kg)',
  jules: 'https://julesjaypaulynice.com/flat-bench-personal-best/ (bench PB note, lb)',
  buns: 'https://bunsofsteelanddough.wordpress.com/2013/10/27/100kg-deadlift-finally/ (UK lifter, kg prose)',
  shane: 'http://shanerobert.com/?p=870 (squat PR note, lb)',
  rugby: 'https://rugby-muscle.com/coaches-program-whats-going-on-in-my-training-week-ending-20714/ (UK rugby player\'s week, kg)',
  livingfit: 'https://www.livingfithealthyandhappy.com/2019/08/barbell-floor-press-challenge-week-65.html (weekly challenge log, lb)',
  henkimaa: 'http://www.henkimaa.com/2008/03/26/a-turbulence-training-workout/ (Turbulence Training legend log, lb)',
  manifesto: 'https://perfectmanifesto.com/2018/08/29/120kg-squat-part-2/ (UK lifter, kg)',
  babyeater: 'https://babyeaterlifts.wordpress.com/2012/08/11/squat-pr-with-frat-boy-commentary/ (powerlifter, lb)',
  kratos: 'http://kratosstrengthsystems.com/eric-strouds-plate-milestones/ (gym note on a member, lb)',
  starke: 'https://starkestrength.blogspot.com/2014/10/build-to-heavy-5.html (gym caption on a member, lb)',
  nofather: 'https://manwithoutafather.blog/2021/05/04/day-8/ (training diary, lb)',
  swan: 'https://medium.com/@alexander.swan12/othe-route-to-strength-and-the-road-to-a-200kg-squat-0242fd73f776 (rugby player\'s best lifts, kg)',
  adam: 'http://adamsbigfive.blogspot.com/2010/09/last-weeks-deadlift.html (deadlift prose, lb)',
} as const;

const DB_INCLINE = ['Incline Dumbbell Press', 'incline', null] as const;
const FRONT = ['Front Squat', 'front', null] as const;
const GHR = ['Glute-Ham Raise', 'ghr|glute.?ham', null] as const;
const SUMO = ['Sumo Deadlift', 'sumo', null] as const;
const EZ_CURL = ['EZ Bar Curl', 'curl', 'hammer|leg|dumbbell|preacher'] as const;
const TRI_EXT = ['Triceps Extension', 'tricep', null] as const;
const SMITH_ROW = ['Smith Machine Row', 'row', 'dumbbell|cable|seated|upright'] as const;
const INCLINE_BENCH = ['Incline Bench Press', 'incline', null] as const;
const DB_SQUAT = ['Dumbbell Squat', 'squat', 'front|hack|split|overhead'] as const;
const BALL_LEG_CURL = ['Stability Ball Leg Curl', 'leg curl|ball', null] as const;

export const REAL_HOLDOUT_32: RealCase[] = [
  line(SRC.turbo, 'lb', false, '3B) Good Mornings (2x8 @ 200)', [g(GOOD_MORNING, '2*8@200')]),
  line(SRC.turbo, 'lb', false, '1A) DB flat presses (75x4x8)', [g(DB_BENCH, '4*8@75')]),
  line(SRC.turbo, 'lb', false, '1B) Wide grip seated rows (175x3x8)', [g(CABLE_ROW, '3*8@175')]),
  line(SRC.turbo, 'lb', false, '2B) DB Row (4x10 @ 95)', [g(DB_ROW, '4*10@95')]),
  line(SRC.turboMar, 'lb', true, '1B) Back Extension - 4x8 holding 30 pounds behind head', [g(BACK_EXT, '4*8@30')]),
  line(SRC.turboMar, 'lb', true, '3A) DB Incline Press - 4x8 at 80pounds', [g(DB_INCLINE, '4*8@80')]),

  line(SRC.hrv, 'lb', false, 'Squat: (after warm-ups) 405×3, 455×1, 475×1, 510×1', [g(SQUAT, '3@405 1@455 1@475 1@510')]),
  line(SRC.hrv, 'lb', false, 'Front Squat – 135×5, 185×5, 205×5, 135 for 2×5 – I still suck at these and I still hate them. Keeping at it though.', [g(FRONT, '5@135 5@185 5@205 2*5@135')]),
  line(SRC.hrv, 'lb', false, 'GHR: 2×8', [g(GHR, '2*8@bw')]),
  line(SRC.hrv, 'lb', false, 'Bench: (after warm-ups) 315×3, 355×1, 375×1 (between sets of bench I did some easy inverted rows on the gymnastics rings)', [g(BENCH, '3@315 1@355 1@375')]),
  line(SRC.hrv, 'lb', false, 'Military Press: 135 for 2×9, 2×8 – just wanted to beat last week (between sets I did some easy band pull downs with the average band)', [g(OHP, '2*9@135 2*8@135')]),
  line(SRC.hrv, 'lb', false, 'DB Incline Press: 80’s for 3×9 – like last week I did these really slow on the eccentric and paused for about 2 seconds at the bottom.', [g(DB_INCLINE, '3*9@80')]),

  line(SRC.twohundred, 'kg', false, '- Press: 76/167 x 3 x 3 (PR?) backed off with 60/132 x 8', [g(OHP, '3*3@76 8@60')]),
  line(SRC.twohundred, 'kg', false, '- Sumo Deadlift: 182.5/402 x 6 (PR)', [g(SUMO, '6@182.5')]),
  line(SRC.twohundred, 'kg', false, '- EZ Curl/Tricep Extension Super Set: 35/77 x 3 x 10', [g(EZ_CURL, '3*10@35'), g(TRI_EXT, '3*10@35')]),

  line(SRC.homework, 'lb', false, 'Chin-ups with Wide Grip: Just managed to squeeze out 3 set of 8 reps. This is one of my favourite exercises as I can really feel my back and arms getting a good workout.', [g(CHIN, '3*8@bw')]),
  line(SRC.homework, 'lb', true, 'Dumbbell Rows: Normally I’d do some seated cable rows but yes you guessed it the machine was in use. I used to like doing dumbbell rows but the weights here are too light so not really worth the time. But today I had to do something so did 3 sets of 8 reps with the 50 lb / 22kg dumbbells.', [g(DB_ROW, '3*8@50')]),
  line(SRC.homework, 'kg', true, 'Bent Over Smith Machine Rows: I don’t normally do this exercise but it went better than I expected. The smith machine is such a joke of a piece of gym equipment but its all I have so (hopefully?) better than nothing. Once again 3 sets of 8 reps with 60 kg.', [g(SMITH_ROW, '3*8@60')]),

  line(SRC.redditStaffy, 'kg', true, 'Bro 140kg is somehow the new 100kg. I recently benched 100kg for 2 reps and still feel super proud, even knowing when I go online I see people repping way heavier.', [g(BENCH, '2@100')]),
  line(SRC.redditArsene, 'lb', false, 'Also depends on your own weight - my first ever 225 bench I did at 163lbs', [g(BENCH, '1@225')]),

  line(SRC.ehackz, 'lb', true, 'I just had a great workout. I was able to work up to a bench press of 275 pounds for 5 reps today.', [g(BENCH, '5@275')]),

  line(SRC.abz, 'kg', true, 'I then hit a solid 120kg for a high bar, ass to grass backsquat.', [g(SQUAT, '1@120')]),

  line(SRC.jules, 'lb', true, 'Today I reached a new personal best on the flat bench, lifting 240 lbs. That’s 2×45+5+2.5 pound plates on each side.', [g(BENCH, '1@240')]),

  line(SRC.buns, 'kg', true, 'So during my next deadlifting session I thought I’d go heavier and see how much I could lift.\n\n70kg went up easily for 10 reps; 75kg for 8; 80kg for 6… Wait there, I thought, I’m feeling really bloody strong. I can go much heavier. 85kg for 4 reps… Bugger it! I’m going for a PB… 90kg for 2.', [g(DEADLIFT, '10@70 8@75 6@80 4@85 2@90')]),
  line(SRC.buns, 'kg', true, 'So deadlift day came around again. I decided to do fewer reps on the lower weight to save myself for the heavier stuff. 75kg for 5 – easy; 80kg for 5 – fair; 85kg for 5 – OK getting really tough; 90kg for 3!', [g(DEADLIFT, '5@75 5@80 5@85 3@90')]),

  line(SRC.shane, 'lb', false, 'So I squatted.\n\nJust to loosen up.\n\nNo expectations.\n\n405 x6…with room to spare.', [g(SQUAT, '6@405')]),

  line(SRC.rugby, 'kg', true, 'Incline Axle Bench\n\nAs little rest as possible between sets, this ended up being about 45 seconds to a minute\n\n  • Start out with standard straight sets\n\n    • 5 reps at 72.5 kg (easy as you like)\n\n    • 3 reps at 80 kg (again very easy)', [g(INCLINE_BENCH, '5@72.5 3@80')]),

  line(SRC.livingfit, 'lb', true, 'Tuesday, August 15, 2019\n135 lb x 4 reps x 1 set\n325 lb x 6 x 1\nI had about 40 minutes available to exercise, so I devoted the entire workout to deadlifts.', [g(DEADLIFT, '4@135 6@325')]),

  line(SRC.henkimaa, 'lb', false, '[Superset A, 2 circuits]\nDumbbell squat 15x10x10\nPushup 0x10; [kneeling] 0x10', [g(DB_SQUAT, '2*10@15'), g(PUSHUP, '2*10@bw')]),
  line(SRC.henkimaa, 'lb', false, '[Superset B, 2 circuits]\nDumbbell row 15x10x10 (per side)\nStability ball leg curl 0x12x12', [g(DB_ROW, '2*10@15'), g(BALL_LEG_CURL, '2*12@bw')]),
  line(SRC.henkimaa, 'lb', false, 'Dumbbell squat 2.5×10; 5×10', [g(DB_SQUAT, '10@2.5 10@5')]),

  line(SRC.manifesto, 'kg', true, 'Less than a week after I talked about my effort to do a  120kg squat, for one proper rep (i.e not cheating by quarter squatting)   I achieved it!', [g(SQUAT, '1@120')]),

  line(SRC.babyeater, 'lb', false, 'A few days ago, I squatted 180, it while it’s probably my max or very close to it (maybe I could have done 185, maybe not), I felt like it moved pretty well.', [g(SQUAT, '1@180')]),

  line(SRC.kratos, 'lb', true, 'Having chased these marks for a long time, he bench pressed 225 pounds and squatted 315 pounds for the first time.', [g(BENCH, '1@225'), g(SQUAT, '1@315')]),

  line(SRC.starke, 'lb', true, 'Greg busting out a new Backsquat PR @ 245# for 5 and with a smile!', [g(SQUAT, '5@245')]),

  line(SRC.nofather, 'lb', false, 'Pull ups 4×7 Last week I decided I should probably increase the rep range at which I do pull ups because 6 was getting relatively easy.', [g(PULLUP, '4*7@bw')]),

  line(SRC.swan, 'kg', true, '  • Deadlift 1 rep of 220kg (485lbs) as seen above,', [g(DEADLIFT, '1@220')]),
  line(SRC.swan, 'kg', true, '  • Squat 3 reps of 170kg (375lbs) during the rugby season,', [g(SQUAT, '3@170')]),
  line(SRC.swan, 'kg', true, '  • Bench 1 rep of 140kg (310lbs) during the pandemic,', [g(BENCH, '1@140')]),

  line(SRC.adam, 'lb', true, "Last week, I decided to try to break the 2.5x body weight barrier for a single rep. I would go so far as to say that the best measure of strength to weight ratio is deadlift/b.w., so I really wanted to get that 2.5 done.\n\nGot on the scale and calculated the weight I'd need to lift: 332 pounds. Well, I'm at a gym with 2.5 pound plates at the minimum. Got warmed up with 5 easy reps at 225, then a tough 3-rep set at 315. Added 10 pounds and successfully got a 325 lift. Decided to go straight to 335, which I think was the right choice. Got the weight off the ground and even above my knees, but couldn't fully straighten my legs. 2.5x will have to wait for another day.", [g(DEADLIFT, '5@225 3@315 1@325')]),
];
