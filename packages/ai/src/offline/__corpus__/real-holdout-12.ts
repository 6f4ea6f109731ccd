// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A twelfth holdout, SEALED: real lines from twelve lifters in none of the earlier sets (nor on any site
 * or GitHub file used before), copied verbatim, every label written before the parser ever saw them,
 * and never to be tuned on. It measures, at the end, how the tuned parser generalises to new lifters.
 * Styles: kg and lb; powerlifting, bodybuilding-style machine work, beginner 5x5, kettlebells, a
 * CrossFit strength WOD; a GitHub markdown log ("sets x reps @ lb", nested bullets, a day block),
 * "reps @ weight / ..." lines, a numbered list, bullets with failed attempts, prose.
 * Same labelling rules as real-holdout.ts: warm-ups are sets, failed attempts ("5xMissx155", "3 failed
 * attempts at 160 kg") are not; a note saying the load is bodyweight makes it bodyweight; dumbbell
 * loads are per dumbbell; cardio is one set without reps or load.
 *
 * Blind score on main's parser (branch corpus-sealed-3 at main, before the tuning round), scored once
 * after every label was written: 33/41 (80.5%). No label was changed after scoring. Scored once
 * more, blind, after the third tuning round (branch parser3, which never saw this file): 34/41 (82.9%).
 * Coarse failure classes of the 8 misses: a note on the next line saying the load is bodyweight is
 * ignored; a speed on a cardio line read as its load; kettlebell loads written "12k" not taken as a
 * unit (each set multiplied out); abbreviated exercise names ("2H SW") dropped; bullets of failed
 * attempts read as sets of a new exercise; prose with history numbers and a dash-separated list of
 * loads under a "5-5-5-5-5" scheme reads only part of the sets; a prose lift whose verb names the
 * exercise ("I pulled 205") dropped.
 *
 * Left out as genuinely ambiguous to a human coach: qpfiffer's "Back-squats: Tried to do 5x5@225, but
 * some were high and some were low." + "Did two sets at 245, dropped down to 205 to finish the set."
 * (reps of the sets unknown), "Back-squats: A couple singles at 225" (count unknown), "Cleans:
 * 2x3155" (typo), "Push-ups: 4x16@167" (bodyweight written as a load, no note on that day);
 * brushvalleybrewer's "Prone Leg Curl: 12@2, 12@4 (Hoist)" (machine stack levels, not loads);
 * digitaldiscipline's "Bench Press: 3×5 @ 155 / 3×5 @ 175 / 3×5+2 @ 185" (which set got the "+2");
 * stylesdevelops' "Chin: MissxBW" (no completed set) and grippers/bending (not sets); the kettlebell
 * log's "SL DL 16kg, 5/5", "TGU 24kg, 1+1", "Arm bar 12 kg, 1+1" (per side or two sets cannot be
 * settled); johnstonefitness.com's good mornings "20 reps with the bar" (bar weight unknown);
 * transformedandscaled.com's "full five sets at 210 lbs" (reps only implied by the programme);
 * starktsinne.se's "Back Squat: 5 x 90kg, 110kg, 13 reps x 125kg" (reps of the 110 set unknown);
 * ironmanmagazine.com's "Bench Press 135X12X12, 185X12X12, 205X12, 225X8" and "Incline Press 135X12,
 * 165X10, 185X10, 205X8X10" (two sets or a rep count cannot be settled), "Pec Fly Machine  3 sets 12-15
 * reps" (a range, no load).
 */
import { BACK_EXT, BENCH, CHIN, DB_BENCH, DEADLIFT, g, HAMMER, line, OHP, PUSHUP, ROW, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  qp: 'github:qpfiffer/qpfiffer.com wiki/lifting.markdown (2016-2017 log, "Deadlifts: 3x8@205")',
  dd: 'https://digitaldiscipline.wordpress.com/2010/09/21/wotd-dead-man-benching/',
  brush: 'https://brushvalleybrewer.marklinton.net/2004/07/28/workout-log-25/',
  styles: 'http://www.stylesdevelops.com/2007/06/',
  kb: 'https://kettlebellcouragecornerseattlewa.blogspot.com/2013/12/',
  under: 'https://undercutsyou.com/2017/03/23/gym-31917-to-4117/',
  ron: 'https://ronfitlog.wordpress.com/2008/12/01/day-141-getting-serious-now/',
  ra: 'https://runningahead.com/logs/ae24d1df8d6c4f76a5b0bd198e69547b/workouts/0c08cbba0d604696801ca34c9dc40c1e',
  tas: 'http://transformedandscaled.com/?p=5366',
  atx: 'https://crossfitatx.wordpress.com/2009/07/21/back-squats/',
  rydain: 'https://rydain.livejournal.com/137516.html',
  ironman: 'https://www.ironmanmagazine.com/tuesdaychest-day/',
} as const;

const FRONT = ['Front Squat', 'front squat', null] as const;
const RDL = ['Romanian Deadlift', 'rdl|romanian', null] as const;
const CURL = ['Curl', 'curl', 'hammer|leg|preacher'] as const;
const MACHINE_ROW = ['Machine Row', 'row', 'barbell|dumbbell|upright'] as const;
const POWER_CLEAN = ['Power Clean', 'clean', null] as const;
const CLEAN = ['Clean', 'clean', null] as const;
const BTN = ['Behind-the-Neck Press', 'btn|behind', null] as const;
const PUSHDOWN = ['Triceps Pushdown', 'tricep', null] as const;
const ZERCHER = ['Zercher Squat', 'zercher', null] as const;
const LEG_PRESS = ['Leg Press', 'leg press', null] as const;
const TREADMILL = ['Treadmill', 'tread|walk|run', null] as const;
const GOBLET = ['Goblet Squat', 'goblet', null] as const;
const SWING = ['Kettlebell Swing', 'sw', null] as const;
const LATERAL = ['Lateral Raise', 'lateral', null] as const;

export const REAL_HOLDOUT_12: RealCase[] = [
  line(SRC.qp, 'lb', false, '    * Deadlifts: 3x8@205', [g(DEADLIFT, '3*8@205')]),
  line(SRC.qp, 'lb', false, '    * Bench: 1x12@95, 2x10@95', [g(BENCH, '12@95 2*10@95')]),
  line(SRC.qp, 'lb', false, '    * Back-squats: 2x12@135, 2x6@185', [g(SQUAT, '2*12@135 2*6@185')]),
  line(SRC.qp, 'lb', false, '    * Front-squats: 2x12@95', [g(FRONT, '2*12@95')]),
  line(SRC.qp, 'lb', false, '    * Deadlifts (RDL): 2x16@135', [g(RDL, '2*16@135')]),
  line(SRC.qp, 'lb', false, '    * Curls: 4x20@20-20-25-30', [g(CURL, '20@20 20@20 20@25 20@30')]),
  line(SRC.qp, 'lb', false, '    * Chin-ups: 3x5@160\n    * Meta: Chin-ups are bodyweight.', [g(CHIN, '3*5@bw')]),
  line(SRC.qp, 'lb', false, '    * Row machine: 1x10@85, 2x10@100', [g(MACHINE_ROW, '10@85 2*10@100')]),
  line(SRC.qp, 'lb', false, '* 2017/03/13:\n    * Power-cleans: 2x6@95, 1x6@115, 2x1@135\n    * Rows: 3x10@135\n    * Bench: 3x5@135', [g(POWER_CLEAN, '2*6@95 6@115 2*1@135'), g(ROW, '3*10@135'), g(BENCH, '3*5@135')]),
  line(SRC.qp, 'lb', false, '    * Deadlifts: 1x3@135, 1x3@225, 1x2@295, 1x1@315, 1x1@335, 1x3@295', [g(DEADLIFT, '3@135 3@225 2@295 1@315 1@335 3@295')]),
  line(SRC.qp, 'lb', false, '    * Back-squats: 1x8@135, 1x8@185, 1x3@225, 1x1@275, 1x1@255, 1x2@255', [g(SQUAT, '8@135 8@185 3@225 1@275 1@255 2@255')]),
  line(SRC.qp, 'lb', false, '    * BTN Press: 1x5@65, 1x1@115, 3x6@95', [g(BTN, '5@65 1@115 3*6@95')]),
  line(SRC.qp, 'lb', false, '    * Tricep Pull-downs: 3x8@120', [g(PUSHDOWN, '3*8@120')]),
  line(SRC.qp, 'lb', false, '    * Deadlifts (RDL): 3x6@225, 1.5" deficit', [g(RDL, '3*6@225')]),
  line(SRC.qp, 'lb', false, '    * Zercher (full): 3x1@125, 2x1@215', [g(ZERCHER, '3*1@125 2*1@215')]),
  line(SRC.qp, 'lb', false, '    * Dumbbell Bench Press: 3x12@35', [g(DB_BENCH, '3*12@35')]),
  line(SRC.qp, 'lb', false, '    * Hammer curls: 3x14@30', [g(HAMMER, '3*14@30')]),
  line(SRC.qp, 'lb', false, '    * Back-Squats (narrow): 1x8@115, 4x6@185', [g(SQUAT, '8@115 4*6@185')]),

  line(SRC.ra, 'lb', true, 'Squats - 95lbs 5x5', [g(SQUAT, '5*5@95')]),
  line(SRC.ra, 'lb', true, 'Over Head Press - 45lbs 5x5', [g(OHP, '5*5@45')]),
  line(SRC.ra, 'lb', true, 'Barbell Row - 65lbs 5x5', [g(ROW, '5*5@65')]),
  line(SRC.ra, 'lb', true, 'Deadlift - 95lbs 2x5 (supposed to limit to 1x5 but I need the practice)', [g(DEADLIFT, '2*5@95')]),
  line(SRC.ra, 'lb', true, 'Bench Press - 65lbs 5x5', [g(BENCH, '5*5@65')]),

  line(SRC.dd, 'lb', false, 'Bench Press: 1×15 @ 45 / 1×10 @ 95 / 1×5 @ 135', [g(BENCH, '15@45 10@95 5@135')]),
  line(SRC.dd, 'lb', false, 'Deadlift: 1×10 @ 135 / 1×8 @ 185 / 1×5 @ 225', [g(DEADLIFT, '10@135 8@185 5@225')]),
  line(SRC.dd, 'lb', false, 'Deadlift: 3×5 @ 275 / 2×5 @ 295 / 2×5 @ 335', [g(DEADLIFT, '3*5@275 2*5@295 2*5@335')]),

  line(SRC.brush, 'lb', false, '  1. Tread Mill: 5 minutes at 4 MPH', [g(TREADMILL, '-@-')]),
  line(SRC.brush, 'lb', false, '  2. Seated Leg Press: 12@100, 12@200', [g(LEG_PRESS, '12@100 12@200')]),
  line(SRC.brush, 'lb', false, '  6. Back Extension: 12@60, 12@120', [g(BACK_EXT, '12@60 12@120')]),

  line(SRC.styles, 'kg', true, 'Goblet Squats: 5x12k, 5x16k, 3x24k, 3x32k', [g(GOBLET, '5@12 5@16 3@24 3@32')]),
  line(SRC.styles, 'lb', false, 'Cleans: 1x95, 1x115, 1x135, 5xMissx155, 1x135', [g(CLEAN, '1@95 1@115 1@135 1@135')]),
  line(SRC.styles, 'lb', false, 'Push Ups x 10', [g(PUSHUP, '10@bw')]),

  line(SRC.kb, 'kg', true, '2H SW 24kg, 10', [g(SWING, '10@24')]),
  line(SRC.kb, 'kg', true, '2H SW 48 kg, 10 minutes, 10 on the minute (100 reps)', [g(SWING, '10*10@48')]),

  line(SRC.under, 'kg', true, 'Deadlift sets:\n\n  • 5 x 70 kg (154 lbs). \n  • 2 x 120 kg (264.5 lbs). \n  • 3 failed attempts at 160 kg (352.7 lbs). \n  • 2 x 140 kg (308.6 lbs). NEW HIGH\n  • 2 failed attempts at 150 kg (330.6 lbs). \n  • 3 x 120 kg (264.5 lbs). ', [g(DEADLIFT, '5@70 2@120 2@140 3@120')]),

  line(SRC.ron, 'kg', true, 'First off were 5X5 squats at 95 kg.  This is uncharted territory for me, as my old squat workouts never went over 90kg, and that was often for just one set of 6 to 8 without breaking parallel.', [g(SQUAT, '5*5@95')]),

  line(SRC.tas, 'lb', true, 'Bench press went really well today. I made sure to pinch my shoulder blades together like the Stronglifts guy says, and it makes a difference. I was able to get in five sets of five at 135 lbs, a new personal best for me! Only the last rep of the last set gave me any difficulty, and even that wasn’t too bad.', [g(BENCH, '5*5@135')]),

  line(SRC.atx, 'lb', true, 'Today’s WoD was: Backsquats 5-5-5-5-5\n\nWhich means you should work up in weights until you find your maximum weight for 5 reps.\n\nMy PR on the back squat is only 335 lbs, which needs to be upped to at least 365 lbs. I’ve been working on squats more frequently at home, but usually doing 3 x 7 reps.\n\nMy current max for three reps is 315 lbs.\n\nI was working alone today as I was the odd man out during our morning class, plus I knew I’d be lifting a lot more weight than the other two guys who were in class this morning. Thankfully our trainer Andy stayed close by to spot (never needed it), but more importantly, to keep an eye on my form and offer encouragement.\n\nMy lifts this morning were: 225-245-255-275-300', [g(SQUAT, '5@225 5@245 5@255 5@275 5@300')]),

  line(SRC.rydain, 'lb', true, "Tonight's workout - going for a 1-rep max of squats, standing overhead presses, and deadlifts. For the record, I weigh 150ish.\n\nI squatted 140 pounds, which I only ever managed to do once a couple of years back, and it had been a shaky rep. This time, it felt solid. I also feel I could have managed 145.\n\nMy overhead press was 75 pounds. I failed out on 80. Oh well.\n\nBefore this week, I hadn't done uber-heavy deadlifts in about a year and a half. On Monday, I tied my old PR of 200 pounds. Today, I pulled 205.", [g(SQUAT, '1@140'), g(OHP, '1@75'), g(DEADLIFT, '1@205')]),

  line(SRC.ironman, 'lb', false, 'Lateral Raises 4 sets 15, 12, 12, 10', [g(LATERAL, '15@- 12@- 12@- 10@-')]),
  line(SRC.ironman, 'lb', false, 'Hammer Curls 3 sets 15, 12, 12', [g(HAMMER, '15@- 12@- 12@-')]),
];
