// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * Blind on 722ae73: REAL_HOLDOUT_45: 17/33 (51.5%); short line 12/21 (57.1%), long line 3/9 (33.3%), block 2/3 (66.7%).
 *
 * A forty-fifth holdout, SEALED: 33 real entries from thirteen lifters in none of the earlier sets (no GitHub
 * repository in /tmp/collect/used-github.txt, no host in /tmp/collect/used-hosts.txt, none named in an earlier
 * __corpus__ file, none claimed by the parallel collector in /tmp/collect/claimed.txt), copied verbatim from
 * the stored files of public GitHub repositories (fifteen files, listed in SRC below; markdown kept raw, as the
 * file holds it: "**bold**", "- " and "* " and "+ " bullets, table rows with their padding; one JSX paragraph
 * as it renders). Every label was written by hand from the text alone before any parser saw it (the parser was
 * neither run, read nor imported while building this set). 30 single lines (21 of them 100 characters or
 * fewer, several of them multi-sentence paragraphs) and 3 short multi-line blocks; at most four entries per
 * lifter; five entries log nothing (a plan, two goals, a triathlon transition time, a statement of what the
 * lifter can lift). Flavour: lifters' and runners' own files in their personal-site and notes repositories — a
 * Finnish climber's bouldering training log (weighted pull-ups, one-arm negatives, a seated press in Finnish), a
 * treadmill runner's goals diary, a returning powerlifter's "week 0" post, a cyclist's first 300 lb squat, a
 * first muscle-up post, a beginner runner's strength-and-stretch day, a software engineer's monthly goal review,
 * an Olympic-distance triathlon report and a triathlon training kick-off, a lifting-app author's Stronglifts
 * plateau numbers, a would-be powerlifter's goals post, a July running-challenge recap, and a kettlebell and
 * club-swinging training week kept as a markdown table. lb and kg both; many cardio bouts.
 *
 * Styles: climber's bullets with "*" for sets ("- 2 * 2 one arm negatives", "- pystypunnerrus penkilla 30kg 3 *
 * 8", "- 3 * 3 (30kg) pull ups" over an indented "  - 3 * 8 super set dips (15kg)") and a bracketed max test
 * ("- max 2 rep pull up (35kg 2 reps, 40kg 1 rep)"); "I benched 185 for a 5x5 yesterday." after a bodyweight in
 * lbs; "Last weekend I back squatted 300 pounds."; load-first bullets ("- 185lb squat 5x5", "- 260lb deadlift
 * 1x5") under "At that time, I was at:"; a bodyweight block with counts in brackets ("* Dead bugs (3x10 each
 * side)", "* Incline pushups (3x8)"); a dated set inside a sentence ("chest dips on 04/14 (3x8 2:00)", the
 * 2:00 being rest); a table row in weight x sets x reps ("| **Goblet Squat** | 16kg x 10 x 4 | EMOM |", read
 * in the writer's own convention — his "16kg x 8 x 3/3/2/2/1/1" rows are eight ladders started every 2:30 —
 * as ten sets of four); cardio as race splits in bold ("**40km Cycle: 01:28:49**"), as table rows ("| Mon |
 * [**Run**](...) | 6.7km |"), as prose ("I was able to row 8K in 30 minutes", "I took it easy running at 6.8 mph
 * for 30 minutes", "Hooray, 22 min 5K (new peanut butter)!"), and as counted bouts in "+" bullets ("2 tempo
 * runs", "back-to-back 8, 15, and 8 mile runs Friday-Sunday"); a heading as the whole entry ("## I Finally Got
 * My First Muscle-Up! 🎉").
 *
 * Same labelling rules as real-holdout-42.ts and real-holdout-44.ts: warm-ups are sets; a missed or failed
 * attempt is not a set; dumbbell and kettlebell loads are per bell; bodyweight sets carry no load and weighted
 * pull-ups and dips carry the added load; "each side" reps are the set's reps; cardio (run, row, ride, swim)
 * is one set without reps or load per bout, and a line counting bouts ("2 tempo runs") has that many; a PR or
 * number from another time in the same line is not a set, but a lift reported from a named recent day ("Last
 * weekend", "yesterday") is that lift, and a lift with no rep count is a single. A working-weight list in
 * "load lift sets x reps" bullets is those sets (as real-holdout-41 reads a year-end list). The unit is the one
 * the lifter wrote first. A statement of what the lifter can lift ("Currently, I can deadlift 150kg"), a goal
 * ("Over the next month, I’ll aim for ...", "- Get above 19mph average for the bike section.") or a plan
 * ("it'll be ~550 miles over 8 days") logs nothing, and neither does a triathlon transition time. Names not in
 * real-labels.ts are labelled inline.
 *
 * Left out as genuinely ambiguous to a human coach, or for the four-per-lifter cap: japiirainen's "- 3-5 rep max
 * weighted pull ups 25kg" (a rep range, sets unstated), "- 3 sets of one arm negatives" (reps unstated), "-
 * [[Max Hang Training]] with 10kg extra weight" (hangs, no count) and the moonboarding and bouldering minutes
 * (climbing time, neither a lift nor a cardio bout); eigenval's "could hit **14 clean reps** at the time of
 * this recording" (in the video, or a capability); uvita's "* Hamstring, calf, hip flexor and piriformis
 * stretching." and "* Myrtl Routine (x2)" (a twelve-exercise routine done twice) and her mid-year goals page
 * (check-box icons in raw HTML); IngridMorstrad's monthly goal lines ("**Squats:** Every other day, 1 set of
 * dumbbell squats. 8 reps at 45 lbs.": a month of sessions, not one), "Cycled around 240 miles in June." (a
 * month's total) and "By the end of the month, I could do around 2 sets of 4 pull-ups." (capability, "around");
 * plawler92's "Last year I finished the international distance in 3:40:04 with splits:" block (a year-old race
 * quoted as a baseline for goals); whylime's "I closed out the month with 186mi/300km" (a month's total) and "+
 * Run commute to & from meeting a friend" (one run or two); FlowFX's "| Sat | [**KB Clean & Press**](...) |
 * 16kg x 8 x 3/3/2/2/1/1\* |" (eight reverse ladders per arm: how many sets) and "6kg x 10 x 5/5" club circles
 * (per side: one set or two); caius's "Looking forward to returning next year and beating 3:30!" (cap);
 * ncmiller's three-run "M: / W: / F:" block and planned weeks (cap; the plans log nothing). Repositories found
 * but not used: brookshelley/brookshelley.github.com ("These days I'm very proud to be bench-pressing 175,
 * squatting 245, and deadlifting 345.": current lifts with no reps, a session or not), tsani/jerrington.me ("-
 * Overhead press: 50x6, 60x5, 70x3,5,7" under "New Program": a plan or a log), norswap/norswap.github.io (only
 * goals and a graph), langhorst/justinlanghorst.com (Program Minimum "10x10 one-armed swings" with the bell only
 * in the title, stair-climb race times), petems/petersouter.xyz (no session numbers), fedickinson/gym-bro and
 * sfioritto/20weeks (app exports and AI-coach summaries, not the lifter's writing), loganrhyne/digital-brain
 * (machine-structured notes), Trepkos01/personal-website (a programme description), briankappgoldstein/new-site
 * (possibly the writer of blog.familyofgoldsteins.com, used before); gfontenot, gabeztaylor, S8A, ctdunc,
 * JakubTesarek, th7mo, kpwags, margaretgorguissian, danielzting, oakeef, adamdrake/70sbig and the other
 * repositories already listed as used.
 */
import { BENCH, CARDIO_ROW, DEADLIFT, DIP, g, line, OHP, PULLUP, PUSHUP, ROW, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  caden: 'github:CadenMG/CadenMG.github.io _articles/lifting-week0.md (returning powerlifter\'s "Return to Lifting: Week 0", lb)',
  tuzgai1: 'github:Tuzgai/blog content/posts/2025/5/25/index.md (cyclist\'s life update, plans)',
  tuzgai2: 'github:Tuzgai/blog content/posts/2025/12/16/index.md (the same cyclist\'s first 300 lb squat)',
  japi: 'github:japiirainen/notes bouldering/training-log.md (Finnish climber\'s training log, kg)',
  ncm: 'github:ncmiller/goals diaries/2017/running.md (treadmill runner\'s goals diary)',
  eigen: 'github:eigenval/my-website _posts/2024-02-27-First-Muscle-Up.md (first muscle-up post)',
  uvita1: 'github:normandyxo/uvita-runs _posts/2016-02-29-week-1-day-1-stretch-strengthen.markdown (beginner runner\'s stretch and strengthen day)',
  uvita2: 'github:normandyxo/uvita-runs _posts/2016-03-09-week-1-day-2-3-miles.markdown (the same runner\'s first run)',
  ingrid: 'github:IngridMorstrad/IngridMorstrad.github.io content/posts/activities/2023-04-30-april-review.md (ashwinmenon.com monthly goal review)',
  caius: 'github:caius/caiustheory.com content/post/2014-08-11-the-peoples-triathlon-2014.md (first Olympic-distance triathlon report)',
  plawler: 'github:plawler92/personal-website content/posts/0001-tri-kickoff-2022/index.md (triathlon training kick-off, brick day)',
  lifto: 'github:astashov/liftosaur blog/posts/how-i-came-to-weightlifting.md (lifting-app author\'s Stronglifts plateau numbers, lb)',
  humane: 'github:humaneediedofanxiety/blog-site lib/blog/powerlifting-goals.js (would-be powerlifter\'s goals post, kg)',
  whylime: 'github:whylime/whylime.github.io content/blog/31-days-prioritizing-run.md (whyli.me July running-challenge recap)',
  flowfx: 'github:FlowFX/flowfx.de content/blog/2022-07-30_training-week-juli-30-to-august-5-2022.md (kettlebell and club training week as a table, kg)',
} as const;

const ONE_ARM_NEG = ['One-arm Negative', 'negative', null] as const;
const SEATED_PRESS = ['Seated Overhead Press', 'pystypunnerrus|press', 'bench press'] as const;
const RUN_ANY = ['Run', 'run|jog|5k', null] as const;
const MUSCLE_UP = ['Muscle-up', 'muscle.?up', null] as const;
const BIKE = ['Stationary Bike', 'bike|cycl', null] as const;
const RIDE = ['Bike Ride', 'bike|cycl|rid', null] as const;
const SWIM = ['Swim', 'swim', null] as const;
const DEAD_BUG = ['Dead Bug', 'dead.?bug', null] as const;
const GOBLET = ['Goblet Squat', 'goblet', null] as const;

export const REAL_HOLDOUT_45: RealCase[] = [
  line(SRC.caden, 'lb', true, "To start things off, my BW is at about 238lbs, no idea what my squat or deadlift is, and I benched 185 for a 5x5 yesterday.", [g(BENCH, '5*5@185')]),

  line(SRC.tuzgai1, 'lb', false, "Including the MS 150, it'll be ~550 miles over 8 days, pretty good I think!", []),
  line(SRC.tuzgai2, 'lb', true, 'Last weekend I back squatted 300 pounds.', [g(SQUAT, '1@300')]),

  line(SRC.japi, 'kg', false, '- 2 * 2 one arm negatives', [g(ONE_ARM_NEG, '2*2@bw')]),
  line(SRC.japi, 'kg', true, '- max 2 rep pull up (35kg 2 reps, 40kg 1 rep)', [g(PULLUP, '2@35 1@40')]),
  line(SRC.japi, 'kg', true, '- pystypunnerrus penkilla 30kg 3 * 8', [g(SEATED_PRESS, '3*8@30')]),
  line(SRC.japi, 'kg', true, '- 3 * 3 (30kg) pull ups\n  - 3 * 8 super set dips (15kg)', [g(PULLUP, '3*3@30'), g(DIP, '3*8@15')]),

  line(SRC.ncm, 'lb', false, 'Hooray, 22 min 5K (new peanut butter)! Better late than never.', [g(RUN_ANY, '-@-')]),
  line(SRC.ncm, 'lb', false, 'Last Sunday, I ran up to pier 39 and back, which was about 8.25 miles - a PB.', [g(RUN_ANY, '-@-')]),
  line(SRC.ncm, 'lb', false, 'I was able to row 8K in 30 minutes, which is decent for a beginner.', [g(CARDIO_ROW, '-@-')]),
  line(SRC.ncm, 'lb', false, 'I had my first run since the injury yesterday, and it went well. I took it easy running at 6.8 mph for 30 minutes.', [g(RUN_ANY, '-@-')]),

  line(SRC.eigen, 'lb', false, '## I Finally Got My First Muscle-Up! 🎉', [g(MUSCLE_UP, '1@bw')]),
  line(SRC.eigen, 'lb', false, 'Over the next month, I’ll aim for **three consecutive muscle-ups in a row**.', []),

  line(SRC.uvita1, 'lb', false, '* 10 minutes on the stationary bike', [g(BIKE, '-@-')]),
  line(SRC.uvita1, 'lb', false, '* Dead bugs (3x10 each side)\n* Incline pushups (3x8)\n* Bodyweight pause squats (3x10)', [g(DEAD_BUG, '3*10@bw'), g(PUSHUP, '3*8@bw'), g(SQUAT, '3*10@bw')]),
  line(SRC.uvita2, 'lb', false, 'First day of actual running! Usually I take 3 miles for granted, but today I was a bit cautious since it was my first run in nearly two weeks.', [g(RUN_ANY, '-@-')]),

  line(SRC.ingrid, 'lb', false, 'Attempted to incorporate chest dips on 04/14 (3x8 2:00) but dumped it due to sternum pain.', [g(DIP, '3*8@bw')]),

  line(SRC.caius, 'kg', false, '**1500m Open Water (Freshwater Lake) Swim: 00:38:08**', [g(SWIM, '-@-')]),
  line(SRC.caius, 'kg', false, '**Transition 1: 00:03:53**', []),
  line(SRC.caius, 'kg', false, '**40km Cycle: 01:28:49**', [g(RIDE, '-@-')]),
  line(SRC.caius, 'kg', false, '**10km Run: 01:18:40**', [g(RUN_ANY, '-@-')]),

  line(SRC.plawler, 'lb', false, 'The morning started with a 37 mile round trip ride to the Chicago Botanic Gardens with a short break in between to enjoy the scenery.', [g(RIDE, '-@-')]),
  line(SRC.plawler, 'lb', false, 'I followed the ride with a 3.3 mile run.', [g(RUN_ANY, '-@-')]),
  line(SRC.plawler, 'lb', false, '- Get above 19mph average for the bike section.', []),

  line(SRC.lifto, 'lb', true, 'At that time, I was at:\n\n- 185lb squat 5x5\n- 150lb bench press 5x5\n- 105lb overhead press 5x5\n- 130lb barbell row 5x5\n- 260lb deadlift 1x5', [g(SQUAT, '5*5@185'), g(BENCH, '5*5@150'), g(OHP, '5*5@105'), g(ROW, '5*5@130'), g(DEADLIFT, '5@260')]),

  line(SRC.humane, 'kg', true, 'Revealing my current lifts: I have a decently strong lower body and an okay upper body. Currently, I can deadlift 150kg, squat 110kg, and bench press around 70kg, giving me a total of 330kg (I might qualify).', []),

  line(SRC.whylime, 'lb', false, '+ 20 miler in 90 degree heat', [g(RUN_ANY, '-@-')]),
  line(SRC.whylime, 'lb', false, "+ 2 tempo runs that didn't go as bad as I expected", [g(RUN_ANY, '2*-@-')]),
  line(SRC.whylime, 'lb', false, '+ A higher volume weekend, with back-to-back 8, 15, and 8 mile runs Friday-Sunday', [g(RUN_ANY, '3*-@-')]),

  line(SRC.flowfx, 'kg', true, '|     | **Goblet Squat**                                                             | 16kg x 10 x 4            | EMOM                                                  |', [g(GOBLET, '10*4@16')]),
  line(SRC.flowfx, 'kg', false, '| Sun | Swim                                                                         | 400m                     | A day at the pool. Not a workout, but active and fun. |', [g(SWIM, '-@-')]),
  line(SRC.flowfx, 'kg', false, '| Mon | [**Run**](https://runalyze.com/shared/wjdy0)                                 | 6.7km                    | hilly with an offroad section                         |', [g(RUN_ANY, '-@-')]),
  line(SRC.flowfx, 'kg', false, '| Wed | [**Run**](https://runalyze.com/shared/wlvn8)                                 | 6.6km                    | hot!                                                  |', [g(RUN_ANY, '-@-')]),
];
