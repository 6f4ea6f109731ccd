// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * An eighteenth holdout: 40 real log entries from eleven lifters in none of the earlier sets (nor on any
 * site or GitHub repository used before, nor in /tmp/used-sources-19.txt when each was added), copied
 * verbatim, every label written by hand before any parser saw the text. 28 entries are single lines,
 * 12 are short blocks as the lifter wrote them. A tuning set for issue 11's sixth round: scored once, blind,
 * on main's parser (8b5d58e, after the fourth round) before any miss was read: 10/40 (25.0%). No label was
 * changed after scoring but one, in round 27: "Air Squats 20" asked for the word "air" to tell it from the
 * barbell squats of its block; the catalogue logs the air squat by its canonical name "bodyweight squat"
 * (alias "air squat"), so the label takes that name too (and still no barbell back squat).
 *
 * Sources and styles:
 * - github:runt1me/rfit workout_log.txt (2018 bodybuilding split, lb never stated): a name line over a set
 *   line, "2@135x8, 2@155x8" (sets@weight x reps), "3@Unweighted x10", "Unweighted x15, 10x15" (a 10 lb
 *   plate on the second push-up set), cardio "2 miles @ 15:30".
 * - github:peterjung/workout workouts.md (German beginner's markdown journal, kg never stated): "* Squats
 *   a25 10,10" ("a" = at), "a32,5" with a decimal comma, "Bankdruecken", "langhantelrudern", "kz chinups",
 *   notes glued to the reps "10,8(kreislauf),8", the typo "sqauts", and one whole day block.
 * - andyliftsandmoves.wordpress.com (2010 bodyweight/kettlebell archive): "Pull up ladders – 2 x 1,2,3,4".
 * - irongrrrl.blogspot.com (StrongLifts-style, weight x sets x reps "225x3x5", settled by the same post's
 *   "Deadlift - 240x1x5").
 * - slimodsoc.blogspot.com (kg, "squat: 100/3*10" weight/sets*reps, settled by the post's own
 *   "volume: 3615kgs" = 3×10×100 + the C&J singles).
 * - noexcusefitness.com.au (a trainer's own log, two posts): "– Set 1: 10 reps x 60kg" blocks under a
 *   "(Goal Weight: 140kg)" header, the typo "260g" for 260 kg, "• Body Weight Squats x 20".
 * - facelessfitness.com: "Exercise 1: Barbell Squat10 reps @ 60 Kg – Warm Up" (name glued to the reps),
 *   cardio "20 minute low intensity workout on the Cross-trainer,".
 * - feralcrossfit.blogspot.com (CrossFit, lb): "3 Box Squats (95lb, 115, 135, 155, 165, 185)", "1000m Row".
 * - skankyfish.wordpress.com (kettlebell prose): "... the 32kg bell ... 10 sets of 5 reps".
 * - colinmcnulty.com (CrossFit gym singles in kg with a stated old best in the prose above the list).
 * - almostprettyfit.blogspot.com (CrossFit box member, 5/3/1 "75% x 5 = 5 x 120" under warm-ups "3 x 65").
 * Deviation from the brief's pool (forums, Q&A, comment threads, box sites, GitHub): the stored pages
 * index held almost no unused forum or box-site text with whole loggable lines, so nine of the eleven
 * lifters are personal or trainer blogs, each checked against /tmp/used-sources-19.txt before use.
 *
 * Labelling rules as in real-holdout.ts: warm-ups are sets; dumbbell loads are per dumbbell; bodyweight
 * sets carry no load; cardio and timed practice are one set without reps or load; unitStated only when the
 * text itself states a unit; labels stay in the lifter's unit (kg for the German and kg-context logs).
 *
 * Left out as genuinely ambiguous to a human coach: runt1me's "Assisted Pull-up / 80x6, 100x8, 110x10"
 * (assistance counterweight, the label format has no assisted load), "Barbell Back Squat / Warmup x8,
 * 135x8, ..." (warm-up load unknown), "Tricep Rope Pushdown // DB hammer curl / 40-30-20 drop x10 //
 * 25x10" (drop-set segments: one set or three), "Chinese Seamen / Unweighted x60" (unknown exercise, reps
 * or seconds); peterjung's "* kz aussen 3" / "* kz 4 innen" (Klimmzug grip: pull-up or chin-up), "* sling
 * 15,15" (unknown exercise), "* shoulder press und back squat kombi a10 10,10" (two lifts in one set);
 * andyliftsandmoves' "8kg plate curl – 2 x 5R/5L, 5R/4L" and "DB overhead lever, 7kg – 3 x 7R/7L" (per-side
 * reps: one set or two), "Back bridge – 3 x 20sec" (three timed holds, the format has one cardio set),
 * "16kg snatch – 7mins, 30sR/30sL, 20RPM = 70R/70L (2,240kg)"; irongrrrl's "Overhead Press - Missed" (no
 * reps); slimodsoc's "power C&J 60,70,80,90,100,105,110 missed last jerk" (singles implied, last one
 * failed); skankyfish's "5 sets of 5/5 Russian twists" on a bar with "a single 5kg plate" (per-side reps,
 * bar weight unknown); noexcusefitness's finisher "Dumbbell Swings and Explosive Push-ups ... 10 of each
 * ... down to zero" (dumbbell load unknown); an elitefitness.com forum log's "Bench press 31 reps in 5 sets
 * 100 kg" (reps per set unknown); a crossfitdc.com comment's "working sets were performed at approx. 275#"
 * (approximate load, set count only in the post's program); infidelcrossfit.blogspot.com's "James - 185,
 * 185, 155, 155, 155" (exercise only in the post heading); onrockrockon.blogspot.com's "Back squat: 130"
 * (set count only in the title); undergroundhogs.com's "4 sets x max reps – 110kg" (reps unknown);
 * eatsleepgym.co.uk's "5 sets of 10 and 5 plates a side" (plate weight unknown). Not used at all: GitHub
 * issue KalGookSoo/moov#34 ("Bench Press - 115 lb - 3 reps * 3 sets (1min Interval)"), whose diary reads as
 * machine-reformatted rather than as the lifter typed it.
 */
import { BENCH, BOX_SQUAT, CARDIO_ROW, CHIN, DEADLIFT, DIP, g, line, OHP, PULLUP, PUSHUP, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  rfit: 'github:runt1me/rfit workout_log.txt (2018 split log, "Barbell Bench Press / 2@135x8, 2@155x8")',
  peter: 'github:peterjung/workout workouts.md (German journal, "* Squats a25 10,10")',
  andy: 'https://andyliftsandmoves.wordpress.com/2010/12/',
  iron: 'http://irongrrrl.blogspot.com/2013/08/another-day-another-lift.html',
  slim: 'http://slimodsoc.blogspot.com/2009/01/evolution-of-squat.html',
  noex8: 'https://www.noexcusefitness.com.au/weight-training-training-to-build-muscle-and-lose-fat-8/',
  noex7: 'https://www.noexcusefitness.com.au/weight-training-effective-training-methods-to-build-muscle-7/',
  faceless: 'https://facelessfitness.com/2015/10/01/day-4weights-legs-cardio-20-min-low-intensity/',
  feral: 'https://feralcrossfit.blogspot.com/2012/08/squat-triples.html',
  skanky: 'https://skankyfish.wordpress.com/2009/06/11/67/',
  colin: 'https://www.colinmcnulty.com/blog/2007/03/28/back-squat-tastic/',
  almost: 'http://almostprettyfit.blogspot.com/2012/10/oct-5-wod-5-rounds-wendler.html',
} as const;

const BANK = ['Bench Press', 'bank|bench', 'incline|decline|schr|dumbbell|kurzhantel|db'] as const;
const AIR_SQUAT = ['Air Squat', 'air|bodyweight', null] as const;
const BW_SQUAT = ['Bodyweight Squat', 'squat', 'front|goblet|hack|split|zercher|overhead|box'] as const;
const PUSH_PRESS = ['Push Press', 'push press', null] as const;
const BB_ROW_DE = ['Barbell Row', 'rudern|row', 'dumbbell|kurzhantel|cable|seated|machine|upright'] as const;
const DECLINE = ['Decline Bench Press', 'decline', null] as const;
const CARDIO = ['Cardio (run)', 'cardio|run|mile', null] as const;
const GHR = ['Glute-Ham Raise', 'ghr|glute.?ham', null] as const;
const HANDSTAND = ['Handstand Practice', 'hs|handstand', null] as const;
const LEG_EXT = ['Leg Extension', 'extension', 'tricep|back'] as const;
const LEG_PRESS = ['Leg Press', 'leg press', null] as const;
const CROSS_TRAINER = ['Cross-trainer', 'cross|elliptical|cardio', null] as const;
const KB_SWING = ['Kettlebell Swing', 'swing', null] as const;

export const REAL_HOLDOUT_18: RealCase[] = [
  // github:peterjung/workout — kg never stated, "a25" = at 25
  line(SRC.peter, 'kg', false, '* Squats a25 10,10', [g(SQUAT, '2*10@25')]),
  line(SRC.peter, 'kg', false, '* Bankdruecken a25 7,7', [g(BANK, '2*7@25')]),
  line(SRC.peter, 'kg', false, '* Bankdruecken a20 15', [g(BANK, '15@20')]),
  line(SRC.peter, 'kg', false, '* shoulder press a10 10,10,10', [g(OHP, '3*10@10')]),
  line(SRC.peter, 'kg', false, '* situps 16 (krampf)', [g(SIT_UP, '16@bw')]),
  line(SRC.peter, 'kg', false, '* deadlift a25 5', [g(DEADLIFT, '5@25')]),
  line(SRC.peter, 'kg', false, '* dips richtig runter 2,2,3', [g(DIP, '2*2@bw 3@bw')]),
  line(SRC.peter, 'kg', false, '* kz chinups 5', [g(CHIN, '5@bw')]),
  line(SRC.peter, 'kg', false, '* shoulder press a15 2,3,3', [g(OHP, '2@15 2*3@15')]),
  line(SRC.peter, 'kg', false, '* squats a25 10,8(kreislauf),8', [g(SQUAT, '10@25 2*8@25')]),
  line(SRC.peter, 'kg', false, '* bankdruecken a25 8,7(nicht mehrhoch bekommen,uff)', [g(BANK, '8@25 7@25')]),
  line(SRC.peter, 'kg', false, '* langhantelrudern a15 15 kein bock mehr', [g(BB_ROW_DE, '15@15')]),
  line(SRC.peter, 'kg', false, '* sqauts a25 10', [g(SQUAT, '10@25')]),
  line(SRC.peter, 'kg', false, '* bankdruecken a25 10,10,8', [g(BANK, '2*10@25 8@25')]),
  line(SRC.peter, 'kg', false, '* squats a22.5 10', [g(SQUAT, '10@22.5')]),
  line(SRC.peter, 'kg', false, '## 01.02.\n* Air Squats 20\n* Deadlift a32,5 5,10,10,10\n* Push Press (ausprobieren) a15 5\n* Squats a15 10\n* Squats a25 10,10,10\n* Dips 4,3', [g(AIR_SQUAT, '20@bw'), g(DEADLIFT, '5@32.5 3*10@32.5'), g(PUSH_PRESS, '5@15'), g(SQUAT, '10@15 3*10@25'), g(DIP, '4@bw 3@bw')]),

  // github:runt1me/rfit — lb never stated, "2@135x8" = 2 sets of 8 at 135
  line(SRC.rfit, 'lb', false, 'Barbell Bench Press\n2@135x8, 2@155x8', [g(BENCH, '2*8@135 2*8@155')]),
  line(SRC.rfit, 'lb', false, 'Dips\n3@Unweighted x10', [g(DIP, '3*10@bw')]),
  line(SRC.rfit, 'lb', false, 'Pushups\nUnweighted x15, 10x15', [g(PUSHUP, '15@bw 15@10')]),
  line(SRC.rfit, 'lb', false, 'Cardio\n2 miles @ 15:30', [g(CARDIO, '-@-')]),
  line(SRC.rfit, 'lb', false, 'Barbell Decline Bench Press\n95x8, 115x8, 135x8, 155x8, 165x5, 135x8', [g(DECLINE, '8@95 8@115 8@135 8@155 5@165 8@135')]),
  line(SRC.rfit, 'lb', false, 'Barbell Back Squat\n135x10, 135x10, 165x10', [g(SQUAT, '2*10@135 10@165')]),

  // andyliftsandmoves — bodyweight ladders
  line(SRC.andy, 'kg', false, 'Pull up ladders – 2 x 1,2,3,4', [g(PULLUP, '1@bw 2@bw 3@bw 4@bw 1@bw 2@bw 3@bw 4@bw')]),
  line(SRC.andy, 'kg', false, 'Chin up ladder – 1,2,3,4', [g(CHIN, '1@bw 2@bw 3@bw 4@bw')]),
  line(SRC.andy, 'kg', false, 'Assisted GHR – 3,4,3', [g(GHR, '3@bw 4@bw 3@bw')]),
  line(SRC.andy, 'kg', false, 'HS practice – 5mins', [g(HANDSTAND, '-@-')]),

  // irongrrrl — weight x sets x reps (the post's "Deadlift - 240x1x5" fixes the order)
  line(SRC.iron, 'lb', false, 'Squats - 225x3x5', [g(SQUAT, '3*5@225')]),
  line(SRC.iron, 'lb', false, 'Deadlift - 240x1x5', [g(DEADLIFT, '5@240')]),

  // slimodsoc — weight/sets*reps in kg (the post totals "volume: 3615kgs")
  line(SRC.slim, 'kg', false, 'squat: 100/3*10', [g(SQUAT, '3*10@100')]),

  // noexcusefitness — a trainer's log
  line(SRC.noex8, 'kg', false, '• Body Weight Squats x 20', [g(BW_SQUAT, '20@bw')]),
  line(SRC.noex7, 'kg', true, '• Leg Extensions: 2 sets x 10 reps (20kg)', [g(LEG_EXT, '2*10@20')]),
  line(SRC.noex8, 'kg', true, 'Squats (Goal Weight: 140kg)\n\nAbout to attack my goal weight!\n\n– Set 1: 10 reps x 60kg\n– Set 2: 6 reps x 100kg\n– Set 3: 5 reps x 140kg\n– Set 4: 5 reps x 140kg', [g(SQUAT, '10@60 6@100 2*5@140')]),
  line(SRC.noex8, 'kg', true, 'Leg Press (Goal Weight: 300kg)\n– Set 1: 8 reps x 200kg\n– Set 2: 6 reps x 260kg\n– Set 3: 6 reps x 260g', [g(LEG_PRESS, '8@200 2*6@260')]),

  // facelessfitness
  line(SRC.faceless, 'kg', false, 'Cardio: 20 minute low intensity workout on the Cross-trainer,', [g(CROSS_TRAINER, '-@-')]),
  line(SRC.faceless, 'kg', true, 'Exercise 1: Barbell Squat10 reps @ 60 Kg – Warm Up\n10 reps @ 90 Kg\n10 Reps @ 110 Kg\n10 reps @ 110 Kg', [g(SQUAT, '10@60 10@90 2*10@110')]),

  // feralcrossfit — "To Max / 3 Box Squats (...)" then a row
  line(SRC.feral, 'lb', true, '3 Box Squats (95lb, 115, 135, 155, 165, 185)', [g(BOX_SQUAT, '3@95 3@115 3@135 3@155 3@165 3@185')]),
  line(SRC.feral, 'lb', false, '1000m Row', [g(CARDIO_ROW, '-@-')]),

  // skankyfish — kettlebell prose
  line(SRC.skanky, 'kg', true, 'Then it was swing time.  OH had the 32kg bell out but had finished using it, so I went for 10 sets of 5 reps.', [g(KB_SWING, '10*5@32')]),

  // colinmcnulty — singles under a prose line that states the old best
  line(SRC.colin, 'kg', true, 'My previous crossfit back squat personal best was 110kg’s. Today I did 7 single reps at these weights:\n\n  • 90kg\n  • 100kg\n  • 110kg\n  • 115kg – PB\n  • 120kg – PB\n  • 125kg – PB\n  • 130kg – PB', [g(SQUAT, '1@90 1@100 1@110 1@115 1@120 1@125 1@130')]),

  // almostprettyfit — 5/3/1 deadlift, "reps x weight" after a percentage
  line(SRC.almost, 'lb', false, "Strength: Dead lifts\n\nSo I was finally able to work on strength today. I was lucky that traffic wasn't so bad even though it's a Friday.\n\nWarm up: 3 x 65; 3 x 80; 3 x 100\n\n75% x 5 = 5 x 120\n85% x 3 = 3 x 140\n95% x 1+ = 3 x 155", [g(DEADLIFT, '3@65 3@80 3@100 5@120 3@140 3@155')]),
];
