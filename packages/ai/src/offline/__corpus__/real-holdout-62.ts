// biome-ignore-all format: one log line per row keeps the labels readable as a table
/**
 * Blind score on c54a96c, round 35's start (score-sealed.ts, counted only): 13/40 (short line 7/12, long line 5/10, block 1/18).
 * A sixty-second holdout, SEALED at round 35 and collected blind: 40 real entries from twenty-three writers in none of
 * the earlier sets (no host or URL in /tmp/r35/used-urls.txt or used-hosts.txt, no GitHub repository in used-repos.txt;
 * every host was grepped against those files before use and again for every SRC entry at the end; the other
 * collector's file /tmp/r35/real-holdout-61.ts was not opened), copied verbatim from stored public pages of forums and
 * community sites (twenty addresses, listed in SRC below), cut only at line boundaries. Every label was written by hand
 * from the text alone before any parser saw it (the parser was neither run, read nor imported while building this set,
 * vitest was not run, and no script in packages/ai/scripts was run).
 *
 * Source kinds: community workout reports rather than personal blogs. Most are F3 "backblasts" (free peer-led outdoor
 * group workouts; the rotating Q posts what the pax did) from five regional sites (South Charlotte, Isotope, RVA,
 * Raleigh, The Fort); then forum threads where members post sessions (the TrainerRoad forum's "Strength Training" and
 * "Post Your Strength Training Routines" threads, the UK triathlon forum tritalk's "Strength training" thread, a
 * Slowtwitch thread), a Discourse community's workout-challenge thread, a Twitter thread kept as a daily push-up log
 * (read through an unroll page), and a CrossFit affiliate's WOD comment thread. No GitHub source: the code corpus
 * answered with app fixtures, templates and repositories already used. Forum and Q&A pages in the stored corpus are
 * few and mostly talk about training rather than log it, so F3 backblasts carry 22 of the 40 entries; each backblast
 * (or author page) is counted as its writer's, and backblasts by different Qs on one regional site are counted as
 * different writers (the two "birdcage" posts and the Isotope posts name different Qs and AOs); at most three entries
 * per writer (six writers give three). Writers: twenty-three.
 *
 * Forms: 12 short single lines (100 characters or fewer), 10 long single lines or prose paragraphs, 18 small
 * multi-line blocks (backblasts are lists, so blocks run four over and short lines four under the asked-for 16/10/14;
 * several backblast items and tweets were taken as single lines, cut at line boundaries, to move toward the mix). Four
 * entries log nothing (another person's scaled Grace quoted from a trainer's post, a push-up goal, a recollection of
 * first squat sessions, a planned maintenance split) and carry no exercises. kg and lb both (8 kg entries, 32 lb);
 * where an entry names no unit the unit is decided from the writer's other text or country and unitStated is false
 * (for entries with no load the unit only fixes the member's setting; F3 and US forum writers are lb, the UK tritalk
 * members and the South Charlotte kettlebell Q, whose bells are 24/28/44kg, are kg). Nine entries carry cardio (a
 * Strava-measured 1.57 miles of moseys, a mosey lap per circuit, a sprint to the sideline, a stair run, parking-lot
 * suicides, a ten-hour ride, an indoor trainer workout, a 2000m row, a treadmill morning).
 *
 * Styles: "5 x 20 2H swings with a heavy bell with :30 rest (HT and I shared the 44kg bell...)" (sets x reps, the load
 * in a parenthesis about someone else); a 5-4-3-2-1 "pull-ups, 10 merkins" descending ladder as bullets; "Do this for
 * 15:00 (3 rounds)" under a five-move double-kettlebell complex; "IC" (in cadence) and "OYO" suffixes on counts;
 * "x 40 (20R/20L)" and "(10 each side)" beside totals; "SSHx25, Good mornings x15, ..." (a comma list with no spaces
 * before x); "Flow 1: 5 reps each" then "then 4 reps / 3 reps / 2 reps / 1 reps as a full flow"; "Flow 2: 5 reps, then
 * 4, 3, 2, 1" over three moves; "20 x American Swings" repeated between every move and "Repeato x 2" at the end;
 * "Repeat 2 more times." after one sprint line; "The PAX got in 3 rotations or more around the circle."; "Did 10 and
 * 10." in a tweet; "I did 5x5 today, 55kg squats, 42.5kg bench, 42.5kg row." (one scheme for three lifts);
 * "Deadlifts 185 x 5 x 4 sets" (load x reps x sets) and "Pullups: 6,6,5,3"; "Press ups: 30 at the start, managed
 * another 20 later on."; "Plank: 2 minutes & nearly died."; "I managed 4 reps at 120kg again today" with the lift
 * named only in the sentence before.
 *
 * Same labelling rules as real-holdout-58.ts and real-holdout-60.ts: warm-ups with counts are sets; a count with no
 * breakdown is one set; "each side"/"per side"/"each leg" counts are kept as written (as holdout 59 labels "6 rows (each
 * arm)" 6, and "x 40 (20R/20L)" stays 40); N rounds of a list are N sets of each move, grouped by move in order of first
 * appearance (so the jungle-gym ladder is pull-ups 5,4,3,2,1 then five sets of 10 merkins, and the RVA circuit's five
 * swing stations per circuit are ten sets of 20 swings); bodyweight moves carry no load, merkins are push-ups; a
 * kettlebell, block or rock whose weight is not given is "-"; timed holds (planks, the superman hold, the overhead rock
 * holds) are one set with no reps; cardio (moseys, sprints, suicides, rides, a row, a treadmill) is one set "-@-" per
 * bout; another person's lifts, goals, plans and past sessions are not sets. Decisions: the Bonemill block, "Repeato
 * until all 3 groups carried blocks once", is read as three rounds of the three moves (the writer may have carried in
 * one of them); "3 rotations or more" is three; "Repeato x 2" is two circuits (the backblast goes on "After 2
 * circuits"); "Superman hold x 30" is a hold (one set, no reps), as the F3 count is seconds; the South Charlotte
 * "double" swings and front squats carry no stated load (the 44kg bell belongs to another day); "55kg squats, 42.5kg
 * bench, 42.5kg row" are barbell lifts, five sets of five each; the 68-year-old's bare "185", "64", "52", "60" and "90"
 * are read as pounds (dumbbell sizes of 52 and 64 and a 185 deadlift at 69 kg bodyweight) though he gives his
 * bodyweight in kg, so that entry is lb with unitStated false; "a TR (SS indoor) workout" is one indoor trainer ride
 * and "lifted in the evening" names no lift, so it is not a set; the 1.57 Strava miles are one run bout (the workout's
 * moseys together); "we covered 1.57 miles" is the writer's own. Names not in real-labels.ts are labelled inline.
 *
 * Left out as unclear to a human coach or past the caps: the South Charlotte press ladders "recommended weight is 28
 * (YHC ... switched to a 24 for the higher reps)" (split unknown) and "Neupert: 5 sets of 2 double clean and double
 * press" (one move or two); Byron's KB 101 teaching swings (count unclear); a Slowtwitch poster's "currently doing 3
 * sets of 6 Squats at 180 lbs" and a Japanese triathlete's weekly "10 reps for 3 sets" (habitual routines); a
 * TrainerRoad member's "My gym routine for the last 3 weeks" (habitual, ranges) and "a few light deadlifts" (count
 * unstated); a cyclists' forum's squat recollections and a mountain-bike forum's weekly schedule (history, habit);
 * CrossFit comment scores "27:18 rx'd", "23:39 Rx" and "135-185-205-215-225" (the movement is not named in the entry);
 * a reddit daily-thread comment on singles "with what I set as my 1RM" (no numbers) and a gym-goer's "3 to 4 sets of"
 * five leg moves (sets unclear); a CrossFit gym's post about a member's 121 swings and a club fitness-test table of four
 * people (other people's results, past the log-nothing cap); an F3 song workout ("each time you hear ... do a Donkey
 * Kick"). Sites found but used before (so not used): startingstrength.com, forums.t-nation.com, forumserver.twoplustwo.com,
 * community.myfitnesspal.com, rebellion.nerdfitness.com, ketogenicforums.com, rokslide.com, runningahead.com,
 * fastrunningblog.com, bodybuilding.com, thebarefootrunners.org, f3grandrapids.com, f3gastonia.com, f3wheaton.com,
 * crossfitsouthbrooklyn.com, crossfitz, fitnotes.net, 70sbig.com, howztraining and andyliftsandmoves.
 */
import { BENCH, CARDIO_ROW, DB_ROW, DEADLIFT, GOOD_MORNING, g, line, OHP, PULLUP, PUSHUP, ROW, RUN, SQUAT } from './real-labels.ts';
import type { RealCase } from './real-score.ts';

const SRC = {
  voodoo: "http://f3southcharlotte.com/author/voodoo/ (F3 South Charlotte Q \"Voodoo\"'s backblasts on the region's site: double-kettlebell Saturdays with the pax, bells in kg)",
  isokb: "https://f3isotope.com/kb-are-the-worst (F3 Isotope backblast \"KB are the Worst\": the Q's kettlebell-assisted beatdown for fifteen men, bells unstated)",
  bonemill: "https://f3isotope.com/you-boys-dont-work-your-forearms-enough-toxic (F3 Isotope backblast \"The Bonemill\": block presses, squats and curls in groups while others carry blocks, a Strava mileage)",
  crazydoc: "https://f3isotope.com/the-crazy-doctors-cares-about-your-fitness (F3 Isotope backblast \"The crazy doctors\": a parking-deck partner workout, warm-up counts in cadence)",
  skillz: "https://f3isotope.com/skillz-to-pay-the-billz-ok-maybe-one-bill-ok-maybe-just-enough-for-one-trip-to-chic-fil-a (F3 Isotope backblast from the Mustang AO (a different Q, with his 2.0): warm-up leg swings)",
  rva: "https://f3rva.org/2023/05/16/kettle-bear-20s/ (F3 RVA backblast \"Kettle Bear 20s\": a kettlebell circuit with American swings between every move, twice through)",
  snatch: "https://f3raleigh.com/i-know-a-snatch-when-i-see-one-and-thats-not-a-snatch-just-sayin (F3 Raleigh backblast: a kettlebell inverted pyramid on a field, the Q's own bell, weights unstated)",
  blitz: "https://f3raleigh.com/the-blitz-comes-to-catalyst (F3 Raleigh backblast \"The Blitz comes to Catalyst\": 25 men, stations with kettlebells; warm-up counts in one line)",
  moving: "https://f3raleigh.com/keep-on-moving (F3 Raleigh backblast \"Keep on moving\" at Pullen park: stairs, merkins, rock-pile extensions and curls)",
  fortcircle: "https://f3thefort.com/tag/birdcage/page/7 (F3 The Fort backblast \"Circle of death\" (first post on the tag page): six kettlebell cones, three rotations)",
  fortsnake: "https://f3thefort.com/tag/birdcage/page/7 (F3 The Fort backblast \"Snake Pit – 3.23\" (a different Q on the same tag page): kettlebell flows of 5-4-3-2-1)",
  corral: "http://f3thefort.com/category/golden-corral/ (F3 The Fort backblast \"Golden Corral Foursome\": bootcamp in cadence, parking-lot suicides, Mary)",
  tw7320: "http://twtext.com/article/1212553588641275905 (a Twitter thread (unrolled) logging a 20-push-ups-a-day resolution, #7320in2020, one tweet per day)",
  tr39: "https://www.trainerroad.com/forum/t/strength-training/433?page=39 (TrainerRoad forum \"Strength Training\" thread: a cyclist checking a volume-load sum for today's 5x5, kg)",
  tr45: "https://www.trainerroad.com/forum/t/strength-training/433?page=45 (TrainerRoad forum \"Strength Training\" thread: a cyclist's experiments with lifting around trainer workouts and a ten-hour ride)",
  tr90: "https://www.trainerroad.com/forum/t/post-your-strength-training-routines/64325/90 (TrainerRoad forum \"Post Your Strength Training Routines\": a 68-year-old rider's \"Today's Workout\" list (bare numbers, read as lb))",
  tt120: "https://forum.tritalk.co.uk/t/strength-training/695?page=27 (UK triathlon forum (tritalk) \"Strength training\" thread: a member back to 120kg squats after missed weeks)",
  ttgym: "https://forum.tritalk.co.uk/t/strength-training/695?page=27 (the same tritalk page, another member's \"Been to the gym, did:\" list (planks, press ups, a 2000m row), kg)",
  ttplan: "https://forum.tritalk.co.uk/t/strength-training/695?page=16 (the same tritalk thread, an earlier page: a member's planned maintenance split (logs nothing))",
  wetbtread: "https://community.worldeventsandthebible.com/t/workout-challenge/685 (a Discourse community's \"Workout Challenge!\" thread: a member reporting his treadmill morning)",
  wetbgoal: "https://community.worldeventsandthebible.com/t/workout-challenge/685 (the same thread's opening post: a push-up goal with the writer's son (logs nothing))",
  cfimpulse: "https://crossfitimpulse.com/2010/03/15/tuesday-16-march/ (CrossFit Impulse WOD comment thread: a member quoting a trainer's post about an elderly client's scaled Grace (logs nothing))",
  slowtw: "https://forum.slowtwitch.com/t/strength-goals-training-bible/814882 (Slowtwitch forum \"Strength goals - Training Bible?\": a reply recalling his first squat sessions (logs nothing))",
} as const;

const MERKIN = ['Push-up (merkin)', 'merkin|push.?up|press.?up', null] as const;
const PRESS_UP = ['Press-up', 'press.?up|push.?up', null] as const;
const KB_SWING = ['Kettlebell Swing', 'swing', null] as const;
const DOUBLE_SWING = ['Double Kettlebell Swing', 'swing', null] as const;
const DOUBLE_FRONT_SQUAT = ['Double Kettlebell Front Squat', 'squat', null] as const;
const SEESAW_PRESS = ['See-saw Press', 'press', 'bench|leg'] as const;
const LAWNMOWER = ['Lawnmower Row', 'lawn|mower|row', 'upright|seated|cable'] as const;
const LUNGE_TO_SQUAT = ['Lunge to Squat', 'lunge|squat', null] as const;
const KB_CLEAN_PRESS = ['Kettlebell Clean and Press', 'clean|press', 'bench|leg'] as const;
const SQUAT_GETUP = ['Squat Get-up', 'get.?up|squat', null] as const;
const CURL = ['Curl', 'curl', 'leg'] as const;
const BLOCK_PRESS = ['Overhead Press (block)', 'press', 'bench|leg'] as const;
const BLOCK_SQUAT = ['Squat (block)', 'squat', null] as const;
const CARROT_PULLER = ['Carrot Puller', 'carrot', null] as const;
const SSH = ['Side Straddle Hop', 'side straddle|ssh|jumping jack|star jump', null] as const;
const IST = ['Imperial Squat Walker', 'imperial|squat walker|ist', null] as const;
const COTTON_PICKER = ['Cotton Picker', 'cotton', null] as const;
const SEAL_CLAP = ['Seal Clap', 'seal', null] as const;
const FINKLE = ['Finkle Swing (leg swing)', 'finkle|leg swing|swing', null] as const;
const SDHP = ['Sumo Deadlift High Pull', 'high pull|sdhp', null] as const;
const OH_LUNGE = ['Overhead Lunge', 'lunge', null] as const;
const KB_SNATCH = ['Kettlebell Snatch', 'snatch', null] as const;
const JOG = ['Mosey (jog)', 'mosey|jog|run|lap', null] as const;
const SWING_SNATCH = ['One-arm Swing Snatch', 'snatch|swing', null] as const;
const GOBLET = ['Goblet Squat', 'goblet|squat', null] as const;
const SPRINT = ['Sprint', 'sprint|run', null] as const;
const KB_ROW = ['Kettlebell Row', 'row', 'upright|seated|cable|barbell'] as const;
const LBC = ['Little Baby Crunch', 'lbc|crunch', null] as const;
const FLUTTER = ['Flutter Kick', 'flutter', null] as const;
const IMPERIAL_WALKER = ['Imperial Walker', 'imperial|walker', null] as const;
const MOUNTAIN_CLIMBER = ['Mountain Climber', 'mountain|climber', null] as const;
const STAIR_RUN = ['Stair Run', 'stair|run', null] as const;
const JUMP_UP = ['Jump-up (squat hold)', 'jump', null] as const;
const OVERHEAD_HOLD = ['Overhead Hold (rock)', 'hold|overhead|carry', 'press'] as const;
const TRICEP_EXT = ['Triceps Extension', 'tricep|extension|skull', null] as const;
const BURPEE = ['Burpee', 'burpee', null] as const;
const SEATED_PRESS = ['Seated One-arm Press', 'press', 'bench|leg'] as const;
const AMERICAN_HAMMER = ['American Hammer', 'american hammer|hammer|twist', null] as const;
const SL_DEADLIFT = ['Single-leg Deadlift', 'dead|derrick', null] as const;
const V_UP = ['V-up', 'v.?up', null] as const;
const SIDE_LUNGE = ['Side Lunge', 'lunge', null] as const;
const DECK_SQUAT = ['Deck Squat', 'squat', null] as const;
const KB_OHP = ['Kettlebell Overhead Press', 'press', 'bench|leg'] as const;
const SUITCASE_ROW = ['Suitcase Row', 'row', 'upright|seated|cable'] as const;
const CLEAN_SQUAT = ['Clean and Squat', 'clean|squat', null] as const;
const AIR_SQUAT = ['Squat (bodyweight)', 'squat', null] as const;
const LUNGE = ['Alternating Lunge', 'lunge', null] as const;
const CDD = ['Carolina Dry Dock', 'cdd|dry dock|carolina', null] as const;
const SUICIDE = ['Suicide Sprints', 'suicide|sprint|run', null] as const;
const HELLO_DOLLY = ['Hello Dolly', 'dolly', null] as const;
const FREDDIE = ['Freddie Mercury', 'freddie|mercury|merc', null] as const;
const SUPERMAN = ['Superman Hold', 'superman', null] as const;
const PLANK = ['Plank', 'plank', null] as const;
const BIKE = ['Bike Ride', 'bike|cycl|ride', null] as const;
const TRAINER_RIDE = ['Indoor Trainer Ride', 'bike|cycl|ride|trainer|sweet spot', null] as const;
const BSS = ['Bulgarian Split Squat', 'bulgarian|split', null] as const;
const INCLINE = ['Incline Bench Press', 'incline', null] as const;
const TREADMILL = ['Treadmill', 'treadmill|walk|run', null] as const;

export const REAL_HOLDOUT_62: RealCase[] = [
  line(SRC.voodoo, 'kg', true, "  • 5 x 20 2H swings with a heavy bell with :30 rest (HT and I shared the 44kg bell, so got more rest than called for)", [g(KB_SWING, '5*20@44')]),
  line(SRC.voodoo, 'kg', false, "Head over to the jungle gym for:\n\n  • 5 pull-ups, 10 merkins\n  • 4 pull-ups, 10 merkins\n  • 3 pull-ups, 10 merkins\n  • 2 pull-ups, 10 merkins\n  • 1 pull-up, 10 merkins", [g(PULLUP, '5@bw 4@bw 3@bw 2@bw 1@bw'), g(MERKIN, '5*10@bw')]),
  line(SRC.voodoo, 'kg', false, "Complex (Flynncinerator):\n\n  • 10 x double swings\n  • 10 x double front squats\n  • 10 x see-saw presses (5 per side)\n  • 10 x lawnmowers per side\n  • 10 x merkins on the bells\n\nDo this for 15:00 (3 rounds). I think each set was intended to be completed without putting the bells down, but we all took a break after the squats each round so our hearts didn’t explode.", [g(DOUBLE_SWING, '3*10@-'), g(DOUBLE_FRONT_SQUAT, '3*10@-'), g(SEESAW_PRESS, '3*10@-'), g(LAWNMOWER, '3*10@-'), g(MERKIN, '3*10@bw')]),
  line(SRC.isokb, 'lb', false, "10 Lunge to Squat Position IC\n\n5 per side Alternating Clean & Press with a 5 second negative OYO\n\n20 KB Swings OYO\n\n20 Lawnmowers each side IC\n\n10 staggered Merkins right side on your Bells IC", [g(LUNGE_TO_SQUAT, '10@-'), g(KB_CLEAN_PRESS, '5@-'), g(KB_SWING, '20@-'), g(LAWNMOWER, '20@-'), g(MERKIN, '10@bw')]),
  line(SRC.isokb, 'lb', false, "5 Squat Get-ups each side OYO", [g(SQUAT_GETUP, '5@-')]),
  line(SRC.bonemill, 'lb', false, "  • Block overhead press x 10 IC\n  • Slow deep block squats x 10 IC\n  • Block curls x 10 IC\n  • Repeato until all 3 groups carried blocks once", [g(BLOCK_PRESS, '3*10@-'), g(BLOCK_SQUAT, '3*10@-'), g(CURL, '3*10@-')]),
  line(SRC.bonemill, 'lb', false, "Recover, recover. We covered 1.57 miles according to Strava.", [g(RUN, '-@-')]),
  line(SRC.bonemill, 'lb', false, "  • Carrot Pullers, Tennessee style, x 15 IC", [g(CARROT_PULLER, '15@bw')]),
  line(SRC.crazydoc, 'lb', false, "SSH x 25IC\n\nIST x 15IC\n\nCotton Pickers x 10IC\n\nSeal Claps x 30IC", [g(SSH, '25@bw'), g(IST, '15@bw'), g(COTTON_PICKER, '10@bw'), g(SEAL_CLAP, '30@bw')]),
  line(SRC.skillz, 'lb', false, "FInkle Swings x 10(IC) each leg, which led to some confusion as to who Ray Finkle was, some famous Ace Ventura quotes, as well as some recreating of funny movie scenes.  (We may need to work on some balance within the PAX)", [g(FINKLE, '10@bw')]),
  line(SRC.rva, 'lb', false, "Kettle Bear 20 circuit\n\n20 x Sumo Deadlift High Pulls\n\n20 x American Swings\n\n20 x Single overhead lunges (10 each side)\n\n20 x American Swings\n\n20 x KB Snatches\n\n20 x American Swings\n\n20 x Clean and Press (10 each side)\n\n20 x American Swings\n\n20 x Lawn Mower (10 each side)\n\n20 x American Swings\n\nMosey around the speedway\n\nRepeato x 2", [g(SDHP, '2*20@-'), g(KB_SWING, '10*20@-'), g(OH_LUNGE, '2*20@-'), g(KB_SNATCH, '2*20@-'), g(KB_CLEAN_PRESS, '2*20@-'), g(LAWNMOWER, '2*20@-'), g(JOG, '2*-@-')]),
  line(SRC.snatch, 'lb', false, "Merkins with hand on bell x 20 (10R/10L)", [g(MERKIN, '20@bw')]),
  line(SRC.snatch, 'lb', false, "One-Arm Swing Snatch Thing x 40 (20R/20L)\nGoblet Squats IC x 20 (down 3, up 1)\nClean & Press x 20 (10R/10L)\nSprint to other sideline", [g(SWING_SNATCH, '40@-'), g(GOBLET, '20@-'), g(KB_CLEAN_PRESS, '20@-'), g(SPRINT, '-@-')]),
  line(SRC.snatch, 'lb', false, "Circle up for:\nRows x 20 IC (10LR10L)\nLBCs x20 IC\nFlutters w/ bell overhead x20 IC", [g(KB_ROW, '20@-'), g(LBC, '20@bw'), g(FLUTTER, '20@-')]),
  line(SRC.blitz, 'lb', false, "SSHx25, Good mornings x15, Imperial walkers x20, Mountain climbers x20, Merkins x10", [g(SSH, '25@bw'), g(GOOD_MORNING, '15@bw'), g(IMPERIAL_WALKER, '20@bw'), g(MOUNTAIN_CLIMBER, '20@bw'), g(MERKIN, '10@bw')]),
  line(SRC.moving, 'lb', false, "run to cat circle up and down stairs\n25 merkins in large gazebo\n3x 20 jump ups with squat hold", [g(STAIR_RUN, '-@-'), g(MERKIN, '25@bw'), g(JUMP_UP, '3*20@bw')]),
  line(SRC.moving, 'lb', false, "run to rock pile:\nlong hold overhead\n20x tricep extensions\n20x bicept curls", [g(OVERHEAD_HOLD, '-@-'), g(TRICEP_EXT, '20@-'), g(CURL, '20@-')]),
  line(SRC.moving, 'lb', false, "circle up with rocks for:\nmedium hold overhead\n15x tricep extensions\n15x bicept curls", [g(OVERHEAD_HOLD, '-@-'), g(TRICEP_EXT, '15@-'), g(CURL, '15@-')]),
  line(SRC.fortcircle, 'lb', false, "Next up was 6 cones with exercises that we rotated through.\n20 Burpees\n20 Curls\n20 Seated one arm presses\n20 American Hanmmers\n20 Goblet Squats\n20 Single Leg Dead lifts(oil derricks)\n\nThe PAX got in 3 rotations or more around the circle.", [g(BURPEE, '3*20@bw'), g(CURL, '3*20@-'), g(SEATED_PRESS, '3*20@-'), g(AMERICAN_HAMMER, '3*20@-'), g(GOBLET, '3*20@-'), g(SL_DEADLIFT, '3*20@-')]),
  line(SRC.fortcircle, 'lb', false, "10 V-ups with bell", [g(V_UP, '10@-')]),
  line(SRC.fortsnake, 'lb', false, "Flow 1:\n5 reps each\nGoblet Squat\nSide Lunge\nDeck Squat (click the link…these suck)\nthen 4 reps\n3 reps\n2 reps\n1 reps as a full flow", [g(GOBLET, '5@- 4@- 3@- 2@- 1@-'), g(SIDE_LUNGE, '5@- 4@- 3@- 2@- 1@-'), g(DECK_SQUAT, '5@- 4@- 3@- 2@- 1@-')]),
  line(SRC.fortsnake, 'lb', false, "Flow 2: 5 reps, then 4, 3, 2, 1\nOver Head Press\nSuitcase Row\nClean and Squat", [g(KB_OHP, '5@- 4@- 3@- 2@- 1@-'), g(SUITCASE_ROW, '5@- 4@- 3@- 2@- 1@-'), g(CLEAN_SQUAT, '5@- 4@- 3@- 2@- 1@-')]),
  line(SRC.corral, 'lb', false, "SSH x 40, merkin x 10, squat x 20, mountain climber x 30, alternating lunges x 15, CDD x 15, LBC x 20", [g(SSH, '40@bw'), g(MERKIN, '10@bw'), g(AIR_SQUAT, '20@bw'), g(MOUNTAIN_CLIMBER, '30@bw'), g(LUNGE, '15@bw'), g(CDD, '15@bw'), g(LBC, '20@bw')]),
  line(SRC.corral, 'lb', false, "Full parking lot suicides (stop at each concrete island in lot).  Repeat 2 more times.", [g(SUICIDE, '3*-@-')]),
  line(SRC.corral, 'lb', false, "Hello Dolly x 20, Freddie Merc x 20, Superman hold x 30.", [g(HELLO_DOLLY, '20@bw'), g(FREDDIE, '20@bw'), g(SUPERMAN, '-@bw')]),
  line(SRC.tw7320, 'lb', false, "Almost forgot because I’m not in the habit. Gonna try to do them first thing tomorrow. Did 10 and 10. Already feeling sore. Yikes.", [g(PUSHUP, '2*10@bw')]),
  line(SRC.tw7320, 'lb', false, "Oops, forgot to do it in the morning again. It will help when I go back to work because I’ll actually have to get up. Did 10 and 10.", [g(PUSHUP, '2*10@bw')]),
  line(SRC.tw7320, 'lb', false, "I did actually did do my 20 pushups before midnight on Jan 5, my phone was just dead and then I got distracted and forgot to tweet about it.", [g(PUSHUP, '20@bw')]),
  line(SRC.tr39, 'kg', true, "SO I just want to check I’m doing it right. I did 5x5 today, 55kg squats, 42.5kg bench, 42.5kg row.", [g(SQUAT, '5*5@55'), g(BENCH, '5*5@42.5'), g(ROW, '5*5@42.5')]),
  line(SRC.tr45, 'lb', false, "Friday (yesterday) I did an endurance/shakedown ride that was almost ten hours in the saddle. Tried to keep my HR in Z2/low Z3 as much as possible.", [g(BIKE, '-@-')]),
  line(SRC.tr45, 'lb', false, "This past Thursday I did a TR (SS indoor) workout around midday and lifted in the evening.", [g(TRAINER_RIDE, '-@-')]),
  line(SRC.tr90, 'lb', false, "Today’s Workout:\n\nDeadlifts 185 x 5 x 4 sets\nBulgarian Split Squats 64 x 10 x 3 sets\nPullups: 6,6,5,3\nOverhead Press 60 x 5 x 3 sets\nDumbell Rows 52 x 5 x 3 sets\nIncline Bench Press 90 x 5 x 4 sets", [g(DEADLIFT, '4*5@185'), g(BSS, '3*10@64'), g(PULLUP, '6@bw 6@bw 5@bw 3@bw'), g(OHP, '3*5@60'), g(DB_ROW, '3*5@52'), g(INCLINE, '4*5@90')]),
  line(SRC.tt120, 'kg', true, "I missed a week or two of gym sessions recently and whilst my upper body strength didn’t seem to suffer that much, my leg strength (squats in particular) took a hit and I dropped back to 100kg from 120kg.\nAfter a few sessions back I managed 4 reps at 120kg again today, which equaled my PB so was fairly happy with that.", [g(SQUAT, '4@120')]),
  line(SRC.ttgym, 'kg', false, "Been to the gym, did:\n\nPlank: 2 minutes & nearly died.\nPress ups: 30 at the start, managed another 20 later on.\npull ups: 4", [g(PLANK, '-@bw'), g(PRESS_UP, '30@bw 20@bw'), g(PULLUP, '4@bw')]),
  line(SRC.ttgym, 'kg', false, "2000m on the rower to mix it up.", [g(CARDIO_ROW, '-@-')]),
  line(SRC.wetbtread, 'lb', false, "Well the wife filmed me on the treadmill this morning.", [g(TREADMILL, '-@-')]),
  line(SRC.wetbgoal, 'lb', false, "My oldest son and I are shooting for 50 pushups by Spring. We’re more than halfway there, but pick your exercise, and set your goal here, and let’s all see if we can hit it.", []),
  line(SRC.cfimpulse, 'lb', false, "    “Margaret PR’d her scaled grace today with 15 reps in 1:49 with the same Arabic book she normally uses. Previous efforts were 10 reps in 2:39 on March 1, and 10 reps in 4:55 on January 31st. Today she got the first ten done in just over a minute. Range of motion was better than on the previous two attempts as well.”", []),
  line(SRC.slowtw, 'lb', true, "I’m 185lbs, and found that my newb’gains came fast. I started with 5 sets of 10x 135 for the first 3 sessions and made sure I wasn’t sore from bad form. Then I felt confident enough for 10x 185 for about a week before trying 10x 225.", []),
  line(SRC.ttplan, 'kg', false, "Trying to still keep it simple but make sure I’m not missing out on something.\n\nSquat, bench, row\nSquat, overhead press, dead\n\nI can just make these light (say 60% of 5x5 max) and 2x5 reps, or:", []),
];
