// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A thirty-ninth holdout, SEALED: 42 real entries from twenty-two lifters in none of the earlier sets (nor on
 * any site or GitHub repository listed in /tmp/used-all-sites.txt, site names included), copied verbatim from
 * the stored public pages and one GitHub file (twenty-three addresses, listed in SRC below); every label was
 * written by hand before any parser saw the text (the parser was neither run, read nor imported while
 * building this set). 32 single lines, 10 short multi-line blocks. Flavour: terse English notes-app lines.
 *
 * Styles: forum challenge lines with sets x reps x load and no unit ("Squat: 5x5x65", "Rotary Lat: 3x10x30",
 * "warm up: walk 25 min"); a forum log's ramped sets on one line ("Squat: 95 x 5, 100 x 5, 105 x 5, ...",
 * "Overhead Press (Dumbells): 30s x 5, 35s x 5, ...", "Lower Back Hypers: 3 sets of 10"); load x reps x sets
 * with a footnote star ("95x20x5* sets for a total of 100 squats"); a Markdown/HTML list of achieved sets
 * ("<li>Bench Press (3x5): 185 lbs</li>"); journal bullets with an en dash ("BB row – 135lbs for 5 sets of 8
 * reps, bumping to 140lbs next workout"); bodyweight test results ("Sit-ups - 42 (...)", "Pushups: 25",
 * "Half sit-ups in one minute: 73", "1.5 mile run: 10:17", "a set of 52, total failure on the concentric
 * phase of #53"); arithmetic a coach does at a glance ("leg press with 90 lbs for 8 reps. add 2 plates each set
 * for 9 more sets to end up with 900 lbs for 8 reps" = ten sets of 8 rising by 90 lb); a strongman forum line
 * with a missed stone ("5x5 with only 175 though I did attempt the 225 stone"); conjugate blocks ("2-Board
 * Bench / 5s @ 185, 205, ...", "3 x 10 @ 25s, 30s, 35s", pull-ups "10, 5, 5, 5, 5, 5" under a long paragraph);
 * indented rounds ("2 rounds with 2 minutes rest between rounds - / 95 x 5 Barbell Snatch / 105 x 3 Power
 * Clean to Push Press"); a prescription then the lifter's answer ("3×10 ... - Close.  I did this with 165.");
 * an equipped squatter's bare "155 x 10 ... 825 x 1" list; "pounds ... reps" leg-day lists.
 * Labelling rules as in real-holdout.ts: warm-ups are sets; dumbbell loads are per bell ("30s" = 30 lb each);
 * bodyweight sets carry no load (band-assisted pull-ups too); cardio (walk, run) is one set without reps or
 * load; a missed attempt is not a set; "2 rounds" multiplies each line; a line with no unit takes the
 * member's unit (lb for every lifter here). A single "I was able to squat 315 lbs" is one rep.
 *
 * Left out as genuinely ambiguous to a human coach: roadiefit.com's "So my goal was to get to 315. I did." (the
 * squat is named only in an earlier paragraph); manvssuburb's "Windshield Wipers x 8; ... I just stayed in the
 * bottom position" (whether the 8 reps were done); zenmojobjj's "1 x 40 Seated Russian Twist (25 lbs)" and "2 x
 * 10 Single Leg Bridge" ("immediately followed by" the 2 rounds: done once or each round) and its "135 x 10
 * Acceleration Deadlifts" (the deadlift block is cut before that line); buffmother's lunges "45×10(each leg)"
 * and "65x10x4 sets*" (per leg or total); michaelcocchiola's "BB Squats 195lbs – easily got 24 reps in 4 sets",
 * lunges "41 reps in 5 sets" and curls "38 reps" (rep totals only); jiujitsupractitioner.wordpress.com's "Front
 * squats 5×5, deadlifts 3×5" (no loads); climbingtrainingproject.com's "Double KB squats ... 2×5 16+20kg" (two
 * different bells); schvenn.wordpress.com's "75 push-ups 76 sit-ups ... 410 squats" (day totals over app sets);
 * kakes773's "20 each arm" / "20 each leg, 2 sets" (sets per side); sweatyguineapig.com's "Squat: 2 x 10, 95
 * lbs; ... two perfect sets of 20" (contradicts itself); thestreakgoeson's "Streak extender" push-ups
 * (uncounted); jawahl's "1.75 pullups"; wodalmighty's "WOD (sets of 5) 145 – 165 – ..." (front squat named only
 * in a heading far above); gnr2024.co.uk's "37.5kg – my first working set" (reps unstated); averagedadfitness's
 * trap-bar singles (reps of the lighter sets unstated); tri4tk's "3 sets of 20 reps each of the following"
 * (no loads); agatsuwest's "Full ROM warm-ups @ 45, 95, ..." (reps unstated) and "3-Way Dumbbell Raises ... 10's
 * and 12.5's" (which bell for which raise); sissyhands' KB cleans (bell choice unstated); philip4g's "machine
 * settings" (not a session); strongworkout's "Today I can do.....5" (a capability, not a logged set).
 */

import { BENCH, BOX_SQUAT, CABLE_ROW, DEADLIFT, g, line, PULLUP, PUSHUP, ROW, RUN, SIT_UP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  buffmother: "http://buffmother.com/2006/10/21/squatting-saturday/?share=google-plus-1 (squat day notes, lb)",
  zenmojo: "http://zenmojobjj.blogspot.com/2010/ (BJJ strength posts, lb)",
  jacked: "https://jackedforums.com/community/threads/new-log-strongman-competition-training.4901/page-2 (forum strongman log, lb)",
  harper: "https://harperwall.com/2013/09/15/workout-log-1/ (Convict Conditioning log)",
  valleyjo: "github:valleyjo/valleyjo.github.io miscellany/strength-training.md (current numbers list, lb)",
  jen: "https://rebellion.nerdfitness.com/index.php?/topic/58304-jengetsit-6-week-challenge/page/5/&tab=comments (forum challenge thread, lb)",
  mrs: "http://mountainracersports.blogspot.com/2010/01/sps-trifecta-testing.html (bodyweight test)",
  forty: "https://40strategy.blogspot.com/2020/11/day-7-one-week-officially-in-books.html (push-up habit diary)",
  kris: "https://krisfreedain.com/tag/strength/ (squat goal post, lb)",
  manvs: "https://manvssuburb.com/tag/handstand-pushups/ (calisthenics diary)",
  mperfect: "http://www.mperfect.net/blog/browse.aspx?bid=633445797198630000 (leg press prose, lb)",
  cocchiolaRow: "https://michaelcocchiola.com/2015/12/12/journal-entry-212-more-knowledge/ (journal bullets, lb)",
  cocchiolaBench: "https://michaelcocchiola.com/2014/02/16/journal-entry-110-weekly-update-10/ (same lifter, lb)",
  theds: "https://the-ds.com/2008/06/29/presidents-fitness-challenge-results/ (fitness test results)",
  grace: "https://graceatuju.wordpress.com/2008/10/05/payoff/ (PT test diary)",
  reit: "https://reitthisway.com/2006/12/28/pt-goals/ (Army PT test goals)",
  rob: "https://www.veganbodybuilding.com/forums/topic/15705-robs-firefighter-challenge/ (forum training log, lb)",
  rwm: "http://runningwithoutmusic.com/2008/11/30/100pu-initial-test/ (100 push-ups initial test)",
  blogher: "http://www.blogher.com/pull-program-week-8-update-small-victories (pull-up program update)",
  cheeke: "http://veganbodybuilding.com/?page=article_legworkout1 (bodybuilder leg workout, lb; not the forum member above)",
  bert: "https://bertunderwood.blogspot.com/2015/02/week-10-squats-bench.html (equipped powerlifter squat list, lb)",
  agatsu: "http://agatsuwest.blogspot.com/2013/ (conjugate log, lb)",
  sissy: "http://sissyhands.blogspot.com/2013/07/back-squats-kb-cleans-and-sled-drags.html (CrossFit-style strength notes, lb)",
} as const;

const BOARD_PRESS = ['Board Press', 'board', null] as const;
const CLEAN_PP = ['Power Clean to Push Press', 'clean|push press', null] as const;
const CLOSE_SQUAT = ['Close Squat (bodyweight)', 'squat', null] as const;
const DB_OHP = ['Dumbbell Overhead Press', 'press|overhead', 'bench|incline'] as const;
const HYPER = ['Back Hyperextension', 'hyper|back', null] as const;
const LEG_EXT = ['Leg Extension', 'leg ext', null] as const;
const LEG_PRESS = ['Leg Press', 'leg press', null] as const;
const ROTARY_LAT = ['Rotary Lat Machine', 'rotary|lat', null] as const;
const SNATCH = ['Barbell Snatch', 'snatch', null] as const;
const STONE = ['Atlas Stone', 'stone', null] as const;
const TATE = ['Tate Press', 'tate', null] as const;
const WALK = ['Walk', 'walk', null] as const;

export const REAL_HOLDOUT_39: RealCase[] = [
  line(SRC.buffmother, 'lb', false, "95x20x5* sets for a total of 100 squats", [g(SQUAT, '5*20@95')]),

  line(SRC.zenmojo, 'lb', false, "  Deadlifts (3 minutes of rest between sets)\n      135 x 5\n      185 x 5\n      225 x 5\n      255 x 1", [g(DEADLIFT, '5@135 5@185 5@225 1@255')]),
  line(SRC.zenmojo, 'lb', false, "  2 rounds with 2 minutes rest between rounds -\n     95 x 5 Barbell Snatch\n     105 x 3 Power Clean to Push Press", [g(SNATCH, '2*5@95'), g(CLEAN_PP, '2*3@105')]),

  line(SRC.jacked, 'lb', false, "Stones, fucking stones, 5x5 with only 175 though I did attempt the 225 stone lapped it, couldn’t heave it up.", [g(STONE, '5*5@175')]),

  line(SRC.harper, 'lb', false, "Today I did 2 sets of 20 full push-ups and 2 sets of 20 close squats, where your heels are very close together.", [g(PUSHUP, '2*20@bw'), g(CLOSE_SQUAT, '2*20@bw')]),

  line(SRC.valleyjo, 'lb', true, "  <li>Bench Press (3x5): 185 lbs</li>", [g(BENCH, '3*5@185')]),
  line(SRC.valleyjo, 'lb', true, "  <li>Squat (3x5): 225 lbs</li>", [g(SQUAT, '3*5@225')]),

  line(SRC.jen, 'lb', false, "warm up: walk 25 min", [g(WALK, '-@-')]),
  line(SRC.jen, 'lb', false, "Squat: 5x5x65", [g(SQUAT, '5*5@65')]),
  line(SRC.jen, 'lb', false, "Bench: 5x5x55", [g(BENCH, '5*5@55')]),
  line(SRC.jen, 'lb', false, "Rotary Lat: 3x10x30", [g(ROTARY_LAT, '3*10@30')]),

  line(SRC.mrs, 'lb', false, "Sit-ups - 42 (my wife beat me here, no surprise!)", [g(SIT_UP, '42@bw')]),
  line(SRC.mrs, 'lb', false, "Squats - 150 (Had to stop when my low back began to tweak, this shouldn't be hard to reach 200)", [g(SQUAT, '150@bw')]),
  line(SRC.mrs, 'lb', false, "Push-ups - a miserable 16 :(  my abs still hurt from the squats and sit-ups (Do this one first next time!)", [g(PUSHUP, '16@bw')]),

  line(SRC.forty, 'lb', false, "Working on that daily habit to exercise again. 7 Push Ups completed. Starting to get that strength back.", [g(PUSHUP, '7@bw')]),

  line(SRC.kris, 'lb', true, "I was able to squat 315 lbs. Happy. Now I need to get that for 5–8 reps and truly own that weight.", [g(SQUAT, '1@315')]),

  line(SRC.manvs, 'lb', false, "Yesterday I managed to force myself to do pushups to failure. I was able to grind out a set of 52, total failure on the concentric phase of #53.", [g(PUSHUP, '52@bw')]),

  line(SRC.mperfect, 'lb', true, "so i started out on a (medium difficulty) leg press with 90 lbs for 8 reps. add 2 plates each set for 9 more sets to end up with 900 lbs for 8 reps.", [g(LEG_PRESS, '8@90 8@180 8@270 8@360 8@450 8@540 8@630 8@720 8@810 8@900')]),

  line(SRC.cocchiolaRow, 'lb', true, "  • BB row – 135lbs for 5 sets of 8 reps, bumping to 140lbs next workout", [g(ROW, '5*8@135')]),
  line(SRC.cocchiolaBench, 'lb', true, "For some reason my bench has dropped big time. I think im trying to hit it a little too frequently, so I am going to hit the chest every 4th day and focus more on other muscles. It was crazy has fast it went up, but recently stalled big time. Even 205lbs felt heavy for 6 reps, which doesnt make any sense.", [g(BENCH, '6@205')]),

  line(SRC.theds, 'lb', false, "1.5 mile run: 10:17", [g(RUN, '-@-')]),
  line(SRC.theds, 'lb', false, "Half sit-ups in one minute: 73", [g(SIT_UP, '73@bw')]),
  line(SRC.theds, 'lb', false, "Pushups: 25", [g(PUSHUP, '25@bw')]),

  line(SRC.grace, 'lb', false, "I cut my run time and ran the 2 miles in 17 minutes 55 seconds.", [g(RUN, '-@-')]),

  line(SRC.reit, 'lb', false, "But I could only do 2 (yes, TWO) push-ups and 18 sit-ups.", [g(PUSHUP, '2@bw'), g(SIT_UP, '18@bw')]),
  line(SRC.reit, 'lb', false, "By September, I was up to 8 push-ups and 31 sit-ups.", [g(PUSHUP, '8@bw'), g(SIT_UP, '31@bw')]),

  line(SRC.rob, 'lb', false, "Squat: 95 x 5, 100 x 5, 105 x 5, 110 x 5, 115 x 5", [g(SQUAT, '5@95 5@100 5@105 5@110 5@115')]),
  line(SRC.rob, 'lb', false, "Bench Press: 135 x 5, 140 x 5, 145 x 5, 140 x 5, 135 x 5", [g(BENCH, '5@135 5@140 5@145 5@140 5@135')]),
  line(SRC.rob, 'lb', false, "Overhead Press (Dumbells): 30s x 5, 35s x 5, 40s x 5, 35s x 5, 30s x 5", [g(DB_OHP, '5@30 5@35 5@40 5@35 5@30')]),
  line(SRC.rob, 'lb', false, "Cable Row: 105 x 5, 120 x 5, 135 x 5, 120 x 5, 105 x 5", [g(CABLE_ROW, '5@105 5@120 5@135 5@120 5@105')]),
  line(SRC.rob, 'lb', false, "Deadlift: 135 x 5, 145 x 5, 155 x 5, 165 x 5, 175 x 5", [g(DEADLIFT, '5@135 5@145 5@155 5@165 5@175')]),
  line(SRC.rob, 'lb', false, "Lower Back Hypers: 3 sets of 10", [g(HYPER, '3*10@bw')]),

  line(SRC.rwm, 'lb', false, "My initial test = 23 push ups, which puts me at rank 3 of 7 (higher the number, the better).", [g(PUSHUP, '23@bw')]),

  line(SRC.blogher, 'lb', false, "Yesterday, I got 5 - yup FIVE pull-ups with the purple band..and although the last one was hard, it definitely looked like a pull-up.", [g(PULLUP, '5@bw')]),

  line(SRC.cheeke, 'lb', true, "Leg Press\n270 pounds 15 reps\n360 pounds 12 reps\n450 pounds 10 reps\n540 pounds 8 reps\n630 pounds 6 reps", [g(LEG_PRESS, '15@270 12@360 10@450 8@540 6@630')]),
  line(SRC.cheeke, 'lb', true, "Leg Extensions\n170 pounds 15 reps\n210 pounds 12 reps\n230 pounds 10 reps\n250 pounds 8 reps\n265 pounds 5 reps", [g(LEG_EXT, '15@170 12@210 10@230 8@250 5@265')]),

  line(SRC.bert, 'lb', false, "To my surprise the squats felt really good warming up so I went with it.\n155 x 10\n255 x 5\n345 x 2\n445 x 2\n535 x 2\n635 x 1\n735 x 1\n825 x 1", [g(SQUAT, '10@155 5@255 2@345 2@445 2@535 1@635 1@735 1@825')]),

  line(SRC.agatsu, 'lb', false, "2-Board Bench\n\n5s @ 185, 205, 225, 245, 265, 275, 285", [g(BOARD_PRESS, '5@185 5@205 5@225 5@245 5@265 5@275 5@285')]),
  line(SRC.agatsu, 'lb', false, "Pull-Ups - My god was this disappointing. When I was 167 and primarily focusing on conditioning a set of 20 pull-ups was pretty easy. Since I started powerlifting I've now grown to 230 and added well over 330lbs on my total but apparently my body-relative strength has taken a big dip. As recently as a few months ago I did a set of 15 after a couple hours of rock climbing on their rock-hold pull-up bar so I was expecting to get 15 today, but ended up only getting 10. It's also possible that my lats were tired from the board pressing, but holy shit, 10?! This needs to change. Now.\n\n10, 5, 5, 5, 5, 5 (It said in the book to max out, then do five more sets at 50% each. I was pissed about doing sets of only 5 without any extra weight but I'd done 10 and that was reality. I had to suck it up and get through the sets.)", [g(PULLUP, '10@bw 5*5@bw')]),
  line(SRC.agatsu, 'lb', false, "Tate Presses (Book said dumbbell extensions but didn't specify what kind, so I chose these)\n\n3 x 10 @ 25s, 30s, 35s", [g(TATE, '10@25 10@30 10@35')]),
  line(SRC.agatsu, 'lb', false, "Low Box Squat with Deadlift Stance\n\n5s @ 45, 95, 115, 135, 185, 205, 225, 245, 265", [g(BOX_SQUAT, '5@45 5@95 5@115 5@135 5@185 5@205 5@225 5@245 5@265')]),

  line(SRC.sissy, 'lb', false, "Back squats @ 60% of 1 RM 3×10. Rest 90-120s between each set.\n\n- Close.  I did this with 165.  The first ten were hard.  The last ten were much better, and I did them without much of a rest.", [g(SQUAT, '3*10@165')]),
];
