// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A forty-eighth holdout, SEALED at round 26, OPENED at round 29 (blind on 369638c, the same through rounds 26–28: 20/41; short line 5/12, long line 6/12, block 9/17; rewrites
 * broken 1/317): 41 real entries from twenty-nine lifters in none of the earlier sets (no
 * host in /tmp/collect/used-hosts.txt or used-urls.txt, none named in an earlier __corpus__ file, none claimed by
 * the parallel collector in /tmp/collect/claimed.txt), copied verbatim from the stored public pages (twenty-seven
 * addresses, listed in SRC below). Every label was written by hand from the text alone before any parser saw it
 * (the parser was neither run, read nor imported while building this set). 12 short single lines (100 characters
 * or fewer), 12 long single lines of prose, 17 small multi-line blocks; at most four entries per lifter; four
 * entries log nothing (a plan, another gym-goer's bench, another member's thruster, a capacity) and carry no
 * exercises. Source kind: members' posts in forum threads and on club pages, not blogs: exercise threads on
 * general-interest boards (a William Gibson fan board, a UK gaming forum's keep-fit club, a UK music forum's Diet
 * and Fitness thread, a car community, a gaming forum), weight-loss and fitness forums (3FatChicks, Man v Fat,
 * Muscle & Strength Q&A), a UK mountain-bike forum's 100-days thread, a CrossFit box page, and F3 backblasts
 * (free peer-led outdoor workouts; each backblast is written by the Q who led and did the beatdown, posted on the
 * region's club site: Grand Rapids, Wheaton, Memphis, Mecklenburg, Jacksonville, Gastonia, Louisville,
 * Nashville). kg and lb both (9 kg entries, 32 lb; most F3 and cardio entries carry no load, so the unit is
 * decided from context and unitStated is false).
 *
 * Styles: F3 warm-up blocks in the region's own names ("20 SSH (IC)", "Motivators ic x7", "Abe Vigodas ic x15",
 * "Tappy taps ic x10", "Don Q’s IC x 15", "§ Cotton Pickers x 20", "> 10 LBAC forward IC", "SSH – 20x",
 * "Squats – Together on my count – 20X – Proper Form", "  1. Merkins IC – 15"), the same exercise repeated on
 * four bullet rows ("  • 25 SSH (IC)" x4), side straddle hops between other work ("20 SSH (IC)" four times with
 * a "Capri Lap" row), numbered stops on a trail run ("1. 10 burpees" ... "6. 2 burpees"), a chain of claps joined
 * by "into" ("-15 overhead claps in cadence into 15 seal claps in cadence into 10 ..."), coupon (cinder block)
 * work with no load ("  • 10 Coupon Squats (IC)", "10 Weighted Copperhead Squats (IC) X3"), yard drills ("40 yard
 * high knees", "40 yards sprints x2"), prose stops on a run ("At the bridge did 20 dips, 10 derkins and 20
 * squats.", "At the top did 20 each of the following: big boys (SC), american hammers (IC), LBC (IC)."); a forum
 * circuit "2 rounds of 12" over numbered rows with left and right sides on separate rows and a timed plank
 * ("(only 1, not 12!)"); "3 x 10 arm curls @ 5kg" under "20 mins cross trainer"; rides in miles with the date
 * as "Monday - "; a rower time "4.30"; an incline dumbbell set told in prose after an unquantified warm-up; a
 * deadlift PR with the plate maths in brackets; a hotel exercise bike in two paragraphs.
 *
 * Same labelling rules as real-holdout-46.ts and -47.ts: warm-ups are sets when they are counted ("Warmed up on
 * chest" with no counts is no set); bodyweight sets carry no load, "bw" (push-ups, merkins, claps, jumping jacks,
 * sit-ups, air and prisoner squats, lunges without load, dips); an unstated load is "-" (coupon squats, lunges,
 * curls and copperhead squats use a block of unknown weight; a merkin with one hand on the coupon is bodyweight);
 * dumbbell loads are per bell; cardio (bike rides, exercise bike, cross trainer, rower, runs, jogs, Capri lap,
 * yard drills) is one set without reps or load per bout ("40 yards sprints x2" is two bouts); a timed plank is one
 * set without reps per round; another person's numbers ("I just watched a guy bench 315 for 8 reps", "He did a 3rm
 * squat clean thruster of 92 kg."), a capacity ("I myself am ... with a 350 deadlift") and a plan ("I'm going to
 * start jogging 10 miles ever Sunday") are not sets; the unit is the one the lifter wrote first. A rounds block ("2
 * rounds of 12") is that many sets of each exercise, grouped by exercise in the order first listed, left and right
 * rows of one exercise ("Single Leg Bridge ... L", "Single Leg Bridge R") making one group (two rounds of two sides
 * is four sets); forward and backward rows of one drill ("10 LBAC forward IC", "10 LBAC backwards IC") are one
 * group of two sets; the same exercise on consecutive rows is one group ("5. 10 burpees" then "6. 2 burpees"), on
 * rows with other work between it is separate groups (the four SSH rows around the sit-ups, climbers, merkins and
 * lap). "IC"/"OYO" (in cadence, on your own) and "X3"/"x20" counts are reps or sets as written ("10 ... (IC) X3"
 * is three sets of ten). Names not in real-labels.ts are labelled inline (F3 names are matched on their own word).
 *
 * Left out as genuinely ambiguous to a human coach, or for the four-per-lifter cap: bordersdown's "On the upside I
 * did another 5 miles today" (the activity is not in the line); audioabattoir's "Rotations- wrist ankle hip knees
 * arms neck waist 4-6 each direction" (a range per joint) and "Second time round. 2 rounds, 12 of each again (30 sec
 * plank)." (the exercises only in the earlier post); singletrackworld's "Yesterday I threw a barbell and dumbbells
 * about for an hour." (no sets); healthunlocked's couch-to-5k "Today I did W2 R2 - plus a bit of extra walking at
 * the end to make up 4km in total." (run-walk intervals: one bout or many); the same rider's second Wednesday night
 * ride (a fourth ride, left out for variety); F3 Grand Rapids #552's station ladder (each station's count depends on
 * the ladder), #611/#605's "Motivators from 5" and #231's parking-space rounds (repeated until the pair met), #028's
 * "ran up the steps – CoP – plank position – 10X merkins" (cardio bouts run together); F3 Memphis's "Arm Circles x10
 * IC each direction" (ten or twenty); F3 Louisville's 5.15-format totals ("Merkins (various forms). 4 x 30 + 10",
 * the sets split 5/10/15); F3 RVA's "escalator style" loop and "adding an exercise each time" stops; F3 Columbus's
 * "... Wind Mills X 20 and Sun gods." (no count); F3 Nashville's "Good Mornings x10 and Imperial Walkers x15" led by
 * another man while the Q fixed the speaker (whether the Q did them); roadbikereview's leg-press and lunge routines
 * (habitual, with ranges). Pages seen but not used: gangsterbb (a chest routine with no numbers),
 * forum.tritalk.co.uk (strength thread pages with plans only), elitefitness (another gym-goer's bench), f3nola (a
 * timed hold), f3raleigh (one- minute stations). Sites found but used before or named in an earlier set (so not
 * used): startingstrength.com, forums.t-nation.com, forums.sherdog.com, community.myfitnesspal.com,
 * forums.overclockers.co.uk, thinkmuscle.com, catalystathletics.com, 9to5strength.com, ausbb.com,
 * rebellion.nerdfitness.com, crossfitnyc.com, crossfitcharlottesville.com, crossfitkentisland.com,
 * forumserver.twoplustwo.com, libreddit.gumpri.ch, redlib.franklyflawless.org, tt.tennis-warehouse.com,
 * marksdailyapple.com, everything2.com, forums.usms.org.
 */
import { CARDIO_ROW, DB_CURL, DEADLIFT, DIP, g, line, PUSHUP, RUN, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  wgb: "http://www.williamgibsonboard.com/topic/4393793103285043?page=44 (William Gibson Board \"The Exercise Thread\", page 44: an American road and mountain biker's rides; a UK member's first gym session after an operation, kg)",
  bd: "https://bordersdown.net/forum/non-gaming/off-topic-forum/12703-forum-keep-fit-club-sign-up-now/page106?s=1d2e4f6751d2ca096fe143565767bb97 (UK gaming forum's keep-fit club thread: a rower time, a jogging plan, an incline dumbbell set in kg)",
  aa: "https://audioabattoir.com/t/diet-and-fitness/358?page=112 (UK music forum's Diet and Fitness thread: a member's bodyweight circuit)",
  oppo: "https://oppositelock.kinja.com/liftlopnik-1835859226 (car community's lifting thread: another gym-goer's bench)",
  tfc: "https://www.3fatchicks.com/forum/ww-clubs-groups/90535-get-off-couch-move-2-a.html?styleid=50 (weight-loss forum's get-off-the-couch thread: a member's exercise-bike session)",
  tfc2: "http://www.3fatchicks.com/forum/archive/t-218241.html (same forum, another member's first ride in months)",
  gamerev: "https://forums.gamerevolution.com/threads/anyone-into-fitness-weightlifting.9406 (gaming forum's fitness thread: a former trainer's 315 deadlift for five, lb)",
  xplore: "http://xplorecrossfit.com/i-heart-thrusters-and-pull-ups/ (CrossFit box page: the coach on another member's thruster, kg)",
  mns: "https://forum.muscleandstrength.com/threads/84319-17-Year-Old-538-Deadlift-Possible?s=f33fd46db9a0b97e7079f634e38cd41e (Q&A thread: an 18-year-old's deadlift capacity, lb)",
  stw: "https://singletrackworld.com/forum/topic/100-days-of-exercise-until-christmas-2023/page/6 (UK mountain-bike forum's 100-days-of-exercise thread: a ride and a 5k run)",
  mvf: "https://talk.manvfat.com/t/december-indoor-rowing-and-or-cycling-challenge-one-million-metres-in-december/37998?page=3 (Man v Fat forum's indoor rowing/cycling challenge: a hotel exercise-bike 10 km)",
  gr605: "https://www.f3grandrapids.com/backblasts/backblast-605-motivators-and-modifications/ (F3 Grand Rapids backblast by the Q Hoffa: coupon warm-up)",
  gr422: "https://www.f3grandrapids.com/backblasts/2020-6-9-backblast-422-chasing-after-the-pax/ (F3 Grand Rapids backblast by the Q Less: trail-run stops, claps, Mary)",
  gr017: "https://www.f3grandrapids.com/backblasts/2018-7-4-backblack-017-rolling-with-merkins-burpees/ (F3 Grand Rapids backblast by the Q SpongeBob: warm-up)",
  gr006: "https://www.f3grandrapids.com/backblasts/2018-5-23-backblast-006-throw-the-damn-towel/ (F3 Grand Rapids backblast by the Q SpongeBob: warm-up with yard drills)",
  gr256: "https://www.f3grandrapids.com/backblasts/2019-10-2-backblast-256-no-spectators/ (F3 Grand Rapids backblast by the Q Bald Eagle: warm-up, penalty burpees)",
  gr028: "https://www.f3grandrapids.com/backblasts/2018-8-19-backblash-028-thunderstruck/ (F3 Grand Rapids backblast by the Q Roid Rage: warm-up)",
  gr042: "https://www.f3grandrapids.com/backblasts/2018-10-23-backblast-041-facemelter-the-story-of-sandbags-coupons-amp-stairs/ (F3 Grand Rapids backblast by the Q Mad Cow: warm-up, weighted copperhead squats)",
  gr784: "https://www.f3grandrapids.com/backblasts/backblast-784-its-a-start/ (F3 Grand Rapids backblast, unnamed Q: four sets of side straddle hops)",
  wh427: "https://f3wheaton.com/2021/04/27/backblast-4-27-21-four-summits/ (F3 Wheaton backblast by the Q Katniss: warm-up)",
  wh203: "https://f3wheaton.com/2021/02/03/backblast-2-3-the-pax-learn-to-count/ (F3 Wheaton backblast by the Q Beaker: warm-up in F3 names)",
  mem: "https://f3memphis.com/dirty-ruck-deuce (F3 Memphis backblast by the Q Choker: warm-up)",
  meca: "https://f3-meca.com/2015/02/12/21215-back-blast/ (F3 Mecklenburg backblast: warm-up with section-sign bullets)",
  jax: "https://f3jax.com/2019/07/13/ya-love-em-or-ya-hate-em/ (F3 Jacksonville backblast by the Q PUD: warm-up as \"> \" rows)",
  gas: "https://f3gastonia.com/2021/03/21/psa-or-psa-screening-gashouse-3-20-21/ (F3 Gastonia backblast by the Q Dirt: warm-up)",
  lou: "https://f3louisville.com/2019/03/04/backblast-b-o-at-o-3-4/ (F3 Louisville backblast by the Q PED: stops on a neighbourhood run)",
  nash: "https://f3nashville.com/category/braggs-isle (F3 Nashville backblast by the Q Aristotle, Michael Jackson themed)",
} as const;

const BIKE = ["Bike", "bike|cycl|rid", null] as const;
const XTRAINER = ["Cross Trainer", "cross|x.?trainer|elliptical", null] as const;
const TOE_CURL = ["Toe Curl", "toe", null] as const;
const INCLINE_DB = ["Incline Dumbbell Press", "incline", null] as const;
const PLANK = ["Plank", "plank", null] as const;
const SL_BRIDGE = ["Single-leg Bridge", "bridge", null] as const;
const LUNGE = ["Lunge", "lunge", null] as const;
const SUPERMAN = ["Superman", "superman", null] as const;
const MERKIN = ["Merkin (push-up)", "merkin|push", null] as const;
const BBS = ["Big Boy Sit-up", "big boy|bbs|sit", null] as const;
const COUPON_SQUAT = ["Coupon Squat", "squat", null] as const;
const COUPON_CURL = ["Coupon Curl", "curl", null] as const;
const BURPEE = ["Burpee", "burpee", null] as const;
const SSH = ["Side Straddle Hop (jumping jack)", "ssh|straddle|jack", null] as const;
const OH_CLAP = ["Overhead Clap", "overhead", null] as const;
const SEAL_CLAP = ["Seal Clap", "seal", null] as const;
const AM_HAMMER = ["American Hammer", "hammer", null] as const;
const JOG = ["Jog", "jog|run", null] as const;
const WINDMILL = ["Windmill", "wind ?mill", null] as const;
const HIGH_KNEES = ["High Knees", "high knee", null] as const;
const BUTT_KICKER = ["Butt Kickers", "butt", null] as const;
const SPRINT = ["Sprint", "sprint", null] as const;
const IMPERIAL = ["Imperial Walker", "imperial", null] as const;
const MC = ["Mountain Climber", "mountain|climber", null] as const;
const LAP = ["Capri Lap (run)", "lap|run", null] as const;
const COPPERHEAD = ["Copperhead Squat", "copperhead|squat", null] as const;
const MOTIVATOR = ["Motivator", "motivator", null] as const;
const ABE = ["Abe Vigoda", "vigoda|abe", null] as const;
const TAPPY = ["Tappy Taps", "tapp", null] as const;
const DAISY = ["Daisy Picker", "daisy", null] as const;
const COTTON = ["Cotton Picker", "cotton", null] as const;
const LBAC = ["Little Baby Arm Circle", "lbac|arm circle", null] as const;
const SUN_GOD = ["Sun God", "sun", null] as const;
const CHERRY = ["Cherry Picker", "cherry", null] as const;
const SEAL_JACK = ["Seal Jack", "seal", null] as const;
const HILLBILLY = ["Hillbilly", "hillbill", null] as const;
const DONQ = ["Don Q", "don", null] as const;
const DERKIN = ["Derkin (decline push-up)", "derkin", null] as const;
const LBC = ["LBC (little baby crunch)", "lbc|crunch", null] as const;
const INCLINE_MERKIN = ["Incline Merkin", "merkin|push", null] as const;

export const REAL_HOLDOUT_48: RealCase[] = [
  line(SRC.wgb, 'lb', false, "Monday - So my hill climbing buddy texts me as I was leaving work to see if I wanted to do a foothills ride with him. Sure, why not? Two hours, 30 miles, and 1,600ft of elevation change later… I think I have a reason why not, lol.", [g(BIKE, '-@-')]),
  line(SRC.wgb, 'lb', false, "Wednesday - 8mi mountain bike ride. It was like 78 out during the day, so a wonderful night for a ride.", [g(BIKE, '-@-')]),
  line(SRC.wgb, 'lb', false, "Sunday - 21mi road ride around The Loop. 45 degrees out! At 3pm!!! Anyways, still a decent ride and I definitely got to break in my new winter biking tights.", [g(BIKE, '-@-')]),
  line(SRC.wgb, 'kg', true, "slowley acclimatised my snips nads back to the gym. Managed an early morning 30 min routine with no busted stitches.\n\n20 mins cross trainer\n3 x 10 arm curls @ 5kg\n3 x 20 toe curls @ 10kg", [g(XTRAINER, '-@-'), g(DB_CURL, '3*10@5'), g(TOE_CURL, '3*20@10')]),

  line(SRC.bd, 'kg', false, "Well according to my rower, 4.30 today. And I'm sticking by that time to challenge the fit guys around here", [g(CARDIO_ROW, '-@-')]),
  line(SRC.bd, 'kg', false, "I'm going to start jogging 10 miles ever Sunday now instead of 5 miles so I will have to get up earlier, which I don't mind.", []),
  line(SRC.bd, 'kg', true, "I've always been good at losing weight through lifting. However, last few days, I've had no strength. Literally none. Warmed up on chest then went incline dumbbells. One set of 7 reps on 37.5kg and I had stop. Normally I'd do more reps on the 42.5kg dumbbells.", [g(INCLINE_DB, '7@37.5')]),

  line(SRC.aa, 'kg', false, "2 rounds of 12 (supersetted and forgot to rest between sets… meant to rest 1 minute)\n\n1. Plank (on hands) 25 sec (only 1, not 12!)\n2. Single Leg Bridge (arms crossed on chest) L \n3. Single Leg Bridge R \n4. Push up \n5. Prisoner Squat \n6. Forward Lunge L \n7. Forward Lunge R\n8. Superman", [g(PLANK, '2*-@bw'), g(SL_BRIDGE, '4*12@bw'), g(PUSHUP, '2*12@bw'), g(SQUAT, '2*12@bw'), g(LUNGE, '4*12@bw'), g(SUPERMAN, '2*12@bw')]),

  line(SRC.oppo, 'lb', true, "I just watched a guy bench 315 for 8 reps, and he clearly had more in the tank. Probably 180-190 pounds, mid 20's.", []),

  line(SRC.tfc, 'lb', false, "I did it, I did it!! I did my 30 minutes of exercise biking. Considering how hot it is outside the basement is freezing but I was sweating like a you know what regardless.", [g(BIKE, '-@-')]),

  line(SRC.tfc2, 'lb', false, "Ok you totally motivated me to get on my bike this morning for the first time in months! I rode 8.5 miles. :carrot:", [g(BIKE, '-@-')]),

  line(SRC.gamerev, 'lb', true, "I've always wanted to deadlift 315 (3 45 lb plates on each side of the barbell - something about that many plates made it seem impossible), and not only did I do it today, but I did it for five reps.", [g(DEADLIFT, '5@315')]),

  line(SRC.xplore, 'kg', true, "It really boils down to Blaze. He did a 3rm squat clean thruster of 92 kg.", []),

  line(SRC.mns, 'lb', true, "Im not sure his height or weight but in comparison I myself am 18 at around 175 pounds with a 350 deadlift and I look like I could weigh more than him.", []),

  line(SRC.stw, 'kg', false, "Really enjoyed last night’s ride in the smir although any heavier and it’d have been turbo time.", [g(BIKE, '-@-')]),
  line(SRC.stw, 'kg', false, "This morning I’m just back from a 5k run.", [g(RUN, '-@-')]),

  line(SRC.mvf, 'kg', false, "Yes, Sir. 10km on the bike done. Technogym bike; read the instructions online and it said the distance is measured in kilometres.\n\nTook 27 minutes, hoping that goes down over the month.", [g(BIKE, '-@-')]),

  line(SRC.gr605, 'lb', false, "  • 15 Unbalanced Coupon Merkins (IC)\n  • 10 BBS (IC)\n  • 10 Coupon Squats (IC)\n  • 10 Coupon Lunges (IC)\n  • 10 Coupon Curls (IC)", [g(MERKIN, '15@bw'), g(BBS, '10@bw'), g(COUPON_SQUAT, '10@-'), g(LUNGE, '10@-'), g(COUPON_CURL, '10@-')]),

  line(SRC.gr422, 'lb', false, "1. 10 burpees\n\n2. 20 merkins\n\n3. 20 squats\n\n4. 30 side straddle hops (single count)\n\n5. 10 burpees\n\n6. 2 burpees", [g(BURPEE, '10@bw'), g(MERKIN, '20@bw'), g(SQUAT, '20@bw'), g(SSH, '30@bw'), g(BURPEE, '10@bw 2@bw')]),
  line(SRC.gr422, 'lb', false, "-15 overhead claps in cadence into 15 seal claps in cadence into 10 overhead claps in cadence into 10 seal claps in cadence into 5 overhead claps in cadence into 5 seal claps in cadence", [g(OH_CLAP, '15@bw'), g(SEAL_CLAP, '15@bw'), g(OH_CLAP, '10@bw'), g(SEAL_CLAP, '10@bw'), g(OH_CLAP, '5@bw'), g(SEAL_CLAP, '5@bw')]),
  line(SRC.gr422, 'lb', false, "-50 big boy situps", [g(BBS, '50@bw')]),
  line(SRC.gr422, 'lb', false, "-20 American Hammers in cadence", [g(AM_HAMMER, '20@bw')]),

  line(SRC.gr017, 'lb', false, "15 SSH\n15 Windmills\n50 yard jog", [g(SSH, '15@bw'), g(WINDMILL, '15@bw'), g(JOG, '-@-')]),

  line(SRC.gr006, 'lb', false, "20 Side Straddle Hops\n\n20 Wind Mills\n\n40 yard high knees\n\n40 yard butt kickers\n\n40 yards sprints x2 to get the blood rushing", [g(SSH, '20@bw'), g(WINDMILL, '20@bw'), g(HIGH_KNEES, '-@-'), g(BUTT_KICKER, '-@-'), g(SPRINT, '2*-@-')]),

  line(SRC.gr256, 'lb', false, "SSH – 20x\nImperial Walkers – 10x\nBurpees – 5x", [g(SSH, '20@bw'), g(IMPERIAL, '10@bw'), g(BURPEE, '5@bw')]),
  line(SRC.gr256, 'lb', false, "10 Penalty Burpees", [g(BURPEE, '10@bw')]),

  line(SRC.gr028, 'lb', false, "Side-Straddle-Hops (jumping jacks) – IC – starting position move, exercise – 20X –\n\nSquats – Together on my count – 20X – Proper Form", [g(SSH, '20@bw'), g(SQUAT, '20@bw')]),

  line(SRC.gr042, 'lb', false, "20 SSH (IC)\n20 WWI Situp (IC)\n20 SSH (IC)\n20 Mountain Climbers (IC)\n20 Merkins (IC)\n20 SSH (IC)\nCapri Lap\n20 SSH (IC)", [g(SSH, '20@bw'), g(SIT_UP, '20@bw'), g(SSH, '20@bw'), g(MC, '20@bw'), g(MERKIN, '20@bw'), g(SSH, '20@bw'), g(LAP, '-@-'), g(SSH, '20@bw')]),
  line(SRC.gr042, 'lb', false, "10 Weighted Copperhead Squats (IC) X3", [g(COPPERHEAD, '3*10@-')]),

  line(SRC.gr784, 'lb', false, "  • 25 SSH (IC)\n  • 25 SSH (IC)\n  • 25 SSH (IC)\n  • 25 SSH (IC)", [g(SSH, '4*25@bw')]),

  line(SRC.wh427, 'lb', false, "  1. Merkins IC – 15\n  2. Squats IC – 15\n  3. Overhead claps – 15", [g(MERKIN, '15@bw'), g(SQUAT, '15@bw'), g(OH_CLAP, '15@bw')]),

  line(SRC.wh203, 'lb', false, "Motivators ic x7\n\nAbe Vigodas ic x15\n\nTappy taps ic x10", [g(MOTIVATOR, '7@bw'), g(ABE, '15@bw'), g(TAPPY, '10@bw')]),

  line(SRC.mem, 'lb', false, "SSH x20 IC\nWindmills x16 IC (because I forgot to change inflection on rep 15)\nDaisy Pickers x15 IC", [g(SSH, '20@bw'), g(WINDMILL, '16@bw'), g(DAISY, '15@bw')]),

  line(SRC.meca, 'lb', false, "§ SSH x 20\n\n§ Cotton Pickers x 20\n\n§ Mountain Climbers x 20", [g(SSH, '20@bw'), g(COTTON, '20@bw'), g(MC, '20@bw')]),

  line(SRC.jax, 'lb', false, "> 15 SSH IC\n> 15 Merkins OYO\n> 10 LBAC forward IC\n> 10 LBAC backwards IC\n> 10 Sun Gods forward IC\n> 10 Sun Gods backwards IC\n> 100 cherry picker OYO", [g(SSH, '15@bw'), g(MERKIN, '15@bw'), g(LBAC, '2*10@bw'), g(SUN_GOD, '2*10@bw'), g(CHERRY, '100@bw')]),

  line(SRC.gas, 'lb', false, "Seal Jacks IC x 25\n\nHillBillies IC x 20\n\nDon Q’s IC x 15", [g(SEAL_JACK, '25@bw'), g(HILLBILLY, '20@bw'), g(DONQ, '15@bw')]),

  line(SRC.lou, 'lb', false, "At the intersection stopped for 20 of the following: squats, merkins, lunges.", [g(SQUAT, '20@bw'), g(MERKIN, '20@bw'), g(LUNGE, '20@bw')]),
  line(SRC.lou, 'lb', false, "At the bridge did 20 dips, 10 derkins and 20 squats.", [g(DIP, '20@bw'), g(DERKIN, '10@bw'), g(SQUAT, '20@bw')]),
  line(SRC.lou, 'lb', false, "At the top did 20 each of the following: big boys (SC), american hammers (IC), LBC (IC).", [g(BBS, '20@bw'), g(AM_HAMMER, '20@bw'), g(LBC, '20@bw')]),

  line(SRC.nash, 'lb', false, "Squats x25 OYO for good measure.", [g(SQUAT, '25@bw')]),
  line(SRC.nash, 'lb', false, "Incline Merkins x20 while we waited, to no avail.", [g(INCLINE_MERKIN, '20@bw')]),
];
