// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A fifteenth holdout, a TUNING set for issue 11's fifth round: real lines that lifters posted to forums, Q&A pages and community comment
 * threads (no GitHub, no personal training blogs), from sixteen lifters on sites in none of the earlier
 * sets, copied verbatim (only the comment-thread indentation of the page was dropped). Every label was
 * written by hand before any parser saw the text; the parser was not run, read or imported while this
 * file was written. Scored once, blind, on main's parser (8b5d58e, after the fourth round) before any miss
 * was read: 8/28 (28.6%). No label was changed after scoring. Then tuned on by failure class in round 5.
 *
 * It falls short of the brief's 40 cases (28 here): the stored page corpus returns only the opening
 * ~2,000 characters of each page and is dominated by blogs, so forum and comment text with complete,
 * unambiguous sets was scarce. Lifters (sixteen) and sources (eighteen pages on ten sites) are well over
 * the minimum; 19 of 28 cases are single lines.
 *
 * Sources and styles:
 * - 70sbig.com "PR Friday" comment threads (the site calls them "a forum to share your triumphs"), five
 *   commenters: prose "hit 3×5 at 245", "Pressed 155×5 this week.", "squat and BP, 245 and 185
 *   respectively, both for 5", "– 385×2", a "Press: 175 for 8" weekly-PR list with a bodyweight line, and
 *   a competition "PR of 405 at a bodyweight of 180" (a max single; the bodyweight is not a set).
 * - tonygentilcore.com Q&A (a reader's question): "8 x 225" lines under prose naming a 400 goal and an
 *   "8-5-3-1" scheme.
 * - community.myfitnesspal.com discussion "New bench press PR!": "I benched 225 lbs today!" (a PR single).
 * - forums.sherdog.com "Benching for great justice": the lift named only in the thread title, a goal
 *   "225x1" and a past "105x5" around today's "180x4".
 * - thebarefootrunners.org strength-training log threads, two lifters: "Squat: 4/3/3 x 180",
 *   "OH Press: 2 x 5 x 90" (sets x reps x load), "N. Pulldown"; Bare Lee's abbreviations "PD: 3 @
 *   140/150/155/160; 1 @ 165", "OP: 3 @ (45/65/75/85)/95/..." (parenthesised warm-ups), "DL: 1/1/2/2/1 @
 *   305 lbs" under a "BU = 70.5 lbs" base-unit line, walks and rides in miles, and a prose deadlift PR
 *   day with relative loads ("took off 10 pounds for a single at 335").
 * - wannabebig.com forum "Another PR!": a "565 shirt/2board press" single beside a past 539 and a missed 585.
 * - CrossFit box WOD comment threads: crossfitcharlottesville.com "5×5 BS: 141.5# / 4×5 SP: 103# / 1×3 SP:
 *   103#" with a misleading "the SP was 5×3" afterwards; diablocrossfit.com "working up to a single of 215,
 *   but failing at 225" (split jerks); crossfitpampa.com "swim: 2 x 250y/2:00; 5 x 50y/:30" (cardio).
 * - reddit r/weightroom daily thread (via the r.x8.gg mirror), u/NRLlifts: a "slow 2ish mile run" in prose.
 *
 * Labelling rules as in real-holdout.ts: warm-ups are sets; bodyweight sets carry no load; cardio,
 * duration or distance is one set without reps or load; goals, plans, misses, bodyweights and past numbers
 * in prose are not sets; "working up to" counts only the stated sets; unitStated only when the text states
 * a unit (lbs, lb, pounds, #).
 *
 * Left out as genuinely ambiguous (or not a performed set): 70sbig Dec 2010 "Small progress in the squat
 * this week: 410 (5 pound PR)" (reps unknown); 70sbig Dec 2010 "Later today I'm going to squat 370×5 and
 * bench 235×5" (planned); 70sbig Sep 2013 "Got 3:30 880 run, 55 Ammo Can Presses ..." (ammo-can load not
 * stated, mixed test events); crossfitpampa.com "135;185;185;195;200", crossfitnyc.com "135-185-205-215-225"
 * and "225×10 wu / 315×8 / Press 135×5" (the lift is named only in the gym's WOD post); crossfitcharlottesville
 * "BS: 111# / SP: 55#" and similar comments (reps only in the WOD post); crossfitsouthbrooklyn.com
 * "Planned attempts / Squat: 355/385/395" (meet plan); Bare Lee's "CU: 3 x 3 @ -40 lbs assist" (an
 * assisted chin-up: the label format has no negative load); montrealbarbell.com "145 was light for reps"
 * (reps unknown); marksdailyapple.com forum "watched me lift 275 a couple of times" (reps inexact);
 * community.myfitnesspal.com "This AM, I did 125 lb squats, and…" (cut off); a twoplustwo.com log's "had
 * to squat at least two plates" (load and reps inexact); a reddit r/powerlifting question's "Work up to 350
 * x 1 / Followed by 315 x 3 x 3" (a hypothetical example, not a session).
 */
import { BENCH, CABLE_ROW, DEADLIFT, g, LAT, line, OHP, RUN, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  big2010: 'https://70sbig.com/blog/2010/12/pr-friday-videos-etc/comment-page-1',
  big2013: 'http://70sbig.com/blog/2013/08/pr-friday-816/',
  gentilcore: 'https://tonygentilcore.com/2011/04/q-and-a-the-road-to-a-400-lb-deadlift/',
  mfp: 'https://community.myfitnesspal.com/en/discussion/comment/46250763',
  sherdog: 'https://forums.sherdog.com/threads/benching-for-great-justice.748741/',
  pampa: 'http://www.crossfitpampa.com/heavy-5-x-5/',
  weightroom: 'https://r.x8.gg/r/weightroom/comments/qaew0i/october_18_daily_thread/hh5h80x/?context=3',
  big2010jul: 'https://70sbig.com/blog/2010/07/vids-on-pr-friday/',
  big2015jan: 'https://70sbig.com/blog/2015/01/pr-friday-and-qa-30-january-2015',
  big2015feb: 'https://70sbig.com/blog/2015/02/pr-friday-chalk-talk/',
  bfrCycle2: 'https://www.thebarefootrunners.org/threads/strength-training-for-singles-2014-eight-week-workout-cycle-ii.17238/page-6',
  bfrLee2021: 'https://www.thebarefootrunners.org/posts/200351/',
  bfrLee2017: 'https://www.thebarefootrunners.org/goto/post?id=188591',
  bfrLee2017b: 'https://www.thebarefootrunners.org/threads/concurrent-strength-endurance-training-2017-cycle-vii.20936/',
  bfrLeeDl: 'http://www.thebarefootrunners.org/posts/157457/',
  wannabebig: 'http://www.wannabebig.com/forums/threads/19003-Another-PR!?p=289035&mode=threaded',
  cville: 'https://crossfitcharlottesville.com/2010/02/17/thursday-workout-shoulder-press-back-squat/',
  diablo: 'http://diablocrossfit.com/080328-friday/',
} as const;

const SWIM = ['Swim', 'swim', null] as const;
const WALK = ['Walk', 'walk', null] as const;
const BIKE = ['Bike (cardio)', 'rid|bike|cycl', null] as const;
const BP = ['Bench Press', 'bench|^bp\\b', 'incline|decline|close|dumbbell|db'] as const;
const BS = ['Back Squat', 'squat|^bs\\b', 'front|goblet|hack|split|zercher|overhead'] as const;
const SP = ['Shoulder Press', 'shoulder press|overhead|ohp|military|^press|^sp\\b', 'behind|btn|machine|push press|dumbbell'] as const;
const OP = ['Overhead Press', 'overhead|ohp|military|shoulder press|^press|strict press|^op\\b', 'behind|btn|machine|push press|dumbbell'] as const;
const PD = ['Lat Pulldown', 'pull.?down|^pd\\b', 'tricep'] as const;
const DL = ['Deadlift', 'dead|^dl\\b', 'romanian|rdl|sumo|stiff|clean|rack|dumbbell'] as const;
const RW = ['Barbell Row', 'row|^rw\\b', 'dumbbell|db|cable|seated|machine|upright'] as const;
const BOARD = ['Board Press', 'board', null] as const;
const SPLIT_JERK = ['Split Jerk', 'jerk', null] as const;

export const REAL_HOLDOUT_15: RealCase[] = [
  line(SRC.big2010, 'lb', false, 'aight–starting to work my way back into real squats after a shoulder injury and hit 3×5 at 245.', [g(SQUAT, '3*5@245')]),
  line(SRC.big2013, 'lb', false, 'Pressed 155×5 this week.', [g(OHP, '5@155')]),
  line(SRC.gentilcore, 'lb', false, 'Today was max deadlift day. We use a 8-5-3-1 progression. I must admit I’m a beginner to heavy lifting so my numbers are a bit sub par, but you’ve got to start somewhere, right? After reading about Cressey Performance’s ideology that any fit male should be able to pull a 400 deadlift with a little focus in training, I figure I have a lot to look forward to.\n\n8 x 225\n5 x 275\n3 x 295\n1 x 315', [g(DEADLIFT, '8@225 5@275 3@295 1@315')]),
  line(SRC.mfp, 'lb', true, 'New bench press PR!\n\nI benched 225 lbs today! 💪', [g(BENCH, '1@225')]),
  line(SRC.sherdog, 'lb', false, "Benching for great justice\n\nWhen I started lifting two months ago, I jokingly bet my curl-monkey friend that if I could hit 225x1 by the end of March, he'd have to start incorporating squats and deadlifts into his routine. It was a longshot at the time (given that I was doing 105x5 or something). But now, about 3 weeks out, I'm at 180x4 as of today, and still making pretty consistent progress.", [g(BENCH, '4@180')]),
  line(SRC.pampa, 'lb', false, 'swim: 2 x 250y/2:00; 5 x 50y/:30', [g(SWIM, '-@-')]),
  line(SRC.weightroom, 'lb', false, 'Saturday was my "rest day" on SJ, so all I did was a slow 2ish mile run (10:30/mi pace), and then I got my Pfizer booster and a flu shot that afternoon.', [g(RUN, '-@-')]),
  line(SRC.big2010jul, 'lb', false, 'Pr’s for the week…\nPress: 175 for 8\nDead: 405 for 8\nSquat: 330 for 10\nBench: 225 for 5 with pause and commands.\nBW down from 213.5 to 202.5…have to make weight at 198.', [g(OHP, '8@175'), g(DEADLIFT, '8@405'), g(SQUAT, '10@330'), g(BENCH, '5@225')]),
  line(SRC.big2010jul, 'lb', false, 'Just arrived in Camp Buerhing, Kuwait this week and won a squat competition that happened to be going on at the gym with a PR of 405 at a bodyweight of 180.', [g(SQUAT, '1@405')]),
  line(SRC.big2015jan, 'lb', false, 'First week of TM, hit PRs on squat and BP, 245 and 185 respectively, both for 5. Felt pretty damn good, last couple squats were grinders though for sure.', [g(SQUAT, '5@245'), g(BP, '5@185')]),
  line(SRC.big2015feb, 'lb', false, 'Squat PR this morning (weight and rep) – 385×2.', [g(SQUAT, '2@385')]),

  line(SRC.bfrCycle2, 'lb', false, 'PM\nLifting\nSquat: 4/3/3 x 180\nOH Press: 2 x 5 x 90\nN. Pulldown: 2 x 5 x 150', [g(SQUAT, '4@180 2*3@180'), g(OHP, '2*5@90'), g(LAT, '2*5@150')]),
  line(SRC.bfrCycle2, 'lb', false, 'Bench Press: 2 x 5 x 180', [g(BENCH, '2*5@180')]),
  line(SRC.bfrCycle2, 'lb', false, 'Cable Row: 2 x 5 x 150', [g(CABLE_ROW, '2*5@150')]),
  line(SRC.bfrCycle2, 'lb', false, 'Deadlift: 2 x 5 x 220', [g(DEADLIFT, '2*5@220')]),

  line(SRC.bfrLee2021, 'lb', false, '2 mi "Five Hills" walk with dog.', [g(WALK, '-@-')]),
  line(SRC.bfrLee2021, 'lb', false, 'PD: 3 @ 140/150/155/160; 1 @ 165', [g(PD, '3@140 3@150 3@155 3@160 1@165')]),
  line(SRC.bfrLee2021, 'lb', false, 'DL: 3 @ 235/250/260/265', [g(DL, '3@235 3@250 3@260 3@265')]),
  line(SRC.bfrLee2021, 'lb', false, 'RW: 3 @ 140/150/155/160; 1 @ 165', [g(RW, '3@140 3@150 3@155 3@160 1@165')]),
  line(SRC.bfrLee2021, 'lb', false, '2.5 mi "Woods, Fields & Campus" walk with dog.', [g(WALK, '-@-')]),
  line(SRC.bfrLee2021, 'lb', false, '2.2 mi "Woods, Fields & Campus" walk with dog.', [g(WALK, '-@-')]),
  line(SRC.bfrLee2021, 'lb', false, 'OP: 3 @ (45/65/75/85)/95/100/105/107.5', [g(OP, '3@45 3@65 3@75 3@85 3@95 3@100 3@105 3@107.5')]),
  line(SRC.bfrLee2017, 'lb', true, 'Lifting -- Pull, BU = 70.5 lbs\nDL: 1/1/2/2/1 @ 305 lbs\nRw: 3 x 3 @ 175 lbs', [g(DL, '2*1@305 2*2@305 1@305'), g(RW, '3*3@175')]),
  line(SRC.bfrLee2017b, 'lb', false, 'Riding: 2 mi., commute\nWalking: 1 mi., mid 40s.', [g(BIKE, '-@-'), g(WALK, '-@-')]),
  line(SRC.bfrLeeDl, 'lb', true, "Yesterday, new deadlift PR: 345! I warmed up to single at 315, and it felt heavy. Normally, this means I don't go any further. But for some reason I just felt like I could do a little more. So I added two 10s and two 5s. The bar came up slowly, but I have the confidence now that I'm not going to hurt myself so I allowed myself to strain a bit and pulled the damn thing up, still with pretty good form. Then I took off 10 pounds for a single at 335, 20 pounds more for a single at 315, then four reps at 275. On the last rep I felt just a hint of a niggle in my left MCL, so I called it a day. I had intended to do two more back-off sets of 4-5 reps.", [g(DEADLIFT, '1@315 1@345 1@335 1@315 4@275')]),

  line(SRC.wannabebig, 'lb', true, "I hit a 565 shirt/2board press. For those who are not familiar, this is a bench press where the stroke is shortened by putting 2 two by six's on your chest and bringing the bar down and pausing on the boards rather than the chest. I was wearing my Karin's double denim shirt when I did it.\n\nBest I had done on this exercise previously was a 539 (kilo plates) so I was pretty excited about this PR. 26 lb PR's don't come along just every day. I also had an extremely close miss at 585 off the 2 board as well. I needed a little bump to get off the board but locked it out strong.", [g(BOARD, '1@565')]),

  line(SRC.cville, 'lb', true, '5×5 BS: 141.5#\n4×5 SP: 103#\n1×3 SP: 103#\n\nForgot the SP was 5×3 until I missed the last 2 reps of the 5th set.', [g(BS, '5*5@141.5'), g(SP, '4*5@103 3@103')]),
  line(SRC.diablo, 'lb', false, 'Afterward I played around with the Split Jerks, working up to a single of 215, but failing at 225.', [g(SPLIT_JERK, '1@215')]),
];
