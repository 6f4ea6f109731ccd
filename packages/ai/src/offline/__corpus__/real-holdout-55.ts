// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A fifty-fifth holdout, SEALED at round 32 and collected blind (blind on 8e43e93, round 32's start: 23/40; short line 8/14, long line 7/13, block 8/13; rewrites broken 0/379): 40 real entries from twenty-eight lifters in none of the earlier sets (no
 * host or URL in /tmp/r32/used-urls.txt, no GitHub repository listed there), copied verbatim from GitHub files and
 * stored public forum threads (addresses in SRC below). Every label was written by hand from the text alone before
 * any parser saw it (the parser was neither run, read nor imported while building this set, and vitest was not run).
 * Forms: 14 short single lines (100 characters or fewer), 13 long single lines, 13 small multi-line blocks; at most
 * three entries per lifter; six entries log nothing (a list of lifting goals, a press PR, a 5/3/1 month table, a son's
 * hiking test, a rower's forum signature of bests, a staff member's hike planned for tomorrow). kg and lb both (10 kg
 * entries, 30 lb); where an entry names no unit the unit is decided from the page (country, the writer's other
 * entries, the repository README) and unitStated is false.
 *
 * Source kinds: GitHub files (a Venezuelan student's gym.md journal "**Work:** Squat / 30kg / 5,5,15" with warm-ups
 * written out; a British developer's one-CSV-per-session log "Deadlift,160,3,yes,no,no" whose README says all weights
 * are kg; a Canadian powerlifter's YAML log "weight: 215 lbs / sets: 4 / reps: 5"; a German kettlebell user's weekly
 * Markdown table "| 16kg x 10 x 4 | EMOM |"; a Canadian ultrarunner's Jekyll posts about goals and PRs; an American
 * developer's Jekyll lifting posts) and forum threads (a poker forum's health-and-fitness log, hunting forums'
 * fitness threads on rokslide, hunttalk, eastmans, elk101, utahwildlife, tradgang, bowsite and masterblasterhome, a
 * Concept2 rowing forum, a college forum's fitness thread, a weight-loss community post).
 *
 * Labelling rules as in real-holdout-54.ts: warm-ups are sets (S8A's "**Warmup:**" rows, bodyweight squats included);
 * a count of reps with no breakdown is one set; cardio (run, hike, ride, swim, stair climber, loaded walk) is one set
 * "-@-" per bout; a best, a goal, a plan and another person's numbers are not sets; an unstated load is "-"; weighted
 * pull-ups carry the added load. Decisions: FlowFX's "16kg x 10 x 4" is load x reps x sets (his clean-and-press "16kg x
 * 8 x 3/3/2/2/1/1" ladder fixes reps before the set scheme); MattDrivenDev's CSV rows are Exercise,Weight,Repetitions
 * in kg (README); jonfk's YAML blocks are sets x reps at the weight; "2 clean and jerks #225" inside "5 rounds" is five
 * sets of two at 225 lb, grouped by exercise with the other movements of the round and five 400 m runs; Murph's "two
 * 1 mile runs" are two run bouts; "bench pressing body weight ... 25 reps" is one set with the load unstated; the
 * 72-year-old's bench single "the other week" at 240# is another day and not a set, his unnumbered "first set" of
 * pull-ups is not a set; "did 5 miles" with a 42 lb pack is one loaded-walk bout with no load; an entry about
 * yesterday's hike or run logs that bout (it is what the entry reports), but a number from another day inside an entry
 * about today does not. Names not in real-labels.ts are labelled inline.
 *
 * Left out: rokslide's "Captain Tom" write-up (prescription with Rx loads, then a switch of dumbbells mid-workout);
 * eastmans' "Jump rope for 1 minute then do 30 lunges then repeat four times" (four or five rounds); stacker.news's
 * push-up pyramid "1-2-3-4-5-6-7 (which is 28) ..." (the exercise is named only sentences earlier); twoplustwo's
 * "had to squat at least two plates" (reps unstated); capultra's "the exercises were: Squats, bent-over rows, seated
 * rows, deadlift, incline press" (no sets); MattDrivenDev's "Bench Press,102.5,no,yes,no" rows (reps missing); jonfk's
 * "pull ups / weight: 68.0 lbs" (his bodyweight is 68.0 kg); the rokslide Kansas elk hunter's week of "1-2 min ...
 * repeat 3-4 rounds" (ranges); habits and weekly routines on the hunting forums ("Walk 3 miles 3 times a week with a
 * 80 pound pack"). Seen but not used (host or repository used before): t-nation.com, startingstrength.com,
 * thebarefootrunners.org, 70sbig.com, nerdfitness.com, myfitnesspal.com, kinja.com, qpfiffer, gdmoney, ctdunc, niplav.
 */
import { BENCH, CABLE_ROW, DEADLIFT, g, line, PULLUP, PUSHUP, ROW, RUN, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  s8a: 'https://github.com/S8A/umc-prw703-proyecto/blob/6b0dc17eeaf51f0081bb197a9124206adab93f3e/assets/gym.md (Venezuelan student\'s gym journal in a class-project repo, Reddit beginner routine, kg)',
  capultra: 'https://github.com/capultra/capultra.github.io/blob/15c978070c10311467dbcfa61e593ed39d4d7212/_posts/2013-09-06-goals-and-prs.markdown (Canadian runner-lifter\'s Jekyll post "Goals and PRs", imported from WordPress as <p> paragraphs, lb)',
  demian: 'https://github.com/demian0311/demian0311.github.com/blob/5f0b2ddc4fbfbba10f37c983ba777e4825be2f8d/_posts/2014-04-23-april-2014-lifting.md (American developer\'s Jekyll lifting notes, 5/3/1, lb)',
  demianDl: 'https://github.com/demian0311/demian0311.github.com/blob/ab2d0e4e6574458692ba5429169c868c888c0b81/_posts/2014-02-04-deadlift-goal-achieved.md (the same writer\'s deadlift post with his 5/3/1 month tables)',
  matt0818: 'https://github.com/MattDrivenDev/training-log/blob/2b5216dd5c52966871d43eeb191257d04709ec35/2014/08/2014-08-18.csv (British developer\'s one-CSV-per-session GitHub log, kg per README)',
  matt0904: 'https://github.com/MattDrivenDev/training-log/blob/5ee4f07bbf1d25f5abe10232cc8c088b0a642c61/2014/09/2014-09-04.csv (the same log, 4 September 2014)',
  flowfx: 'https://github.com/FlowFX/flowfx.de/blob/156989fe249b2d380a29aa33391b488440e5e872/content/blog/2022-07-30_training-week-juli-30-to-august-5-2022.md (German kettlebell and club-swinging developer\'s weekly Markdown table, kg)',
  jonfk0310: 'https://github.com/jonfk/training-log/blob/6078107c71734183b11378513dd54051c01a4b1e/2015/2015-03-10.yml (Quebec powerlifter\'s YAML training log, 68 kg bodyweight, loads in lbs)',
  jonfk0601: 'https://github.com/jonfk/training-log/blob/db37d117ad0dd7a529aa140a520da01bbc349383/2015/2015-06-01.yml (the same YAML log, 1 June 2015)',
  renton: 'https://forumserver.twoplustwo.com/85/health-fitness/rentons-rise-weakness-1604103/index75.html (poker forum health-and-fitness log of an ex-construction worker, lb)',
  rokWod: 'https://rokslide.com/forums/threads/wod.8451/page-430 (hunting forum\'s daily WOD thread: two members\' posts)',
  rok2020: 'http://www.rokslide.com/forums/threads/2020-fitness-goals.155951/page-4 (hunting forum\'s 2020 fitness-goals thread: two members doing Murph)',
  masterblaster: 'https://masterblasterhome.com/threads/whos-up-for-getting-down.27095/page-3 (contractors\' forum thread starter on a 45 lb hiking test)',
  c2: 'https://c2forum.com/viewtopic.php?f=3&p=565695&t=206829 (Concept2 rowing forum: a lightweight rower\'s signature of bests)',
  eastmansBig: 'https://forum.eastmans.com/threads/eastmans-big-man-challenge.7185/page-13 (hunting magazine forum\'s "Big Man Challenge": three members)',
  eastmansWho: 'http://www.eastmans.com/forum/showthread.php/2689-Who-s-Been-Training-And-How?p=30835&mode=threaded (the same forum, an elk hunter 52 days before season)',
  utah: 'https://www.utahwildlife.net/threads/staying-in-shape.208354/ (Utah hunting forum: a member wearing his pack on the stair climber)',
  elk101: 'https://forums.elk101.com/threads/great-exercise-to-prep-for-hiking-yup-hiking.8941/ (elk hunting forum: a British Columbia member\'s weighted hike and ride)',
  huntRun: 'https://hunttalk.com/threads/hunt-talker-2023-fitness-goals.317298/page-40 (hunting forum fitness-goals thread: a father\'s run)',
  hunt72: 'https://hunttalk.com/threads/hunt-talker-2023-fitness-goals.317298/page-36 (the same thread: a 72-year-old lifter\'s bench and weighted pull-ups)',
  huntFirst: 'https://hunttalk.com/threads/hunt-talker-2023-fitness-goals.317298/page-10 (the same thread: a 47-year-old\'s first run in years)',
  huntPack: 'https://www.hunttalk.com/threads/so-for-those-of-you-in-training-for-your-elk-hunt-all-going-according-to-plan.269441/post-2524231 (hunting forum: a member\'s pack walk)',
  tradgang: 'https://www.tradgang.com/tgsmf/index.php?action=printpage&topic=91048.0 (traditional-archery forum: an elk scout\'s off-trail hike)',
  bowsite: 'https://forums.bowsite.com/tf/bgforums/thread.cfm?threadid=501969&messages=67&forum=5 (bowhunting forum: a 77-year-old with a new knee)',
  cc: 'https://talk.collegeconfidential.com/t/fitness-nutrition-and-health-all-welcome-hardcore-and-light/2080753?page=363 (college forum\'s fitness thread: two members\' bodyweight bench sets)',
  dietbet: 'https://dietbet.com/community/posts/general/11715-embrace-the-suck-day-1 (weight-loss challenge community post: a BJJ and Muay Thai man\'s kettlebell night)',
} as const;

const DB_SHOULDER = ['Dumbbell Shoulder Press', 'shoulder|press', 'bench|leg|push|behind'] as const;
const GOBLET = ['Goblet Squat', 'goblet', 'front|hack|split|overhead'] as const;
const SWIM = ['Swim', 'swim|swam', null] as const;
const BTN_PRESS = ['Behind-the-neck Press', 'behind|neck|btn', 'bench|leg'] as const;
const DOUBLE_UNDER = ['Double-under', 'dub|double|rope', null] as const;
const TOES_TO_BAR = ['Toes to Bar', 'toe', null] as const;
const CLEAN_JERK = ['Clean and Jerk', 'clean|jerk', null] as const;
const HIKE = ['Hike', 'hike|hiking|walk|ruck', null] as const;
const KB_CARRY = ['Kettlebell Carry', 'carry|walk', 'swing|snatch'] as const;
const STAIR = ['Stair Climber', 'stair|step', null] as const;
const BIKE = ['Bike', 'bike|biking|cycl|ride', null] as const;
const JUMPING_JACK = ['Jumping Jack', 'jumping jack|jack', null] as const;
const WALK = ['Walk', 'walk', null] as const;

export const REAL_HOLDOUT_55: RealCase[] = [
  line(SRC.s8a, 'kg', true, "### 2021/08/15\n- **Work:** Pullup / BW / 5,5,6\n- **Work:** Pushup / BW / 10,10,15\n- **Warmup:** Squat / BW / 10\n- **Warmup:** Squat / ~15kg / 5\n- **Work:** Squat / 30kg / 5,5,15", [g(PULLUP, '2*5@bw 6@bw'), g(PUSHUP, '2*10@bw 15@bw'), g(SQUAT, '10@bw 5@15 2*5@30 15@30')]),
  line(SRC.s8a, 'kg', true, "- General warmup\n- **Warmup:** Barbell row / 20kg / 5,5\n- **Work:** Barbell row / 35kg / 5,5,15\n- **Warmup:** Pushup / BW / 10,10\n- **Work:** Bench press / 35kg / 5,5,15\n- **Warmup:** Squat / 35kg / 5,5\n- *Squat work cut short because Sergio had to leave.*\n- **Extra:** Pullup / BW / 5", [g(ROW, '2*5@20 2*5@35 15@35'), g(PUSHUP, '2*10@bw'), g(BENCH, '2*5@35 15@35'), g(SQUAT, '2*5@35'), g(PULLUP, '5@bw')]),
  line(SRC.s8a, 'kg', true, "- **Work:** Deadlift / 63kg / 5,6,10", [g(DEADLIFT, '5@63 6@63 10@63')]),

  line(SRC.capultra, 'lb', true, "Today I pulled 315lb for 3 reps on the deadlift, and 225lb for 5 reps in the squat.", [g(DEADLIFT, '3@315'), g(SQUAT, '5@225')]),
  line(SRC.capultra, 'lb', true, "In January I wrote down a few goals that I wanted to reach this year.  Among them were my lifting goals of 225lb bench press, 225lb squat, 315lb deadlift.", []),

  line(SRC.demian, 'lb', false, "My PR for the press is 205.", []),
  line(SRC.demianDl, 'lb', false, "#### January\n      5 250   3 267.5 5 287.5\n      5 287.5 3 307.5 3 325\n      5 325   3 345   1 365", []),

  line(SRC.matt0818, 'kg', false, "Deadlift,60,5,no,no,no\nDeadlift,100,3,no,no,no\nDeadlift,140,3,no,no,no\nDeadlift,160,3,yes,no,no\nDeadlift,180,4,yes,no,no\nDeadlift,190,2,yes,no,no", [g(DEADLIFT, '5@60 3@100 3@140 3@160 4@180 2@190')]),
  line(SRC.matt0818, 'kg', false, "Squat,20,10,no,no,no\nSquat,60,5,no,no,no\nSquat,90,3,no,no,no\nSquat,110,3,no,no,no\nSquat,130,3,no,no,no\nSquat,142.5,3,no,no,no\nSquat,142.5,3,no,no,no\nSquat,142.5,3,no,no,no", [g(SQUAT, '10@20 5@60 3@90 3@110 3@130 3*3@142.5')]),
  line(SRC.matt0904, 'kg', false, "Seated Dumbell Shoulder Press,15,12,no,no,no\nSeated Dumbell Shoulder Press,25,8,no,no,no\nSeated Dumbell Shoulder Press,30,3,no,no,no\nSeated Dumbell Shoulder Press,25,5,no,no,no\nSeated Rows,60,8,no,no,no\nSeated Rows,60,8,no,no,no\nSeated Rows,60,8,no,no,no", [g(DB_SHOULDER, '12@15 8@25 3@30 5@25'), g(CABLE_ROW, '3*8@60')]),

  line(SRC.flowfx, 'kg', true, "|     | **Goblet Squat**                                                             | 16kg x 10 x 4            | EMOM                                                  |", [g(GOBLET, '4*10@16')]),
  line(SRC.flowfx, 'kg', false, "| Sun | Swim                                                                         | 400m                     | A day at the pool. Not a workout, but active and fun. |", [g(SWIM, '-@-')]),
  line(SRC.flowfx, 'kg', false, "| Mon | [**Run**](https://runalyze.com/shared/wjdy0)                                 | 6.7km                    | hilly with an offroad section                         |", [g(RUN, '-@-')]),

  line(SRC.jonfk0310, 'lb', true, "  - name: high bar squats\n    weight: 215 lbs\n    sets: 4\n    reps: 5\n    exertion: rpe 9", [g(SQUAT, '4*5@215')]),
  line(SRC.jonfk0310, 'lb', true, "  - name: bench press\n    weight: 155 lbs\n    sets: 6\n    reps: 5\n    exertion: rpe 8", [g(BENCH, '6*5@155')]),
  line(SRC.jonfk0601, 'lb', true, "  - name: behind the neck press\n    weight: 70 lbs\n    sets: 5\n    reps: 6\n  - name: bent over rows\n    weight: 135 lbs\n    sets: 10\n    reps: 5", [g(BTN_PRESS, '5*6@70'), g(ROW, '10*5@135')]),

  line(SRC.renton, 'lb', true, "I did just squat a set of 4 @8 that is ~15lb off of my PB.", [g(SQUAT, '4@-')]),

  line(SRC.rokWod, 'lb', true, "Today was a grinder\n\n5 rounds\n24 dubs\n19 toes to bar\n2 clean and jerks #225\n400m run", [g(DOUBLE_UNDER, '5*24@bw'), g(TOES_TO_BAR, '5*19@bw'), g(CLEAN_JERK, '5*2@225'), g(RUN, '5*-@-')]),
  line(SRC.rokWod, 'lb', false, "Few miles yesterday with the pup in the high country , wild flowers are in full bloom , amazing colors", [g(HIKE, '-@-')]),

  line(SRC.rok2020, 'lb', false, "Murph was humbling. In an hour and a half I got the two 1 mile runs done and 240 squats, 140 push ups, and 70 assisted pull ups.", [g(RUN, '2*-@-'), g(SQUAT, '240@bw'), g(PUSHUP, '140@bw'), g(PULLUP, '70@bw')]),
  line(SRC.rok2020, 'lb', false, "I guess I should add that my time above was without a weight vest and I did it with 20 sets of 15 squats, 10 pushups, 5 pullups.", [g(SQUAT, '20*15@bw'), g(PUSHUP, '20*10@bw'), g(PULLUP, '20*5@bw')]),

  line(SRC.masterblaster, 'lb', true, "My son just tried the OP 45lbs/hiking test, he did it in 42 minutes on an undulating woods trail in town open space.", []),
  line(SRC.masterblaster, 'lb', true, "Then today I had the urge to do something after watching the vid about stone lifting so I carried a 45 lb kettlebell around my house multiple times for a mile.", [g(KB_CARRY, '-@45')]),

  line(SRC.c2, 'kg', true, "1981, 174cm, 70.5kg LWT\nRow 2k 6:58.2 5k 18:43.8\nSki 5k 18:49.1 60mins 15105mtrs HM 1:23:59.6", []),

  line(SRC.eastmansBig, 'lb', false, "Thursdays Full pack +10 Hike. Got up and it was raining but decided to go anyway.", [g(HIKE, '-@-')]),
  line(SRC.eastmansBig, 'lb', false, "I had a family wedding and events this weekend, but I did get a run in yesteraday. I haven't sync'ed my GPS watch yet to download the data, but I did a 7.32 mi run in 58:51 for a 8:02 avg.", [g(RUN, '-@-')]),
  line(SRC.eastmansBig, 'lb', true, "Hey guys, we are headed out tomorrow morning to do a 7 mile hike with about 20lbs on our backs.", []),
  line(SRC.eastmansWho, 'lb', false, "A buddy and I loaded our packs today, and climbed the best hills we have here..", [g(HIKE, '-@-')]),

  line(SRC.utah, 'lb', false, "I did recently take the pack to the gym with me and wore it on the stair climber for 30 minutes.", [g(STAIR, '-@-')]),

  line(SRC.elk101, 'lb', false, "Yesterday I did a hike with friends. I brought my weighted hunt pack. The trail is called Sea to Sky.\n\nWe did a portion. 10 ugly miles. Climbed 1870 feet. Man I feel it.\n\nToday, jumped on my bike just to loosen up sore joints. My ride was sloooow. But great.", [g(HIKE, '-@-'), g(BIKE, '-@-')]),

  line(SRC.huntRun, 'lb', false, "Just got done with a 3.6 mile cross court run , i’ve ran in years and years and years", [g(RUN, '-@-')]),
  line(SRC.hunt72, 'lb', true, "I had done a heavy (for me) single bench the other week when I did 240#. Last Friday, I did 250#.", [g(BENCH, '1@250')]),
  line(SRC.hunt72, 'lb', true, "After the first set, I did a single with 75# on the belt. That was easy enough, so last Friday was the day that I did one pull up with 90# on a belt.", [g(PULLUP, '1@75 1@90')]),
  line(SRC.huntFirst, 'lb', false, "Just went out for my first run in several YEARS! 2.3 miles.", [g(RUN, '-@-')]),
  line(SRC.huntPack, 'lb', true, "Today pack weighs 42 lbs and did 5 miles.", [g(HIKE, '-@-')]),

  line(SRC.tradgang, 'lb', false, "hiked off trail 5 miles today at 11,000' with my bow and hunting pack(got some stumping in too).", [g(HIKE, '-@-')]),

  line(SRC.bowsite, 'lb', false, "Well right now I'm icing the knee I had replace in December after walking a couple miles today.", [g(WALK, '-@-')]),

  line(SRC.cc, 'lb', false, "I tried bench pressing body weight last night for my warmup set and made it to 25 reps, in spite of never training in this rep range before.", [g(BENCH, '25@-')]),
  line(SRC.cc, 'lb', false, "So, I had squats and a HIIT on my program tonight, but since It’s been at least a week since I benched, I decided to discover how many reps at bodyweight I could get.\nAny guesses? …eleven (11). #11 was a real struggle, but I had people “yelling” at me.", [g(BENCH, '11@-')]),

  line(SRC.dietbet, 'lb', false, "Tonight was a body punishing pentathlon that started out with a 100 jumping jacks to get the blood pumping a nice stretch and then off to the races.", [g(JUMPING_JACK, '100@bw')]),
];
