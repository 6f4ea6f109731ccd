// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A thirty-sixth holdout, sealed in issue 11's round 16, then opened: 40 real entries from twenty-four lifters in none of the earlier sets (nor on
 * any site or GitHub repository listed in /tmp/used-all-sites.txt, site names included), copied verbatim from
 * the stored public pages (twenty-four addresses, listed in SRC below); every label was written by hand before
 * any parser saw the text (the parser was neither run, read nor imported while building this set). 29 single
 * lines, 11 short multi-line blocks. Flavour: lines where lifters report what they did in threads, comment-led
 * posts and program logs: a Reddit mirror's r/531Discussion "a year of 5/3/1" review (PR bullets in kg), PR
 * and milestone posts (StrongLifts / Starting Strength / 5/3/1 / CrossFit strength-bias days), a Tumblr
 * lifting log, a Substack-style progress note, women's and masters' lifting blogs, a competitive deadlifter's off-season post.
 *
 * Styles: "- Squat PR 1x180 kgs and 3x170 kgs" (count before the load, kg, two sets on one bullet); markdown
 * bullets "- 2 sets of 2 at 115 lbs" under a "- Split jerk with 2 second pause in dip" header and "- 130, 135,
 * 140 lbs" singles under "- Split jerk singles"; abbreviations with no unit ("BP: 135 x 5", "FSQ: 135 x 2 -
 * phone rang"); prose sentences ("Today I benched 230lbs five times with my ultimate goal being 285 at a 1RM.",
 * "Last Friday I squatted 235 at three reps.", "I went to 225lbs for 2 sets of 10", "I managed to do 30 of them
 * in sets of five reps.", "plus a ninth wibbly-wobbly one", "I did 5 sets of 3 reps on the minute of power
 * cleans with 135 lbs."); PR shorthand in parentheses ("squat(205 3RM)", "deadlift PR(300 1RM)"); a dash chain
 * of weighted pull-up singles with a PR tag and a failed last step ("10-15-20-25-30(PR)-35(f)"); "10x20# med
 * ball sit ups"; "635x3 ... from a 3-inch deficit"; a Tumblr log's name line over "340x5, 365x2"; "Dead lift /
 * 135lb. x15"; a trap-bar block whose exercise comes after the numbers ("4 x 10: 95-125-135-145#" / "(last set
 * actually x 11)"); a numbered ramp with × and a missed top attempt ("315×1 (PR!), 325×0"); a bench count in a
 * two-paragraph story ("put up 65# (bench) ... Today I put that fucker up 12 times, both sets."); a missed rep
 * story ("2×5 at 205 ... I got two reps in"); a goal paragraph full of other numbers before "105 lbs × 7 reps
 * at sub 150 lbs body-weight"; a rowing PR paragraph with two pieces (2K and an easy 1K); a treadmill run; a
 * four-round superset whose header carries the round count ("I then did 4 super-sets of the following:").
 *
 * Same labelling rules as real-holdout.ts and real-holdout-27.ts: warm-ups are sets; dumbbell/kettlebell loads
 * are per bell ("DB Curls 55x9" is 55 per hand); bodyweight sets carry no load (null: pull-ups, air squats,
 * dips, jump rope); weighted pull-ups record the added load only ("1RM weighted pull ups - 10-15-..." is 10, 15,
 * 20, 25 and 30 added); cardio (a row, a run, a treadmill session, a lap of the track) is one set without reps or
 * load; a missed attempt is not a set ("35(f)", "325×0", the third squat rep that ended on the rails); "4
 * super-sets of" multiplies each listed movement by four; a line with no unit takes the member's unit (lb for
 * every lifter here but the r/531Discussion reviewer, whose bullets are kg and are labelled in kg). A PR stated
 * as "1x180" or "(205 3RM)" is one set of that many reps at that load. Past numbers quoted only as history or as
 * goals in the same text ("285 at a 1RM", "a one rep max of 122 lbs", "my 5RM taken some time ago", "next week,
 * I'm doing 10") are not sets of the session and are not labelled.
 *
 * Left out as genuinely ambiguous to a human coach: reddit.wdas.io's r/Stronglifts5x5 list "Squat 210 / Bench
 * 150 / OHP 110 / Deadlift 215 / Rows 115" (working weights, no sets or reps); libreddit.rafn.is's
 * r/Stronglifts5x5 post ("I got 0, 1, and 0 when I attempted only 2.5 lbs more", "the last warmup set my app
 * calculated was 3x115 lbs": the lift and loads are only in the title and other sentences); reddit.craftcat.dev
 * ("today i failed my 72,5kg bench": a miss only); libreddit.gumpri.ch and redlib.franklyflawless.org's
 * r/weightroom daily thread ("singles with what I set as my 1RM": no numbers); forum.barbellmedicine.com's "1rm
 * bench" thread ("95kg moved for my RPE 9 single well. Missed the 100kg": the lift is named only in the title,
 * and the first paragraph mixes old maxes and working-set changes); exrx.net's 5/3/1 forum thread ("yesterday's
 * 95#x12" inside a training-max calculation surrounded by planned percentages); dberninger.blogspot.com ("I did
 * 295x4 for my top set": the other sets are unstated); hunt-gather-thrive.blogspot.com (a squat ramp whose
 * exercise is only in the post title); ridechickens' "BP: 135 x 1-2-3" (a ladder inside "Do below x 4"
 * circuits, total sets unclear) and "135 x 8 reps - first 7 were crisp" (no exercise on the line);
 * startbeingfit4me's "four pull-ups at 245" (a "combined weight (including body)": the added load is unknown);
 * iliftthereforeiam's "KB Clean and Press Ladder 24kg x 4,3,2,1 x 2 sets" (one clean per rung: how to count
 * cleans and presses is unclear) and its chin-up notes (the count line has no exercise header in the stored
 * text); johnbugay's "I managed to deadlift 3×300 lbs" (three reps or three sets); gravitybedamned ("I deadlifted
 * 195 lbs, twice" inside a 10-1 WOD: two reps or two singles); katerawlings ("185….. 205….. 215…. 235": reps
 * unstated); pete.hitzeman.com ("115 lbs, 10 times on my last set": other sets unknown, the lift named only in
 * the paragraph before); stephanlevin.garden ("three sets of 5-6 reps"); musclesmilesandmeals ("4 sets of 2 to 3
 * pull-ups"); lovemymuscles.com ("170lbs for 3 reps, for about 4 sets"); legacy.crankenstein.com ("two slow
 * sets at 185 lbs": reps unstated); fitfrom50.me ("deadlifted 102.5 kg and bench pressed nearly 40kg": reps
 * unstated, the bench assisted); renigade.blogspot.com ("i did my normal set reps with that"); mominminnesota
 * ("got the bar up 6 more times" after unstated sets); liftinginlipstick ("Yesterday I pulled 185": reps
 * unstated); thegoodoldinternet.com ("5+ reps at a pretty heavy 270 ... I did make one more rep": count
 * unclear); earlyrunner ("did another one just to be sure"); ironauthority's "I did my normal weight up to 315
 * ... Then I went to 335" (reps unstated); defeatgiantrobots' "3. Hinge Row: 8 reps." (load and kind of row
 * unstated).
 * Blind 25/40 after round 15 (04b7acc), the same on f63373b and after round 16. Opened for round 17: 37/40.
 */
import { BENCH, CABLE_ROW, CARDIO_ROW, DB_CURL, DEADLIFT, DIP, g, line, OHP, PULLUP, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  r531: 'https://reddit.load.cat/r/531Discussion/rising (r/531Discussion "a year of 5/3/1" review, PR bullets in kg)',
  vegan: 'https://nonlinear-vegan.io/post/saturday-wipeout (markdown bullets, split jerks in lb)',
  aoife: 'http://www.theaoife.org/bored/2005/08/04/oh-hell-yeah/ (bench story, # loads)',
  chickens: 'https://ridechickens.blogspot.com/2013/07/ (abbreviated lines with no unit)',
  fit4me: 'http://startbeingfit4me.blogspot.com/2012/01/manly-lifting-stats-update-1.html (stats update prose, lb)',
  ar: 'https://ar10308.wordpress.com/2014/04/15/one-rep-max/ (StrongLifts 1RM post with reader comments, lb)',
  ladd: 'https://mjladd.com/blog/2010-06-28-deadlift-pr/ (deadlift PR note, no unit)',
  bacon: 'http://iheartbaconandcrossfit.blogspot.com/2012/04/pull-ups-are-hard.html (CrossFit strength-bias diary, #)',
  bugay: 'https://johnbugay.com/category/books/starting-strength/ (Starting Strength missed-rep story, no unit)',
  iron: 'http://ironauthority.com/dilemma-help/ (shoulder-rehab question post, lb)',
  jay: 'http://blog.jay-austria.com/index.php/tag/r/page/2/ (overhead press goal post, lb)',
  ilift: 'http://iliftthereforeiam.tumblr.com/ (Tumblr lifting log, name line over sets, no unit)',
  fit305: 'https://fit305.com/building/ (coach\'s own first deadlift session, lb)',
  carne: 'http://carneespirito.tumblr.com/ (Tumblr PR bullets, no unit)',
  hmb: 'https://www.hmb.org/about-hmb/blogs/off-season-program (a competitive deadlifter\'s off-season blog, no unit)',
  cheng: 'https://catherinechengmd.com/2024/12/17/bit-post-squishy-and-strong (trap bar PR, #)',
  navy: 'https://thenavylifeofapilotswife.com/2014/03/17/i-lifted-2-bmw-3-series-today/ (trainer session prose, lb)',
  minimal: 'https://minimalistworkout.wordpress.com/2012/06/21/and-then-there-were-squats/ (bodyweight squat day)',
  ingraham: 'https://www.paulingraham.com/reached-a-huge-long-term-fitness-goal.html (pull-up goal post)',
  cajun: 'https://theshowmecajun.wordpress.com/2012/08/07/new-distance-new-pr/ (rowing PR, power cleans, superset rounds)',
  faster: 'https://strongerandfaster.wordpress.com/2011/11/01/front-squat-pr/ (front squat PR story, #)',
  robots: 'https://defeatgiantrobots.wordpress.com/2016/01/09/531-extra-work-2/ (5/3/1 blog, numbered × ramp, no unit)',
  blank: 'https://www.theblankpage.io/p/9-pull-ups (newsletter progress note)',
  geaux: 'https://geaux2girl.blog/2007/02/20/two-a-day/ (two-a-day diary, treadmill run)',
} as const;

const SPLIT_JERK = ['Split Jerk', 'jerk', null] as const;
const FRONT = ['Front Squat', 'front|fsq', null] as const;
const INCLINE = ['Incline Bench Press', 'incline', null] as const;
const DEFICIT_DL = ['Deficit Deadlift', 'deficit|dead|pull', 'romanian|rdl|sumo|stiff|rack'] as const;
const TRAP_DL = ['Trap Bar Deadlift', 'trap|hex|dead', null] as const;
const GOBLET = ['Goblet Squat', 'goblet', null] as const;
const POWER_CLEAN = ['Power Clean', 'clean', null] as const;
const TREADMILL = ['Treadmill', 'treadmill|run', null] as const;
const JUMP_ROPE = ['Jump Rope', 'jump rope|rope|singles', null] as const;
const TRACK_LAP = ['Run', 'lap|track|run', null] as const;

export const REAL_HOLDOUT_36: RealCase[] = [
  line(SRC.r531, 'kg', true, '- Squat PR 1x170 kgs', [g(SQUAT, '1@170')]),
  line(SRC.r531, 'kg', true, '- Bench PR 1x115 kgs', [g(BENCH, '1@115')]),
  line(SRC.r531, 'kg', true, '- Deadlift PR 1x210 kgs', [g(DEADLIFT, '1@210')]),
  line(SRC.r531, 'kg', true, '- Squat PR 1x180 kgs and 3x170 kgs', [g(SQUAT, '1@180 3@170')]),
  line(SRC.r531, 'kg', true, '- Bench PR 1x120 kgs and 4x115 kgs', [g(BENCH, '1@120 4@115')]),
  line(SRC.r531, 'kg', true, '- Deadlift PR 1x225 kgs and 4x210 kgs', [g(DEADLIFT, '1@225 4@210')]),

  line(SRC.vegan, 'lb', true, '- Split jerk with 2 second pause in dip\n- 2 sets of 2 at 115 lbs\n- 2 sets of 2 at 120 lbs\n- 2 sets of 1 at 125 lbs', [g(SPLIT_JERK, '2*2@115 2*2@120 2*1@125')]),
  line(SRC.vegan, 'lb', true, '- Split jerk singles\n- 130, 135, 140 lbs', [g(SPLIT_JERK, '1@130 1@135 1@140')]),

  line(SRC.aoife, 'lb', true, 'It may not seem like much to some, but this is a huge thing for me. Looking back thru my logs that I can find, I have never been able to put up 65# (bench) for more than 5 times. In fact, it was my 5RM taken some time ago. And then my shoulders decided they didn’t love me anymore and things went steadily down hill from there.\n\nBut today…. Today I put that fucker up 12 times, both sets.', [g(BENCH, '2*12@65')]),

  line(SRC.chickens, 'lb', false, 'BP: 135 x 5', [g(BENCH, '5@135')]),
  line(SRC.chickens, 'lb', false, 'FSQ: 135 x 2 - phone rang', [g(FRONT, '2@135')]),

  line(SRC.fit4me, 'lb', true, 'Today I benched 230lbs five times with my ultimate goal being 285 at a 1RM.', [g(BENCH, '5@230')]),
  line(SRC.fit4me, 'lb', false, 'Last Friday I squatted 235 at three reps.', [g(SQUAT, '3@235')]),

  line(SRC.ar, 'lb', true, 'Today I hit my NEW 1RM for Back Squat @ 315lbs.', [g(SQUAT, '1@315')]),

  line(SRC.ladd, 'lb', false, 'Hit a personal record of 405 deadlift this morning.', [g(DEADLIFT, '1@405')]),

  line(SRC.bacon, 'lb', false, '1RM weighted pull ups - 10-15-20-25-30(PR)-35(f)', [g(PULLUP, '1@10 1@15 1@20 1@25 1@30')]),
  line(SRC.bacon, 'lb', true, '10x20# med ball sit ups', [g(SIT_UP, '10@20')]),

  line(SRC.bugay, 'lb', false, 'Today, I missed a rep (and set) on squats today for the first time ever. You could say that I successfully completed two sets at 205. But it was that third set, which I hadn’t originally intended to do, that got me.\nI had done 2×5 at 205, working toward my third set of five. I got two reps in, then on the third one, I squatted down, then tried to get up, and all of a sudden, the bar was sitting on the rails.', [g(SQUAT, '2*5@205 2@205')]),

  line(SRC.iron, 'lb', true, 'At this point I decided to call it quits and went to incline (the exercise I injured my shoulder) and I went to 225lbs for 2 sets of 10.', [g(INCLINE, '2*10@225')]),

  line(SRC.jay, 'lb', true, 'For goals, I settled on the intermediate column in this website’s list of strength standards. For example as a 150 lbs male, a one rep max of 122 lbs for overhead press would put me into the intermediate column, which is defined as being above the median strength for lifters of my same weight. Not awful and no longer “below average” so that’s good enough for me.\n\nIt took me much longer than it should have, but I hit this today (105 lbs × 7 reps at sub 150 lbs body-weight).', [g(OHP, '7@105')]),

  line(SRC.ilift, 'lb', false, 'Bench Press\n340x5, 365x2', [g(BENCH, '5@340 2@365')]),
  line(SRC.ilift, 'lb', false, 'Cable Row\n220x8, 210x10', [g(CABLE_ROW, '8@220 10@210')]),
  line(SRC.ilift, 'lb', false, 'DB Curls\n55x9, 50x8', [g(DB_CURL, '9@55 8@50')]),

  line(SRC.fit305, 'lb', true, 'Dead lift\n135lb. x15', [g(DEADLIFT, '15@135')]),

  line(SRC.carne, 'lb', false, 'Hit a new PR for my squat(205 3RM). The squat has always been one of my weaker exercises, but lately it’s been growing steadily. Hitting new PRs is always good. All while ripping my boxers nearly in half. Ass to Grass.', [g(SQUAT, '3@205')]),
  line(SRC.carne, 'lb', false, 'Finally fixed my deadlift form. The deadlift has been plaguing my workouts. Every time I’ve set up for it, I get anxious. And I’ve really struggled finding that sweet spot where you can feel leverage over the bar. But I’ve finally got it down, and as a result have a new deadlift PR(300 1RM).', [g(DEADLIFT, '1@300')]),

  line(SRC.hmb, 'lb', false, 'I was extremely pleased with being able to pull 635x3 with no belt from a 3-inch deficit.', [g(DEFICIT_DL, '3@635')]),

  line(SRC.cheng, 'lb', true, '4 x 10: 95-125-135-145#\n(last set actually x 11)\nI PR’d my trap bar deadlift today, woohooooooo!! I can now reliably lift at least my own body weight, and it was not that hard!', [g(TRAP_DL, '10@95 10@125 10@135 11@145')]),

  line(SRC.navy, 'lb', true, 'After doing 10 75lb deadlifts without even breathing hard, she moved me to 85lbs … and then 95lbs! I completed 4 x 10 with 85lbs, then 4 x 10 with 95lbs!', [g(DEADLIFT, '10@75 4*10@85 4*10@95')]),

  line(SRC.minimal, 'lb', false, 'Yesterday was my squats day. I managed to do 30 of them in sets of five reps.', [g(SQUAT, '6*5@bw')]),

  line(SRC.ingraham, 'lb', false, 'And today I finally did eight neat pull-ups, plus a ninth wibbly-wobbly one.', [g(PULLUP, '9@bw')]),

  line(SRC.cajun, 'lb', false, '…so I decided to get a best time in the 2K since I hadn’t rowed 2K for time before, and boy did I set the bar high for myself.  7:58 for the 2K distance, and it was tough.  I’m sure I will be able to better my time at some point, but this one will not be easy.  I did an easy 1K after this tough effort in 4:55 as a cool down.', [g(CARDIO_ROW, '-@- -@-')]),
  line(SRC.cajun, 'lb', true, 'I did 5 sets of 3 reps on the minute of power cleans with 135 lbs.', [g(POWER_CLEAN, '5*3@135')]),
  line(SRC.cajun, 'lb', false, 'I then did 4 super-sets of the following:\n\n10 dips (with legs on a 12″ block), 25 air squats, 50 singles (jump rope), 1 lap cool down on the indoor track.', [g(DIP, '4*10@bw'), g(SQUAT, '4*25@bw'), g(JUMP_ROPE, '4*50@bw'), g(TRACK_LAP, '4*-@-')]),

  line(SRC.faster, 'lb', true, 'On Saturday I hit a 200# front squat.', [g(FRONT, '1@200')]),
  line(SRC.faster, 'lb', true, 'We got to the front squat and I did a three rep at 95# to loosen up.', [g(FRONT, '3@95')]),

  line(SRC.robots, 'lb', false, '  1. Front Squat: 45×8, 115×10, 135×7, 185×3, 205×3, 225×3, 275×2, 295×1, 315×1 (PR!), 325×0', [g(FRONT, '8@45 10@115 7@135 3@185 3@205 3@225 2@275 1@295 1@315')]),
  line(SRC.robots, 'lb', false, '  2. Dumbbell Goblet Squat: 70×12, 75×10, 80×8, 85×8, 90×8.', [g(GOBLET, '12@70 10@75 8@80 8@85 8@90')]),

  line(SRC.blank, 'lb', false, 'This week I did 9 pull-ups and next week, I’m doing 10.', [g(PULLUP, '9@bw')]),

  line(SRC.geaux, 'lb', false, 'Tonight after the kids went to bed, I ran for 40 minutes on the treadmill.', [g(TREADMILL, '-@-')]),
];
