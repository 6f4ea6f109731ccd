// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A sixtieth holdout, sealed at round 34 and opened at round 35, collected blind (blind on 678f438, round 34's start: 21/40; short line
 * 11/14, long line 7/12, block 3/14; rewrites broken 0/361): 40 real entries from twenty-seven
 * lifters in none of the earlier sets (no host or URL in /tmp/r34/used-urls.txt or used-hosts.txt, no GitHub repository
 * in used-repos.txt; every host was grepped against those files before use and again for every SRC entry at the end),
 * copied verbatim from stored public web pages (twenty-seven addresses, listed in SRC below; no GitHub source: the code
 * corpus answered with app fixtures and logs already used). Every label was written by hand from the text alone before
 * any parser saw it (the parser was neither run, read nor imported while building this set, vitest was not run, and no
 * script in packages/ai/scripts was run). 14 short single lines (100 characters or fewer), 12 long single lines or prose
 * sentences, 14 small multi-line blocks: the unused long tail of the corpus is mostly prose blogs, so long lines run four
 * over and short lines four under the asked-for 18/8/14. At most three entries per lifter (three lifters give three);
 * four entries log nothing (last year's theoretical maxes, last Wednesday's kettlebell ladder, a pre-program fitness
 * test, a list of current five-rep maxes) and carry no exercises. kg and lb both (9 kg entries, 31 lb); where an entry
 * names no unit the unit is decided from the writer's other numbers or country and unitStated is false (for entries
 * with no load the unit only fixes the member's setting). Seven entries carry cardio (an incline treadmill walk, a
 * 10-mile ride, the stair climber then a stationary bike, a mountain-bike ride, pool running, a 5k row before a
 * bodyweight triplet, a rowing-machine session by strokes and pace), each from a writer who also logs lifting.
 *
 * Source kinds: P90X home-program blogs (a Chest & Back numbered list with the second set in parentheses; "Heavy Pants:
 * 10 @ 12 lbs. (8 @ 15 lbs.)"; a woman's push-up challenge in "Round 1: 15 on knees" blocks; pull-ups without the chair
 * before a certification class; a max-out set on the pull-up bar; week-9 numbers against week 3; lawnmowers adding five
 * pounds a week; chair dips with a leg raise and shoulder flys move by move; a pre-program fitness test), kettlebell
 * diaries (a one-set snatch test and 30 sets of 8 swings; a competition taper of timed snatch, clean-and-jerk and swing
 * sets; a husband leading church ladies through 15 swings on the minute; a new 32 kg bell and last week's ladder), a
 * Boulder climber's numbered rounds at a mountain-athlete gym, recovery and rehab logs (a climber back to the bench
 * after pneumonia; a cyclist's first home workout after neck surgery; a Melbourne runner's pool running and mountain-
 * bike ride), weight-loss blogs (a chest-day table "10×70/10×90/7×115/3×140" and an incline treadmill walk; an Alberta
 * writer's stair climber and stationary bike; a UK trainee's back-and-biceps bullets), challenge posts (the one-hundred
 * push-up plan's week 3; a UK 30-day squat challenge mid-day), a barbell lifter's Yule post, a books-and-fitness weekly
 * bullet log, a rowing-machine column, a results blog's row-then-triplet for time, and a powerlifting blogger's stats.
 *
 * Styles: "10×70/10×90/7×115/3×140 2,825 pounds total" (reps×load, slash-separated, with a volume total);
 * "Incline Treadmill 10% Grade 20 minutes @ 2.8 mph" ("@" before a speed, not a load); "15-minute countdown: 15 KB
 * swings." then "I used a 70#KB, Sonja used a 40#KB" (load in #, other people's bells beside it); "(2) 5 rounds" over
 * "3 x staggered pull ups" rows (rounds over count x exercise); "I ended up with 60, 30 right and 30 left."; "30 sets of
 * 8 swings. 240 reps total." (sets with a total); a bullet list of "Bench Press: 260 lbs (118kg)" maxes; "  • 10 mile
 * bike ride"; "Bent Over Barbell Rows – 4 sets of 12 reps" (no load); "A 7 minute set of 24kg one arm clean and jerks at
 * a consistent 8-9 reps per minute (60 reps total)" (a rate range beside the count); "3 x 5 x 135" (sets x reps x
 * load) for the press and squat, then a failed reverse-band squat at 405; "Standard Push-Ups: 16 (12)" (second set in
 * parentheses); "10 @ 12 lbs. (8 @ 15 lbs.)"; "5k rowing machine (level 4)" then bare "50 situps"; a week's plan and
 * two days' sets in one paragraph ("Day 1 has you do sets of 25, 17, 17, 15, 25+"); "from 7 wide fronts in week 3, to 15
 * today, both sets"; "I do 25." with week 3's 15 beside it; "This week I did 14 reps at 40. Next week, I'll do 45.";
 * "94 rows at a 1:53/500m pace" (strokes, not a rowing exercise's reps); "Round 1: 15 on knees / Round 2: 12 on knees";
 * "Deadlift: 5x265lbs / Bench: 5×175" as current stats; "I am up to 60 squats done, which means I still need to do
 * another 75"; "10 x 2 minutes on 1 minute off" (intervals inside one pool-running bout).
 *
 * Same labelling rules as real-holdout-54.ts and real-holdout-58.ts: warm-ups are sets; a missed or failed attempt is
 * not a set (the reverse-band squat at 405 that ended "dumping the bar on the pins" is no set); kettlebell and dumbbell
 * loads are per bell as written (the 24kg, "70#KB", "10 pound dumbbells"); bodyweight sets carry no load, and push-ups
 * on the knees are still bodyweight push-ups; an unstated load is "-"; cardio (a treadmill walk, rides, the stair
 * climber, a stationary bike, pool running, rows on a rowing machine) is one set "-@-" per bout; a count with no
 * breakdown is one set ("50 situps", "19 reverse chin ups in the first set", "60 squats done"); a best, a goal, a plan,
 * another person's lifts (Sonja's 40#KB and the other ladies' bells) and another day's numbers (week 3's counts, week
 * one's 4 reps, last Wednesday's ladder, the pre-P90X test, next week's 45) are not sets. Decisions: "One set of
 * snatches ... I ended up with 60, 30 right and 30 left" and "A 5 minute set of snatches ... for 30 reps each hand" are
 * one set of 60 (the writer calls it one set; hand switches inside a set do not split it); the swing line "30 sets of 8
 * swings" names no bell, so its load is "-" (kg from the writer's 24kg); "15 kettlebell swings on the minute, every
 * minute, for 15 minutes" is fifteen sets of 15 at 70 lb; the climbing rounds are grouped by exercise, five sets each,
 * and the hangboard finger curls carry no stated load; "Standard Push-Ups: 16 (12)" is two sets, 16 then 12, per the
 * header line "(second set in parentheses)"; "Heavy Pants" and "Back Flys" lines carry the same two-set reading from
 * the page; in the push-up-challenge paragraph only "Day two" is the logged day (the post is written on day 2), so its
 * sets are 27, 19, 19, 15 and "could only get to 15 in the last set", and day 1's sets and the track test are not sets;
 * "to 15 today, both sets" is two sets of 15 pull-ups; "Today, I did 10 on my toes" is ten decline push-ups; the
 * press in "3 x 5 x 135" is the overhead press and both lifts are sets x reps x load (135 lb for fives, 295 for the
 * squat, "405 pounds" a sentence later fixes lb); "After finishing the push ups, came “In and Out Shoulder Flys”"
 * logs only the flys (the push-ups are the previous paragraph's move, with no count here), and "Chair Dips came after
 * the Shoulder Flys" likewise logs only the 21 dips; the leg raise on the chair dips is not a separate exercise;
 * "Current stats: Deadlift: 5x265lbs ..." are five-rep maxes ("These are five-rep max set"), a best, so nothing is
 * logged; "I still need to do another 75" is the rest of the day's plan, not a set; the 5k row and the "time: 32:51"
 * lines belong to one session, the row one cardio bout and the triplet one set each; "94 rows at a 1:53/500m pace"
 * is one rowing-machine bout; "10 x 2 minutes on 1 minute off" is one pool-running bout; the 10-mile bike ride and the
 * UK trainee's rows are unit-free, set lb and kg by the writer's country. Names not in real-labels.ts are labelled
 * inline.
 *
 * Left out as genuinely ambiguous to a human coach, or past the caps (three per lifter, four log-nothing, a fifth
 * cardio): fatmanslimz's "Incline Bench Press 10×70/8×90/6×11/3×120" (6×11 reads as a typo for 110); binarybiker's "One
 * Armed Curls, 3 sets each arm" and "Bench Press, 3 sets. 50lbs." (reps unstated); theclimbinglab's "1 minute
 * fingerboard" warm-up and timed slam-ball rounds (no counts); elementalfitnesslab's 16kg snatches (reps unstated);
 * joefitness's "32/3/3 x 13 / Last set 6/6" (per-arm notation) and its front-lever holds; linusfurious's "76 reps of the
 * ladder" (rungs unknown); 6strengthconditioning's press EMOM "5/5 ... 4/4 and 3/3" (sets or sides); climbingtraining-
 * project's "2×5 16+20kg" double-bell squats (two different bells) and its 8-to-1 press ladders; victorypt's "Pull Ups
 * – 4 sets to failure" and drop-set lines; samestuffdifferentdayblog's "1@75" (lift named only in the title);
 * smolovjr.com's guest log and ashmanstrength's "Set 1: 165 lbs × 6" list (lift not named in the entry); cpmfitness's
 * power cleans "started at 145 ... finished at 150" (split unknown); katerawlings' 60 hang power cleans split among push
 * jerks and push presses; 83cv's warm-ups "at 135 and 225" (reps unstated); thevickylicious' "70lbs on each side ...
 * meaning I lifted 180lbs" (the arithmetic disagrees); bucktowntiger's "240 pounds or 245 pounds" (load uncertain);
 * bladespark's "I deadlifted 85 today" and totheopenroad's deadlifts at 120 (reps unstated); quicktofit's last push-up
 * set finished from the knees (one set or two); bobbies-bargains' "125/55" squats beside a friend's "130/50"; yogadudes'
 * 225 push-ups and 80 assisted pull-ups (whole-video totals, assistance); mywastedlife's two-week table (two days in one
 * entry); trehops' "Round 1: 15 regular, 5 on knees" (one set or two); wcman1976's "I did 10…but I had to pause after 5
 * or 6" (one set or two); benrunsmelbourne's "6 chin ups on the last set" (earlier sets unknown); jbzero's unnamed
 * climb "5x 285 / 5x 330 / 10x 370" and "12 at 135/12 at bw"; paoracle's "10-12 reps for 4 sets"; ladiestylelife's and
 * staceyandcory's routines (habitual or instructional ranges); amym4gic's circuit (written as instructions);
 * postpunkconfessions' "halfway through this madness" (which sets); usinuk's habitual 11.80 km ride and 17.5 kg press;
 * danglethecarrot's supermans with "32 lbs of weight in the form of a fat pug" (reps unstated); chrisofrights' strip-set
 * curls (second load unstated); narps' slow-motion 3-in-1 push-ups (reps unstated); omahakettlebell's snatch test (total
 * cut off); magrathea.endchan.net's leg day (a role-play voice, leg-press reps unstated); chrisgrayson's Q&A routine and
 * denaharris' last-week sets (a plan and another week's numbers, log-nothing past the cap); betterzombie's other
 * rowing bullets (cardio cap). Seen but not used: saltyasian.com and dberninger.blogspot.com (writers already weighed in
 * an earlier set's notes). Sites found but used before (so not used): barbelltraining.wordpress.com, oldmansgym.com,
 * elitefts.com, runningwhilefat, transformedandscaled.com, crossfitz, crossfitmobile, dufisthenics.com, bar-barella.com,
 * noexcusefitness.com.au, facelessfitness.com, weemanmike, midsummer365project.com, community.myfitnesspal.com,
 * elitefitness.com, startingstrength.com, t-nation.com, rebellion.nerdfitness.com, snowdaddypowerlifting, lift-run-
 * bang.com, chrispstrengthjournal, becomingangela, donscrossfit, paxauxbellum, jamierubin.net, deth.org, lauralifts.com,
 * fallenpegasus.livejournal.com, endangeredswimmer, fitbomb.com, weakinrock.com, oracne.livejournal.com, atlee.ca,
 * 9incharms, forumserver.twoplustwo.com, bennadel.com, realbuzz.com, wildlandfirewoman, p90x.iamcanadian.org,
 * liftingmybutt, deanebarker.net, nckettlebells, squatrx, test.hexbear.net, blog.danger.computer, github qpfiffer,
 * gdmoney, niplav and ctdunc.
 */
import { BENCH, CARDIO_ROW, CHIN, DIP, g, line, OHP, PULLUP, PUSHUP, ROW, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  crank: "https://legacy.crankenstein.com/2008/03/31/back-in-the-game-2/ (climber back to the bench after seventeen days in hospital with pneumonia: a set of 18 at 115, lb)",
  binary: "https://binarybiker.com/2008/10/14/first-workout-post-surgery/ (cyclist's first home workout after neck surgery for cancer: a numbered list of rows, curls and bench, lb)",
  fatman: "https://fatmanslimz.wordpress.com/2019/10/24/week-17-day-3-chest-day/ (weight-loss blogger's chest day after shoulder trouble: a table of \"10×70/10×90\" rows and an incline treadmill walk, lb)",
  practical: "https://practical-stewardship.com/2011/11/22/introducing-the-only-kb-swings-workout (husband leading a church ladies' kettlebell session: 15 swings every minute for 15 minutes, bells in #)",
  climblab: "http://theclimbinglab.blogspot.com/2009/04/pullout-walkout.html (Boulder climber's power-endurance session at a mountain-athlete gym: numbered rounds of pull-ups, GHD sit-ups, finger curls, push-ups)",
  bjb: "http://bjbliffert.blogspot.com/2008/03/saturdays-training.html (kettlebell lifter's Saturday: a one-set snatch test with the 24kg, then 30 sets of 8 swings, kg)",
  jmendez: "https://scribbler.john-mendez.com/2019/09/01/books-and-fitness-the-last-week-of-august/ (books-and-fitness weekly log: bullet days (a bike ride) and last year's theoretical maxes, lb)",
  distracted: "https://distractedinalberta.ca/2017/03/06/reflection-on-implementing-the-workout-journal/ (Alberta writer's week with a pocket workout journal: the stair climber and a stationary bike after a gym routine)",
  victory: "https://victorypt.wordpress.com/2016/03/04/my-transformation-blog-day-19-back-biceps/ (UK trainee's transformation blog, back-and-biceps day: bullet list of sets and reps, loads unstated)",
  elemental: "http://elementalfitnesslab.blogspot.com/2008/12/everyone-is-doing-it.html (kettlebell trainer tapering for an online competition: timed sets of snatches, clean and jerks and swings with the 24kg)",
  linus: "http://linusfurious.blogspot.com/2008/09/red-like-blood.html?showComment=1222593960000 (kettlebell owner on his new 32 kg bell and last week's ladder with the 20kg (a day not logged))",
  benruns: "https://www.benrunsmelbourne.com/2018/06/rehab-week-11/ (Melbourne runner's injury-rehab week: pool running and a mountain-bike ride beside the strength work, kg)",
  bmile: "https://barbellmile.blogspot.com/2011/12/yule-blog-3.html (barbell lifter's Yule post: Saturday's press and squat work sets, then a reverse-band squat that went wrong, lb)",
  p90xb: "http://www.90daybloggers.com/chest-and-back-p90x-workout-day-8-results/ (P90X blogger's Chest & Back day 8: a numbered list with the second set in parentheses, lb)",
  p90xr: "http://www.p90xresultsworkout.com/tag/ab-rippper-x/ (P90X follower's day-47 Legs & Back: reverse chin-ups in the first set)",
  wcman: "https://wcman1976.wordpress.com/2012/07/19/p90xrev-abs-hybrid-day-82-legs-and-back/ (P90X hybrid day 82: every pull-up without the chair, before a certification class)",
  jawahl: "https://jawahl.blogspot.com/2011/10/pullups.html (P90X starter on his pre-program fitness test (another day's number))",
  binexp: "http://www.binaryexposure.com/fitnessBlog/labels/pushups.html (fitness blog's results post: a 5k row then 50 sit-ups, squats and push-ups for time)",
  scottw: "http://www.scottwire.com/2008/07/12/100-pushup-challenge-week-3/ (one hundred push-up challenge, week 3: day 1 and day 2 sets in one paragraph)",
  dangle: "http://danglethecarrot.blogspot.com/2008/10/p90x-day-45-back-biceps-and-ab-ripper-x.html (P90X day 45 Back & Biceps: the last max-out set on the pull-up bar)",
  tony: "http://tonyistryingtokillme.blogspot.com/2009/10/day-57.html (P90X day 57, Chest & Back after six weeks away: push-ups and pull-ups against week 3's numbers)",
  chrisr: "https://www.chrisofrights.com/2012/05/p90x-day-31-back-biceps.html (P90X day 31 Back & Biceps: lawnmowers, adding five pounds a week, lb)",
  bzombie: "https://betterzombie.com/row-246/ (weekly rowing-machine column: bullet per session with strokes, pace and calories)",
  narps: "https://www.narps.net/p90x-chest-shoulders-triceps-ab-ripper/ (P90X day 29 Chest, Shoulders & Triceps move by move: chair dips, shoulder flys with 10 pound dumbbells)",
  trehops: "https://trehops.wordpress.com/2010/05/27/the-challenge-week-three/ (woman's P90X push-up challenge, week 3: each push-up type with Round 1 and Round 2 counts, most on knees)",
  joemoose: "https://thejoemoose.wordpress.com/tag/weightliftin/ (powerlifting-program blogger's current five-rep-max stats, lb)",
  eternal: "http://theeternalhopeful.blogspot.com/2015/03/30-day-squat-challenge-getting-intense.html (UK blogger's 30-day squat challenge: 135 due today, 60 done so far)",
} as const;

const ROWS = ['Row', 'row', 'cable|seated|machine|upright'] as const;
const TREADMILL_WALK = ['Treadmill Walk (incline)', 'treadmill|walk', null] as const;
const KB_SWING = ['Kettlebell Swing', 'swing', null] as const;
const GHD_SITUP = ['GHD Sit-up', 'sit.?up', null] as const;
const FINGER_CURL = ['Finger Curl', 'finger', 'bicep|hammer'] as const;
const KB_SNATCH = ['Kettlebell Snatch', 'snatch', 'grip|pull|deadlift'] as const;
const BIKE = ['Bike Ride', 'bike|cycl|ride', null] as const;
const STAIR = ['Stair Climber', 'stair', null] as const;
const STAT_BIKE = ['Stationary Bike', 'bike|cycl', null] as const;
const KB_CJ = ['Kettlebell Clean and Jerk', 'clean|jerk', 'press|pull|swing'] as const;
const MTB = ['Mountain Bike Ride', 'bike|cycl|ride', null] as const;
const POOL_RUN = ['Pool Running', 'run|jog', null] as const;
const MIL_PUSHUP = ['Military Push-up', 'push.?up', null] as const;
const WIDE_FLY_PUSHUP = ['Wide Fly Push-up', 'push.?up', null] as const;
const DIVE_BOMBER = ['Dive Bomber Push-up', 'push.?up|dive', null] as const;
const DECLINE_PUSHUP = ['Decline Push-up', 'push.?up', null] as const;
const HEAVY_PANTS = ['Heavy Pants', 'pant|row', 'upright|seated|cable'] as const;
const BACK_FLY = ['Back Fly', 'fly|flye', 'chest|pec|shoulder'] as const;
const LAWNMOWER = ['Lawnmower Row', 'lawn|mower|row', 'upright|seated|cable'] as const;
const SHOULDER_FLY = ['In and Out Shoulder Fly', 'fly|flye|raise', 'chest|pec|leg|back'] as const;

export const REAL_HOLDOUT_60: RealCase[] = [
  line(SRC.crank, 'lb', true, "I’ve been increasing intensity fairly quickly, adding about 20 lbs each session, resulting yesterday in a set of 18 reps at 115 lbs on flat bench. I was going for 20 but failed at 18 reps making this the first set at which I went to failure and the first day I felt healthy enough to do so.", [g(BENCH, '18@115')]),

  line(SRC.binary, 'lb', true, "  1. Rows, 5 sets of 10. 50lbs weight. Alternated underhand and overhand.\n    These were really easy and I didn’t feel like I was working out at all. But as my doctor suggested, I kept the weight low.", [g(ROWS, '5*10@50')]),

  line(SRC.fatman, 'lb', true, "Bench Press 10×70/10×90/7×115/3×140 2,825 pounds total", [g(BENCH, '10@70 10@90 7@115 3@140')]),
  line(SRC.fatman, 'lb', false, "Incline Treadmill 10% Grade 20 minutes @ 2.8 mph", [g(TREADMILL_WALK, '-@-')]),

  line(SRC.practical, 'lb', true, "Here’s what we did:\n15-minute countdown: 15 KB swings.\nJust to be clear, that means we did 15 kettlebell swings on the minute, every minute, for 15 minutes. I used a 70#KB, Sonja used a 40#KB (she did 10 reps by my prescription, not 15), and the other ladies used 25# and 30#.", [g(KB_SWING, '15*15@70')]),

  line(SRC.climblab, 'lb', false, "(2) 5 rounds\n3 x staggered pull ups\n10 x GHD sit ups\n30 x finger curls\n8 x push ups", [g(PULLUP, '5*3@bw'), g(GHD_SITUP, '5*10@bw'), g(FINGER_CURL, '5*30@-'), g(PUSHUP, '5*8@bw')]),

  line(SRC.bjb, 'kg', true, "First move: One set of snatches with the 24kg. Just a test to see what I can do without too much stress to get a baseline.\n\nI ended up with 60, 30 right and 30 left.", [g(KB_SNATCH, '60@24')]),
  line(SRC.bjb, 'kg', false, "I followed this up with 30 sets of 8 swings. 240 reps total.", [g(KB_SWING, '30*8@-')]),

  line(SRC.jmendez, 'lb', true, "Here are my theoretical all-time max 1RM from last year:\n\n  • Bench Press: 260 lbs (118kg)\n  • Squat: 316lbs (143kg)\n  • Deadlift: 366lbs (165 kg)\n  • Overhead Press: 171lbs (78kg)", []),
  line(SRC.jmendez, 'lb', false, "  • 10 mile bike ride", [g(BIKE, '-@-')]),

  line(SRC.distracted, 'lb', false, "I hit the stairclimber for 5 minutes and then hopped onto a stationary bicycle for another 40-minutes.", [g(STAIR, '-@-'), g(STAT_BIKE, '-@-')]),

  line(SRC.victory, 'kg', false, "  • Bent Over Barbell Rows – 4 sets of 12 reps", [g(ROW, '4*12@-')]),

  line(SRC.elemental, 'kg', true, "A 7 minute set of 24kg one arm clean and jerks at a consistent 8-9 reps per minute (60 reps total).\n\n2 minutes of 24kg swings for 60 reps", [g(KB_CJ, '60@24'), g(KB_SWING, '60@24')]),
  line(SRC.elemental, 'kg', true, "A 5 minute set of snatches with the 24kg (53lb) bell for 30 reps each hand (I had torn the skin of both palms with week before so kept the snatch volume low).", [g(KB_SNATCH, '60@24')]),

  line(SRC.linus, 'kg', true, "Last Wednesday, I completed all 150 reps with a 20kg kettlebell, so I jumped up to the 24kg.", []),

  line(SRC.benruns, 'kg', false, "Saturday afternoon I jumped on the mountain bike for a short ride, 27 minutes this time so increased a little more but still keeping it easy effort.", [g(MTB, '-@-')]),
  line(SRC.benruns, 'kg', false, "For the pool running I did 10 x 2 minutes on 1 minute off which was alright.", [g(POOL_RUN, '-@-')]),

  line(SRC.bmile, 'lb', true, "Saturday's work sets on the press were 3 x 5 x 135, and the work sets on the squat were 3 x 5 x 295.\nI thought I could use some extra work on the squat, so I decided to try a reverse band squat at 405 pounds. I can't really explain how I allowed this to happen, but I set up green bands in the squat cage without bothering to check how much, if at all, the bar would deload at the bottom of the squat.\nAs I unracked 405 and started pushing my butt back I realized I wasn't getting any deload whatsoever. I was not at all prepared mentally to be squatting 405, and I had no inclination to really hit the bar at the bottom and try to come back up, so like the Federal Reserve, I aimed for a soft landing. I ended up doing a very slow negative, dumping the bar on the pins, and laying on the floor.", [g(OHP, '3*5@135'), g(SQUAT, '3*5@295')]),

  line(SRC.p90xb, 'lb', false, "Here are my numbers this week (second set in parentheses):\n\n  1. Standard Push-Ups: 16 (12)\n  2. Wide Front Pull-Ups: 10 (7)\n  3. Military Push-Ups: 10 (7)\n  4. Reverse Grip Chin-Ups: 6 (5)", [g(PUSHUP, '16@bw 12@bw'), g(PULLUP, '10@bw 7@bw'), g(MIL_PUSHUP, '10@bw 7@bw'), g(CHIN, '6@bw 5@bw')]),
  line(SRC.p90xb, 'lb', true, "  8. Heavy Pants: 10 @ 12 lbs. (8 @ 15 lbs.)", [g(HEAVY_PANTS, '10@12 8@15')]),
  line(SRC.p90xb, 'lb', true, "  11. Back Flys: 10 @ 12 lbs. (12 @ 12 lbs.)", [g(BACK_FLY, '10@12 12@12')]),

  line(SRC.p90xr, 'lb', false, "Today, I knew it after I did 19 reverse chin ups in the first set.", [g(CHIN, '19@bw')]),

  line(SRC.wcman, 'lb', false, "I did all my pull-ups tonight without the aid of a chair, just to see how many I can do. Why? Testing myself for the upcoming P90X Certification class. Here are the results.\n\nI was able to do 10 close-grip overhand pull-ups without taking any break.", [g(PULLUP, '10@bw')]),
  line(SRC.wcman, 'lb', false, "Then I did 12 with the switch grip pull-ups.", [g(PULLUP, '12@bw')]),

  line(SRC.jawahl, 'lb', false, "I was only able to do 1.75 pullups for my pre-P90X fitness test which is under their requirement for starting the program.", []),

  line(SRC.binexp, 'lb', false, "Today's workout\n\n5k rowing machine (level 4)\n50 situps\n50 squats\n50 pushups\n\ntime: 32:51\n5k time: 20:29", [g(CARDIO_ROW, '-@-'), g(SIT_UP, '50@bw'), g(SQUAT, '50@bw'), g(PUSHUP, '50@bw')]),

  line(SRC.scottw, 'lb', false, "After week 2, you do another test to see how many pushups you can do non-stop. If you can do more than 26, you are on the highest track, which I remained. Ow. Day 1 has you do sets of 25, 17, 17, 15, 25+. I got through this with a little exhaustion and barely made it to 25 in the last set. Day two is even rougher with 27, 19, 19, 15, 25+. I unfortunately barely made it through the 4th set and could only get to 15 in the last set.", [g(PUSHUP, '27@bw 2*19@bw 2*15@bw')]),

  line(SRC.dangle, 'lb', false, "On the last set on the pullup bar when we choose the position and max out I decided to go with the wide-grip again and did 17 reps! In week one I was doing like 4 reps with the wide-grip!", [g(PULLUP, '17@bw')]),

  line(SRC.tony, 'lb', false, "My pullups all just about double in numbers, from 7 wide fronts in week 3, to 15 today, both sets.", [g(PULLUP, '2*15@bw')]),
  line(SRC.tony, 'lb', false, "In week three, I could only do 8 decline pushups, and that was on my knees. Today, I did 10 on my toes.", [g(DECLINE_PUSHUP, '10@bw')]),
  line(SRC.tony, 'lb', false, "The very first set, Standard Pushups, I didn't even look at my number from week 3. I just start. I do 25. When I go to record it, I realize that in week 3 I only did 15, and noted that I couldn't go all the way to the floor for them.", [g(PUSHUP, '25@bw')]),

  line(SRC.chrisr, 'lb', true, "I was still low on Lawnmowers. You’d think I’d have that one right by now, since it’s also part of Chest & Back, and this is the 4th time I’ve done it, but no. Every week I add five pounds. Every week, I think I’ve got it, and every week, it’s still too light. I started at 20 pounds, because that was all I had initially. This week I did 14 reps at 40. Next week, I’ll do 45. I’m trying to get to the 8 to 10 reps range.", [g(LAWNMOWER, '14@40')]),

  line(SRC.bzombie, 'lb', false, "  • Friday Afternoon: time 5min. 94 rows at a 1:53/500m pace. 56 calories.", [g(CARDIO_ROW, '-@-')]),

  line(SRC.narps, 'lb', false, "Chair Dips came after the Shoulder Flys and they were tough. The reason that they were tough was because I decided to add a leg raise and use multiple chairs. It is easy to use one chair and do a leg raise with the other leg on the ground. But, when doing one leg raise with the other leg on another chair, it is easier to get more depth out of the dips. I was able to do a total of 21 reps and nearly collapsed at the end of this move; I know for a fact that I did my best for this one.", [g(DIP, '21@bw')]),
  line(SRC.narps, 'lb', true, "After finishing the push ups, came “In and Out Shoulder Flys” – this move was not difficult, but kept the burn going after my push ups. I did a total of 16 reps using 10 pound dumbbells.", [g(SHOULDER_FLY, '16@10')]),

  line(SRC.trehops, 'lb', false, "Military push ups:\nRound 1: 15 on knees\nRound 2: 12 on knees", [g(MIL_PUSHUP, '15@bw 12@bw')]),
  line(SRC.trehops, 'lb', false, "Wide Fly push ups:\nRound 1: 15 on knees\nRound 2: 12 on knees", [g(WIDE_FLY_PUSHUP, '15@bw 12@bw')]),
  line(SRC.trehops, 'lb', false, "Dive Bomber push ups:\nRound 1: 12 modified (these are sooo hard!)\nRound 2: 6 modified", [g(DIVE_BOMBER, '12@bw 6@bw')]),

  line(SRC.joemoose, 'lb', true, "So yes,I have been getting stronger since I started the powerlifting program. Current stats:\n\nDeadlift: 5x265lbs\nBench: 5×175\nSquats: 5×175\n\nThese are five-rep max set, and I know I can go more, but just enjoying these numbers for the moment.", []),

  line(SRC.eternal, 'kg', false, "Currently, I am up to 60 squats done, which means I still need to do another 75.", [g(SQUAT, '60@bw')]),
];
