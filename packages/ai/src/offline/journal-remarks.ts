/**
 * Words that say a line's numbers were not lifted today: a lifter's habits, plans and history told in
 * a sentence, a stats field ("Calories burned: 658"), a plan's label ("Goal: 405") or another lifter's ("He loaded up:"), and a record's
 * label ("new deadlift PR: 345!"). journal-clauses keeps such a clause whole as a remark; journal-lines
 * turns such a label's line into one.
 */

import { DISTANCE_UNIT } from './journal-cardio.ts';
import { FUTURE } from './journal-future.ts';
import { PAST } from './journal-past.ts';

export const STATS =
  /\b(?:heart rate|bpm|calories|kcal|duration|bmi|steps|sleep|slept|body ?fat|protein|carbs|water|weigh(?:ed|[- ]in)|volume|tonnage|total (?:weight|lifted|load|reps))\b/i;

// Habits and plans: "I usually do 3x10", "next time 230", "going to try 5x5", "you should work up to
// your max for 5 reps", "Forgot the SP was 5×3" (the scheme it should have been), "BW down to 190,
// have to make weight at 181" (the lifter's weight and class), "should be able to pull a 400
// deadlift" (what one could lift), "this is a bench press where …" (what a lift is), "We use a 8-5-3-1
// progression" (the program's scheme), "the 100 push up challenge" (a program named by its goal, its numbers none of today's sets); history ("It was 235# back then", "In 2019 I squatted 315") and
// the lifter's own weight ("I'm 6'2 and 200 lbs"); what could have been ("could have had 160kg × 4",
// "could've gotten 6 on the last set"), a set not done (its numbers after it: "I pulled 275 and could
// have gone up more" keeps the 275); a record stated as it stands ("My PR on the back
// squat is 335", "My squat max is 140kg") is history too, unless it is new ("my max is now 315"). Not what one need not do
// ("grabbed a spotter so I wouldn't have to press it overhead and did 2 rounds of squats": a purpose).
// A capacity reached ("from struggling to do one push up to being able to do thirteen in a row") is
// one too; not "pleased with being able to pull 635x3" (the set that showed it). Nor today told against
// then: "easier than last week", "up 10 from last time" (but "down from last year's 210" tells then's),
// nor against a habit: "ran 5 miles, … in comparison to what I normally run" (today's run beside the usual).
const HABITS =
  /\b(?:(?<!\b(?:than|to|from|with)\s+(?:what|how\s+(?:much|far|fast|long))\s+(?:i|we|you)\s+)(?:always|usually|normally|typically|generally)|used to|every (?:week|session|workout|month),? (?:i|we) (?:add|put|go|move|bump|increase|drop)|next time|next week|tomorrow|plan(?:ning)? to|going to|gonna|hop(?:e|ing) to|my goal|goal is|asked (?:me )?(?:if|whether) (?:i|we) (?:could|can)|would like to|wanted to|want to|aim(?:ing)? (?:to|for)|(?:shooting|gunning|striving) for|\bfor (?:the )?first (?:\d+|two|three|four|five|six|few|couple(?: of)?) (?:sessions|workouts|weeks|days|months)\b|\bfor (?:about|around|roughly|nearly|almost) (?:a|an|\d+|two|three|four|a couple of) (?:sessions?|workouts?|weeks?|months?)\b|last (?:week|time|session|year|month)(?:(?<!\b(?:than|from|vs\.?|versus|compared to|over) last \w+)|(?=['’]s|[^.!?;,]*\d))|previously|ago|back then|at the time|in the past|back in (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|the day|high school|college|(?:19|20)\d\d)|in (?:19|20)\d\d|when i (?:started|began|first)|best ever|i weigh|i(?:['’]m| am)\s+(?:(?:now|at|about|around|currently|only)\s+)*(?:\d['’]\s*\d{1,2}["”]?\s+(?:and\s+)?)?\d{2,3}(?:\.\d+)?\s*(?:kgs?|lbs?|pounds?|kilos?)|(?<!\b(?:new|today'?s?|this)\s)(?:pr|pb)\s+(?:was|used to be)|(?<!\b(?:new|first(?:\s+time)?|first[\s-]ever)[\s,]+)all[- ]time (?:pr|pb|best|max|record)|(?:my |the )?previous (?:pr|pb|max|best|record)\b|previous (?:efforts?|attempts?|tries|goes)(?: (?:were|was))?(?= \d)|planned|supposed to|meant to|intend(?:ed)? to|(?<!\b(?:wouldn['’]?t|won['’]?t|didn['’]?t|don['’]?t|not|never)\s+)(?:have|has|needs?) to(?!\s+(?:say|admit|agree))|make weight|(?:it|this)(?:['’]s|\s+is)\s+an?\s+(?!new\b)[\p{L} -]{1,30}?\s(?:where|in which|with|that)\b|(?:should|could|would|might|will|to)\s+be\s+able\s+to|\bfrom\b[^.!?]{1,60}?\bto\s+being\s+able\s+to|(?:could|should|might)(?:['’]ve|\s+have)\s+(?:\p{L}+\s+)?(?:had|done|did|got(?:ten)?|hit|made|gone|pushed|managed|squeezed|ground|repped|kept|taken|lifted|pulled|benched|squatted|pressed)(?=[^.!?,;]*\d)|\d{1,2}(?:\s*[-/]\s*\d{1,2}){2,}\s+(?:rep\s+|set\s+)?(?:progression|scheme|program(?:me)?|protocol|template|method|cycle|wave)s?\b|\b(?:the|a)\s+(?:[\p{L}\d-]+\s+){1,4}(?:challenge|program(?:me)?)\b(?=[^\d.!?:]*(?:[.!?]|$))|^(?:my\s+)?(?:bw|body\s?weight)\s+(?:is|was|now|down|up|dropped|went|at)|forg[eo]t(?:ten)?\s+(?:that\s+)?(?:the|my)\s+[\p{L} ]{1,30}?\s+(?:was|is|were)|programmed|scheduled|instead of|rather than|you should|(?:my |the )?(?:old|previous|former|prior)\b[^.!?\d]{0,40}?\b(?:pr|pb|max|best|record)\b|my (?:current |old |previous |all[- ]time )?(?:(?:squat|bench(?:\s+press)?|dead(?:lift)?|press|ohp|overhead\s+press|pull[\s-]?ups?|clean|snatch|jerk)\s+)?(?:pr|pb|max|1rm|best|record)\b(?=[^.!?]*\b(?:is|stands)\b)(?![^.!?]*\b(?:now|new|today)\b))\b/iu;
// "I think my best 2k was 7:15 or so", "my fastest mile was 6:45": a best over a distance, told as it
// stood, is a record from another day, was or is (a new one is told so: "today", "now", "new"). The
// look back runs only after "my best", so a long line is read once.
const BEST_OVER_DISTANCE = new RegExp(
  String.raw`\bmy\s+(?:best|fastest|quickest)(?<!\b(?:today|tonight|now)\b[^.!?]*)\s+(?:\d+(?:\.\d+)?\s*${DISTANCE_UNIT}|mile|marathon|half[\s-]marathon)\b(?![^.!?]*\b(?:today|now|new)\b)`,
  'iu',
);
// "Squats – 60kgs now at 75kgs", "Lat pull downs – from 40kgs to 45 kgs": a working load's progress over
// weeks, told with no count, is no set. Not "5x5 at 100kg, now at 105 for the last set" (a set counted),
// nor "went from 135 to 155 today" (today's climb).
const LOAD_PROGRESS = String.raw`(?:(?<![\d.])\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?,?\s+now\s+(?:at\s+)?|\bfrom\s+\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?\s+to\s+)\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?(?![^.!?\n]*(?:\d\s*[x×]\s*\d|\b(?:reps?|sets?|for\s+\d|today|tonight)\b))`;
// "The deadlift plan was two sets of five", "my plan for today is 5x5", "today's plan called for 3x8": the
// plan stated as it stood is what was meant, not what was done (what came of it is told apart, and read so).
// Not "the plan was to go to the gym" (no numbers: a purpose) nor "stuck to the plan: 5x5" (done).
const PLAN_STATED = String.raw`\b(?:the|my|our|today['’]?s|tonight['’]?s)[ \t]+(?:[\p{L}-]+[ \t]+){0,2}?(?:plan|program(?:me)?|prescription)(?:[ \t]+for[ \t]+(?:today|tonight|the[ \t]+day|the[ \t]+session))?[ \t]+(?:was|is)[ \t]+(?!to\b)`;
export const HABIT = new RegExp(
  `${HABITS.source}|${BEST_OVER_DISTANCE.source}|${PLAN_STATED}|${FUTURE.source}|${PAST.source}|${LOAD_PROGRESS}`,
  'iu',
);
// A label that says the numbers after it were not lifted today: "Goal: 405", "Next week: 1x5 @ 325".
// Another lifter's label ("He loaded up: 11 45 lb plates …") is theirs, not today's either.
export const PLAN_LABEL =
  /\b(?:goals?|targets?|plan(?:ned)?|next (?:week|time|session)|last (?:week|time|session)|previous(?:ly)?|tomorrow)\b|^(?:he|she)\s+[a-z]+(?:\s+[a-z]+)?$/i;
export const RECORD_LABEL = /\b(?:pr|pb|personal (?:best|record)|new max|1 ?rm)\b/i;
// "Score: 14:12", "Result: 9 rounds + 4": a workout's result under it is what the sets came to, not a set.
export const RESULT_LABEL = /^\s*(?:(?:my|final|total|workout|wod)\s+)?(?:score|result)s?\s*$/i;
