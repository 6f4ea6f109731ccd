/**
 * What the model is told. The system instructions and the catalogue never change between calls,
 * so they sit first and carry cache_control; the per-call part goes in the user message.
 */
import { CATALOGUE } from '../catalogue/index.ts';
import type { CoachFeature } from '../coach.ts';

export const SYSTEM_INSTRUCTIONS = `You are the coach inside a strength-training app. Members log workouts and follow programs you design.
Rules:
- Answer only with JSON matching the given schema. No prose outside it.
- Units: weights in pounds (1 kg = 2.20462 lb, keep 3 decimals when converting kg), rest in seconds, time in minutes.
- Effort is RPE 1-10; convert RIR with RPE = 10 - RIR.
- One logged set per record: "3x8 @185" is three records of 8 reps at 185.
- Bodyweight moves (pull-ups, dips, push-ups...) have isBodyweight true and weight = added load (0 = bodyweight only).
- Use the canonical lower-case exercise names from the catalogue below whenever an exercise is in it (match typos, plurals and abbreviations such as OHP, RDL, BTN, db); keep unknown names as the member wrote them, title-cased ("Block Press").
- muscleGroups use only: chest, back, shoulders, arms, legs, core.
- Equipment values: dumbbells, barbell, bench, pullup_bar, cables, machines, resistance_bands, bodyweight, kettlebell. Bodyweight is always available.
- Be safe and specific: sensible loads and volumes for the member's level; never medical advice.`;

/** The catalogue as compact lines the model can match against: name | aliases | groups | equipment. */
export function catalogueText(): string {
  const lines = CATALOGUE.map(
    (e) =>
      `${e.name} | ${e.aliases.slice(0, 6).join(', ')} | ${[...e.primary, ...e.secondary].join(' ')} | ${e.equipment.join(' ')}${e.isBodyweight ? ' | bodyweight' : ''}`,
  );
  return `Exercise catalogue (name | common aliases | muscle groups | equipment):\n${lines.join('\n')}`;
}

export const FEATURE_INSTRUCTIONS: Record<CoachFeature, string> = {
  parseJournal: [
    'Parse this workout journal entry into logged sets. Bare numbers use the given unit.',
    'Never drop a line: every clear set is logged, under its catalogue name or, when the exercise is not in the catalogue, under the name as written (title-cased). Only text that names no set goes into "note" (null when there is none).',
    'Lifters write sets many ways: "3x8@185" (sets x reps @ load), "185x8, x8, x7", "4×120" (reps × load when the second number is too big for reps), "10/95; 10/105" (reps/load), "255 5,5,4" (load, then reps per set), "5 reps x 3 sets", "1+: 4" (AMRAP, 4 reps), "21 x 10 (x 3)" (three sets), "worked up to 100 x 3" (only the top set), "1 set of 12 reps @ 30 lbs / 1 set of 10 reps @ 35 lbs", "BW + 25" (added load 25). Warm-up sets are sets. With two units on a line ("95lbs/43kg"), use the first. Ignore bullets, dates, day labels and commentary after the sets.',
    'Cardio ("10 min bike", "2 km row") is one set with reps and weight null and the time or distance in notes.',
  ].join(' '),
  editExercise:
    'Apply the edit instruction to this exercise group. Return the whole group after the edit: keep ids of sets that stay, id null for new sets, leave out deleted sets. changesSummary is one short sentence for the member. Weights in the instruction use the given unit; answer in pounds.',
  swapExercise:
    'Suggest one replacement exercise that trains the same primary muscle group with the same movement pattern, using only the given equipment (all equipment when none is given), and never the original or an excluded name. reason explains the choice in one sentence.',
  nameWorkout:
    'Name this workout in at most 60 characters, like "Push Day — Bench & Dips" or "Leg Day — Squat & Lunges".',
  analyzeWorkout:
    'Write the analysis of this completed workout. The numbers in "computed" are exact: copy them unchanged. Write summary, suggestions and each exercise\'s nextTime (specific load or rep targets). answeredBy is "anthropic".',
  generateProgram:
    'Design a training program. The schedule must have exactly availableDays days (choose 3 for beginners, 4 intermediate, 5 advanced when null), numbered 1..n, only exercises the equipment allows (a full gym when the list is empty or null), no exercise twice in a day. difficulty is the experience level (beginner when null). Give every loadable exercise a progression rule (step in pounds): main barbell lifts "linear" for beginners (5 lb presses and rows, 10 lb squats and deadlifts, reps = the fixed rep target) and "rpe" for intermediate and advanced lifters; other exercises "double" inside their rep range (repsMin-repsMax, targetRpe 7-8). Omit it on holds, carries and conditioning. schedule.weeks has one entry per week of durationWeeks: intermediate and advanced programs of 4+ weeks build effort (rpeOffset -1 → +1) and end each 4-5 week block with a deload (deload true, setMultiplier 0.5, loadMultiplier 0.9, rpeOffset -2). Keep weekly hard sets per muscle group near 6-12 (beginner), 10-20 (intermediate) or 12-24 (advanced), double for arms and legs. The progression field sums this up in prose.',
  modifyProgram:
    'Modify the program according to the feedback and return the whole updated program. Keep what the feedback does not ask to change. Keep days numbered 1..n, daysPerWeek equal to the number of days, and exercises within the program\'s equipment list. Keep schedule.constraints and add to it what the member rules out (avoidExercises; avoidJoints knee/shoulder/lower_back for pain: no squats, lunges or leg extensions for a knee, no overhead pressing or dips for a shoulder, no barbell deadlifts, back squats or bent-over rows for a lower back) and program nothing that breaks it. Keep or rewrite each exercise\'s progression rule to fit the new exercise, and schedule.weeks with one entry per week of durationWeeks. End the description with "Updated: " and what changed. If part of the feedback cannot be applied, say so in the description.',
  describeSession:
    "Describe today's session for the member: estimatedTime in minutes from sets x (work + rest), difficulty 1-5, focusAreas, challenges, prOpportunities and one encouraging sentence.",
};

/** The fast model handles short parsing and naming calls; design and analysis get the main model. */
export const FAST_FEATURES: ReadonlySet<CoachFeature> = new Set([
  'parseJournal',
  'editExercise',
  'nameWorkout',
]);

export const MAX_TOKENS: Record<CoachFeature, number> = {
  parseJournal: 2048,
  editExercise: 1024,
  swapExercise: 1024,
  nameWorkout: 256,
  analyzeWorkout: 2048,
  generateProgram: 4096,
  modifyProgram: 4096,
  describeSession: 1024,
};
