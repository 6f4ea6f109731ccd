// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * Blind score on c54a96c, round 35's start (score-sealed.ts, counted only): 14/40 (short line 8/14, long line 2/11, block 4/15).
 * A sixty-first holdout, SEALED at round 35 and collected blind: 40 real entries from twenty-eight lifters in none of the
 * earlier sets (no host or URL in /tmp/r35/used-urls.txt or /tmp/r35/used-hosts.txt, no GitHub repository at all; every
 * host was grepped against those files before its page was read and again for every SRC entry at the end; writers named
 * in the notes of the opened sets 57-60 were passed over), copied verbatim from stored public web pages (twenty-eight
 * addresses, listed in SRC below). Every label was written by hand from the text alone before any parser saw it (the
 * parser was neither run, read nor imported while building this set, vitest was not run, and no script in
 * packages/ai/scripts was run). 14 short single lines (100 characters or fewer), 11 long single lines or prose
 * paragraphs, 15 small multi-line blocks (the unused tail of the stored blogs runs to prose and bullet lists, and terse
 * one-line logs are nearly all taken, so short lines run two under the asked-for 16 and long lines and blocks one over
 * each). At most three entries per lifter (three lifters give three). Four entries log nothing (a set-by-set bench
 * goal, a planned squat set that was walked back into the pins, a training partner's best lifts, a list of current
 * maxes) and carry no exercises. kg and lb both (13 kg entries, 27 lb); where an entry names no unit the unit is decided
 * from the writer's other numbers or country and unitStated is false (for entries with no load the unit only fixes the
 * member's setting). Five entries carry cardio (a treadmill walk-run, a 3-mile run inside a bodyweight challenge, two
 * runs inside a for-time circuit, two rucks by miles and pack weight), each from a writer who also logs strength or
 * bodyweight work.
 *
 * Source kinds: lifters' own training-log blogs and personal sites (Blogspot, WordPress.com, Tumblr, a LiveJournal,
 * personal domains): a woman's deadlift day with a failed max and T-bar rows; a woman powerlifter's state-meet results;
 * a Canadian-meet powerlifter's attempts so far; a kg bencher's bench, push-press and weighted-dip lines; a woman's first
 * strongman week (stone rows, laps and loads) and her squats; a home strongman's farmers walk laps and sandbag load; a
 * strength-athlete dad's partial squats; a UK gym-goer's ten-by-ten day and his training partner's bests; a UK woman's
 * Smolov Jr front-squat log; a kettlebell beginner's goblet squats and get-ups; an Irish Simple & Sinister diarist; two
 * kettlebell ladder logs (clean-and-press "rungs", one-arm military-press ladders with the 32 kg bell); a garage-gym
 * kettlebell leg session in per-side notation; a ruck-training log; a woman's leg day on the track; a weight-loss
 * blogger's curls and treadmill; a bootcamp woman's sets-of-ten circuit; two home bodyweight challenges; a 100-burpee
 * challenger's catch-up; a first-burpees LiveJournal post; a woman's max-out to three plates; a "finally squat 225"
 * post; a skipped squat set; a StrongLifts-style "3x5" line with no loads; a student's list of current maxes; a goals
 * post.
 *
 * Styles: "Bench: 101 x 3, 95 x 2 x 3, 85 x 8." (load x reps, load x reps x sets); "Weight Dips: 25 x 8? x 5" (added
 * load, a doubtful rep count); "2 sets of 225 lbs, x 5" and "3 sets of 185 lbs, 8 x 8 x 7" (per-set reps); "Max attempt:
 * 275 lbs x 0" (a failed max); "Stone row 1x3" then "back squat 2x5 (heavier)" (sets x reps, load a word); "  1. 100x4"
 * (load x laps) under "Lap is 40ft with turn then a drop"; "  1. 235x1 PR" under "Max loads in one minute."; "Day 1 –
 * 6×6 @ 70%" and "6×6 @ 70% + 5kg" (a percent, then a percent plus kg); "Ex 2: single leg RDL-14/14, 12/12" (reps per
 * side, sets by commas, glued to the name by a hyphen) and "Bulgarian split squats-3x8/8"; "10×10 swings (16kg
 * kettlebell)"; "10×1 TGU (Turkish Get Up, 2kg ankle-weight – 25 years old!)"; "Today I finally cracked 100 swings
 * (two-handed)."; "kb c&p 53# - 3 ladders x 3 rungs"; "3 ladders up to 5 reps in the 1-Arm-Kettlebell Military Press
 * with a 32 kg 'Bell" with "45 reps per side, 90 total" after it; "Ten sets of ten squats at 100kg, followed by ten
 * sets of ten deadlifts at 100kg."; "3 sets of 6 at 735 pounds"; "I did 165 for 2x5"; "Squat 275.5 lbs / Bench press
 * 143.5 lbs" (meet results); "a 270 bench ... and my 530 deadlift (easy peasy).  430 squat tomorrow" (done and
 * planned in one line); "So my goal was to get to 315. I did."; "Supposed to do 350x5."; "Instead of 3 sets of 20
 * reps, I did one set of 7 reps, 1 set of 5 reps, and one set of immobile fetal position."; "Did it once on the right
 * side, once on the left, right side again"; "20 curls (two sets of 10) with a 20 lb. weight for each arm" then a
 * dropped weight and back; "8 sets, 10 reps of each of the following: burpees, squat jumps, ..."; "one set of 11 and
 * another of 12 ... 23 burpees"; "Today I did ten." (a number word); "Ruck 5 miles" over "Ruck weight – 39#" then "100
 * Push-ups, 100 Sit-ups"; "100 jump rope skips" under "Warmed up with:"; "15 weighted squats, with 60#"; "3x5 Squat,
 * Bench press, bent over barbell row." (one scheme over three lifts, no load).
 *
 * Same labelling rules as real-holdout-54.ts, -58.ts and -60.ts: warm-ups are sets when they carry numbers ("Warmed up
 * with 135 lbs. x 10", the paleo circuit's rope skips and jacks) and are not sets when they carry none; a missed or
 * failed attempt is not a set ("Max attempt: 275 lbs x 0", "one set of immobile fetal position"); kettlebell and
 * dumbbell loads are per bell as written ("with a 20 lb. weight for each arm" is 20, "kb c&p 53#" is 53, "a 32 kg
 * 'Bell" is 32); weighted dips carry the added load (25); bodyweight sets carry no load; an unstated load is "-" (the
 * "3x5" line, "(heavier)", the goblet squats, get-ups and swings whose 16kg bell is only elsewhere on the page, the
 * garage session whose 28 kg and 24 kg bells are named only after the list, a percent of a max, "70% + 5kg"); cardio
 * (the treadmill, a run, a ruck) is one set "-@-" per bout; a count with no breakdown is one set ("Today I did ten.",
 * "200 squats", "220 lunges", "cracked 100 swings"); a best, a goal, a plan and another person's lifts are not sets.
 * Decisions: "95 x 2 x 3" is three sets of two at 95 (load x reps x sets, as the line's other items are load x reps);
 * "25 x 8? x 5" is five sets of eight at 25, the "?" kept as the writer's doubt; "3 sets of 185 lbs, 8 x 8 x 7" is reps
 * 8, 8, 7; the farmers walk "100x4" is load x laps, one set per line with laps as reps, and the held last set is one set
 * of one lap; "Stone row 1x3" is one set of three; per-side notation "14/14" is one set of 14 (reps as written per side,
 * as real-holdout-59.ts's "6 rows (each arm)"), and "3x8/8" is three sets of eight; "3 ladders x 3 rungs" is three
 * ladders of 1, 2, 3 and "2 ladders x 4 rungs" two of 1, 2, 3, 4, one set per rung, one group across both lines, and
 * "3 ladders up to 5 reps" is three ladders of 1 to 5 (per side as written; the "45 reps per side" sum agrees);
 * "10×1 TGU" is ten singles at the 2 kg ankle weight; "once on the right side, once on the left, right side again" is
 * three get-up singles; "220 lunges (that's 220 on each leg)" is one set of 220 as written per leg; "8 sets, 10 reps of
 * each" is eight sets of ten of each of the five moves, grouped by move in the order written; the curls come back after
 * the curl-and-press and are a second curl group; the treadmill walk-then-run is one bout; meet results ("Here's how I
 * did: Squat 275.5 lbs") are singles, and so are "a 270 bench" and "my 530 deadlift" (the 92.5% is not a load; "430
 * squat tomorrow" is a plan), "So my goal was to get to 315. I did." (the back squat named in the paragraph above, in
 * the same entry) and "I could finally squat 225lb" (a lift reached, no reps given: a single, like "425lb" in other
 * sets); "I was particularly proud of my partial squats, as I worked up to 3 sets of 6 at 735 pounds" is labelled as
 * sets (the entry names no other day); "Ten sets of ten squats at 100kg" is the writer's own session with his partner's
 * routine; "100 jump rope skips" is counted reps of rope jumping, not a timed cardio bout; the faith-and-art list is
 * totals done in ten rounds (the rounds are only in a later paragraph), so each line is one set, and the 3 miles are
 * one run; "one set of 11 and another of 12" are two burpee sets done this morning for two missed days; "Supposed to do
 * 350x5." is the plan of a set that was never attempted; "Bench Goal – 3x5x210-lbs -> 3x5x220-lbs" is a goal; Ollie's
 * lifts are another person's bests; the list of "current numbers" is maxes. Names not in real-labels.ts are labelled
 * inline.
 *
 * Left out as genuinely ambiguous to a human coach, or past the caps: the woman strongman's Day 1 and Day 3 lists (an
 * unnumbered "back squat deload", "max effort stones"); the Smolov front-squat Day 3 (lift not named in the entry); a
 * Wendler bencher's "I was pressing 75 lbs. I'd done 5 and Brian, spotting me, said '3 more.'" (the set runs past the
 * stored text); a retest's "18 reps @ 135 lbs" (lift named only in an earlier paragraph); "Today I deadlifted 80kg"
 * (reps unstated); a hotel circuit "x 3" with no reps; "one-handed kb swings 35# - 6:00 minutes" (timed); a plank hold
 * and sprint list (a hold in time); "20 minutes of trading off" partner rounds (count unknown); the postpartum goals
 * list, a German plan and a weekly plan (log-nothing past the cap). Seven further pages first picked were dropped before
 * sealing, unread past their excerpts, because their hosts turned up by name in earlier corpus files (a filename-only
 * check, made in error outside the files this brief allows; no content was read). Seen but not used (host or URL in the
 * used lists): deth.org, oldmansgym.com, strengthessentials716.com, sewingandsundry, firebirdfitness.com,
 * chrispstrengthjournal, groundzerodeadlifting, barbelltraining, onrockrockon, abarbellstory.com, bashfoal.com,
 * dufisthenics.com, swoletron.com, runningwhilefat, justgetstrong, abaddonstrong and its weightliftingacademy.com mirror,
 * triaspirational, lauralifts.com, transformedandscaled.com, 9incharms, htfu.entyr.com, liftingmybutt, girlscanlift,
 * brooklynpaleo, blog.hsoi.com, paxauxbellum, cimello.com, lyftapajobbet, movestronggym, mahniac, denverfitnessjournal.com,
 * markw.cc, mjladd.com, hearthroses, run100run and others; writers met in the opened sets' notes (kbrocking.com,
 * theliftingplace.com, imperfectreason, gnr2024.co.uk) were passed over.
 */

import { BENCH, DB_CURL, DEADLIFT, DIP, g, line, OHP, PULLUP, PUSHUP, ROW, RUN, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  laura: "https://lauranepodal.blogspot.com/2009/01/makin-some-man-hands.html (woman lifter's deadlift day: a failed max attempt, back-off sets, T-bar rows, lb)",
  heavyduty: "http://heavy-duty-lifting.blogspot.com/2009 (woman powerlifter's blog: Washington State championship results, lb)",
  musclerat: "http://musclerat.tumblr.com/ (powerlifter's Tumblr before Westerns: bench and deadlift attempts hit so far, lb)",
  gethuge: "http://gethugeordietrying.blogspot.com/2012/10/the-gift-of-giving.html (kg lifter's bench day: bench, behind-the-neck push press, weighted dips)",
  gab: "http://gabstrength.com/blog/2013/07/week-1-strongman-training (woman powerlifter's first strongman week: stone rows, laps and loads, squats at 165)",
  quakkels: "https://quakkels.com/training_log/0048/ (home strongman's training log no. 48: farmers walk by laps, a sandbag load, lb)",
  steeldads: "https://steeldads.blogspot.com/2017/03/pushing-sleds-carrying-stones-and.html (strength-athlete dad's blog: last week's partial squats, lb)",
  edgamester: "http://edgamester.co.uk/paying-the-iron-price/ (UK writer back in the gym with a rugby-playing friend: ten-by-ten squats and deadlifts, the friend's bests, kg)",
  wwl: "http://www.womensweightlifting.co.uk/ (UK woman weightlifter's Smolov Jr front squat log, weeks 1 and 2)",
  gwhamon: "http://gwhamon.blogspot.com/2011/03/ (first kettlebell workout with a 16kg bell: goblet squats and get-ups)",
  yarn: "https://yarn.ie/page/16/ (Irish home trainer's Simple & Sinister fortnight: swings with a 16kg bell, get-ups with an ankle weight)",
  moves: "http://everythingismovement.blogspot.com/2009/05/duffle.html (kettlebell and sandbag home trainer: clean-and-press ladders with the 53# bell)",
  puravida: "http://puravidakettlebells.blogspot.com/2011/04/training-journal-41111.html (kettlebell trainer's journal: one-arm military press ladders with the 32 kg bell)",
  garage: "https://www.30minutephysique.com/post/garage-gym-chronicles-11-30-2024-training-log-a-kettlebell-leg-workout (garage-gym chronicles: a kettlebell leg session in per-side notation)",
  ruck: "http://ruck.beer/htl-training-week-5/ (GORUCK HTL trainee's week-5 log: rucks by miles and pack weight, then push-ups, sit-ups and flutter kicks)",
  fivek: "http://5kforme.blogspot.com/2009/04/day-37-wednesday-april-29-2009.html (weight-loss and couch-to-5k blogger's day 37: dumbbell curls and presses, then the treadmill, lb)",
  fitgal: "http://www.fit-gal.com/2013/02/monster-leg-day.html (woman lifter's leg day: a quarter mile of walking lunges on the track)",
  faith: "http://faithhopeandart.blogspot.com/2013/07/it-was-rear-kickin-kinda-morning.html (woman's 5am park fitness challenge with a friend: hundreds of bodyweight reps and 3 miles)",
  paleo: "https://thepaleoprize.com/?p=789 (woman's home workout for time: warm-up, runs, push-ups, weighted squats, box jumps, lb)",
  sweet: "https://itssweetforcertain.wordpress.com/2012/12/10/no-really-burpees-are-the-worst/ (woman's bootcamp diary: sets of ten of five moves)",
  burpees: "http://100burpees.blogspot.com/2009/01/catching-up.html (100-day burpee challenge blog: catching up two missed days)",
  gneech: "https://the-gneech.livejournal.com/2341357.html (LiveJournal fitness level-up post: first burpees)",
  roadie: "https://www.roadiefit.com/post/__315 (woman lifter's comeback post: maxing out the back squat to three plates, lb)",
  second: "https://theseconddiscovery.com/2022/10/15/i-finally-squat-225lb (lifter's four-year road to a 225 lb squat)",
  getbig: "https://getbigandkilleverything.blogspot.com/2014/02/the-squat-workout-fail.html (powerlifting dad's failed squat day: a planned set walked back into the pins, lb)",
  bobby: "http://dailybobby.blogspot.com/2010/10 (home-gym builder's 3x5 squat, bench and row day, loads unstated)",
  cody: "https://codycordeiro.com/2014/02/12/strength-goals-114-through-514/ (student lifter's spring goals post: a list of current maxes, lb)",
  vegans: "https://meateatingvegans.com/?p=69 (lifter's March goals: a set-by-set bench goal, lb)",
} as const;

const T_BAR_ROW = ['T-Bar Row', 't.?bar|row', 'upright|seated|cable|dumbbell'] as const;
const STONE_ROW = ['Stone Row', 'row', 'lap|platform|load'] as const;
const STONE_LAP = ['Stone Lap', 'lap', 'row|platform'] as const;
const STONE_LOAD = ['Stone to Platform', 'platform|load|stone', 'row|lap'] as const;
const FARMERS = ['Farmers Walk', 'farmer|carry|walk', null] as const;
const SANDBAG_LOAD = ['Sandbag Load', 'sandbag|load', null] as const;
const GOBLET = ['Goblet Squat', 'goblet', null] as const;
const TGU = ['Turkish Get-up', 'get.?up|tgu|turkish', null] as const;
const BTN_PUSH_PRESS = ['Behind the Neck Push Press', 'push press|behind|btn', null] as const;
const INCLINE_DB_PRESS = ['Incline Dumbbell Press', 'incline', 'decline'] as const;
const CURL_PRESS = ['Curl to Military Press', 'curl|press', 'incline|bench|leg'] as const;
const TREADMILL = ['Treadmill Walk/Run', 'treadmill|run|walk|jog', null] as const;
const LUNGE = ['Walking Lunge', 'lunge', null] as const;
const FRONT_SQUAT = ['Front Squat', 'front', 'back|goblet'] as const;
const KB_SWING = ['Kettlebell Swing', 'swing', null] as const;
const KB_CLEAN_PRESS = ['Kettlebell Clean and Press', 'clean|press|c&p', 'swing|bench'] as const;
const KB_MIL_PRESS = ['Kettlebell Military Press', 'press|military', 'bench|leg|push press'] as const;
const BULGARIAN = ['Bulgarian Split Squat', 'bulgarian|split', null] as const;
const SL_RDL = ['Single-leg RDL', 'single|one.?leg|rdl|romanian|deadlift', null] as const;
const KB_FRONT_SQUAT = ['Single-arm Kettlebell Front Squat', 'front|squat', 'goblet|split|bulgarian'] as const;
const TOE_RAISE = ['Toe Raise', 'toe|raise|calf', null] as const;
const RUCK = ['Ruck', 'ruck|march|walk|hike', null] as const;
const FLUTTER = ['Flutter Kick', 'flutter', null] as const;
const BURPEE = ['Burpee', 'burpee', null] as const;
const LEG_LOWER = ['Reverse Leg Lower with Crunch', 'leg|lower|crunch', null] as const;
const TUCK_JUMP = ['Tuck Jump', 'tuck', null] as const;
const JUMP_SQUAT = ['Jump Squat', 'jump.?squat|squat.?jump', 'tuck|lunge'] as const;
const JUMPING_JACK = ['Jumping Jack', 'jack', null] as const;
const JUMP_ROPE = ['Jump Rope', 'rope|skip', null] as const;
const BOX_JUMP = ['Box Jump', 'box', null] as const;
const MOUNTAIN_CLIMBER = ['Mountain Climber', 'climb', null] as const;
const SPIDER_PUSHUP = ['Spider Push-up', 'push.?up', null] as const;
const JUMP_LUNGE = ['Jump Lunge', 'lunge', null] as const;

export const REAL_HOLDOUT_61: RealCase[] = [
  line(SRC.laura, 'lb', true, "Today was a deadlift day again. I attempted a max which was pointless since I tried for it last week and didn't get it, but that's okay. I also threw in some T-Bar rows at the end since I had the desire to do them.\nWarmed up with 135 lbs. x 10\nMax attempt: 275 lbs x 0. I got it off the ground, but it wasn't going up.\n2 sets of 225 lbs, x 5\n3 sets of 185 lbs, 8 x 8 x 7\nT-Bar Rows:\n4 sets of 185 lbs., x 10", [g(DEADLIFT, '10@135 2*5@225 8@185 8@185 7@185'), g(T_BAR_ROW, '4*10@185')]),

  line(SRC.heavyduty, 'lb', true, "Hi, I'm back from the Washington State Power Lifting championships in Olympia. Here's how I did:\nSquat 275.5 lbs\nBench press 143.5 lbs", [g(SQUAT, '1@275.5'), g(BENCH, '1@143.5')]),

  line(SRC.musclerat, 'lb', false, "Competing this weekend in Westerns, and so far have hit all my 92.5% attempts - a 270 bench (in the video below) and my 530 deadlift (easy peasy).  430 squat tomorrow, then a massage and haircut (pre-meet ritual).", [g(BENCH, '1@270'), g(DEADLIFT, '1@530')]),

  line(SRC.gethuge, 'kg', false, "Bench: 101 x 3, 95 x 2 x 3, 85 x 8.", [g(BENCH, '3@101 3*2@95 8@85')]),
  line(SRC.gethuge, 'kg', false, "Behind the Neck Push Press: 40 x 5.", [g(BTN_PUSH_PRESS, '5@40')]),
  line(SRC.gethuge, 'kg', false, "Weight Dips: 25 x 8? x 5 (1-2 m in rest).", [g(DIP, '5*8@25')]), // "8?" is the writer's own doubt

  line(SRC.gab, 'lb', false, "Day 2:\n\nStone row 1x3\n\nStone lap 4x2\n\nStone to platform 3x1\n\nback squat 2x5 (heavier)\n\nstrict press 2x5 (heavier)\n\npull ups 5x4", [g(STONE_ROW, '3@-'), g(STONE_LAP, '4*2@-'), g(STONE_LOAD, '3*1@-'), g(SQUAT, '2*5@-'), g(OHP, '2*5@-'), g(PULLUP, '5*4@bw')]),
  line(SRC.gab, 'lb', false, "After I moved on to my squats, I did 165 for 2x5, and it felt hard - not so much because my legs were tired (they weren’t super exhausted) but because my nervous system just kind of spent.", [g(SQUAT, '2*5@165')]),

  // "100x4" = 100 lb for 4 laps of the 40 ft course (laps as reps); the hold after the last lap is part of that set
  line(SRC.quakkels, 'lb', false, "Farmers Walk\n\nLap is 40ft with turn then a drop. Final set finish with hold ALAP.\n\n  1. 100x4\n  2. 160x2\n  3. 200x1, held for 8 breaths PR", [g(FARMERS, '4@100 2@160 1@200')]),
  line(SRC.quakkels, 'lb', false, "Sandbag Load\n\nMax loads in one minute.\n\n\n\n  1. 235x1 PR", [g(SANDBAG_LOAD, '1@235')]),

  line(SRC.steeldads, 'lb', true, "I was particularly proud of my partial squats, as I worked up to 3 sets of 6 at 735 pounds.", [g(SQUAT, '3*6@735')]),

  line(SRC.edgamester, 'kg', true, "Ten sets of ten squats at 100kg, followed by ten sets of ten deadlifts at 100kg.", [g(SQUAT, '10*10@100'), g(DEADLIFT, '10*10@100')]),
  line(SRC.edgamester, 'kg', true, "At his strongest, Ollie could close-grip bench 155kg, deadlift 235kg, back squat 210kg for sets of 5, front squat 140kg for sets of 3, clean and jerk 132.5kg and perform pull-ups body with 45kg extra strapped around his waist.", []),

  line(SRC.wwl, 'kg', false, "Day 1 – 6×6 @ 70%\n\nFirst day of front squatting for a while. Felt weak in the core. Made it through. 6 reps was manageable.", [g(FRONT_SQUAT, '6*6@-')]),
  line(SRC.wwl, 'kg', true, "Week 2\n\nDay 1 – 6×6 @ 70% + 5kg\n\nI was hesitant about the amount of weight to add (5kg or 2.5kg), but I went for the higher amount since I’ve been out of front squats for a long time and I need to get my strength back as soon as I can and I want to push myself.", [g(FRONT_SQUAT, '6*6@-')]), // 70% of a max plus 5 kg: absolute load unstated

  line(SRC.gwhamon, 'kg', false, "Goblet squats. Instead of 3 sets of 20 reps, I did one set of 7 reps, 1 set of 5 reps, and one set of immobile fetal position.", [g(GOBLET, '7@- 5@-')]),
  line(SRC.gwhamon, 'kg', false, "Turkish get-ups. I wasn't far off when I said I'd be drooling on the floor for three minutes. Did it once on the right side, once on the left, right side again, then that was it.", [g(TGU, '3*1@-')]),

  line(SRC.yarn, 'kg', true, "10×10 swings (16kg kettlebell)", [g(KB_SWING, '10*10@16')]),
  line(SRC.yarn, 'kg', true, "10×1 TGU (Turkish Get Up, 2kg ankle-weight – 25 years old!)", [g(TGU, '10*1@2')]),
  line(SRC.yarn, 'kg', false, "Today I finally cracked 100 swings (two-handed).", [g(KB_SWING, '100@-')]), // a total with no breakdown: one set

  // ladders: one set per rung, 1-2-3 three times then 1-2-3-4 twice, one group over both lines
  line(SRC.moves, 'lb', true, "1a) kb c&p 53# - 3 ladders x 3 rungs\n1b) kb c&p 53# - 2 ladders x 4 rungs", [g(KB_CLEAN_PRESS, '1@53 2@53 3@53 1@53 2@53 3@53 1@53 2@53 3@53 1@53 2@53 3@53 4@53 1@53 2@53 3@53 4@53')]),
  // three ladders of 1-5, one set per rung, reps as written per side
  line(SRC.puravida, 'kg', true, "Tonight's training took a turn for the better as I hit a target.  3 ladders up to 5 reps in the 1-Arm-Kettlebell Military Press with a 32 kg 'Bell.  When you do the math out that's 45 reps per side, 90 total and 2,880kgs lifted (72 pounds x 90 reps is 6480 for those not with the whole metric thing)", [g(KB_MIL_PRESS, '1@32 2@32 3@32 4@32 5@32 1@32 2@32 3@32 4@32 5@32 1@32 2@32 3@32 4@32 5@32')]),

  // per-side notation: "14/14" is one set of 14 each side, "3x8/8" three sets of 8 each side
  line(SRC.garage, 'lb', false, "Ex 1: Bulgarian split squats-3x8/8\nEx 2: single leg RDL-14/14, 12/12\nEx 3: single arm kettlebell front squat-10/10, 10/10, 6/6\nEx 4: staggered kettlebell swings-12/12, 10/10, 10/10\nEx 5: 2 kettlebell toe raises-2x20\nTotal Time = 50 minutes", [g(BULGARIAN, '3*8@-'), g(SL_RDL, '14@- 12@-'), g(KB_FRONT_SQUAT, '10@- 10@- 6@-'), g(KB_SWING, '12@- 10@- 10@-'), g(TOE_RAISE, '2*20@-')]),

  line(SRC.ruck, 'lb', true, "Wednesday, June 29\nRuck 5 miles\n1 hour 21 minutes 41 Seconds\nPace 16:19\nRuck weight – 39#\n\n100 Push-ups, 100 Sit-ups", [g(RUCK, '-@-'), g(PUSHUP, '100@bw'), g(SIT_UP, '100@bw')]),
  line(SRC.ruck, 'lb', true, "Sunday, July 3\nRuck 2 Miles – Heavy\n0 hour 52 minutes 18 Seconds\nRuck weight – 38# + 60# sandbag\n\n100 Push-ups, 100 sit-ups", [g(RUCK, '-@-'), g(PUSHUP, '100@bw'), g(SIT_UP, '100@bw')]),
  line(SRC.ruck, 'lb', false, "100 Push-ups, 100 4ct Flutter Kicks", [g(PUSHUP, '100@bw'), g(FLUTTER, '100@bw')]),

  line(SRC.fivek, 'lb', true, "I began with the weights doing 20 curls (two sets of 10) with a 20 lb. weight for each arm. I then rested and decided to drop the weight to 15 lbs. With the 15 pounds, I did one set of 10 curls, before picking the 20 lb. weight back up. With the 20 lb. weights, I did inclined presses - 2 sets of 10. Then I grabbed the 15 lb. weight again, doing curls into military style presses - I do two sets of 10 reps each for this activity, before finally ending my weight training session by simply curling the 15 lb. weight one final set of 10.", [g(DB_CURL, '2*10@20 10@15'), g(INCLINE_DB_PRESS, '2*10@20'), g(CURL_PRESS, '2*10@15'), g(DB_CURL, '10@15')]),
  line(SRC.fivek, 'lb', false, "Then I got on the treadmill. I walked the first minute at 4 MPH to get myself into the game, before I upped the speed to 5.2 MPH. At 5.2 MPH, while being slower than Monday's 5.5 MPH, I was hoping to run for a longer duration than Monday - which I both succeeded and failed at.", [g(TREADMILL, '-@-')]),

  line(SRC.fitgal, 'lb', false, "It took me 220 lunges (that's 220 on each leg) to get around that track in 23 minutes and 36 seconds.", [g(LUNGE, '220@bw')]), // reps as written per leg

  line(SRC.faith, 'lb', false, "But we completed\n\n100 reverse leg lowers with crunch\n100 pushups\n100 tuck jumps\n100 jump squats\n200 squats\n200 jumping jacks\n20 burpees\n\nPlus we ran a total of 3 miles at a 9.43 pace!", [g(LEG_LOWER, '100@bw'), g(PUSHUP, '100@bw'), g(TUCK_JUMP, '100@bw'), g(JUMP_SQUAT, '100@bw'), g(SQUAT, '200@bw'), g(JUMPING_JACK, '200@bw'), g(BURPEE, '20@bw'), g(RUN, '-@-')]),

  line(SRC.paleo, 'lb', true, "Warmed up with:\n\n  • 100 jump rope skips\n  • 60 jumping jacks\n\nWorkout for time:\n\n  • 400 meter run\n  • 20 push ups\n  • 15 weighted squats, with 60#\n  • 20 box jumps\n  • 800 meter run\n\nTotal Time:  11 min, 27 seconds", [g(JUMP_ROPE, '100@bw'), g(JUMPING_JACK, '60@bw'), g(RUN, '-@-'), g(PUSHUP, '20@bw'), g(SQUAT, '15@60'), g(BOX_JUMP, '20@bw'), g(RUN, '-@-')]),

  line(SRC.sweet, 'lb', false, "Today, I did 8 sets, 10 reps of each of the following: burpees, squat jumps, mountain climbers, spider push ups, jump lunges", [g(BURPEE, '8*10@bw'), g(JUMP_SQUAT, '8*10@bw'), g(MOUNTAIN_CLIMBER, '8*10@bw'), g(SPIDER_PUSHUP, '8*10@bw'), g(JUMP_LUNGE, '8*10@bw')]),

  line(SRC.burpees, 'lb', false, "I took care of Sunday and Monday this morning, one set of 11 and another of 12, and was pleasantly surprised by how physically manageable 23 burpees were.", [g(BURPEE, '11@bw 12@bw')]),

  line(SRC.gneech, 'lb', false, "Last month I didn't even know what a \"burpee\" was [1]. Today I did ten.", [g(BURPEE, '10@bw')]),

  line(SRC.roadie, 'lb', false, "Recently, I have been hitting those heavier weights again and I have been wanting to see how heavy I could get. So this Saturday, with the gym to myself, I decided to max out my back squat, but there's something different about this comeback. There is a peace about not having a big squat anymore. I have made the decisions to focus my time and energy on other things and this has kept me from maintaining my strength and for the first time, I'm okay with that.\n\nSo my goal was to get to 315. I did. I got it up but it felt really fucking heavy. So i decided that was enough for the day. I got to my goal and I felt great about it.", [g(SQUAT, '1@315')]),

  line(SRC.second, 'lb', true, "After roughly 3000 reps of squatting, I could finally squat 225lb.", [g(SQUAT, '1@225')]), // a lift reached, no reps given: a single

  line(SRC.getbig, 'lb', false, "Supposed to do 350x5.", []),

  line(SRC.bobby, 'lb', false, "3x5 Squat, Bench press, bent over barbell row.", [g(SQUAT, '3*5@-'), g(BENCH, '3*5@-'), g(ROW, '3*5@-')]),

  line(SRC.cody, 'lb', true, "Here are my current numbers in each lift (the only lifts I’ve actually maxed out thus far are bench press, power clean, and hang clean):\n\n  • Bench Press: 315lbs\n  • Deadlift: 315lbs\n  • Power Clean: 245lbs\n  • Clean and Jerk: 225lbs\n  • Snatch: 135lbs\n  • Hang Clean: 225lbs\n  • Squat: 245lbs", []),

  line(SRC.vegans, 'lb', true, "Bench Goal – 3x5x210-lbs -> 3x5x220-lbs", []),
];
