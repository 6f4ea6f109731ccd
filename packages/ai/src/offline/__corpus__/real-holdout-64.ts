// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * Blind score on 539890f, round 36's start (score-sealed.ts, counted only): 8/20 (long line 6/12, block 2/8; no short line).
 * A sixty-fourth holdout, SEALED at round 36 and collected blind: 20 real entries (short of the asked-for 40; see below)
 * from seventeen writers in none of the earlier sets (no host or URL in /tmp/r36/used-urls.txt or used-hosts.txt, no
 * GitHub repository in used-repos.txt; every candidate host, site name and author name was also grepped with grep -il
 * over all __corpus__/real-holdout*.ts, reading only the file names printed, and dropped on any hit), copied verbatim
 * from stored public pages (eighteen addresses, listed in SRC below), cut only at line boundaries. Every label was
 * written by hand from the text alone before any parser saw it (the parser was neither run, read nor imported while
 * building this set, vitest was not run, and no script in packages/ai/scripts was run).
 *
 * Source kinds: forum and community posts first, as asked: a Spanish general forum's "Deporte" thread where a member
 * logs his powerlifting sessions set by set (three entries), three bike forums' lifting threads (bikeforums.net "For
 * those that lift", an archived roadbikereview thread on squats, both routines rather than sessions), a social-anxiety
 * support forum's "Exercise log" thread (a member's M/W/F routine), a CrossFit-style gym's post on its members' bench
 * PRs, a YouTube-style video description mirrored on a community page; then, because forum and Q&A pages in the stored
 * corpus are few and nearly all already used (startingstrength, t-nation, bodybuilding.com, myfitnesspal, nerdfitness,
 * twoplustwo, reddit mirrors, trainerroad, tritalk, slowtwitch, mtbr, roadbikereview.com, fitness.com, elitefitness,
 * audioabattoir and more were found and skipped), personal training blogs with comment threads: a triathlon-plan
 * beginner's machine circuit, a morning cardio-and-abs line, an expat lifter's lockdown warehouse bench, a Spanish
 * blogger's cardio machines, a triathlon class brick, a beginner triathlete's swim and walk, a plank challenge, a
 * 30-day squat challenge, a CrossFit box WOD, a push-up/sit-up restart, a sandbag time challenge. No F3 backblasts and
 * no GitHub. Writers: seventeen (one gives three entries, one gives two).
 *
 * Forms: 0 short single lines (100 characters or fewer; the shortest candidate, a stationary-bike line, is 101), 12
 * long single lines or prose paragraphs, 8 small multi-line blocks. The asked-for 40 entries and 16/10/14 mix were not
 * reached within the time box: the pages corpus answered forum queries mostly with articles, programme pages and
 * blogs already used, and every surviving short line found was either habitual or unclear (below). Four entries log
 * nothing (a bike-forum member's usual lifting, another's usual squat pyramid, a gym's post on Roger's and others' bench
 * PRs, a forum member's M/W/F routine list) and carry no exercises. kg and lb both (6 kg entries, 14 lb); where an
 * entry names no unit the unit is decided from the writer's other text or country and unitStated is false (the Spanish
 * forum member and the Spanish blogger are kg, the expat lifter uses an "8Kg barbell" and "20kg" plates, the
 * push-up/sit-up writer writes "3 series of 15" and is taken as European kg; US and Canadian forum and blog writers are
 * lb). Cardio entries: four pure cardio (a stationary-bike hill program, four Spanish cardio machines, a bike-and-run
 * brick, a swim and a walk/jog) and one mixed (stairmaster and elliptical around abs work).
 *
 * Styles: Spanish "Sentadilla:" over "1x122,5kg / 5x72,5kg" (reps x load with decimal commas, one set a line, a heavy
 * single first); "Peso muerto desde escalón: 5x157,5kg (a duras penas)"; "Extension de cuádriceps" then "Extensión de
 * cuádriceps a un pierna" back to back; numbered machine lists "1) Seated Press 12 @25 x2" with the writer's own key
 * ("that's 12 reps at 25 lbs done two times") and "2) Crunches 12 x1"; "3 sets of plank (30 secs); 3 sets of side
 * plank (30 secs); 3 sets of 15 full sit ups" (semicolon list inside prose, a 7lb medicine ball); "I did 5×5 at a
 * moderately heavy weight" (no load); "15' de bici ... 10' minutos de cinta" (minutes as a prime); "34:46 for 8.45mi on
 * the bike plus a weak, slow 15:01 to run 1.41mi"; "3:20/1 minute rest, 3:20/1 minute rest, 2/1 minute rest, 1:20"
 * (hold times with rests, no exercise name but "plank" in the next sentence); "did 50 this a.m. followed by 50 when I
 * got home and I have my last set left this evening"; "27(12), 21(9), 15(6), and 9(3) reps" with "(parenthetical reps
 * are the deadlifts)" and "I picked up 135 pounds, thirty times"; "four rounds of the following 5 exercises" over
 * bullets; "8 sets of 3 reps ... 3 sets of 10 reps each" for two raises at once; habitual "6-8 rep range at 80%max" and
 * "4 sets of 20 (warm-up) 12 10 8".
 *
 * Same labelling rules as real-holdout-60.ts and real-holdout-62.ts: warm-ups with counts are sets; a count with no
 * breakdown is one set; "each side"/"alternating" counts are kept as written; N rounds of a list are N sets of each
 * move, grouped by move in order of first appearance; bodyweight moves carry no load (bw); a load not given is "-";
 * timed holds are one set with no reps (-@bw); cardio is one set -@- per bout; another person's lifts, goals, plans,
 * routines and past sessions are not sets. Decisions: the Spanish forum member's "Hoy" and "Sabado" blocks are two
 * sessions he logs in one post, each labelled as written (the Saturday one is his own logged session, not a comparison
 * number); "Sentadilla con parada" is a pause squat and "Peso muerto desde escalón" a deficit deadlift; "Prensa" is the
 * leg press; the leg extension and the one-leg extension are two exercises (the scorer then needs two groups); the
 * machine circuit's "Crunch Machine" and "Crunches" are two exercises, "Crunches 12 x1" one set of 12; "Seated Press"
 * listed under "Shoulders" is a seated shoulder press and "Chest Press" a chest press machine; "3 sets of plank (30
 * secs)" is three holds; the stationary-bike line, 30 minutes plus a 5-minute cool-down on the same bike, is one bout;
 * "5×5" bench with no load is five sets of five at "-"; the four Spanish cardio machines are four bouts; the brick is a
 * bike bout then a run bout, the swim and walk/jog two bouts; the plank challenge's four hold times are four holds; the
 * squat challenge logs the two sets of 50 already done, not "my last set left this evening" nor the 150 planned; the
 * WOD is three moves over four rounds (wall balls 27/21/15/9 at an unstated ball weight, box jumps done as step-ups
 * 27/21/15/9 bodyweight, deadlifts 12/9/6/3 at 135 from "I picked up 135 pounds, thirty times"); "did 15 sit ups and 15
 * push ups" is one set each and "I was up to 3 series of 15" is a past phase; the sandbag challenge ("I happen to have
 * already sweated through this workout") is four rounds of the five bullets, the "20 alternating side planks" counted
 * as reps; the video description's "dynamic effort benches ... for 8 sets of 3 reps" is a barbell bench at "-" (a
 * percentage is not a load) and "Side lateral raises and bent over lateral raises for 3 sets of 10 reps each" two
 * exercises of three sets each. Names not in real-labels.ts are labelled inline with Spanish names in the match.
 *
 * Left out as unclear to a human coach or past the caps: the same Spanish blogger's "2 series de 15 repeticiones en las
 * maquinolas de hombros, pecho, brazos... ¡y abdominales!" (machines unnamed); the expat lifter's deadlift paragraph
 * (its "rack pulls at varying heights" have no count); a 100-push-ups starter's "did only 5 pushups" line (same line
 * adds an uncounted "week 1, day 1 set"); a UK blogger's squats "accidentally upped the weights" beside "3 x 10" shoulder
 * press (squat sets uncounted); a Swedish lifter's military press over three days (which day's set the line logs is
 * unclear); a Swedish esports player's "2+2 reps on 70 kg" bench and dips (rest-pause split unclear); a cardio writer's
 * "5 vändor plus en kort sprint" hill repeats; a Cybex circuit logged in rep ranges ("8-12x 90#"); a trainer-led
 * "Do this action ten times" complex; a CrossFit member's scaled WOD where she "only did about 30" wall balls; a German
 * member's new 5x5 plan, a cyclist's "twice a week ... whole body" note cut off mid-line in the stored excerpt, a daily
 * push-up group chat, a kettlebell 1000-swing challenge plan, a sandbag-free "routine" crowd-sourcing post and a CrossFit
 * box's "200KG" retest report (plans, habits or other people's lifts, past the log-nothing cap of four). Sites found but
 * used before (so not used): startingstrength.com, forums.t-nation.com, forumserver.twoplustwo.com,
 * community.myfitnesspal.com, rebellion.nerdfitness.com, fitness.com (also its Spanish forum diaries), elitefitness.com,
 * trainerroad.com, forum.tritalk.co.uk, roadbikereview.com, libreddit/reddit mirrors, audioabattoir.com, thinkmuscle.com,
 * dietbet.com, muscle.com.au, endchan, oppositelock.kinja.com, crossfitpampa, crossfitz, crossfitimpulse, runningahead,
 * fastrunningblog, oldmansgym, deth.org, elitefts, dufisthenics, ronfitlog, onemoreplate, tomdenham, cavemangym,
 * martin.criminale.com, supermaren, and a dozen more blogs.
 */
import { BENCH, DEADLIFT, g, line, PULLUP, PUSHUP, RUN, SIT_UP } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  emo: "https://www.emocionestlp.com/threads/deporte.18694/post-451282 (Spanish general forum, \"Deporte\" thread: a member's post logging his Saturday and today's sessions set by set in kg, then his thoughts on powerlifting)",
  fitlift: "http://fittinginfitnessandfood.blogspot.com/2013/11/strength-training-gotta-write-it-down.html (a beginner triathlete's blog, \"Strength Training - Gotta Write it Down\": month 1 week 1 day 2 machine circuit, lb)",
  fitbike: "http://fittinginfitnessandfood.blogspot.com/2013/11/strength-training-gotta-write-it-down.html (the same post: the stationary-bike part of the day)",
  steps: "https://stepsintomiles.wordpress.com/tag/abs/ (a weight-loss blog, \"This Morning's Workout\": stairmaster, planks, sit-ups, woodchoppers with a 7lb ball, elliptical)",
  expat: "https://expatpowerlifter.com/ (an expatriate powerlifter's blog: a lockdown barbell session in a friend's warehouse with an 8kg bar)",
  gordo: "http://elgordocabron.blogspot.com/2009/02/con-el-mazo-dando.html (a Spanish weight-loss blog, \"Con el mazo dando\": fifty-five minutes on four cardio machines)",
  bfto: "https://www.bikeforums.net/road-cycling/1068021-those-lift.html (bikeforums.net road-cycling thread \"For those that lift\", post #3 by a Toronto member: his usual lifting (logs nothing))",
  rbrdino: "http://archive.roadbikereview.com/04/0EE8EFBD.php (archived roadbikereview thread \"How important is squat power?\": DINOSAUR's usual squat routine (logs nothing))",
  hypoxia: "http://hypoxiagym.com/bench (a gym's post on its members' bench-press test day: Roger's 265 PR (other people's lifts, logs nothing))",
  spw: "https://socialphobiaworld.com/threads/exercise-log.11843/page-3 (Social Phobia World forum \"Exercise log\" thread: a member's M/W/F routine list (logs nothing))",
  paul: "https://paulrobichaux.com/tag/lifting/ (a triathlon-class blog, \"Training Tuesday: halfway through TRI101\": the past week's workouts as bullets)",
  sandman: "http://sandmansports.blogspot.com/2012/07/triathlon-training-week-one-review.html (a beginner triathlete's week-one review: swim and walk/jog)",
  mirzuk: "http://mirzukfitness.com/plank-challenge/plank-challenge-day-26/ (a trainer's 60-day plank challenge blog, day 26: her own four planks toward ten minutes)",
  note2slf: "http://note2slf.blogspot.com/2013/10/for-love-of-squats-just-over-halfway.html (a 30-day squat-challenge post: today's squats in groups of 50)",
  neyarn: "https://neyarnderthal.wordpress.com/2013/07/30/day-of-the-deadlift/ (a CrossFit box member's blog, \"Day of the Dead(lift)\": the class WOD of wall balls, box jumps and deadlifts)",
  enacred: "http://enacreditnist.blogspot.com/2018/07/15-15.html (a personal blog, \"15 + 15\": restarting with sit-ups and push-ups)",
  urban: "https://urbanbeings.wordpress.com/2012/02/11/saturday-breakfast-workout/ (a climber's blog, \"saturday breakfast workout\": a four-round sandbag time challenge already done)",
  dana: "http://dana-dana.mine.nu:8888/mbc1/2019/08/11/powerlifting-bench-press-workout-routine-tricep-extensions-and-shoulder-work/ (a mirrored video page: the lifter's description of his January 3, 2009 dynamic-effort bench workout)",
} as const;

const SENTADILLA = ['Squat (sentadilla)', 'squat|sentadilla', 'front|goblet|hack|split|prensa|leg press'] as const;
const PRENSA = ['Leg Press (prensa)', 'leg press|prensa|press', 'bench|banca|shoulder|overhead'] as const;
const PAUSE_SQUAT = ['Pause Squat (sentadilla con parada)', 'squat|sentadilla', 'front|goblet|hack|split'] as const;
const DEFICIT_DL = ['Deficit Deadlift (peso muerto desde escalón)', 'dead|peso muerto', 'romanian|rdl|rumano|stiff'] as const;
const LEG_EXT = ['Leg Extension', 'extension|extensión|cuádriceps|cuadriceps|quad', 'one|single|un pierna|una pierna|unilateral'] as const;
const SL_LEG_EXT = ['Single-leg Leg Extension', 'extension|extensión|cuádriceps|cuadriceps|quad', null] as const;
const RDL = ['Romanian Deadlift (peso muerto rumano)', 'romanian|rdl|rumano|stiff|dead|peso muerto', null] as const;
const LEG_CURL = ['Leg Curl (curl femoral)', 'curl|femoral|hamstring', null] as const;
const SEATED_SHOULDER_PRESS = ['Seated Shoulder Press', 'press', 'bench|leg|chest'] as const;
const DELT_MACHINE = ['Delt Machine', 'delt|lateral|raise|fly', null] as const;
const FLY_MACHINE = ['Fly Machine', 'fly|flye|pec deck', null] as const;
const CHEST_PRESS = ['Chest Press', 'press', 'shoulder|overhead|leg|seated shoulder'] as const;
const CRUNCH_MACHINE = ['Crunch Machine', 'crunch|ab', 'cross|bicycle|oblique'] as const;
const CRUNCH = ['Crunch', 'crunch', 'cross|bicycle|machine|oblique'] as const;
const LEG_LIFT = ['Leg Raise', 'leg (lift|raise)|lying leg|leg lift', null] as const;
const CROSS_CRUNCH = ['Cross-body Crunch', 'cross|crunch|bicycle|oblique', null] as const;
const STATIONARY_BIKE = ['Stationary Bike', 'bike|cycl|ride', null] as const;
const STAIRMASTER = ['Stairmaster', 'stair|step', null] as const;
const PLANK = ['Plank', 'plank', 'side'] as const;
const SIDE_PLANK = ['Side Plank', 'side plank|plank', null] as const;
const WOODCHOP = ['Woodchopper (medicine ball)', 'wood|chop', null] as const;
const OBLIQUE_CURL = ['Oblique Curl', 'oblique|crunch|curl', null] as const;
const ELLIPTICAL = ['Elliptical', 'ellip|cross trainer', null] as const;
const BICI = ['Recumbent Bike (bici)', 'bike|bici|cycl', null] as const;
const ELIPTICA = ['Elliptical (elíptica)', 'ellip|elíp|cross trainer', null] as const;
const STEP_LATERAL = ['Lateral Step Machine (step lateral)', 'step|skat|patin|lateral', null] as const;
const CINTA = ['Treadmill (cinta)', 'treadmill|cinta|run|walk', null] as const;
const BIKE = ['Bike Ride', 'bike|cycl|ride', null] as const;
const SWIM = ['Swim', 'swim', null] as const;
const WALK_JOG = ['Walk/Jog', 'walk|jog|run', null] as const;
const AIR_SQUAT = ['Squat (bodyweight)', 'squat', null] as const;
const WALL_BALL = ['Wall Ball', 'wall ?ball', null] as const;
const BOX_JUMP = ['Box Jump (step-up)', 'box|jump|step', null] as const;
const SANDBAG_LUNGE = ['Reverse Lunge (sandbag)', 'lunge', null] as const;
const SANDBAG_SQUAT = ['Sandbag Squat', 'squat', null] as const;
const ROLLING_EXT = ['Rolling Dumbbell Extension', 'extension|tricep|rolling', null] as const;
const SIDE_LATERAL = ['Side Lateral Raise', 'lateral|side raise', 'bent|rear|reverse'] as const;
const REAR_LATERAL = ['Bent-over Lateral Raise', 'bent|rear|reverse|lateral', null] as const;

export const REAL_HOLDOUT_64: RealCase[] = [
  line(SRC.emo, 'kg', true, "Hoy:\nSentadilla:\n1x122,5kg\n5x72,5kg\n5x87,5kg\n7x102,5kg\nPrensa:\n11x160kg\n8x160kg\n5x170kg", [g(SENTADILLA, '1@122.5 5@72.5 5@87.5 7@102.5'), g(PRENSA, '11@160 8@160 5@170')]),
  line(SRC.emo, 'kg', true, "Sabado:\nSentadilla con parada:\n5x90kg\n5x90kg\n5x90kg\nPeso muerto desde escalón:\n5x157,5kg (a duras penas)", [g(PAUSE_SQUAT, '3*5@90'), g(DEFICIT_DL, '5@157.5')]),
  line(SRC.emo, 'kg', true, "Extension de cuádriceps:\n20x85kg\n20x85kg\nExtensión de cuádriceps a un pierna:\n20x25kg\nPeso muerto rumano:\n10x100kg\nCurl femoral:\n17x32,5kg\n10x35kg\n6x37,5kg", [g(LEG_EXT, '2*20@85'), g(SL_LEG_EXT, '20@25'), g(RDL, '10@100'), g(LEG_CURL, '17@32.5 10@35 6@37.5')]),
  line(SRC.fitlift, 'lb', true, "Shoulders\n1) Seated Press 12 @25 x2 (in case my shorthand needs translation - that's 12 reps at 25 lbs done two times)\n2) Delt Machine 12 @10 x2\nChest\n1) Upright Fly machine 12 @ 25 x2\n2) Chest Press 12 @ 20 x2\nAbs\n1) Crunch Machine 12 @ 30 x2\n2) Crunches 12 x1\n3) Leg lifts 12 x2\n4) Cross body crunches 12 x2", [g(SEATED_SHOULDER_PRESS, '2*12@25'), g(DELT_MACHINE, '2*12@10'), g(FLY_MACHINE, '2*12@25'), g(CHEST_PRESS, '2*12@20'), g(CRUNCH_MACHINE, '2*12@30'), g(CRUNCH, '12@bw'), g(LEG_LIFT, '2*12@bw'), g(CROSS_CRUNCH, '2*12@bw')]),
  line(SRC.fitbike, 'lb', false, "Stationary, upright bike on a random hill setting @ level 7 for 30 minutes plus a 5-minute cool down.", [g(STATIONARY_BIKE, '-@-')]),
  line(SRC.steps, 'lb', true, "I woke up at 6:30 this morning and did cardio and abs this morning. 15 minutes on the stairmaster (I was hoping to hit a spin class, but I had written down the wrong time in my calendar), 3 sets of plank (30 secs); 3 sets of side plank (30 secs); 3 sets of 15 full sit ups, using the ball; 3 sets of 10 woodchoppers with a 7lb medicine ball; 1 set of 20 oblique curls; back to the ellyptical for 10 minutes. Back to the gym tonight for arms. Post-workout meal of cottage cheese (I had some high fibre cereal before I left this morning).", [g(STAIRMASTER, '-@-'), g(PLANK, '3*-@bw'), g(SIDE_PLANK, '3*-@bw'), g(SIT_UP, '3*15@bw'), g(WOODCHOP, '3*10@7'), g(OBLIQUE_CURL, '20@bw'), g(ELLIPTICAL, '-@-')]),
  line(SRC.expat, 'kg', false, "I was pleasantly suprised with the bench presses.  I did 5×5 at a moderately heavy weight relatively easily, especially considering the short bar and the improvised bench set-up.  I guess muscle memory is a real thing and training the movement over years does pay off.  Hopefully I’ll be able to train in this improvised manner twice a week until gyms open again.", [g(BENCH, '5*5@-')]),
  line(SRC.gordo, 'kg', false, "15' de bici de las que tienen respaldo\n15' de elíptica de las que también mueves las manitas\n15' de la máquina infernal de step lateral (que es como patinar)\n10' minutos de cinta. La cinta me da mucho palo, así que tiene más mérito. Además le di cañeta.", [g(BICI, '-@-'), g(ELIPTICA, '-@-'), g(STEP_LATERAL, '-@-'), g(CINTA, '-@-')]),
  line(SRC.bfto, 'lb', false, "Cycling is an aerobic endurance activity. It robs you of you muscle mass if you do not lift weights to counter it. You just have to take a look at the physique of most professional cyclists/runners. While it's not impossible to build muscle mass as an endurance athlete, it's very difficult, and requires that much more discipline in your nutrition. But the key to keeping that precious lean muscle mass is to lift heavy weights. That's essentially what I try to do: 6-8 rep range at 80%max. Front and back squats, dead lifts, dips and pull-ups, overhead barbell press, bench press, and limited core work because doing the other exercises will already engage your core, sometimes quite intensely.", []),
  line(SRC.rbrdino, 'lb', false, "I'm not one deserving to provided information, however I have dabbled in weightlifting and cycling for sometime. I've found that weight training is best done during the off season and you should follow a program that emphasizes the upper body. I start off my routine with squats using a weight that I can easily perform for 20 reps. I then increase the weight, doing a total of 4 sets of 20 (warm-up) 12 10 8.", []),
  line(SRC.hypoxia, 'lb', false, "Everyone had a PR between 5 and 25 pounds.  Roger was the big winner of the day with at 25 pound PR for a new one rep max of 265.  Pretty impressive at a bodyweight of 175.  Nice job, Roger.", []),
  line(SRC.spw, 'lb', true, "These few weeks later I'm still on the M/W/F schedule with a few changes:\n-I now aim for at least 50 pushups in 3 sets. Some days I do them as fast as I can, some days I do them slowly as painfully, just to keep things varied.\n-Same 20 lb. dumbbells as before, but now I curl them for 3 sets of 15 reps. And the knowledge that brushing my teeth or washing my head in the shower afterwards will be a bitch only makes the pain that much sweeter.\n-Arm raises (don't know the proper term) with a 15 lb. dumbbell for 3 sets of 6 reps. Fairly new addition, but also makes raising arms afterwards rather difficult.\n-Wrist curls: 3x20 @ 20 lbs. I really need heavier weights.", []),
  line(SRC.paul, 'lb', false, "  • Tuesday we bricked as part of our weekly class: 34:46 for 8.45mi on the bike plus a weak, slow 15:01 to run 1.41mi. As a bonus, I split my forehead open in transition and had to go get stitches, so I couldn’t swim for a little while.", [g(BIKE, '-@-'), g(RUN, '-@-')]),
  line(SRC.sandman, 'lb', false, "Swam 300 yards, walked/jogged 20 min. Piece of cake, but still really sore, especially in my lats and delts, which makes swimming painful at first.", [g(SWIM, '-@-'), g(WALK_JOG, '-@-')]),
  line(SRC.mirzuk, 'lb', false, "So mine was: 3:20/1 minute rest, 3:20/1 minute rest, 2/1 minute rest, 1:20 and DONE! The next step for me is to eliminate that last plank by making the first 3 longer. Gotta start splicing these together.", [g(PLANK, '4*-@bw')]),
  line(SRC.note2slf, 'lb', false, "A wee bit late on the post but it's better late than never.  Week 2 got me into the triple digits, starting from 100 going on up to 140 a day.  The pattern is good for me: 3 days on, 1 day off, rinse and repeat.  Each day increases by 5 squats and after a rest day, they usually jump either 10 or 20 and continue on.  This evening I have 150 to do and the biggest thing with this number is just getting them done.  Today, I split them up into groups of 50 and did 50 this a.m. followed by 50 when I got home and I have my last set left this evening.  After a couple weeks doing squats, I can say I do feel pretty good about them. Little bit tighter here and there, and most of the initial soreness has vanished, so now I focus on improving my form, making sure to do deep squats (otherwise they're kind of pointless) and have started adding some weights to the sets.  A little over halfway done and still getting them done!", [g(AIR_SQUAT, '2*50@bw')]),
  line(SRC.neyarn, 'lb', true, "The WOD was 4 rounds of wall balls, box jumps, and deadlifts, 27(12), 21(9), 15(6), and 9(3) reps.  I hope that’s clear (parenthetical reps are the deadlifts).  Coach gave us a time cap of 11 minutes, but told us most of us would get it done in less than ten.\n\nWell, it took me ten minutes and 22 seconds, but whatever, because I picked up 135 pounds, thirty times.  My box jumps were not jumps, they were steps, because I had a 20″ box and pairing them with wall balls is just mean.  But yay deadlifts!  I picked up that big heavy thing!  And I liked it!", [g(WALL_BALL, '27@- 21@- 15@- 9@-'), g(BOX_JUMP, '27@bw 21@bw 15@bw 9@bw'), g(DEADLIFT, '12@135 9@135 6@135 3@135')]),
  line(SRC.enacred, 'kg', false, "In a moment of insanity, I decided it would be a good idea to do some daily stretches and burn like half a calorie. That moment happened late Sunday, so yesterday after getting home from work I oddly followed through. And I did the above referred stretches. And went crazy and did 15 sit ups and 15 push ups. Figured that would be a low enough number to get me going and not make much of a dent. Mostly because during my last... exercising phase (?) , I was up to 3 series of 15. I should add that that happened what seems like a lifetime ago.", [g(SIT_UP, '15@bw'), g(PUSHUP, '15@bw')]),
  line(SRC.urban, 'lb', false, "Before I get too confused, today’s workout is a time challenge. How fast can you complete four rounds of the following 5 exercises?\n\n  • 20 backwards lunge with sandbag , alternating sides\n  • 10 push ups (on rings if you have them, makes it that much harder, ooooh yeah!)\n  • 20 sandbag squats\n  • 5 pullups (assisted or otherwise)\n  • 20 alternating side planks\n\nI happen to have already sweated through this workout in 17 minutes and 43 seconds. Give it ago, I am sure you can beat that time!", [g(SANDBAG_LUNGE, '4*20@-'), g(PUSHUP, '4*10@bw'), g(SANDBAG_SQUAT, '4*20@-'), g(PULLUP, '4*5@bw'), g(SIDE_PLANK, '4*20@bw')]),
  line(SRC.dana, 'lb', false, "Dynamic Effort Bench Workout. This is a video clip of a workout I did on January 3, 2009. Its a typical West Side Barbell powerlifting style workout that consists of dynamic effort benches with approx. 50% of 1 rep max for 8 sets of 3 reps. Rolling dumbbell extensions for 4 sets of 8 reps. Side lateral raises and bent over lateral raises for 3 sets of 10 reps each. Afterwards I finished up with some stretching for the muscles I just worked.", [g(BENCH, '8*3@-'), g(ROLLING_EXT, '4*8@-'), g(SIDE_LATERAL, '3*10@-'), g(REAR_LATERAL, '3*10@-')]),
];
