// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * A forty-fourth holdout, SEALED: 40 real entries from twenty-three lifters in none of the earlier sets (nor on any
 * site or GitHub repository listed in /tmp/collect/used-before.txt, used-github.txt, hosts43-used.txt, named in
 * an earlier corpus file, or claimed by another collector in /tmp/collect/claimed.txt), copied verbatim from the
 * stored public pages (twenty-five addresses, listed in SRC below); every label was written by hand before any
 * parser saw the text (the parser was neither run, read nor imported while building this set). 40 single lines
 * (seven of them rendered bullet rows, several of them multi-sentence paragraphs); 28 of the 40 are 100
 * characters or fewer; at most four entries per lifter. Flavour: lines lifters wrote about their own training outside dedicated log threads: a climber's
 * training diary and a climber's 5x5 notes, runners', rowers' and triathletes' blogs with a gym day, a UK teenager's
 * diary during cancer treatment, a Body-for-LIFE forum post and a beginner's Body-for-LIFE blog, women's blogs
 * (first pull-ups, a trainer's International Women's Day deadlift, a British championship report, a yoga teacher's
 * deadlift day), an Indian runner's charity lifting meet and first weights day, a UK newbie's spreadsheet comments,
 * an Irish writer's diary in stone, a teenage cross-country runner's first powerlifting meet. kg and lb both.
 *
 * Styles: "sets x reps x load = tonnage" bullets ("  • Deadlift 5x5x 100kg = 2500kg", "  • Pull down
 * 5x20x50kg = 5000kg"); "5×5@85lbs" and "5×5 at 95lbs" with and without the unit; meet attempts in prose with
 * pounds in brackets ("Squats: Two successful attempts 85 kg (187.3 lbs) and 90 kg (198 lbs).") and with a
 * failed or only-intended attempt in the same line ("I failed to pick 65 kg", "with the intention of a second at
 * 47.5kg and a third at 50kg", "then I actually failed my third attempt at 265 pounds"); attempts listed after the
 * lift in the sentence before ("3 good clean squats were all in. 60kg, 65kg and 67.5kg."); a first set told in
 * prose ("Today, on the bench, my first set, was 95lbs, and I got all 12."); "12 reps at 10 lbs. each arm";
 * "3 x 8 (15lb / 17.5lb / 20lb)" (one load per set); "225×5 then 240×3" after a dash and before emoji;
 * single pull-ups and a park-bench ladder of singles ("I did this 8 times."); cardio in metres, km, miles,
 * minutes and lengths, once beside last week's run ("I ran 1 mile last week and it took me 13 minutes, today I
 * ran 1.05 miles in just under 13 minutes.").
 *
 * Same labelling rules as real-holdout.ts: warm-ups are sets; dumbbell loads are per bell; bodyweight sets carry
 * no load; cardio (row, bike, run, treadmill, swim) is one set without reps or load per bout; a failed, missed or
 * only-intended attempt is not a set; a number from another time in the same line ("last week", "current PB"
 * as a label) is not a set. A meet attempt or a PR lift with no rep count is a single (as real-holdout-39 reads
 * "I was able to squat 315 lbs"). A lifts-in-kg line that adds pounds in brackets is the kg sets once. A
 * "sets x reps x load = total" line is the sets; the total is not a load. A lift named only in an earlier
 * sentence of the same line is that lift. Names not in real-labels.ts are labelled inline as the earlier files do.
 *
 * Left out as genuinely ambiguous to a human coach: andy-kirkpatrick's "Kettle bell swing 20x5x 16kg = 1600kg"
 * and "Pull Down machine 20x5 50kg = 5000kg" (the same diary writes "Pull down 5x20x50kg" elsewhere, so which
 * number is sets is not settled by the line) and "10km run = 55min" (the four-per-lifter cap); ebirdfeet's
 * "Deadlift 1×5@175 (warmup: 135, 155)" (warm-up reps unstated) and "Running: 2.25miles at 6mph, .25 at 3mph,
 * .75@6mph." (one run or three); becomingelli's "I worked up to 135 pounds:" (reps unstated) and "we added 10
 * pounds to the bar for a total of 145 and I lifted that" (the lift not in the sentence);
 * engagedtothearmy's "With the latter, I used TOO much weight (45 pounds at 12 reps)" (the lift only as "the
 * latter") and "For the 10 reps set, I did 7.5 lbs. per arm" (lift unnamed); thesuburbanjungle's "So, I
 * effectively did 8 sets of 1 rep." (lift unnamed in the line; the paragraph before it is used instead);
 * realbuzz's "so today I upped it to 100kg" on the leg press (sets and reps unstated); willheffernan's "3 sets of
 * 5 reps - 60kg bench press...this is just really to work on form and set up as much as anything and this was
 * supersetted seated dumbbell cleans for 3 sets of 8 reps." (the cleans have no load and are not bodyweight);
 * notyournormalhealthblog's "I’d done 50kg leg presses again" (sets and reps unstated); solovieva's "2 x 15 (12kg
 * = 26.5lb kettlebell) lateral squat" (which unit the member logs) and "AMRAP in 60sec = 37/30, modified
 * push-ups" (two sets or a score over a target). Pages not used at all for the same reasons:
 * fiendophobia.blogspot.com ("I did 155kg and then 160kg twice": one double or two singles; "3 x 2 sets of
 * pull-ups with 30kg added": six sets or three), andrewleeward.com ("around 120–130 kg on squats and deadlifts"),
 * aclblog.com (a physio programme for the coming weeks, a plan), thequiltedduck.com (incline dumbbell loads with
 * no reps), tt.tennis-warehouse.com ("cranked out two reps at 215", the lift in an earlier paragraph, beside a
 * failed set), strength-in-progress.blogspot.com (physio reps counted "when I feel a little bit of soreness"),
 * stephanlevin.garden ("three sets of 5-6 reps"), physicalfitness.me ("53 full, up-on-the-toes press-ups": one set
 * or several). Sites found but used before (so not used): thenavylifeofapilotswife.com, cavemangym.wordpress.com,
 * gnr2024.co.uk, catmilton.com, cyclechat.net, climbingtrainingproject.com, forum.barbellmedicine.com.
 */
import { BENCH, CARDIO_ROW, DB_BENCH, DEADLIFT, g, LAT, line, OHP, PULLUP, ROW, RUN, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  akirk: 'https://andy-kirkpatrick.com/training/day-9 (climber\'s training diary, sets x reps x kg = tonnage bullets)',
  akirk2: 'https://andy-kirkpatrick.com/training/blobby1 (the same diary, week 3)',
  ebird: 'https://ebirdfeet.wordpress.com/ (climber\'s 5x5 notes, lb)',
  elli: 'https://becomingelli.com/international-womens-day-calls-for-deadlifts/ (woman\'s blog, trainer session, lb)',
  bfl: 'http://bodyforlife.com/community/boards/bfl/f/16/t/1407.aspx (Body-for-LIFE forum post, big ex-thrower, lb)',
  army: 'https://engagedtothearmy.wordpress.com/2012/01/07/body-for-life-day-6/ (beginner\'s Body-for-LIFE blog, lb per arm)',
  seventies: 'http://www.the1970sdiet.com/2014/06/kettle-bells-and-me.html (UK mum\'s diet blog, swim lengths)',
  middle: 'https://themiddleroad.org/2019/03/30/lift-for-india-tribute-to-pukwana/ (Indian runner\'s charity lifting meet, kg with lb in brackets)',
  smoking: 'https://smokingrunners.wordpress.com/2009/07/13/july-13-2009-monday-weights-time/ (Indian runner\'s first weights day)',
  buzz: 'https://www.realbuzz.com/blogs/posts/1145335/gym-session-2-improving-on-the-rowing-machine (UK gym newbie\'s blog, spreadsheet comments)',
  buzz4: 'https://www.realbuzz.com/blogs/posts/1145352/gym-session-4-much-better-than-last-time (the same blog, session 4)',
  will: 'http://willheffernan.blogspot.com/2008/05/row-row-row-your-boat.html (rower\'s supplementary gym session)',
  flake: 'http://superflake.blogspot.com/2005/11/bike-10ks-row.html (injured runner\'s gym cross-training)',
  notnormal: 'https://notyournormalhealthblog.com/day-10-weight-loss-challenge-the-in-gym-triathalon/ (UK weight-loss blog, in-gym triathlon)',
  jungle: 'http://thesuburbanjungle.blogspot.com/2011/04/pulling-your-own-weight.html?showComment=1302232684181 (mum\'s fitness blog, first pull-ups)',
  paleobaby: 'http://www.thepaleobaby.com/2013/06/first-pull-up-ever_22.html (40-year-old mum\'s paleo blog)',
  lemay: 'https://www.lauralemay.com/blog/up-up-and-away.html (writer\'s blog, first pull-up)',
  hart: 'https://thehartofhealth.com/i-just-did-my-first-pull-up/ (health blog, first pull-up)',
  noah: 'http://noahrhoten.com/powerlifting-meet-recap/ (teenage cross-country runner\'s first powerlifting meet, lb)',
  twhite: 'http://twhite95.blogspot.com/2013/07/exercising-with-cancer.html (UK teenager\'s training diary during cancer treatment)',
  sneakers: 'https://sneakersonpavement.wordpress.com/2016/07/22/cross-training/ (runner\'s blog, cross-training day)',
  scoreline: 'https://scoreline.ie/week-18-training-with-davy-jones-2 (Irish writer\'s 20-week training diary, stone)',
  laver: 'https://lesleylaver.com/2013/04/07/a-great-day-at-the-bdfpa-british-powerlifting-championships-2013/ (UK woman lifter\'s championship report, kg)',
  solo: 'https://www.solovieva.com/post/conquer-the-deadlift-1 (triathlete and hot-yoga teacher\'s blog, weights workout bullets)',
  heilig: 'https://alisonheilig.com/why-bend-dont-break-is-bs/ (yoga teacher\'s blog, deadlift day)',
} as const;

const DB_SHOULDER = ['Dumbbell Shoulder Press', 'press', 'bench|leg|chest|incline'] as const;
const SWIM = ['Swim', 'swim|lap|length', null] as const;
const TREADMILL_RUN = ['Treadmill Run', 'run|treadmill|jog|mile', null] as const;
const BIKE = ['Stationary Bike', 'bike|cycl', null] as const;
const RUSSIAN_TWIST = ['Russian Twist', 'twist', null] as const;

export const REAL_HOLDOUT_44: RealCase[] = [
  line(SRC.akirk, 'kg', false, '  • Row 10km 41min', [g(CARDIO_ROW, '-@-')]),
  line(SRC.akirk, 'kg', true, '  • Deadlift 5x5x 100kg = 2500kg', [g(DEADLIFT, '5*5@100')]),
  line(SRC.akirk2, 'kg', true, '  • Military Press 5x5x40kg = 1000kg', [g(OHP, '5*5@40')]),
  line(SRC.akirk2, 'kg', true, '  • Pull down 5x20x50kg = 5000kg', [g(LAT, '5*20@50')]),

  line(SRC.ebird, 'lb', true, 'DB Bench 5×5@85lbs', [g(DB_BENCH, '5*5@85')]),
  line(SRC.ebird, 'lb', true, 'BB Row 5×5@100lbs', [g(ROW, '5*5@100')]),
  line(SRC.ebird, 'lb', false, 'Squats 5×5@110', [g(SQUAT, '5*5@110')]),
  line(SRC.ebird, 'lb', true, 'Squats 5×5 at 95lbs', [g(SQUAT, '5*5@95')]),

  line(SRC.elli, 'lb', true, 'I deadlifted 155 pounds.', [g(DEADLIFT, '1@155')]),

  line(SRC.bfl, 'lb', true, 'Today, on the bench, my first set, was 95lbs, and I got all 12.', [g(BENCH, '12@95')]),

  line(SRC.army, 'lb', true, 'Then I did the Seated Dumbbell Press for 12 reps at 10 lbs. each arm, and that was super hard by rep 11.', [g(DB_SHOULDER, '12@10')]),

  line(SRC.seventies, 'kg', false, 'I only swam 34 lengths as yet again my bladder got the better of me.', [g(SWIM, '-@-')]),

  line(SRC.middle, 'kg', true, 'Squats: Two successful attempts 85 kg (187.3 lbs) and 90 kg (198 lbs).', [g(SQUAT, '1@85 1@90')]),
  line(SRC.middle, 'kg', true, 'Bench Press: 60 kg ( 132.2 lbs) is the most I lifted today. I failed to pick 65 kg (145 lbs). Bench Press always moves in incremental small steps and its advisable to increase in steps of 1 to 2 kg.', [g(BENCH, '1@60')]),
  line(SRC.middle, 'kg', true, 'Dead Lift: 100 kg (220.4 lbs) successful and 110 kg (242 lbs) failure. Dead Lifts is core back exercise and the one that can cause injuries. I have a tendency to stoop and it’s always good to this under supervision.', [g(DEADLIFT, '1@100')]),

  line(SRC.smoking, 'kg', false, 'Reached MBC by 6:30 and warmed up with a 5 min run on the treadmill.', [g(TREADMILL_RUN, '-@-')]),

  line(SRC.buzz, 'kg', false, 'Rowed 2000m in 8:41.0min non-stop.', [g(CARDIO_ROW, '-@-')]),
  line(SRC.buzz, 'kg', false, 'Cycled 10mins at between 65RPM and 83RPM.', [g(BIKE, '-@-')]),
  line(SRC.buzz, 'kg', false, 'Ran 1.6km in 8:29min.', [g(RUN, '-@-')]),
  line(SRC.buzz4, 'kg', false, 'Started off with a 2000m row in a record 8:39.1min.', [g(CARDIO_ROW, '-@-')]),

  line(SRC.will, 'kg', false, '5Km on the bike', [g(BIKE, '-@-')]),

  line(SRC.flake, 'kg', false, 'Jumped onto the rowing machine and did 2000m in 8:36.', [g(CARDIO_ROW, '-@-')]),

  line(SRC.notnormal, 'kg', false, 'The rower was a cinch – 9 minutes, no problems', [g(CARDIO_ROW, '-@-')]),

  line(SRC.jungle, 'lb', false, 'While at the park with my kids, I jumped up on the monkey bars and did a real (no kicking!!!)  pull up. I tried for a second rep and made it 3/4 of the way up. So I rested for a few seconds and went again. I did this 8 times.', [g(PULLUP, '8*1@bw')]),

  line(SRC.paleobaby, 'lb', false, 'On Thursday, for the first time in my life, I managed to do a pull-up.', [g(PULLUP, '1@bw')]),

  line(SRC.lemay, 'lb', false, 'Today I did a pull-up all by myself for the very first time.', [g(PULLUP, '1@bw')]),

  line(SRC.hart, 'lb', false, 'And then I did it… I did my first pull up.', [g(PULLUP, '1@bw')]),

  line(SRC.noah, 'lb', true, 'For Squat I was worried about my back, in the past I’ve had back problems when squatting heavy and I played it safe with an opening squat of 250 pounds. Then moved to 265 pounds followed by 285 pounds.', [g(SQUAT, '1@250 1@265 1@285')]),
  line(SRC.noah, 'lb', true, 'For Bench I opened with 225 pounds, followed by 245 then I actually failed my third attempt at 265 pounds.', [g(BENCH, '1@225 1@245')]),
  line(SRC.noah, 'lb', true, 'On deadlift I was feeling rather confident and opened with 385 pounds, followed by 405 pounds then hitting a new personal record I attempted 425 pounds and got it relatively easy.', [g(DEADLIFT, '1@385 1@405 1@425')]),

  line(SRC.twhite, 'lb', false, 'I ran for the whole 1.05 miles without a rest, this is some definite progression for me because I ran 1 mile last week and it took me 13 minutes, today I ran 1.05 miles in just under 13 minutes.', [g(RUN, '-@-')]),
  line(SRC.twhite, 'lb', false, '  • 20x russian twists', [g(RUSSIAN_TWIST, '20@bw')]),

  line(SRC.sneakers, 'lb', false, 'I got my 10 miles on the treadmill yesterday.', [g(TREADMILL_RUN, '-@-')]),

  line(SRC.scoreline, 'kg', false, 'The week started off with a run in my favorite locations, Castle Park, running on grass, and climbing the hill with 5 laps on the back patch equaling 5 km in total.', [g(RUN, '-@-')]),

  line(SRC.laver, 'kg', true, 'After avid refuelling with plenty of carbs 3 good clean squats were all in. 60kg, 65kg and 67.5kg.', [g(SQUAT, '1@60 1@65 1@67.5')]),
  line(SRC.laver, 'kg', true, 'Bench press was unfortunately not as strong as I had hoped. Opened with an easy 42.5kg with the intention of a second at 47.5kg and a third at 50kg.', [g(BENCH, '1@42.5')]),
  line(SRC.laver, 'kg', true, 'Deadlift was strong. Opened with an easy 105kg, next a 115kg (current PB), followed by a clean 117.5kg.', [g(DEADLIFT, '1@105 1@115 1@117.5')]),

  line(SRC.solo, 'lb', true, '  • 3 x 4 (135lb) modified deadlift', [g(DEADLIFT, '3*4@135')]),
  line(SRC.solo, 'lb', true, '  • 3 x 8 (15lb / 17.5lb / 20lb) tall kneeling overhead dumbbell press', [g(DB_SHOULDER, '8@15 8@17.5 8@20')]),

  line(SRC.heilig, 'lb', false, 'Check out this video of me hitting some pretty nice numbers in my deadlifts today — 225×5 then 240×3 🔥🔥🔥', [g(DEADLIFT, '5@225 3@240')]),
];
