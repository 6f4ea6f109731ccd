// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A thirty-seventh holdout, sealed in issue 11's round 17, then opened: 40 real entries from fourteen lifters in none of the earlier sets (nor
 * on any site listed in /tmp/used-all-sites.txt), copied verbatim from the stored public pages (seventeen
 * addresses, listed in SRC below); every label was written by hand before any parser saw the text (the
 * parser was neither run, read nor imported while building this set). 30 single lines, 10 short blocks.
 *
 * Styles: a knee-physio gym diary ("Barbell curls: 2 x 10 @ 30 lbs", "Leg press: 1 x 25 @ 90 lbs", "Bike:
 * 20 minutes @ level 8 with a few intervals @ level 12"); an ACL-rehab blog with en-dash bullets ("RDL –
 * 4X8 with 50 lbs.", "Quad Pumps – 3X50 – Pain ... (3/10)", "Squats – 3X12 with roughly 80 pounds"); a
 * runner's hip-rehab band circuit ("SLRs, 3 x20, knee locked", "Hip hikes, 3x20") and a 5-mile walk; a
 * back-injury return diary in kg ("Squats, two 10kg dumbbells: 5 * 5.", "Dumbbell shoulder press: 7.5kg,
 * 10, 8, 7", "Dumbbell tricep pushback: 5kg * 5, 4, 4."); a long-term rehab diary's prose ("Settled for
 * 50kg and a series of 10 sets of 10 reps", dumbbells "10kg each ... in the flat position and then repeated
 * in the inclined position"); a shoulder-surgery dad blog ("135 for 3 sets of 10 on bench and the 60#
 * dumbbells for a couple sets of 12 on incline bench"); an older woman's bench test told in prose with kilo
 * bars ("We started out with a 20 kilo bar. 12 reps."); a CrossFit pair's deadlift-1RM climb written for
 * the partner ("70×3, 80×3, 90×3, 105, 125, 145PR, ... 185F", a missed attempt marked F) and her row;
 * CrossFit Total reports (a "New PRs:" list with a total line, bullet lists without units "back squat: 162"
 * with the total on the deadlift line, prose attempts with misses "Tried and failed 105", "dropped down to
 * 103.5"); a box member's 5RM push-press ladder ("95# for 5" ... "186# for 4") under prose naming a rival's
 * "185# for 5 reps" and an old "one rep max was 205#"; a 2004 blog's "Set 1: 5 @ 60 lbs" blocks under
 * "Chest: Bench Press" headers; a kettlebell lifter's "Chinups – 5×2." and "Burpees – 3m. 30.".
 * Same labelling rules as real-holdout.ts: warm-ups are sets; dumbbell/kettlebell loads are per bell;
 * bodyweight and band-only sets carry no load; cardio (walk, bike, row, treadmill, step machine) is one set
 * without reps or load; a missed attempt is not a set (185F, "failed 105", "tried 245 ... couldn't
 * complete it"). CrossFit Total and "New PRs" numbers without reps are one-rep maxes (1 rep); a total line
 * ("Crossfit Total = 467") and other lifters' or past numbers inside the prose (a rival's 185# for 5, an
 * old 1RM, a 3/10 pain score, "PR by 45#") are not sets. "A couple sets" is two sets.
 *
 * Left out as genuinely ambiguous to a human coach: wb416fitness's own list "110×3, 150×3, ..., 360" (the
 * lift is named only in the page title, not near the lines); bustamoove's "Half squats: 3 x 10 + 1 x 5
 * single leg quarter squats on the affected leg" (two movements in one count), "step ups (not sure how
 * many/alternating legs)" and the knee raises split "(regular)"/"(side-to-side)" (one exercise or two);
 * nyecamden's "Walking lunges ... with two 7.5kg dumbbells. 3 sets." (reps unstated), "Single leg calf
 * raises whilst holding 5kg dumbbells: 8 *3" (per leg, and which number is sets, unclear) and "Lateral
 * pulldown: 5 setting, 10, 8, 8" (a stack setting, not a load); getontheline's "Single Leg Press – 3X12 with
 * right leg at level 10 and right leg at level 14" (machine levels, legs unclear) and bike "level 4" (no
 * time); mikehight's "12 blocks" triceps and "11-15 blocks" rows (stack plates of unknown weight);
 * kblifting's "2AJ16g – 5m. 20." and "1Asn16kg – 5m. 30/30." (private shorthand, per-arm split unclear);
 * fredippides's "Fire hydrant with extension-  right only, 3x20", "Lateral leg lifts, lying on side, 3x20"
 * and "Kickouts 20 each at 45 degree angles" (per side unclear); bluepoof's "I bench pressed 80 lbs last
 * night" (reps unstated); harkablog's squat-attempt prose (mixes a past 5-rep max with today's attempts).
 * Pages not used at all for the same reasons: crossfitkentisland.com (a coach's list of members' press PRs,
 * the lift not on the lines); kettlebellrob.blogspot.com ("1/4 (failed @ top of rep 5)" rounds);
 * shorelinecrossfit.com ("185 for 10 reps", sets of the week unclear); relaxedfocus.blogspot.com (a
 * deadlift PR with reps unstated); stuffwithevan.com ("I was able to do it twice"); crossfitpc.blogspot.com
 * ("got to a PR of 306", sets unstated); deanebarker.net (rounds abandoned, counts unstated). Forum threads
 * found on the way (charliefrancis, jackedforums, tennis-warehouse, 24hourcampfire) were left to set 38.
 * Blind 23/40 after round 16 (6037396), the same on f63373b and after round 17. Opened for round 18 (bare
 * loads where maxes are told, story singles and load changes, cardio beside its machine, labels that name
 * nothing): 38/40.
 */
import { BENCH, CARDIO_ROW, CHIN, DB_BENCH, DEADLIFT, g, LAT, line, OHP, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  busta: 'https://bustamoove.blogspot.com/2008/02 (knee-physio gym diary, lb)',
  wb416: 'https://wb416fitness.wordpress.com/2009/04/22/deadlift-1rm/ (CrossFit pair, the partner Penny\'s lifts, lb)',
  bluepoof: 'https://bluepoof.blogs.com/motorcycle/2004/12/ow_dammit.html ("Set 1: 5 @ 60 lbs" blocks)',
  spaulding: 'https://spauldingfamilyhs.com/post/dad-blog-getting-back-into-the-gym-after-surgery (post-shoulder-surgery prose, lb)',
  pandora: 'http://pandoraqueenofdenial.blogspot.com/2023/06/push-it.html?m=1 (older woman\'s bench test, kg, Australia)',
  acl33: 'https://getontheline.wordpress.com/2015/09/27/acl-recovery-day-33/ (ACL rehab log, lb)',
  acl46: 'https://getontheline.wordpress.com/2015/10/10/acl-recovery-day-46/ (same lifter as acl33)',
  acl12: 'https://getontheline.wordpress.com/tag/leg-lift/ (same lifter, ACL Recovery Day 12)',
  harka: 'http://harkablog.com/crossfit-total.html (CrossFit Total PR list, lb)',
  terri: 'https://terriknits.wordpress.com/2015/11/22/crossfit-total/ (CrossFit Total bullets, lb without unit)',
  netfamine: 'http://www.netfamine.com/bjj/meeting-goals/ (CrossFit Total attempts in prose, lb)',
  kb: 'https://kblifting.wordpress.com/2007/12/07/december-7-2007/ (kettlebell shorthand log)',
  mike: 'https://mikehightmyroadtorecover.wordpress.com/2017/04/20/training-diary-day-790/ (injury-recovery training diary, kg, UK)',
  fred: 'http://fredippides.blogspot.com/2016/04/monday-walk-hip-circuit.html (hip-rehab band circuit)',
  tony: 'http://tonynobread.blogspot.com/2011/10/that-little-extra-kick.html (CrossFit 5RM push press ladder, #)',
  nye: 'https://nyecamden.dreamwidth.org/11327.html (back-injury return gym diary, kg)',
} as const;

const BB_CURL = ['Barbell Curl', 'curl', 'hammer|leg|dumbbell|preacher'] as const;
const VERT_ROW = ['Vertical Row (machine)', 'row', null] as const;
const INCLINE = ['Incline Bench Press', 'incline', null] as const;
const INCLINE_DB = ['Incline Dumbbell Bench Press', 'incline', null] as const;
const LEG_PRESS = ['Leg Press', 'leg press', null] as const;
const BIKE = ['Stationary Bike', 'bike|cycl', null] as const;
const SHOULDER_PRESS = ['Shoulder Press', 'shoulder press|press', 'bench|leg'] as const;
const RDL = ['Romanian Deadlift', 'rdl|romanian', null] as const;
const TREADMILL = ['Treadmill', 'treadmill', null] as const;
const QUAD_PUMP = ['Quad Pump', 'quad', null] as const;
const HIP_FLEX = ['Standing Hip Flexion', 'hip flex', null] as const;
const BURPEE = ['Burpee', 'burpee', null] as const;
const WALK = ['Walk', 'walk', null] as const;
const SLR = ['Straight Leg Raise', 'slr|straight leg|leg raise', null] as const;
const CLAM = ['Clamshell', 'clam', 'reverse'] as const;
const REV_CLAM = ['Reverse Clamshell', 'clam', null] as const;
const HIP_ADD = ['Hip Adduction', 'adduct', null] as const;
const HIP_HIKE = ['Hip Hike', 'hip hike|hike', null] as const;
const PUSH_PRESS = ['Push Press', 'push.?press', null] as const;
const STAIRS = ['Stair Climber', 'stair|step', null] as const;
const DB_SQUAT = ['Dumbbell Squat', 'squat', 'front|hack|split'] as const;
const DB_OHP = ['Dumbbell Shoulder Press', 'shoulder press|press', 'bench|leg'] as const;
const KICKBACK = ['Triceps Kickback', 'pushback|kickback|tricep', null] as const;

export const REAL_HOLDOUT_37: RealCase[] = [
  line(SRC.busta, 'lb', true, 'Barbell curls: 2 x 10 @ 30 lbs', [g(BB_CURL, '2*10@30')]),
  line(SRC.busta, 'lb', true, 'Vertical rows: 2 x 10 @ 33 lbs', [g(VERT_ROW, '2*10@33')]),
  line(SRC.busta, 'lb', true, 'Incline bench press: 2 x 10 @ 45 lbs', [g(INCLINE, '2*10@45')]),
  line(SRC.busta, 'lb', true, 'Lat pulldowns: 3 x 10 @ 50 lbs', [g(LAT, '3*10@50')]),
  line(SRC.busta, 'lb', true, 'Leg press: 1 x 25 @ 90 lbs', [g(LEG_PRESS, '25@90')]),
  line(SRC.busta, 'lb', false, 'Bike: 20 minutes @ level 8 with a few intervals @ level 12', [g(BIKE, '-@-')]),

  line(SRC.wb416, 'lb', false, 'Deadlift 1RM\n\nWe were originally going to do 1RM Back Squats today, but 1RM Deadlifts came up on the main CrossFit site, so we made an executive decision… lol\n\nAfter warmup, Penny went first:\n\n70×3, 80×3, 90×3, 105, 125, 145PR, 155PR, 165PR, 175PR, 180PR, 185F', [g(DEADLIFT, '3@70 3@80 3@90 1@105 1@125 1@145 1@155 1@165 1@175 1@180')]),
  line(SRC.wb416, 'lb', false, 'Penny beat her previous PR by 45#!!!!  Then did 1000m Row 5:49', [g(CARDIO_ROW, '-@-')]),

  line(SRC.bluepoof, 'lb', true, 'Chest: Bench Press\nSet 1: 5 @ 60 lbs\nSet 2: 3 @ 70 lbs\nSet 3: 3 @ 70 lbs\nSet 4: 1 @ 80 lbs\nSet 5: 1 @ 80 lbs', [g(BENCH, '5@60 2*3@70 2*1@80')]),
  line(SRC.bluepoof, 'lb', true, 'Shoulders: Shoulder Press\nSet 1: 5 @ 15 lbs\nSet 2: 3 @ 17 lbs\nSet 3: 3 @ 17 lbs\nSet 4: 1 @ 22 lbs\nSet 5: 1 @ 22 lbs', [g(SHOULDER_PRESS, '5@15 2*3@17 2*1@22')]),
  line(SRC.bluepoof, 'lb', true, 'Lats: Front Pulldown (machine)\nSet 1: 5 @ 99 lbs\nSet 2: 3 @ 118 lbs\nSet 3: 3 @ 118 lbs', [g(LAT, '5@99 2*3@118')]),

  line(SRC.spaulding, 'lb', true, 'I did manage to put up 135 for 3 sets of 10 on bench and the 60# dumbbells for a couple sets of 12 on incline bench.', [g(BENCH, '3*10@135'), g(INCLINE_DB, '2*12@60')]),

  line(SRC.pandora, 'kg', true, "I've not tested myself on the bench press for a while.\nWe started out with a 20 kilo bar. 12 reps. Too easy.\nThen another 10 kilos was added to the bar. 12 reps. Sure, it was a bit heavier, but I could do it.\nThe question I get asked is how many more could you do? I said five or six.\nFinally, that extra five kilos was added. And yeah, it feels like you're pushing a labrador off your belly, but I got out a further two sets of ten reps.", [g(BENCH, '12@20 12@30 2*10@35')]),

  line(SRC.acl33, 'lb', true, 'RDL – 4X8 with 50 lbs.', [g(RDL, '4*8@50')]),
  line(SRC.acl46, 'lb', true, 'Squats – 3X12 with roughly 80 pounds. The gym doesn’t have a squat rack and just has a bar with a few weights so I end up velcroing on ankle weights to the bar to increase the weight.', [g(SQUAT, '3*12@80')]),
  line(SRC.acl46, 'lb', false, 'Treadmill – I’m up to 10 minutes of fast-walking at 4.5 mpg at a 1.5 incline followed by 8 minutes of 5.5 jogging at 1.5 incline', [g(TREADMILL, '-@-')]),
  line(SRC.acl12, 'lb', false, 'Quad Pumps – 3X50 – Pain on top right of knee on the contraction, but not too much (3/10).', [g(QUAD_PUMP, '3*50@bw')]),
  line(SRC.acl12, 'lb', false, 'Standing Hip Flexion – 4X12 – Able to get thigh parallel but still not 90 degrees flexion (expected):', [g(HIP_FLEX, '4*12@bw')]),

  line(SRC.harka, 'lb', true, 'New PRs:\nSquat: 335 lbs (+35 lbs)\nPress: 145 lbs (+5 lbs)\nDeadlift: 365 lbs (+35 lbs)\nCrossfit Total: 845 lbs (1st attempt)', [g(SQUAT, '1@335'), g(OHP, '1@145'), g(DEADLIFT, '1@365')]),
  line(SRC.harka, 'lb', false, '1000m row: 3m41.9s (1st attempt)', [g(CARDIO_ROW, '-@-')]),

  line(SRC.terri, 'lb', false, 'For comparison, my first Crossfit total (July 2013, after I had been doing Crossfit a month):\n\n  • back squat: 62.5\n  • press: 52.5\n  • deadlift: 117.5   Crossfit Total = 235.5', [g(SQUAT, '1@62.5'), g(OHP, '1@52.5'), g(DEADLIFT, '1@117.5')]),
  line(SRC.terri, 'lb', false, 'And on Nov 7/15:\n\n  • back squat: 162\n  • press: 80\n  • deadlift: 225   Crossfit Total = 467', [g(SQUAT, '1@162'), g(OHP, '1@80'), g(DEADLIFT, '1@225')]),

  line(SRC.netfamine, 'lb', true, 'The deadlift is about as simple, direct, and unequivocal measures of strength there is. Load up a bar. Pick it up. I did one last warm up lift at 205. Then I did 225, which tied my previous best. That felt pretty good, so I opted to try 245 next. Got it 80% of the way up, but couldn’t complete it. I think on a good day I could. Dropped down 10 pounds to 235, and did that, though it was a little shaky. Even “only” doing 3 maximal, or near max lifts, really sucks it out of you.', [g(DEADLIFT, '1@205 1@225 1@235')]),
  line(SRC.netfamine, 'lb', false, 'Next up was the press. If the deadlift was the ultimate test of “pulling” strength, then the press is the ultimate test of “pushing” strength. I’ve also found that it’s the slowest to improve.\n\nI started off with 90, and did that. Did 95, tying my old max. Did 100. Tried and failed 105. Again, I was about 80% of the way to completing that. There was a little girl at the drinking fountain next to my rack. She must of just finished up the kids jiu jitsu class. She watched me fail and gave me some nice encouragement: “You can do that, you were so close!” I rested for a bit, then tried and failed again. I decided to split the difference and dropped down to 103.5, and succeeded.', [g(OHP, '1@90 1@95 1@100 1@103.5')]),

  line(SRC.kb, 'lb', false, 'Chinups – 5×2.', [g(CHIN, '5*2@bw')]),
  line(SRC.kb, 'lb', false, 'Burpees – 3m. 30.', [g(BURPEE, '30@bw')]),

  line(SRC.mike, 'kg', true, 'Bench Pressing with free weights and no spotter was a little nerve racking because I wasn’t too sure on how heavy to go with the weights. Settled for 50kg and a series of 10 sets of 10 reps as a starter.', [g(BENCH, '10*10@50')]),
  line(SRC.mike, 'kg', true, 'Next was The Dumb bells  –  10kg each and 10 sets of 10 reps in the flat position and then repeated in the inclined position.', [g(DB_BENCH, '10*10@10'), g(INCLINE_DB, '10*10@10')]),

  line(SRC.fred, 'lb', false, 'Due to the swelling of my right knee from  the trail crash yesterday I walked 5 miles as a recovery workout, then iced it.', [g(WALK, '-@-')]),
  line(SRC.fred, 'lb', false, 'SLRs, 3 x20, knee locked', [g(SLR, '3*20@bw')]),
  line(SRC.fred, 'lb', false, 'Clamshells with band, 3 x20', [g(CLAM, '3*20@bw')]),
  line(SRC.fred, 'lb', false, 'Reverse clamshells (band tied to heavy chair leg), 3x20', [g(REV_CLAM, '3*20@bw')]),
  line(SRC.fred, 'lb', false, 'Hip adductors with band, 3 x20', [g(HIP_ADD, '3*20@bw')]),
  line(SRC.fred, 'lb', false, 'Hip hikes, 3x20', [g(HIP_HIKE, '3*20@bw')]),

  line(SRC.tony, 'lb', true, "Today's WOD was a 5 rep max Push Press. Strength days are fun and more my style. I usually walk away feeling good about myself and towards the top of the board. I know that my one rep max was 205#, but that was a long time ago. I feel like we have done a 5 rep max set before, but I had changed notebooks a while back and I didn't transfer a lot of things over. I looked at the board and scanned for that one name....... TapeFactory.\n\nTapefactory's weight was 185# for 5 reps. Realistically I thought I could match it. I was paired up with Afghani Steve and we went right into it.\n\n95# for 5\n115# for 5\n135# for 5\n155# for 5\n175# for 5\n186# for 4", [g(PUSH_PRESS, '5@95 5@115 5@135 5@155 5@175 4@186')]),

  line(SRC.nye, 'kg', false, 'Warmup on the step machine, 10 minutes', [g(STAIRS, '-@-')]),
  line(SRC.nye, 'kg', true, 'Squats, two 10kg dumbbells: 5 * 5.', [g(DB_SQUAT, '5*5@10')]),
  line(SRC.nye, 'kg', true, 'Dumbbell shoulder press: 7.5kg, 10, 8, 7', [g(DB_OHP, '10@7.5 8@7.5 7@7.5')]),
  line(SRC.nye, 'kg', true, 'Dumbbell tricep pushback: 5kg * 5, 4, 4.', [g(KICKBACK, '5@5 4@5 4@5')]),
  line(SRC.nye, 'kg', false, '20 minutes on the exercise bike doing imprecise intervals.', [g(BIKE, '-@-')]),
];
